// Syndicate Interference (CARD-43, EX-DRAIN-02): once a turn, against a pending drain: for each unit the
// drainer has at that site, they pay 1 or dismiss it.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const interfered = (active: number) => {
  const g = game({
    phase: 'control', turnPlayer: P2, players: [{ hand: ['Syndicate Interference'] }, { active: energy(active) }],
    row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2,
      cards: [[], [{ card: 'Plain Trooper', name: 'u1' }, { card: 'Plain Trooper', name: 'u2' }]] }],
  }).drain('site', P2).pass(P2);
  return g.play('Syndicate Interference', { targets: [g.stackItem()] }).resolve();
};

describe('1R49 Syndicate Interference', () => {
  it('1R49 Syndicate Interference: P2 pays 1 for one trooper and dismisses the other', () => {
    interfered(6).option('pay', P2).option('dismiss', P2)
      .expectPiles(P2, { active: 5 }).expectCard('u2', { zone: 'lost' }).expectCard('u1', { zone: 'table' });
  });
  it('1R49 Syndicate Interference: with nothing to pay, both troopers are dismissed and the drain fails (R-DRAIN-07)', () => {
    interfered(0).resolve().expectCard('u1', { zone: 'lost' }).expectCard('u2', { zone: 'lost' }).expectLog('The drain is canceled').expectPiles(P1, { lost: 0 });
  });
});
