// Vulture: Scouting; pay 2: invert it (2/2/4 becomes 4/2/2).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

describe('1C165 Vulture', () => {
  it('1C165 Vulture: Scouting: played at a sector with no icon on your side, where a plain fighter is refused (R-SHIP-02)', () => {
    play(game({
      phase: 'deploy', players: [{ hand: [{ card: '1C165', name: 'v' }, { card: L.fighter, name: 'f' }] }, {}],
      row: [depot('Maverick'), { card: L.bareSector, name: 'void', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@f', at: '@void', refused: 'R-SHIP-02' }, { type: 'play', seat: 0, card: '@v', at: '@void' }, ...passes()],
      expect: { cards: { '@v': { at: '@void', power: 2 } }, piles: { 0: { active: 4 } } },
    }));
  });
  it('1C165 Vulture: pay 2 to invert: power 4, defense 2; inverted, the ability is gone (R-ABIL-01)', () => {
    play(game({
      phase: 'deploy',
      row: [{ card: L.orbit, controller: 0, cards: [[{ card: '1C165', name: 'v' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@v', ability: 1 }, ...passes(), { type: 'use', seat: 0, card: '@v', ability: 1, refused: 'R-ABIL-01' }],
      expect: { cards: { '@v': { inverted: true, power: 4, tactics: 2, defense: 2 } }, piles: { 0: { active: 4 } } },
    }));
  });
});
