// Traginium Heist: only once you have won a battle this turn: the opponent puts two hand cards
// on top of their reserve.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'battle',
  players: [{ hand: ['Traginium Heist'] }, { hand: [{ card: 'Plain Trooper', name: 'h1' }, { card: 'Plain Trooper', name: 'h2' }, { card: 'Plain Tank', name: 'h3' }] }],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 },
    { card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Tank'], ['Plain Wall']] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
});

describe('1C160 Traginium Heist', () => {
  it('1C160 Traginium Heist: after winning 3 to 0, the opponent puts two of their hand cards on their reserve', () => {
    sc().toStep('window4').play('Traginium Heist').resolve().pick('h1').pick('h3')
      .expectPiles(P2, { hand: 1, reserve: 8 }).expectCard('h2', { zone: 'hand' }).expectCard('Traginium Heist', { zone: 'used' });
  });
  it('1C160 Traginium Heist: before any battle is won it cannot be played (R-GEN-02)', () => {
    sc().refuses('R-GEN-02').play('Traginium Heist').expectCard('Traginium Heist', { zone: 'hand' });
  });
});
