// Resolute Quarrel: when it enters play the opponent puts a hand card on top of their used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const entered = (hand: number) => game({
  phase: 'deploy',
  players: [{ hand: ['Resolute Quarrel'] }, { hand: Array.from({ length: hand }, (_, i) => ({ card: 'Plain Trooper', name: `h${i}` })) }],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1 }],
}).play('Resolute Quarrel', { at: 'orbit' }).resolve().resolve();

describe('2C106 Resolute Quarrel', () => {
  it('2C106 Resolute Quarrel: the opponent picks one of their two hand cards for their used pile', () => {
    entered(2).pick('h1', P2).expectCard('h1', { zone: 'used' }).expectCard('h0', { zone: 'hand' }).expectPiles(P1, { active: 3 });
  });
  it('2C106 Resolute Quarrel: an empty hand: nothing happens', () => {
    entered(0).expectPiles(P2, { used: 0 }).expectCard('Resolute Quarrel', { at: 'orbit' });
  });
});
