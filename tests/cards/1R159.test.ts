// Top Pair: at no cost, while five or fewer cards are stacked on it, the top card of your reserve is
// stacked on it face up. Once a turn, two stacked cards go to the lost pile: if they share a destiny,
// your opponent reveals no battle destiny anywhere for the rest of the turn. (Each side has the 4 tactics
// a reveal needs, R-BSTEP-04.)
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const d = (destiny: number, name: string): Entry => ({ card: `Destiny ${destiny}`, name });
const sc = (stacked: Entry[]) => game({
  phase: 'battle',
  players: [{ assets: [{ card: 'Top Pair', stacked }] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[{ card: 'Plain Officer', name: 'mine' }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('1R159 Top Pair', () => {
  it('1R159 Top Pair: at no cost, the top card of the reserve is stacked on it', () => {
    sc([]).use('Top Pair', { ability: 'stack' }).resolve().expectStackedOn('Top Pair', 1).expectPiles(P1, { reserve: 5 });
  });
  it('1R159 Top Pair: a pair: the opponent reveals no battle destiny this turn (R-GEN-03)', () => {
    sc([d(4, 'a'), d(4, 'b'), d(1, 'c')]).use('Top Pair', { ability: 'noDestiny', paying: ['a', 'b'] }).resolve()
      .expectStackedOn('Top Pair', 1).expectPiles(P1, { lost: 2 })
      .toStep('destiny').reveal(true, P1).expectDecision(null).expectBattle({ destiny: [3, 0] })
      .refuses('R-ABIL-03').use('Top Pair', { ability: 'noDestiny', paying: ['c'] });
  });
  it('1R159 Top Pair: two different destinies: lost all the same, and the opponent still reveals', () => {
    sc([d(4, 'a'), d(1, 'b')]).use('Top Pair', { ability: 'noDestiny', paying: ['a', 'b'] }).resolve()
      .expectStackedOn('Top Pair', 0).expectPiles(P1, { lost: 2 })
      .toStep('destiny').reveal(true, P1).reveal(true, P2).expectBattle({ destiny: [3, 3] });
  });
});
