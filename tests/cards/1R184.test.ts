// Hailesh-Damir: while at a site with a weapon beneath it, your opponent causes -3 attrition here.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const battle = (armed: boolean) => game({
  phase: 'battle', players: [{}, { hand: ['Attrition +4'] }],
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1, cards: [[{ card: 'Hailesh-Damir', beneath: armed ? ['Plain Rifle'] : [] }], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
}).pass(P1).play('Attrition +4').resolve().toStep('window3');

describe('1R184 Hailesh-Damir', () => {
  it('1R184 Hailesh-Damir: armed, the opponent\'s attrition +4 becomes 1', () => {
    battle(true).expectBattle({ attritionAgainst: [1, 0] }).expectPiles(P2, { lost: 0 });
  });
  it('1R184 Hailesh-Damir: unarmed, it is 4', () => {
    battle(false).expectBattle({ attritionAgainst: [4, 0] });
  });
});
