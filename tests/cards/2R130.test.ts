// Karaktika: characters aboard take up none of its capacity. Once each turn, in your move phase with
// at most one card in your used pile, lose 1: your opponent dismisses a ship of theirs here.
import { describe, it } from 'vitest';
import { game, P1, P2, energy } from '../kit/driver';

const sc = (used = 0, phase: 'move' | 'deploy' = 'move') => game({
  phase, players: [{ used: energy(used) }, {}],
  row: [{ card: 'Quayland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: 'Karaktika', beneath: ['Plain Trooper', 'Plain Officer', 'Plain Kizen', 'Plain Pilot', 'Plain Warrior'] }],
      [{ card: 'Plain Fighter', name: 'a' }, { card: 'Plain Fighter', name: 'b' }]] }],
});

describe('2R130 Karaktika', () => {
  it('2R130 Karaktika: five characters aboard a ship of capacity 4 (R-SHIP-05)', () => {
    sc().expectCard('Plain Warrior', { under: 'Karaktika' });
  });
  it('2R130 Karaktika: lose 1: the opponent picks which of their ships here is dismissed; once each turn (R-ABIL-03)', () => {
    sc().use('Karaktika', { ability: 'dismiss' }).lose('reserve').resolve().expectDecision('chooseCard', P2).pick('b', P2)
      .expectCard('b', { zone: 'lost' }).expectCard('a', { zone: 'table' })
      .refuses('R-ABIL-03').use('Karaktika', { ability: 'dismiss' });
  });
  it('2R130 Karaktika: not with two cards in your used pile, nor outside your move phase (R-GEN-02)', () => {
    sc(2).refuses('R-GEN-02').use('Karaktika', { ability: 'dismiss' });
    sc(0, 'deploy').refuses('R-GEN-02').use('Karaktika', { ability: 'dismiss' });
  });
});
