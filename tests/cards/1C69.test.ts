// Gongen T.S.V.: Size 3, Transport 4; whenever a weapon beneath it damages another unit with its
// ability, you may pay 2 to destroy that unit.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', players: [{ hand: ['Test Zap'] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Gongen T.S.V.', beneath: ['Test Cannon'] }], [{ card: 'Plain Trooper', name: 'foe' }]] }],
});

describe('1C69 Gongen T.S.V.', () => {
  it('1C69 Gongen T.S.V.: its cannon damages the trooper; pay 2: destroyed', () => {
    sc().use('Test Cannon', { targets: ['foe'] }).resolve().resolve().yes().expectCard('foe', { zone: 'lost' }).expectPiles(P1, { active: 3 });
  });
  it('1C69 Gongen T.S.V.: damage by an interrupt sets off nothing', () => {
    sc().play('Test Zap', { targets: ['foe'] }).resolve().expectCard('foe', { damaged: true }).expectStack(0);
  });
});
