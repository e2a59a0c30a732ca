// Changes to battles at a place: attrition and total power, cards revealed for destiny, a
// replacement for the battle-destiny reveal, and casualties capped.
import { change } from '../../define';
import { signed, subject, theirs, verb } from '../../text';
import type { BattleNumber } from '../../define';
import { flag, node, num, obj, oneOf, opt, WHO } from '../../schema';

/** A side's number at a place gets +N: the attrition it causes, its total power (in battles here,
 * or with `at: 'relatedSite'` at sites related to here, `at: 'related'` at any related location), or its drains here (a lasting effect's: at
 * its location, or everywhere). `who`: whose number (default: the change's controller's);
 * `ifPlayer`: a condition read for each side in turn, "you" meaning that side. */
export const add = change('add', {
  add: node('amount'), to: oneOf('attrition', 'totalPower', 'totalTactics', 'drain'), at: opt(oneOf('here', 'relatedSite', 'related')), who: opt(oneOf(...WHO)),
  ifPlayer: opt(node('condition')),
  /** Drains only: at each location this selector matches (read from the change's side), wherever
   * the change itself is (sites related to one holding a vehicle of yours). */
  where: opt(node('selector')),
}, {
  check: (c): string | null => (c.where !== undefined && (c.to !== 'drain' || c.at !== undefined) ? 'where: only a drain change names its places this way, and not with at' : null),
  text: (c, say): string => {
    const who = subject(c.who ?? 'you', say);
    const any = (t: string): string => (c.who === 'any' ? theirs(t) : t);
    const by = c.ifPlayer ? ` while ${any(say.cond(c.ifPlayer))}` : '';
    const where = c.at === 'relatedSite' ? 'at related sites' : c.at === 'related' ? 'at related locations' : say.place('here');
    // "1 less attrition for each ...": an amount counted -1 times.
    const less = typeof c.add === 'object' && 'times' in c.add && c.add.times === -1 ? { ...c.add, times: 1 } : undefined;
    const n = (what: string): string => (typeof c.add === 'number' ? `${signed(c.add)} ${what}`
      : less ? `${what} reduced by ${any(say.amount(less))}` : `extra ${what} equal to ${any(say.amount(c.add))}`);
    if (c.to === 'drain') return `${c.who === 'any' ? "each player's drains" : `${say.whose(c.who ?? 'you')} drains`} ${c.where ? `at ${say.np(c.where, 'a')}` : c.at === 'relatedSite' || c.at === 'related' ? where : say.place('here')} get ${n('energy')}${by}`;
    if (c.to === 'attrition') return `${who.text} ${verb('cause', who.plural)} ${n('attrition')} in battles ${where}${by}`;
    return `${who.text} ${verb('get', who.plural)} ${n(c.to === 'totalTactics' ? 'total tactics' : 'total power')} in battles ${where}${by}`;
  },
  battleNumber: (c): BattleNumber | undefined => (c.to === 'totalPower' ? 'power' : c.to === 'attrition' ? 'attrition' : undefined),
});
/** Each card revealed for destiny here gets this modifier: for battle destiny, or (`for: 'weapon'`)
 * while a weapon here uses an ability. */
export const destinyCards = change('destinyCards', { destinyCards: num, for: opt(oneOf('battle', 'weapon')) }, {
  text: (c): string => (c.for === 'weapon' ? `each card revealed for destiny while a weapon here uses an ability gets ${signed(c.destinyCards)} destiny`
    : `each card revealed for battle destiny in a battle here gets ${signed(c.destinyCards)} destiny`),
});
/** A replacement for the battle-destiny reveal at this location: pay N to turn over M cards from
 * the top of the reserve and pick which one counts, or (`bottom`) reveal the reserve's bottom card
 * instead (R-REPL-02). */
export const battleDestinyFromTop = change('battleDestinyFromTop', { battleDestinyFromTop: obj({ pay: num, reveal: num, bottom: opt(flag) }) }, {
  text: (c): string => {
    const o = c.battleDestinyFromTop;
    const paying = o.pay > 0 ? `pay ${o.pay} to ` : '';
    return `in a battle here, instead of revealing your battle destiny card, you may ${paying}${o.bottom ? "turn over your reserve's bottom card and count its destiny"
      : `reveal the top ${o.reveal} cards of your reserve and choose the one that counts`}`;
  },
  check: (c): string | null => (c.battleDestinyFromTop.bottom && c.battleDestinyFromTop.reveal !== 1 ? 'bottom: the bottom card alone is revealed (reveal: 1)' : null),
});
/** In battles at the source's location, that side's casualties (default 'you') are reduced to this
 * number as soon as they are set in the power step, before any loss-step reduction (Diplomacy Bot
 * ruling, R-BSTEP-19). */
export const casualtiesAtMost = change('casualtiesAtMost', { casualtiesAtMost: num, who: opt(oneOf(...WHO)) }, {
  text: (c, say): string => `${say.whose(c.who ?? 'you')} casualties in a battle ${say.place('here')} are at most ${c.casualtiesAtMost}`,
});
