// Ganymede/Abandoned Mine: any player may use it, once a turn: a card stacked on their stockpile
// asset goes to its owner's lost pile, and their pending drain here gets +1.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** `drainer` controls the mine and drains there; each player has a stockpile with `stacked` on it. */
const drained = (drainer: typeof P1 | typeof P2, stacked: string[] = ['Destiny 3', 'Destiny 4']) => {
  const mine: [string[], string[]] = drainer === P1 ? [['Plain Trooper'], []] : [[], ['Plain Trooper']];
  const g = game({
    phase: 'control', turnPlayer: drainer,
    players: [{ assets: [{ card: 'Traginium Hoard', name: 'hoard1', stacked }] }, { assets: [{ card: 'Traginium Hoard', name: 'hoard2', stacked }] }],
    row: [{ card: 'Ganymede/Abandoned Mine', name: 'mine', controller: P1, cards: mine }],
  }).drain('mine', drainer);
  return g;
};

describe('2R154 Ganymede/Abandoned Mine', () => {
  it('2R154 Ganymede/Abandoned Mine: a stockpiled card to the lost pile: your drain of 2 gets +1, so P2 loses 3', () => {
    const g = drained(P1);
    g.use('mine', { by: P1, targets: [g.stackItem()] }).expectStackedOn('hoard1', 1).resolve().expectLog('gets +1')
      .resolve().expectDecision('lose', P2).lose('reserve', P2).lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { reserve: 3 });
  });
  it("2R154 Ganymede/Abandoned Mine: the site's owner's opponent may use it too, on their own drain (R-ABIL-07)", () => {
    const g = drained(P2);
    g.use('mine', { by: P2, targets: [g.stackItem()] }).expectStackedOn('hoard2', 1).expectStackedOn('hoard1', 2).resolve()
      .resolve().lose('reserve', P1).lose('reserve', P1).lose('reserve', P1).expectPiles(P1, { reserve: 3 });
  });
  it("2R154 Ganymede/Abandoned Mine: not on the other player's drain (R-TGT-04)", () => {
    const g = drained(P1).pass(P1);
    g.refuses('R-TGT-04').use('mine', { by: P2, targets: [g.stackItem()] });
  });
  it('2R154 Ganymede/Abandoned Mine: nothing stacked on your stockpile: it can\'t be paid (R-PLAY-04)', () => {
    const g = drained(P1, []);
    g.refuses('R-PLAY-04').use('mine', { by: P1, targets: [g.stackItem()] });
  });
  it('2R154 Ganymede/Abandoned Mine: once each turn (R-ABIL-03)', () => {
    const g = drained(P1);
    g.use('mine', { by: P1, targets: [g.stackItem()] });
    g.refuses('R-ABIL-03').use('mine', { by: P1, targets: [g.stackItem()] });
  });
});
