// Blinding Scream: with a kizen of yours in play, the opponent reveals their hand and names a
// destiny found in it; you choose a card of that destiny from it for the top of their used pile.
import { describe, expect, it } from 'vitest';
import { pendingDecision, seatView } from '../../src/engine';
import { decisionTitle } from '../../src/ui/decisionText';
import { game, P1, P2 } from '../kit/driver';
import { expectShownTo } from '../kit/hidden';

const THEIRS = [{ card: 'Destiny 4', name: 'fourA' }, { card: 'Destiny 4', name: 'fourB' }, { card: 'Destiny 6', name: 'six' }, { card: 'Plain Wall', name: 'wall' }];
const sc = (kizen = true) => game({
  phase: 'deploy',
  players: [{ hand: ['Blinding Scream', { card: 'Plain Tank', name: 'mine' }] }, { hand: THEIRS }],
  row: [{ card: 'Depots/Shi Depot', controller: P1, cards: [kizen ? ['Plain Kizen'] : ['Plain Trooper'], []] }],
});

describe('2U90 Blinding Scream', () => {
  it('2U90 Blinding Scream: the opponent may name only a destiny found in their revealed hand; you pick a card of it for their used pile (R-TERM-REVEAL-01)', () => {
    const g = sc().play('Blinding Scream').resolve().expectDecision('nameNumber', P2);
    expect(g.legal().map((a) => (a.type === 'choose' && 'amount' in a.choice ? a.choice.amount : null))).toEqual([2, 4, 6]);
    expect(decisionTitle(g.state, pendingDecision(g.state)!, true)).toBe('Name a destiny found on a card in your hand');
    g.amount(4, P2).expectDecision('pick', P1);
    expect(decisionTitle(g.state, pendingDecision(g.state)!, true)).toBe("Choose a card from your opponent's hand to put on your opponent's used pile");
    g.pick('fourB', P1)
      .expectOnTop(P2, 'used', 'fourB').expectPile(P2, 'hand', 'fourA', 'six', 'wall').expectCard('Blinding Scream', { zone: 'lost' })
      .expectLog('P2 reveals their hand: Destiny 4, Destiny 4, Destiny 6, Plain Wall.', 'P2 names 4.', "P1 puts Destiny 4, revealed, from P2's hand on top of P2's used pile.");
    // The whole hand was shown to both players; P1's own hand was not.
    expectShownTo(g, P1, 'Plain Wall', 'Destiny 6');
    expect(seatView(g.state, P2).numbers[g.id('mine')]).toBeUndefined();
    expect(g.log().join('\n')).not.toContain('Plain Tank');
  });
  it('2U90 Blinding Scream: a destiny only one card has leaves no choice', () => {
    sc().play('Blinding Scream').resolve().amount(6, P2).expectOnTop(P2, 'used', 'six').expectDecision(null);
  });
  it('2U90 Blinding Scream: against an empty hand it reveals nothing and takes nothing', () => {
    game({ phase: 'deploy', players: [{ hand: ['Blinding Scream'] }, { hand: [] }],
      row: [{ card: 'Depots/Shi Depot', controller: P1, cards: [['Plain Kizen'], []] }] })
      .play('Blinding Scream').resolve().expectLog('P2 reveals an empty hand.').expectDecision(null).expectPiles(P2, { used: 0 });
  });
  it('2U90 Blinding Scream: without a kizen of yours in play it can\'t be played (R-GEN-02)', () => {
    sc(false).refuses('R-GEN-02', /Kizen/).play('Blinding Scream');
  });
});
