// Ganymede/Hunters' Camp: Unlimited; Encampment (its energy and Quay icons join your side of the host).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1S305', name: 'camp' }, { card: '1C237', name: 'inciter' }] }, {}],
  row: [{ card: T.north, name: 'site', controller: 0 }],
});

describe('1S305 Ganymede/Hunters\' Camp', () => {
  it('1S305 Ganymede/Hunters\' Camp: encamped, its Quay icon lets a Quay card be played; activation 1 + 2 + 1 = 4', () => {
    play({ ...setup, actions: [{ type: 'play', seat: 0, card: '@camp', at: '@site', encamp: true }, ...passes(),
      { type: 'play', seat: 0, card: '@inciter', at: '@site' }, ...passes()],
    expect: { activationMax: { 0: 4 }, cards: { '@inciter': { zone: 'table' }, '@camp': { under: '@site' } } } });
  });
  it('1S305 Ganymede/Hunters\' Camp: without it the Quay card is refused (R-PLAY-03)', () => {
    play({ ...setup, actions: [{ type: 'play', seat: 0, card: '@inciter', at: '@site', refused: 'R-PLAY-03' }] });
  });
});
