// Effects on the battle's numbers: battle destiny and attrition added directly, and a
// replacement for the next battle-destiny reveal.
import { logEvent, named, other, setBattle, titleOf, withParts } from '../../../state';
import type { Step } from '../../../types';
import { effect } from '../../define';
import type { BattleNumber } from '../../define';
import { amountFor } from '../../effects';
import { revealAnotherBattleDestiny } from '../../../battle';
import { flag, node, oneOf, opt, SIDE } from '../../schema';

/** Adds to a side's battle destiny (kept unclamped: a -3 before the reveal still counts against it,
 * read through Math.max(0, ...) wherever it is used, R-MOD-01/02) or to the attrition it causes
 * (R-BSTEP-10), in the battle under way. */
export const add = effect('add', { to: oneOf('battleDestiny', 'attrition', 'casualties'), who: oneOf(...SIDE), amount: node('amount'),
  /** Battle destiny only: "make that card's destiny +N", the card whose reveal set off the
   * trigger; it changes, and battle destiny with it. With no such card, nothing happens. */
  revealedCard: opt(flag) }, {
  text: (e, say): string => (e.to === 'casualties' ? `reduce ${say.whose(e.who)} casualties by ${say.amount(typeof e.amount === 'number' ? -e.amount
    : 'times' in e.amount && e.amount.times !== undefined ? { ...e.amount, times: -e.amount.times } : e.amount)}` : e.revealedCard
    ? `add ${say.amount(e.amount)} to the destiny of the card revealed (and so to ${say.whose(e.who)} battle destiny)`
    : `add ${say.amount(e.amount)} to ${say.whose(e.who)} ${e.to === 'battleDestiny' ? 'battle destiny' : 'attrition'}`).replace('add -', 'subtract ').replace(/subtract (\d+) to/, 'subtract $1 from'),
  check: (e): string | null => (e.revealedCard && e.to !== 'battleDestiny' ? 'revealedCard: only a battle destiny has a revealed card' : null),
  asks: [],
  battleNumber: (e): BattleNumber | undefined => (e.to === 'battleDestiny' ? 'destiny' : e.to === 'attrition' ? 'attrition' : undefined),
  run: (g, ctx, e): Step[] => {
    if (!g.s.battle) return [];
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    const n = amountFor(g, ctx, e.amount);
    if (e.to === 'casualties') {
      // Casualties exist once the power step has named a loser (R-BSTEP-19); until the loss step
      // they may still change (R-BSTEP-20). Only the loser's can be reduced.
      const b = g.s.battle;
      if (b.casualties === undefined || b.winner === null || b.winner === undefined || b.winner === seat || b.step === 'loss') return [];
      const casualties = Math.max(0, b.casualties + n);
      setBattle(g, { casualties });
      logEvent(g, { kind: 'casualtiesChanged', seat, from: b.casualties, to: casualties, rule: 'R-BSTEP-20' });
      return [];
    }
    if (e.to === 'battleDestiny') {
      const d: [number, number] = [...g.s.battle.destiny];
      if (e.revealedCard) {
        const r = g.s.battle.revealed;
        if (!r || r.seat !== seat || r.card !== ctx.event?.card) return [];
        setBattle(g, { revealed: { ...r, value: r.value + n } });
        logEvent(g, { kind: 'destinyBecomes', card: named(g.s, r.card), value: Math.max(0, r.value + n) });
      }
      // Kept unclamped: a -3 before the reveal still counts against it; read through
      // Math.max(0, ...) wherever it is used (R-MOD-01/02).
      d[seat] = d[seat] + n;
      setBattle(g, { destiny: d, destinyParts: withParts(g.s.battle.destinyParts, seat, [{ label: titleOf(g.s, ctx.source), amount: n }]) });
      logEvent(g, { kind: 'battleDestiny', seat, value: d[seat] });
    } else {
      const a: [number, number] = [...g.s.battle.attritionBonus];
      a[seat] += n;
      setBattle(g, { attritionBonus: a });
      logEvent(g, { kind: 'attrition', seat, amount: n });
    }
    return [];
  },
});
/** A replacement effect (R-REPL-02, R-REPL-05): your next systematic battle-destiny reveal is
 * replaced by adding `amount` (read when this resolves); or, `another`, the card whose reveal set
 * off this ability no longer counts and its player reveals another in its place (Cribber; only an
 * ability resolved at once as the card is revealed, inStep, can do it: battle.ts
 * revealAnotherBattleDestiny). */
export const replaceBattleDestiny = effect('replaceBattleDestiny', { amount: opt(node('amount')), until: opt(oneOf('endOfTurn', 'endOfBattle')), another: opt(flag) }, {
  text: (e, say): string => (e.another ? 'the card revealed no longer counts, and its player reveals a fresh one for battle destiny in its place'
    : `instead of revealing your next battle destiny card${e.until === 'endOfTurn' ? ' this turn' : ' in this battle'}, add ${say.amount(e.amount ?? 0)} to your battle destiny`),
  check: (e): string | null => ((e.amount === undefined) === !e.another || (e.another && e.until !== undefined)
    ? 'another: a reveal is replaced either by an amount (until a time) or by another card' : null),
  asks: [],
  run: (g, ctx, e): Step[] => {
    if (e.another) {
      const seat = ctx.event?.seat;
      if (seat !== undefined && ctx.event?.event === 'revealBattleDestiny') revealAnotherBattleDestiny(g, seat, ctx.source);
      return [];
    }
    const value = amountFor(g, ctx, e.amount ?? 0);
    g.s.watchers.push({ seat: ctx.seat, source: ctx.source, kind: 'replaceBattleDestiny', value, until: e.until ?? 'endOfBattle' });
    logEvent(g, { kind: 'replaceDestiny', seat: ctx.seat, amount: value, rule: 'R-REPL-02' });
    return [];
  },
});
