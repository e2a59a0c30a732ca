// Vulture: Scouting; pay 2: invert it (2/2/4 becomes 4/2/2).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C165 Vulture', () => {
  it('1C165 Vulture: Scouting: played at a sector with no icon on your side, where a plain fighter is refused (R-SHIP-02)', () => {
    game({
      phase: 'deploy', players: [{ hand: ['Vulture', 'Plain Fighter'] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Bareland/Void', name: 'void', controller: P1 }],
    }).refuses('R-SHIP-02').play('Plain Fighter', { at: 'void' })
      .play('Vulture', { at: 'void' }).resolve()
      .expectCard('Vulture', { at: 'void', power: 2 }).expectPiles(P1, { active: 4 });
  });
  it('1C165 Vulture: pay 2 to invert: power 4, defense 2; inverted, the ability is gone (R-ABIL-01)', () => {
    game({ phase: 'deploy', row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Vulture'], []] }] })
      .use('Vulture', { ability: 1 }).resolve()
      .refuses('R-ABIL-01').use('Vulture', { ability: 1 })
      .expectCard('Vulture', { inverted: true, power: 4, tactics: 2, defense: 2 }).expectPiles(P1, { active: 4 });
  });
});
