// Indiscriminate Strike: one per kizen (R-ASSET-04); its kizen gets +2 power (EX-MOD-04); each time a
// weapon beneath that kizen targets a unit with an activated ability, the unit gets -3 power and -3
// defense until the end of the turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (blasterOn: 'kizen' | 'other') => game({
  phase: 'battle',
  row: [{ card: 'Depots/Shi Depot', name: 'site', controller: P1, cards: [[
    { card: 'Plain Kizen', name: 'kizen', beneath: ['Indiscriminate Strike', ...(blasterOn === 'kizen' ? ['Test Blaster'] : [])] },
    { card: 'Plain Trooper', name: 'other', beneath: blasterOn === 'other' ? ['Test Blaster'] : [] }],
  [{ card: 'Unit 5/1/5', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('1R186 Indiscriminate Strike', () => {
  it('1R186 Indiscriminate Strike: its kizen gets +2 power (EX-MOD-04)', () => {
    sc('kizen').expectCard('kizen', { power: 1 + 2 });
  });
  it("1R186 Indiscriminate Strike: its kizen's weapon targets a unit: -3 power and -3 defense until the end of the turn", () => {
    sc('kizen').use('Test Blaster', { targets: ['foe'] }).resolve()
      .expectCard('foe', { power: 2, defense: 2 }).resolve().expectCard('foe', { damaged: true });
  });
  it("1R186 Indiscriminate Strike: another character's weapon does not set it off", () => {
    sc('other').use('Test Blaster', { targets: ['foe'] }).expectStack(1).resolve().expectCard('foe', { power: 5, defense: 5, damaged: true });
  });
});
