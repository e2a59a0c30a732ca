// Vishal Vatarma: once a turn, reveal a hand card onto your used pile (its destiny is noted) to aim
// at an opposing unit in a site battle here; it is damaged unless the opponent reveals a hand card
// of higher destiny, which stays in their hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import { expectHiddenFrom, expectShownTo } from '../kit/hidden';

const sc = (theirHand: { card: string; name: string }[]) => game({
  phase: 'battle',
  players: [{ hand: [{ card: 'Destiny 3', name: 'fee' }, { card: 'Plain Tank', name: 'mine' }] }, { hand: theirHand }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Vishal Vatarma'] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const use = { targets: ['foe'], paying: ['fee'] };

describe('1U218 Vishal Vatarma', () => {
  it('1U218 Vishal Vatarma: the card paid is shown and goes to the used pile; a higher card revealed saves the unit and stays in hand (R-TERM-REVEAL-01)', () => {
    const g = sc([{ card: 'Destiny 4', name: 'high' }, { card: 'Plain Wall', name: 'secret' }]).use('Vishal Vatarma', use)
      .expectOnTop(P1, 'used', 'fee').resolve().option('reveal', P2)
      .expectCard('foe', { damaged: false }).expectPile(P2, 'hand', 'high', 'secret').expectLog('P2 shows Destiny 4 from hand.');
    expectShownTo(g, P2, 'Destiny 3');
    expectShownTo(g, P1, 'Destiny 4');
    expectHiddenFrom(g, P1, 'secret');
    expectHiddenFrom(g, P2, 'mine');
  });
  it('1U218 Vishal Vatarma: a card of the same destiny is not higher: the unit is damaged', () => {
    sc([{ card: 'Destiny 3', name: 'same' }]).use('Vishal Vatarma', use).resolve()
      .expectCard('foe', { damaged: true }).expectPile(P2, 'hand', 'same').expectDecision(null);
  });
  it('1U218 Vishal Vatarma: the opponent may decline to reveal; with an empty hand it can\'t be used (R-PLAY-04); once a turn (R-ABIL-03)', () => {
    sc([{ card: 'Destiny 6', name: 'high' }]).use('Vishal Vatarma', use).resolve().option('damage', P2).expectCard('foe', { damaged: true })
      .refuses('R-ABIL-03').use('Vishal Vatarma', { targets: ['foe'], paying: ['mine'] });
    game({
      phase: 'battle', row: [{ card: 'Testland/North', name: 'here', controller: P1,
        cards: [[{ card: 'Plain Trooper', beneath: ['Vishal Vatarma'] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
      battle: { location: 'here', attacker: P1, step: 'window2' },
    }).refuses('R-PLAY-04').use('Vishal Vatarma', { targets: ['foe'] });
  });
});
