// Ganymede/Underground Bunker: while you have a unit here, your side gains a Gongen support icon.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (units: string[]) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1C70', name: 'tactician' }] }, {}],
  row: [{ card: '1C311', name: 'bunker', controller: 0, cards: [units, []] }],
});

describe('1C311 Ganymede/Underground Bunker', () => {
  it('1C311 Ganymede/Underground Bunker: with your unit here you have 1 + 1 = 2 Gongen icons, enough for Grid Tactician', () => {
    play({ ...setup([T.trooper]), actions: [{ type: 'play', seat: 0, card: '@tactician', at: '@bunker' }, ...passes()],
      expect: { cards: { '@tactician': { zone: 'table' } } } });
  });
  it('1C311 Ganymede/Underground Bunker: with no unit of yours here only the printed icon counts (R-PLAY-03)', () => {
    play({ ...setup([]), actions: [{ type: 'play', seat: 0, card: '@tactician', at: '@bunker', refused: 'R-PLAY-03' }] });
  });
});
