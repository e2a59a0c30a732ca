// Escort Cruiser: you cause attrition +1 at its sector for each related site with a vehicle of yours.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (north: string[], middle: string[]) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/North', controller: P1, cards: [north, []] },
    { card: 'Testland/Middle', controller: P1, cards: [middle, []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Escort Cruiser'], ['Plain Fighter']] },
  ],
  battle: { location: 'orbit', attacker: P1, step: 'window2' },
});

describe('1C18 Escort Cruiser', () => {
  it('1C18 Escort Cruiser: vehicles at two related sites (two at one of them): attrition +2', () => {
    sc(['Plain Tank', 'Plain Tank'], ['Plain Tank']).toStep('window3').expectBattle({ attritionAgainst: [0, 2] });
  });
  it('1C18 Escort Cruiser: characters do not count: attrition +0', () => {
    sc(['Plain Trooper'], ['Plain Trooper']).toStep('window3').expectBattle({ attritionAgainst: [0, 0] });
  });
});
