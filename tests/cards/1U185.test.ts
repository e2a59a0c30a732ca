// Incapacitated: may go beneath an opponent's character; that character gets -1 power, -1 tactics, -1 defense.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1U185 Incapacitated', () => {
  it("1U185 Incapacitated: beneath the opponent's officer (1/4/3) it makes 0/3/2; it cost 1", () => {
    game({ phase: 'deploy', players: [{ hand: ['Incapacitated'] }, {}],
      row: [{ card: 'Shiland/Keep', controller: P1, cards: [[], [{ card: 'Plain Officer', name: 'foe' }]] }] })
      .play('Incapacitated', { at: 'foe' }).resolve().expectCard('Incapacitated', { under: 'foe', controller: P1 })
      .expectCard('foe', { power: 0, tactics: 3, defense: 2 }).expectPiles(P1, { active: 5 });
  });
  it('1U185 Incapacitated: a vehicle is no host for it (R-ASSET-02)', () => {
    game({ phase: 'deploy', players: [{ hand: ['Incapacitated'] }, {}],
      row: [{ card: 'Shiland/Keep', controller: P1, cards: [[], ['Plain Tank']] }] })
      .refuses('R-ASSET-02').play('Incapacitated', { at: 'Plain Tank' });
  });
});
