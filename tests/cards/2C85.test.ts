// Widowmaker: once a turn, stack a card from the opponent's lost pile on your stockpile asset to
// invert it (3/3/3 to 2/2/2); inverted, +3 power per stockpile asset of yours holding a card.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Side } from '../kit/position';

const sc = (stash: boolean, inverted = false, mine: Side = {}) => game({
  players: [{ assets: stash ? ['Traginium Stash'] : [], ...mine }, { lost: [{ card: 'Plain Trooper', name: 'gone' }] }],
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Widowmaker', inverted }], []] }],
});

describe('2C85 Widowmaker', () => {
  it("2C85 Widowmaker: the opponent's lost card goes onto your stash and it inverts: 2 + 3 = 5 power", () => {
    sc(true).use('Widowmaker', { paying: ['gone'] }).resolve()
      .expectCard('Widowmaker', { inverted: true, power: 5, tactics: 2, defense: 2 }).expectCard('gone', { zone: 'stacked' })
      .expectPiles(P2, { lost: 0 }).expectPiles(P1, { active: 6 });
  });
  it('2C85 Widowmaker: without a stockpile asset the cost cannot be paid (R-PLAY-04); inverted with an empty stash: power 2', () => {
    sc(false).refuses('R-PLAY-04').use('Widowmaker', { paying: ['gone'] });
    sc(true, true).expectCard('Widowmaker', { power: 2 });
  });
  it("2C85 Widowmaker: a card in your own lost pile can't pay it (R-PLAY-04)", () => {
    sc(true, false, { lost: [{ card: 'Plain Trooper', name: 'mine' }] }).refuses('R-PLAY-04').use('Widowmaker', { paying: ['mine'] });
  });
});
