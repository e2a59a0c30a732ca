// Why a card's or an ability's own condition ("play only if...", "use only during...") stops it
// now, in a player's words: the first part of the condition that does not hold (R-GEN-02).
import { holds } from '../abilities/conditions';
import type { Ctx } from '../abilities/select';
import type { Amount, Comparison, Condition, Place, Ref, Selector } from '../abilities/vocabulary';
import type { GameState } from '../types';

/** The part of `c` that fails now, as what must be true: "you have won a battle this turn". */
export function unmetPart(s: GameState, ctx: Ctx, c: Condition): string {
  if ('all' in c) {
    const failing = c.all.find((x) => !holds(s, ctx, x));
    if (failing) return unmetPart(s, ctx, failing);
  }
  return conditionText(c);
}

/** A whole condition in words, as something that must be true. */
export function conditionText(c: Condition): string {
  return needs(c, 'here');
}

const PLACES: Record<Place, string> = {
  here: 'here', battleHere: 'in a battle here', inBattle: 'in the battle', relatedSite: 'at a related site',
  battleAtRelatedSite: 'in a battle at a related site', relatedLocation: 'at a related location',
  adjacentSite: 'at an adjacent site', aboardThis: 'aboard it', siteBattleHere: 'in a site battle here',
  inSiteBattle: 'in a site battle', elsewhere: 'at another location', anywhere: '',
};

const COMPARE: Record<Comparison, string> = { '>': 'is more than', '<': 'is less than', '>=': 'is at least', '<=': 'is at most', '=': 'equals' };

const REFS: Record<Exclude<Ref, { target: number }>, string> = {
  self: 'it', host: 'the card it is beneath', shipAboard: 'the ship it is aboard', battleLocation: "the battle's location",
  eventCard: 'that card',
};

/** "Gongen Fighters", "other damaged units": the cards a selector names. */
function noun(sel: Selector, plural: boolean): string {
  const kind = sel.label ?? sel.kinds?.join(' or ') ?? 'card';
  const words = [sel.other ? 'other' : '', sel.damaged ? 'damaged' : '', sel.faction ?? '', plural ? `${kind}s` : kind];
  return words.filter((w) => w !== '').join(' ');
}

function placeText(at: Place | undefined, here: string): string {
  if (at === undefined) return '';
  const p = at === 'here' ? here : PLACES[at];
  return p ? ` ${p}` : '';
}

type Quantity = { atLeast?: number; atMost?: number; exactly?: number };

/** "a", "no", "at least 2"...: with no bound given, at least one (conditions.ts `within`). */
function quantity(q: Quantity): string {
  if (q.atMost === 0 || q.exactly === 0) return 'no';
  if (q.exactly !== undefined) return `exactly ${q.exactly}`;
  if (q.atMost !== undefined) return `at most ${q.atMost}`;
  return q.atLeast === undefined || q.atLeast === 1 ? 'a' : `at least ${q.atLeast}`;
}

function count(sel: Selector, q: Quantity, here: string): string {
  const how = quantity(q);
  const who = sel.who === 'you' ? 'you have' : sel.who === 'opponent' ? 'your opponent has' : how === 'a' ? 'there is' : 'there are';
  return `${who} ${how} ${noun(sel, how !== 'a')}${placeText(sel.at, here)}`;
}

function amount(a: Amount): string {
  if (typeof a === 'number') return String(a);
  if ('count' in a) return `the number of ${noun(a.count, true)}${placeText(a.count.at, 'here')}`;
  if ('destiny' in a) return 'a destiny';
  if ('battleDestiny' in a) return a.battleDestiny === 'you' ? 'your battle destiny' : "your opponent's battle destiny";
  if ('ofTarget' in a) return `the ${a.stat} of your target`;
  return 'that number';
}

