// Plundering Bandit: at the end of each battle you won here you may pay 1 to invert it (0/1/4 to 4/1/4).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (theirs: string) => game({
  phase: 'battle',
  row: [{ card: L.orbit, name: 'here', controller: 0, cards: [[{ card: '1C144', name: 'pb' }, L.capital], [{ card: theirs, name: 'foe' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window3' },
});

describe('1C144 Plundering Bandit', () => {
  it('1C144 Plundering Bandit: win 4 to 2, the battle ends, pay 1: inverted, power 4', () => {
    play({ ...sc(L.fighter), actions: [...passes(), ...passes(), { type: 'choose', seat: 1, choice: { damage: '@foe' } },
      ...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
    expect: { battle: null, cards: { '@pb': { inverted: true, power: 4 }, '@foe': { zone: 'lost' } }, piles: { 0: { active: 5 } } } });
  });
  it('1C144 Plundering Bandit: you may decline to pay', () => {
    play({ ...sc(L.fighter), actions: [...passes(), ...passes(), { type: 'choose', seat: 1, choice: { damage: '@foe' } },
      ...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: false } }],
    expect: { cards: { '@pb': { inverted: false, power: 0 } }, piles: { 0: { active: 6 } } } });
  });
  it('1C144 Plundering Bandit: a tie (4 to 4) is not a win: nothing is offered', () => {
    play({ ...sc(L.capital), actions: [...passes(), ...passes(), ...passes()],
      expect: { battle: null, cards: { '@pb': { inverted: false } }, decision: null, stack: 0 } });
  });
});
