// Qurim Life Ship: characters aboard don't count against its capacity (4).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (aboard: string[], hand: string) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: hand, name: 'new' }] }, {}],
  row: [{ card: T.quaySector, controller: 0, cards: [[{ card: '1C255', name: 'ship', beneath: aboard }], []] }],
});

describe('1C255 Qurim Life Ship', () => {
  it('1C255 Qurim Life Ship: with five characters aboard a sixth still boards', () => {
    play({ ...setup([T.trooper, T.trooper, T.trooper, T.trooper, T.trooper], T.officer),
      actions: [{ type: 'play', seat: 0, card: '@new', at: '@ship' }, ...passes()], expect: { cards: { '@new': { under: '@ship' } } } });
  });
  it('1C255 Qurim Life Ship: vehicles do count: a fifth vehicle does not fit (R-UNIT-05)', () => {
    play({ ...setup([T.tank, T.tank, T.tank, T.tank, T.trooper], T.tank),
      actions: [{ type: 'play', seat: 0, card: '@new', at: '@ship', refused: 'R-UNIT-05' }] });
  });
});