/** "Your target is a Kizen", "the battle's location is not a site". */
function refIs(c: Extract<Condition, { card: Ref }>, here: string, verb: string): string {
  const ref = typeof c.card === 'object' ? `your ${['first', 'second', 'third'][c.card.target] ?? 'last'} target` : REFS[c.card];
  const what = noun({ ...c.is, other: false }, false);
  return `${ref} ${verb} ${/^[AEIOUaeiou]/.test(what) ? 'an' : 'a'} ${what}${placeText(c.is.at, here)}`;
}

/** What a condition requires, phrased as something true ("it is at a site"). */
function needs(c: Condition, here: string): string {
  if ('all' in c) return c.all.map((x) => needs(x, here)).join(', and ');
  if ('any' in c) return `either ${c.any.map((x) => needs(x, here)).join(', or ')}`;
  if ('not' in c) return 'card' in c.not ? refIs(c.not, here, 'is not') : `it is not so that ${needs(c.not, here)}`;
  if ('atSite' in c) return 'it is at a site';
  if ('atSector' in c) return 'it is at a sector';
  if ('aboardShip' in c) return 'it is aboard a ship';
  if ('inBattle' in c) return 'it is in a battle';
  if ('armed' in c) return 'it has a weapon beneath it';
  if ('count' in c) return count(c.count, c, here);
  if ('compare' in c) return `${amount(c.compare[0])} ${COMPARE[c.compare[1]]} ${amount(c.compare[2])}`;
  if ('locationTitleHas' in c) return `its location's title has "${c.locationTitleHas}"`;
  if ('supportIconsHere' in c) {
    const how = quantity(c);
    const side = c.supportIconsHere === 'you' ? ' on your side' : c.supportIconsHere === 'opponent' ? " on your opponent's side" : '';
    return `there ${how === 'a' ? 'is' : 'are'} ${how} ${c.faction ? `${c.faction} ` : ''}support icon${how === 'a' ? '' : 's'}${side} ${here}`;
  }
  if ('supportIconsInPlay' in c) return `you have at least ${c.atLeast} ${c.faction} support icons in play`;
  if ('mostSupportIcons' in c) return `most of your support icons are ${c.mostSupportIcons}`;
  if ('control' in c) return 'you control its location';
  if ('phase' in c) return `it is ${c.turn === 'yours' ? 'your' : c.turn === 'opponents' ? "your opponent's" : 'a'} ${c.phase} phase`;
  if ('higherTacticsUnitHere' in c) return `your best unit ${here} has higher tactics than your opponent's best unit there`;
  if ('higherTotalTacticsHere' in c) return `your units ${here} have more tactics than your opponent's there`;
  if ('wonBattleThisTurn' in c) return 'you have won a battle this turn';
  if ('stackedOnYourStockpile' in c) return 'a card is stacked on your stockpile asset';
  if ('reserveCards' in c) return `${c.reserveCards === 'you' ? 'your' : "your opponent's"} reserve holds at least ${c.atLeast} cards`;
  if ('handCards' in c) return `${c.handCards === 'you' ? 'you hold' : 'your opponent holds'} at least ${c.atLeast} cards`;
  if ('activeCards' in c) return `${c.activeCards === 'you' ? 'your' : "your opponent's"} active pile holds at least ${c.atLeast} cards`;
  if ('card' in c) return refIs(c, here, 'is');
  if ('attackedHere' in c) return 'an attack was made here this phase';
  if ('battleAfter' in c) return `a battle is past its ${c.battleAfter} step`;
  if ('attritionRemaining' in c) return `${c.attritionRemaining === 'you' ? 'you' : 'your opponent'} still had attrition left`;
  if ('marked' in c) return 'it was used that way this turn';
  if ('someLocation' in c) return needs(c.someLocation, `at one ${c.kind ?? 'location'}`);
  if ('supportIconTypes' in c) return `you have support icons of ${quantity(c).replace(/^a$/, 'at least one')} faction${quantity(c) === 'a' ? '' : 's'} in play`;
  if ('topOfPile' in c) return `the top ${c.n} cards of your ${c.topOfPile} pile are ${noun(c.are, true)}`;
  return `you control at least ${c.atLeast} battlegrounds`;
}
