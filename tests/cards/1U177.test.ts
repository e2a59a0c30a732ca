// Daunting Vatarma: once a turn, reveal two hand cards of one destiny onto your used pile to aim
// at an opposing unit in a site battle here; it is destroyed unless the opponent answers with a
// pair of their own onto their used pile. Unpaired hand cards stay hidden.
import { describe, expect, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import { expectHiddenFrom, expectShownTo } from '../kit/hidden';

const sc = (theirHand: (string | { card: string; name: string })[]) => game({
  phase: 'battle',
  players: [{ hand: [{ card: 'Destiny 3', name: 'a1' }, { card: 'Destiny 3', name: 'a2' }, { card: 'Destiny 5', name: 'odd' }, { card: 'Plain Tank', name: 'mine' }] },
    { hand: theirHand }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Daunting Vatarma'] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const PAIR = [{ card: 'Destiny 4', name: 'b1' }, { card: 'Destiny 4', name: 'b2' }, { card: 'Plain Wall', name: 'secret' }];
const pay = { targets: ['foe'], paying: ['a1', 'a2'] };

describe('1U177 Daunting Vatarma', () => {
  it('1U177 Daunting Vatarma: the pair paid goes to the used pile, shown; without an answer the target is destroyed', () => {
    const g = sc(PAIR).use('Daunting Vatarma', pay).expectOnTop(P1, 'used', 'a2', 'a1')
      .resolve().option('destroy', P2).expectCard('foe', { zone: 'lost' }).expectPiles(P2, { hand: 3 });
    expectShownTo(g, P2, 'Destiny 3');
    expectHiddenFrom(g, P2, 'odd', 'mine');
  });
  it('1U177 Daunting Vatarma: the opponent answers with two cards of one destiny onto their used pile, in the order picked; their other cards stay hidden (R-TERM-REVEAL-01)', () => {
    const g = sc(PAIR).use('Daunting Vatarma', pay).resolve().option('reveal', P2).pick('b2', P2)
      .expectCard('foe', { zone: 'table', damaged: false }).expectOnTop(P2, 'used', 'b1', 'b2').expectPile(P2, 'hand', 'secret');
    expectShownTo(g, P1, 'Destiny 4');
    expectHiddenFrom(g, P1, 'secret');
  });
  it('1U177 Daunting Vatarma: once the first card of the answer is picked, only a card of its destiny can follow (the second goes at once)', () => {
    sc([{ card: 'Destiny 4', name: 'b1' }, { card: 'Destiny 4', name: 'b2' }, { card: 'Destiny 6', name: 'c1' }, { card: 'Destiny 6', name: 'c2' }])
      .use('Daunting Vatarma', pay).resolve().option('reveal', P2).pick('c1', P2)
      .expectOnTop(P2, 'used', 'c2', 'c1').expectPile(P2, 'hand', 'b1', 'b2').expectDecision(null);
  });
  it('1U177 Daunting Vatarma: without a pair in hand the opponent can only lose the unit', () => {
    sc([{ card: 'Destiny 4', name: 'b1' }, { card: 'Destiny 6', name: 'c1' }]).use('Daunting Vatarma', pay).resolve()
      .expectCard('foe', { zone: 'lost' }).expectPiles(P2, { hand: 2 }).expectDecision(null);
  });
  it('1U177 Daunting Vatarma: two cards of different destinies can\'t pay, even when each has a partner (R-PLAY-04); once a turn (R-ABIL-03)', () => {
    const g = sc(PAIR).add('hand', P1, 'Destiny 5', 'odd2');
    g.refuses('R-PLAY-04', /same destiny/).use('Daunting Vatarma', { targets: ['foe'], paying: ['a1', 'odd'] });
    expect(g.legal().filter((a) => a.type === 'use').map((a) => (a.type === 'use' ? a.paying?.length : 0))).toEqual([2, 2]);
    g.use('Daunting Vatarma', pay).resolve().option('reveal', P2).pick('b1', P2)
      .refuses('R-ABIL-03').use('Daunting Vatarma', { targets: ['foe'], paying: ['odd', 'odd2'] });
  });
  it('1U177 Daunting Vatarma: with no pair in your hand it can\'t be used (R-PLAY-04)', () => {
    game({
      phase: 'battle', players: [{ hand: [{ card: 'Destiny 3', name: 'a1' }, { card: 'Destiny 5', name: 'odd' }] }, {}],
      row: [{ card: 'Testland/North', name: 'here', controller: P1,
        cards: [[{ card: 'Plain Trooper', beneath: ['Daunting Vatarma'] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
      battle: { location: 'here', attacker: P1, step: 'window2' },
    }).refuses('R-PLAY-04', /2 cards of one destiny/).use('Daunting Vatarma', { targets: ['foe'], paying: ['a1', 'odd'] });
  });
});
