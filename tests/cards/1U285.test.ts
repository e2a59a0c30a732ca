// Overburdened, used or lost. USED: an opponent holding 13 or more cards keeps 8, the rest going at
// random onto their used pile, unseen by you. LOST: you may pay 4; they reveal their hand and you
// choose a title they hold two or more of; they lose every card of it.
import { describe, expect, it } from 'vitest';
import { defOf, eventText, legalActions, pendingDecision } from '../../src/engine';
import { decisionTitle } from '../../src/ui/decisionText';
import { optionsFor } from '../../src/ui/dialogs/choiceLabels';
import { game, P1, P2 } from '../kit/driver';
import { expectHiddenFrom } from '../kit/hidden';

const many = (n: number) => Array.from({ length: n }, (_, i) => ({ card: `Destiny ${(i % 6) + 1}`, name: `h${i}` }));
const sc = (theirHand: (string | { card: string; name: string })[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Overburdened', { card: 'Plain Tank', name: 'mine' }] }, { hand: theirHand }],
});

describe('1U285 Overburdened', () => {
  it('1U285 Overburdened: used, against 13 cards: 5 picked at random go on their used pile; P1 reads only how many', () => {
    const g = sc(many(13)).play('Overburdened', { mode: 'used' }).resolve()
      .expectPiles(P2, { hand: 8, used: 5 }).expectCard('Overburdened', { zone: 'used' });
    const moved = g.events.find((e) => e.kind === 'handToUsedAtRandom')!;
    expect(eventText(moved, P1)).toBe('P2 puts 5 cards, picked at random from hand, on the used pile.');
    expect(eventText(moved, null)).toBe(eventText(moved, P1));
    const mine = eventText(moved, P2);
    for (const c of g.pile(P2, 'used')) expect(mine).toContain(String(g.card(c).title));
    expectHiddenFrom(g, P1, ...g.pile(P2, 'used'), ...g.pile(P2, 'hand'));
  });
  it('1U285 Overburdened: the cards are picked by the game\'s seeded generator: the same game picks the same cards', () => {
    const picked = () => sc(many(14)).play('Overburdened', { mode: 'used' }).resolve().pile(P2, 'used');
    expect(picked()).toEqual(picked());
    expect(picked()).toHaveLength(6);
  });
  it('1U285 Overburdened: EX-EFF-03: 13 cards when played, 12 when it resolves: no effect, and it goes to the used pile (R-EFF-06)', () => {
    sc([...many(12), 'Test Boost']).play('Overburdened', { mode: 'used' }).pass(P1).play('Test Boost', { by: P2 }).resolve().resolve()
      .expectPiles(P2, { hand: 12 }).expectCard('Overburdened', { zone: 'used' }).expectNotInLog('picked at random');
  });
  it('1U285 Overburdened: lost: pay 4, they reveal their hand, you choose a title they hold twice or more; they lose every card of it', () => {
    const g = sc([{ card: 'Plain Wall', name: 'w1' }, { card: 'Plain Wall', name: 'w2' }, { card: 'Destiny 4', name: 'd1' },
      { card: 'Destiny 4', name: 'd2' }, { card: 'Destiny 4', name: 'd3' }, { card: 'Plain Officer', name: 'one' }])
      .play('Overburdened', { mode: 'lost' }).resolve().yes();
    expect(g.legal().map((a) => (a.type === 'choose' && 'pick' in a.choice ? defOf(g.state, a.choice.pick).title : null))).toEqual(['Plain Wall', 'Destiny 4']);
    // As P1's dialog says it: a title, and how many cards of it go.
    expect(decisionTitle(g.state, pendingDecision(g.state)!, true)).toBe("Choose a title from your opponent's hand: every card of it is lost");
    expect(optionsFor(g.state, legalActions(g.state)).map((o) => o.label)).toEqual(['Plain Wall (all 2)', 'Destiny 4 (all 3)']);
    g.pick('d1', P1).expectPile(P2, 'hand', 'w1', 'w2', 'one').expectPiles(P2, { lost: 3 }).expectPiles(P1, { active: 2 })
      .expectCard('Overburdened', { zone: 'lost' }).expectLog('P2 reveals their hand: Plain Wall, Plain Wall, Destiny 4, Destiny 4, Destiny 4, Plain Officer.');
    expectHiddenFrom(g, P2, 'mine');
  });
  it('1U285 Overburdened: lost, not paid: nothing is revealed; paid against a hand with no title twice: nothing is lost', () => {
    sc(['Plain Wall', 'Plain Wall']).play('Overburdened', { mode: 'lost' }).resolve().no()
      .expectNotInLog('reveals their hand').expectPiles(P2, { hand: 2 }).expectPiles(P1, { active: 6 });
    sc(['Plain Wall', 'Plain Officer']).play('Overburdened', { mode: 'lost' }).resolve().yes()
      .expectLog('P2 reveals their hand: Plain Wall, Plain Officer.').expectPiles(P2, { hand: 2, lost: 0 }).expectDecision(null);
  });
});
