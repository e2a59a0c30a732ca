// Gorget Cannon: attrition +1 where its character is at a site; twice a turn, pay 1: damage the
// opponent's unit in a site battle here if its defense < D + the opponent's units here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = () => game({
  phase: 'battle', players: [{ reserve: energy(4, 1) }, {}],
  row: [{ card: L.north, name: 'here', controller: 0,
    cards: [[{ card: L.trooper, beneath: [{ card: '2C6', name: 'gun' }] }],
      [{ card: L.trooper, name: 'a' }, { card: L.trooper, name: 'b' }, { card: L.wall, name: 'wall' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window2' },
});
const use = (t: string, refused?: string) => ({ type: 'use', seat: 0, card: '@gun', ability: 1, targets: [t], ...(refused ? { refused } : {}) });

describe('2C6 Gorget Cannon', () => {
  it('2C6 Gorget Cannon: D 1 + 3 opposing units = 4 beats defense 2 twice; a third use is refused (R-ABIL-03)', () => {
    play({ ...sc(), actions: [use('@a'), ...passes(), use('@b'), ...passes(), use('@wall', 'R-ABIL-03')],
      expect: { cards: { '@a': { damaged: true }, '@b': { damaged: true } }, piles: { 0: { active: 4 } } } });
  });
  it('2C6 Gorget Cannon: 4 does not beat defense 9', () => {
    play({ ...sc(), actions: [use('@wall'), ...passes()], expect: { cards: { '@wall': { damaged: false } } } });
  });
  it('2C6 Gorget Cannon: attrition +1 in a battle at its site', () => {
    play({ ...sc(), actions: passes(), expect: { battle: { attritionAgainst: [0, 1] } } });
  });
});
