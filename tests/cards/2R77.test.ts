// Long Odds: reveal the bottom card of your reserve (it goes on your used pile); its destiny X is
// how many cards of the opponent's used pile are revealed from the top. You send one of them to
// its owner's lost pile and put the rest back on top of that used pile in your order.
import { describe, expect, it } from 'vitest';
import { pendingDecision } from '../../src/engine';
import { decisionTitle } from '../../src/ui/decisionText';
import { game, P1, P2 } from '../kit/driver';
import { expectHiddenFrom, expectShownTo } from '../kit/hidden';

const sc = (bottom: string, used = ['Destiny 1', 'Destiny 2', 'Plain Wall', 'Plain Officer', 'Plain Tank']) => game({
  phase: 'deploy',
  players: [{ hand: ['Long Odds'], reserve: ['Destiny 6', 'Destiny 6', { card: bottom, name: 'bottom' }] },
    { used: used.map((card, i) => ({ card, name: `u${i + 1}` })) }],
  row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [['Plain Trooper'], []] }],
});

describe('2R77 Long Odds', () => {
  it('2R77 Long Odds: a bottom card of destiny 3 reveals the top 3 of their used pile; you send one to the lost pile and order the rest; the cards below stay hidden (R-TERM-REVEAL-01)', () => {
    const g = sc('Destiny 3').play('Long Odds').resolve()
      .expectOnTop(P1, 'used', 'bottom').expectLog('P2 reveals the top of the used pile: Destiny 1, Destiny 2, Plain Wall.')
      .expectDecision('pick', P1);
    expect(decisionTitle(g.state, pendingDecision(g.state)!, true)).toBe("Choose a card from your opponent's used pile to send to your opponent's lost pile");
    g.pick('u2').expectCard('u2', { zone: 'lost' }).expectDecision('reserveOrder', P1);
    expect(decisionTitle(g.state, pendingDecision(g.state)!, true)).toBe('Choose the revealed card to put back on top of the used pile');
    g.pick('u3')
      .expectPile(P2, 'used', 'u3', 'u1', 'u4', 'u5').expectCard('Long Odds', { zone: 'lost' })
      .expectLog("P1 puts Plain Wall and Destiny 1 back on top of P2's used pile, Plain Wall on top.");
    expectShownTo(g, P2, 'Destiny 3');
    expectHiddenFrom(g, P1, 'u4', 'u5');
  });
  it('2R77 Long Odds: a bottom card of destiny 1 reveals one card, which is lost', () => {
    sc('Destiny 1').play('Long Odds').resolve().expectCard('u1', { zone: 'lost' }).expectPile(P2, 'used', 'u2', 'u3', 'u4', 'u5').expectDecision(null);
  });
  it('2R77 Long Odds: a destiny of 0 reveals nothing; a short used pile is revealed whole (R-EFF-02)', () => {
    sc('Unit 1/1/1').play('Long Odds').resolve().expectPiles(P2, { used: 5, lost: 0 }).expectNotInLog('reveals the top of the used pile').expectNotInLog('no card');
    sc('Destiny 6', ['Destiny 1', 'Destiny 2']).play('Long Odds').resolve()
      .expectLog('P2 reveals the top of the used pile: Destiny 1, Destiny 2.').pick('u1').expectPile(P2, 'used', 'u2');
  });
  it('2R77 Long Odds: with an empty reserve there is no card to reveal: it can\'t be played (R-DESTINY-04)', () => {
    game({ phase: 'deploy', players: [{ hand: ['Long Odds'], reserve: [] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [['Plain Trooper'], []] }] })
      .refuses('R-DESTINY-04').play('Long Odds');
  });
});
