// Changes to battles at a place: attrition and total power, cards revealed for destiny, a
// replacement for the battle-destiny reveal, and casualties capped.
import { change } from '../../define';
import type { BattleNumber } from '../../define';
import { node, num, obj, oneOf, opt, WHO } from '../../schema';

/** A side's number at a place gets +N: the attrition it causes, its total power (in battles here,
 * or with `at: 'relatedSite'` at sites related to here), or its drains here (a lasting effect's: at
 * its location, or everywhere). `who`: whose number (default: the change's controller's);
 * `ifPlayer`: a condition read for each side in turn, "you" meaning that side. */
export const add = change('add', {
  add: node('amount'), to: oneOf('attrition', 'totalPower', 'drain'), at: opt(oneOf('here', 'relatedSite')), who: opt(oneOf(...WHO)),
  ifPlayer: opt(node('condition')),
}, {
  battleNumber: (c): BattleNumber | undefined => (c.to === 'totalPower' ? 'power' : c.to === 'attrition' ? 'attrition' : undefined),
  check: (c): string | null => (c.to === 'drain' && c.at === 'relatedSite' ? 'at: a drain change is read where its source is' : null),
});
/** Each card revealed for destiny here gets this modifier: for battle destiny, or (`for: 'weapon'`)
 * while a weapon here uses an ability. */
export const destinyCards = change('destinyCards', { destinyCards: num, for: opt(oneOf('battle', 'weapon')) });
/** A replacement for the battle-destiny reveal at this location: pay N to turn over M cards from
 * the top of the reserve and pick which one counts (R-REPL-02). */
export const battleDestinyFromTop = change('battleDestinyFromTop', { battleDestinyFromTop: obj({ pay: num, reveal: num }) });
/** In battles at the source's location, that side's casualties (default 'you') are reduced to this
 * number as soon as they are set in the power step, before any loss-step reduction (Diplomacy Bot
 * ruling, R-BSTEP-19). */
export const casualtiesAtMost = change('casualtiesAtMost', { casualtiesAtMost: num, who: opt(oneOf(...WHO)) });
