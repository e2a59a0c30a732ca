// Torrid Katal (inverter): 2 energy inverts it. Inverted side: once per turn, 2 energy adds 1 to
// the attrition you cause at its location this turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (inverted: boolean) => game({
  phase: 'battle',
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1C271', name: 'katal', inverted }], [{ card: T.trooper, name: 'foe' }]] }],
  battle: { location: '@site', attacker: 0, step: 'window1' },
});
const attrition = { type: 'use', seat: 0, card: '@katal', ability: 0 };

describe('1C271 Torrid Katal', () => {
  it('1C271 Torrid Katal: pay 2 inverts it: power 1 -> 3', () => {
    play({ ...setup(false), actions: [{ type: 'use', seat: 0, card: '@katal', ability: 0 }, ...passes()],
      expect: { cards: { '@katal': { inverted: true, power: 3 } }, piles: { 0: { active: 4 } } } });
  });
  it('1C271 Torrid Katal: inverted, pay 2: the opponent must satisfy attrition 1 and the foe is damaged', () => {
    play({ ...setup(true), actions: [attrition, ...passes(), ...passes(), ...passes()],
      expect: { battle: { attritionAgainst: [0, 1] }, cards: { '@foe': { damaged: true } } } });
  });
  it('1C271 Torrid Katal: once each turn (R-ABIL-03)', () => {
    play({ ...setup(true), actions: [attrition, ...passes(), { ...attrition, refused: 'R-ABIL-03' }] });
  });
  it('1C271 Torrid Katal: upright it has no attrition ability (R-ABIL-01)', () => {
    play({ ...setup(false), actions: [{ type: 'use', seat: 0, card: '@katal', ability: 1, refused: 'R-ABIL-01' }] });
  });
});
