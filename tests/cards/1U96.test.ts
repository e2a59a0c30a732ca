// Sharper Than Steel: whenever a weapon's ability damages a ship or unit, you may pay 2 to destroy it.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', players: [{ assets: ['Sharper Than Steel'], hand: ['Test Zap'] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Test Blaster'] }], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('1U96 Sharper Than Steel', () => {
  it('1U96 Sharper Than Steel: the blaster damages the trooper; pay 2: it is destroyed', () => {
    sc().use('Test Blaster', { targets: ['foe'] }).resolve().resolve().yes().expectCard('foe', { zone: 'lost' }).expectPiles(P1, { active: 3 });
  });
  it('1U96 Sharper Than Steel: you may decline: it stays damaged', () => {
    sc().use('Test Blaster', { targets: ['foe'] }).resolve().resolve().no().expectCard('foe', { damaged: true }).expectPiles(P1, { active: 5 });
  });
  it('1U96 Sharper Than Steel: damage by an interrupt sets off nothing', () => {
    sc().play('Test Zap', { targets: ['foe'] }).resolve().expectCard('foe', { damaged: true }).expectStack(0);
  });
});
