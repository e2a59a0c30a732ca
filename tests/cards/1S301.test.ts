// Ganymede/Exploratory Camp: Unlimited; Encampment (its energy and Earther icons join your side of the host).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (beneath: string[]) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1S301', name: 'camp' }] }, {}],
  row: [{ card: T.north, name: 'site', controller: 0, beneath: [beneath, []] }, { card: T.farSite, name: 'empty', controller: 1 }],
});

describe('1S301 Ganymede/Exploratory Camp', () => {
  it('1S301 Ganymede/Exploratory Camp: stacked beneath your site it adds an energy icon: activation 1 + 2 + 2 + 1 = 6', () => {
    play({ ...setup([]), actions: [{ type: 'play', seat: 0, card: '@camp', at: '@site', encamp: true }, ...passes()],
      expect: { activationMax: { 0: 6, 1: 5 }, cards: { '@camp': { under: '@site' } } } });
  });
  it('1S301 Ganymede/Exploratory Camp: one encampment of yours per location (R-ENC-04)', () => {
    play({ ...setup(['1S308']), actions: [{ type: 'play', seat: 0, card: '@camp', at: '@site', encamp: true, refused: 'R-ENC-04' }] });
  });
});
