// Widowmaker: once a turn, stack a card from the opponent's lost pile on your stockpile asset to
// invert it (3/3/3 to 2/2/2); inverted, +3 power per stockpile asset of yours holding a card.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (stash: boolean, inverted = false) => game({
  players: [{ assets: stash ? [{ card: '2U83', name: 'stash' }] : [] }, { lost: [{ card: L.trooper, name: 'gone' }] }],
  row: [{ card: L.orbit, controller: 0, cards: [[{ card: '2C85', name: 'wm', inverted }], []] }],
});

describe('2C85 Widowmaker', () => {
  it("2C85 Widowmaker: the opponent's lost card goes onto your stash and it inverts: 2 + 3 = 5 power", () => {
    play({ ...sc(true), actions: [{ type: 'use', seat: 0, card: '@wm', ability: 0, targets: ['@gone'] }, ...passes()],
      expect: { cards: { '@wm': { inverted: true, power: 5, tactics: 2, defense: 2 }, '@gone': { zone: 'stacked' } },
        piles: { 1: { lost: 0 }, 0: { active: 6 } } } });
  });
  it('2C85 Widowmaker: without a stockpile asset the cost cannot be paid (R-PLAY-04); inverted with an empty stash: power 2', () => {
    play({ ...sc(false), actions: [{ type: 'use', seat: 0, card: '@wm', ability: 0, targets: ['@gone'], refused: 'R-PLAY-04' }] });
    play({ ...sc(true, true), expect: { cards: { '@wm': { power: 2 } } } });
  });
  it("2C85 Widowmaker: a card in your own lost pile is not a target (R-TGT-04)", () => {
    play({ ...sc(true), players: [{ assets: [{ card: '2U83' }], lost: [{ card: L.trooper, name: 'mine' }] }, {}],
      actions: [{ type: 'use', seat: 0, card: '@wm', ability: 0, targets: ['@mine'], refused: 'R-TGT-04' }] });
  });
});
