// Assailing Vatarma (CARD-14 erratum, EX-BATTLE-12): once a turn, put a hand card on your used
// pile: the opponent chooses their target undamaged unit in a site battle here (R-TGT-01) and
// damages it, unless they put two hand cards on their used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const sc = (theirHand: number, theirs: Entry[], myHand = true) => game({
  phase: 'battle',
  players: [{ hand: myHand ? [{ card: 'Plain Trooper', name: 'fee' }, { card: 'Plain Trooper', name: 'fee2' }] : [] },
    { hand: Array.from({ length: theirHand }, (_, i) => ({ card: 'Plain Tank', name: `h${i}` })) }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Assailing Vatarma'] }], theirs] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const fee = { paying: ['fee'] };

describe('1C168 Assailing Vatarma', () => {
  it('1C168 Assailing Vatarma: the opponent chooses their target unit at resolution (R-TGT-01), then damages it', () => {
    sc(2, [{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }])
      .use('Assailing Vatarma', fee).resolve().pick('b', P2).option(1, P2)
      .expectCard('b', { damaged: true }).expectCard('a', { damaged: false }).expectCard('fee', { zone: 'used' })
      .expectPiles(P2, { hand: 2 });
  });
  it('1C168 Assailing Vatarma: or they put two hand cards on their used pile instead', () => {
    sc(3, [{ card: 'Plain Trooper', name: 'a' }])
      .use('Assailing Vatarma', fee).resolve().option(0, P2).pick('h0', P2).pick('h2', P2)
      .expectCard('a', { damaged: false }).expectCard('h0', { zone: 'used' }).expectCard('h2', { zone: 'used' })
      .expectPiles(P2, { hand: 1 });
  });
  it('1C168 Assailing Vatarma: with one hand card they must damage; a damaged unit cannot be chosen (the other one is)', () => {
    sc(1, [{ card: 'Plain Trooper', name: 'a', damaged: true }, { card: 'Plain Trooper', name: 'b' }])
      .use('Assailing Vatarma', fee).resolve()
      .expectCard('b', { damaged: true }).expectPiles(P2, { hand: 1 }).expectDecision(null);
  });
  it('1C168 Assailing Vatarma: the user names no target (R-TGT-04); with no undamaged unit of theirs there it can\'t be used (R-TGT-04)', () => {
    sc(2, [{ card: 'Plain Trooper', name: 'a' }]).refuses('R-TGT-04').use('Assailing Vatarma', { ...fee, targets: ['a'] });
    sc(2, [{ card: 'Plain Trooper', name: 'a', damaged: true }]).refuses('R-TGT-04').use('Assailing Vatarma', fee)
      .expectCard('fee', { zone: 'hand' });
  });
  it('1C168 Assailing Vatarma: once a turn (R-ABIL-03); with an empty hand it cannot be used (R-PLAY-04)', () => {
    sc(0, [{ card: 'Plain Trooper', name: 'a' }, 'Plain Trooper']).use('Assailing Vatarma', fee).resolve().pick('a', P2)
      .refuses('R-ABIL-03').use('Assailing Vatarma', { paying: ['fee2'] });
    sc(0, ['Plain Trooper'], false).refuses('R-PLAY-04').use('Assailing Vatarma');
  });
});
