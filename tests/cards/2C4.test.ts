// Dagger Juggernaut: winning a site battle at its site lets you turn it over (3/1/5 becomes 6/2/6).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (theirs: string) => game({
  phase: 'battle',
  row: [{ card: L.north, name: 'here', controller: 0, cards: [[{ card: '2C4', name: 'dj' }], [{ card: theirs, name: 'foe' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window3' },
});

describe('2C4 Dagger Juggernaut', () => {
  it('2C4 Dagger Juggernaut: wins 3 to 2, you choose to invert it: power 6, tactics 2, defense 6', () => {
    play({ ...sc(L.trooper), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@dj': { inverted: true, power: 6, tactics: 2, defense: 6 } }, battle: { winner: 0 } } });
  });
  it('2C4 Dagger Juggernaut: you may decline', () => {
    play({ ...sc(L.trooper), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { cards: { '@dj': { inverted: false, power: 3 } } } });
  });
  it('2C4 Dagger Juggernaut: a battle it does not win (a 3-3 tie) does not trigger it', () => {
    play({ ...sc(L.tank), actions: [...passes(), { type: 'pass', seat: 0 }],
      expect: { cards: { '@dj': { inverted: false } }, battle: { winner: null } } });
  });
});
