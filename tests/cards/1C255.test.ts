// Qurim Life Ship: characters aboard don't count against its capacity (4).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (aboard: string[], hand: string) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: hand, name: 'new' }] }, {}],
  row: [{ card: 'Quayland/Orbit', controller: P1, cards: [[{ card: 'Qurim Life Ship', name: 'ship', beneath: aboard }], []] }],
});

describe('1C255 Qurim Life Ship', () => {
  it('1C255 Qurim Life Ship: with five characters aboard a sixth still boards', () => {
    setup(['Plain Trooper', 'Plain Trooper', 'Plain Trooper', 'Plain Trooper', 'Plain Trooper'], 'Plain Officer')
      .play('new', { at: 'ship' }).resolve().expectCard('new', { under: 'ship' });
  });
  it('1C255 Qurim Life Ship: vehicles do count: a fifth vehicle does not fit (R-UNIT-05)', () => {
    setup(['Costly Tank', 'Costly Tank', 'Costly Tank', 'Costly Tank', 'Plain Trooper'], 'Costly Tank')
      .refuses('R-UNIT-05').play('new', { at: 'ship' });
  });
});
