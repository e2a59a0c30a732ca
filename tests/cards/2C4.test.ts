// Dagger Juggernaut: winning a site battle at its site lets you turn it over (3/1/5 becomes 6/2/6).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (theirs: string) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Dagger Juggernaut'], [theirs]] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
}).toStep('window4');

describe('2C4 Dagger Juggernaut', () => {
  it('2C4 Dagger Juggernaut: wins 3 to 2, you choose to invert it: power 6, tactics 2, defense 6', () => {
    sc('Plain Trooper').resolve().yes()
      .expectCard('Dagger Juggernaut', { inverted: true, power: 6, tactics: 2, defense: 6 }).expectBattle({ winner: P1 });
  });
  it('2C4 Dagger Juggernaut: you may decline', () => {
    sc('Plain Trooper').resolve().no().expectCard('Dagger Juggernaut', { inverted: false, power: 3 });
  });
  it('2C4 Dagger Juggernaut: a battle it does not win (a 3-3 tie) does not trigger it', () => {
    sc('Plain Tank').pass().expectCard('Dagger Juggernaut', { inverted: false }).expectBattle({ winner: null });
  });
});
