// Playing cards (R-PLAY, R-UNIT, R-SHIP, R-WEAPON, R-ASSET, R-ORDER, R-INTR, R-LOC, R-ENC):
// where each card may go, what it costs, and every reason it may not be played.
import { holds } from '../abilities/conditions';
import { amountNow } from '../abilities/amounts';
import { changesOf, steady } from '../abilities/continuous';
import type { ActiveChange } from '../abilities/continuous';
import { hasLabel, matches, printedMatch } from '../abilities/select';
import type { AmountWord, EffectWord } from '../abilities/define';
import { visit } from '../abilities/visit';
import { keyedWord, PLAY_RULES } from '../abilities/registry';
import type { Ability, Condition, Continuous, Effect, PlayRule, PlayRuleName, Selector } from '../abilities/vocabulary';
import { FACTIONS } from '../cards/types';
import type { CardDef, Faction } from '../cards/types';
import {
  encampmentsOf, energyIcons, forcesAt, isShip, isSite, isSector, isUnit, locationOf, prefixOf, supportIcons, supportIconsAt,
} from '../derive/locations';
import { freeCapacity, hasKeyword, sizeAboard } from '../derive/stats';
import { defOf, energyOf, interruptBulletKey, ownerOf, titleOf } from '../state';
import type { Action, CardId, GameState, Refusal, Seat } from '../types';
import { targetOptions, checkTargets } from './targets';
import { checkCosts } from '../abilities/costs';
import { sayFor } from '../abilities/text';
import { battleLockRefusal } from './locks';
import { unmetRefusal } from './unmet';
import { refuse } from './refusal';

export type PlayAction = Extract<Action, { type: 'play' }>;
type OnPlay = Extract<Ability, { kind: 'onPlay' }>;

const PERMANENT_UNITS = ['CHARACTER', 'NOBOT', 'VEHICLE'];

// Found once per card: every play listed or checked asks for them.
const onPlayOf = new WeakMap<CardDef, readonly OnPlay[]>();
export function onPlayAbilities(d: CardDef): readonly OnPlay[] {
  let list = onPlayOf.get(d);
  if (!list) {
    list = (d.abilities ?? []).filter((a): a is OnPlay => a.kind === 'onPlay');
    onPlayOf.set(d, list);
  }
  return list;
}

// Each card's play rules by word, sorted once per card (asked for every card in hand, every listing).
const rulesByWord = new WeakMap<CardDef, ReadonlyMap<string, readonly PlayRule[]>>();
const NO_RULES: readonly PlayRule[] = [];

/** A card's play rules of one word (R-PLAY-09). */
export function playRulesOf<N extends PlayRuleName>(d: CardDef, name: N): readonly Extract<PlayRule, Record<N, unknown>>[] {
  let byWord = rulesByWord.get(d);
  if (!byWord) {
    const m = new Map<string, PlayRule[]>();
    for (const a of d.abilities ?? []) {
      if (a.kind !== 'play') continue;
      const w = keyedWord(PLAY_RULES, a.rule)?.name;
      if (w !== undefined) (m.get(w) ?? m.set(w, []).get(w)!).push(a.rule);
    }
    byWord = m;
    rulesByWord.set(d, byWord);
  }
  return (byWord.get(name) ?? NO_RULES) as readonly Extract<PlayRule, Record<N, unknown>>[];
}

/** Does a host card match a weapon's or asset's kind, e.g. "Character Infiltrator"? */
export function hostMatches(s: GameState, host: CardId, kind: string): boolean {
  return kind.split(/\s+/).every((w) => {
    const d = defOf(s, host);
    switch (w.toLowerCase()) {
      case 'character': return d.type === 'CHARACTER';
      case 'nobot': return d.type === 'NOBOT';
      case 'vehicle': return d.type === 'VEHICLE';
      case 'unit': return isUnit(s, host);
      case 'ship': return d.type === 'SHIP';
      case 'weapon': return d.type === 'WEAPON';
      case 'site': return s.row.includes(host) && isSite(s, host);
      case 'sector': return s.row.includes(host) && isSector(s, host);
      case 'location': return s.row.includes(host);
      default: return hasLabel(s, host, w);
    }
  });
}

/** The location a card played at `at` (a location, or a ship there) would be at. */
function placeOf(s: GameState, at: CardId | undefined): CardId | undefined {
  return at === undefined ? undefined : s.row.includes(at) ? at : locationOf(s, at);
}

/** Whose plays or moves a cost change applies to, relative to its controller (default: theirs). */
export const whoseCost = (who: 'you' | 'opponent' | 'any' | undefined, controller: Seat, seat: Seat): boolean =>
  who === 'any' || ((who ?? 'you') === 'you') === (controller === seat);

/** What a play cost change adds: its number, or that many times its amount (Blockade). */
function playCostChange(s: GameState, a: ActiveChange<Extract<Continuous, { costs: unknown }>>): number {
  const c = a.change;
  return c.times === undefined ? c.costs : c.costs * amountNow(s, { seat: a.seat, source: a.source, targets: [] }, c.times);
}

/** The energy cost of playing a card at a place, after every modifier, never below 0
 * (R-PLAY-10, AMB-25). Additional costs are apart: see `additionalPlayCosts`. */
export function playCost(s: GameState, seat: Seat, card: CardId, at?: CardId): number {
  const d = defOf(s, card);
  let cost = d.energyCost ?? 0;
  const loc = placeOf(s, at);
  for (const r of playRulesOf(d, 'costLess')) {
    if (r.via !== undefined || (r.if && (loc === undefined || !holdsAt(s, seat, card, loc, r.if)))) continue;
    if (r.costLess === 'all') return 0;
    cost -= amountNow(s, { seat, source: card, targets: [], ...(loc ? { here: loc } : {}) }, r.costLess);
  }
  for (const a of changesOf(s, 'costs')) {
    const c = a.change;
    if (c.to !== 'play' || c.additional || !whoseCost(c.who, a.seat, seat)) continue;
    if (cardMatchesAt(s, a, c.of, card, loc, at)) cost += playCostChange(s, a);
  }
  return Math.max(0, cost);
}

/** The additional costs cards in play put on playing a card at a place (R-PLAY-03): energy to
 * pay (Chained) and energy to lose (Entrenched Infantry). A play "at no energy cost" or costing
 * less still pays these in full. */
export function additionalPlayCosts(s: GameState, seat: Seat, card: CardId, at: CardId | undefined): { pay: number; lose: number } {
  const loc = placeOf(s, at);
  const out = { pay: 0, lose: 0 };
  const d = defOf(s, card);
  if (asInterruptNow(s, seat, d)) out.lose += playRulesOf(d, 'asInterrupt')[0].lose ?? 0;
  for (const a of changesOf(s, 'costs')) {
    const c = a.change;
    if (c.to !== 'play' || !c.additional || !whoseCost(c.who, a.seat, seat)) continue;
    if (c.at === 'here' && (loc === undefined || locationOf(s, a.source) !== loc)) continue;
    if (c.at === 'iconsHere' && !supportUsedAt(s, seat, card, at).includes(locationOf(s, a.source)!)) continue;
    if (!cardMatchesAt(s, a, { ...c.of, at: undefined }, card, loc, at)) continue;
    out[c.additional] += playCostChange(s, a);
  }
  return out;
}

/** Whether a player can pay `energy` and the additional costs of playing this card here in full
 * (R-PLAY-04); losses may be paid from any pile or the hand, the card played aside (AMB-11). */
function costRefusal(s: GameState, seat: Seat, card: CardId, at: CardId | undefined, energy: number): Refusal | null {
  const p = s.players[seat];
  const extra = additionalPlayCosts(s, seat, card, at);
  const title = defOf(s, card).title;
  if (p.active.length < energy + extra.pay) {
    const what = extra.pay ? `${energy} energy and ${extra.pay} more as an additional cost` : `${energy} energy`;
    return refuse('R-PLAY-04', () => `${title} costs ${what}; your active pile has ${p.active.length}.`);
  }
  const canLose = energyOf(s, seat) - energy - extra.pay + p.hand.filter((h) => h !== card).length;
  if (canLose < extra.lose) {
    return refuse('R-PLAY-04', () => `Playing ${title} there also costs ${extra.lose} energy to lose; you would have only ${canLose}.`);
  }
  return null;
}

/** A condition read as if the card were already at `loc` (play rules look at the target). */
function holdsAt(s: GameState, seat: Seat, card: CardId, loc: CardId, cond: Condition): boolean {
  const probe: GameState = { ...s, table: { ...s.table, [card]: { controller: seat, at: loc } } };
  return holds(probe, { seat, source: card, targets: [] }, cond);
}

function cardMatchesAt(s: GameState, a: { seat: Seat; source: CardId }, sel: Selector, card: CardId, loc: CardId | undefined, at?: CardId): boolean {
  // Played aboard a ship (`at` is the ship): read as beneath it, so "aboard this ship" matches.
  const aboard = at !== undefined && at !== loc ? { under: at } : {};
  const probe: GameState = { ...s, table: { ...s.table, [card]: { controller: ownerOf(card), ...(loc ? { at: loc } : {}), ...aboard } } };
  return matches(probe, { seat: a.seat, source: a.source, targets: [] }, sel, card);
}

/** Support icons cards in play add to what playing this card needs (Crippled), by faction. */
function extraSupport(s: GameState, seat: Seat, card: CardId): Partial<Record<Faction, number>> {
  const out: Partial<Record<Faction, number>> = {};
  for (const a of changesOf(s, 'costs')) {
    const c = a.change;
    if (c.to !== 'support' || !c.faction || !whoseCost(c.who, a.seat, seat) || !printedMatch(s, c.of, card)) continue;
    out[c.faction] = (out[c.faction] ?? 0) + c.costs;
  }
  return out;
}

/** The locations whose support icons playing this card uses (Ivan McCarr, Informational
 * Advantage): those where its player has icons of a faction the card needs. Every such icon counts
 * toward the need (R-PLAY-03), so all are used; none is used up (R-LOC-05). A location played to
 * the row has no support cost (R-LOC-02); one played `at` a location is an encampment, which has. */
export function supportUsedAt(s: GameState, seat: Seat, card: CardId, at: CardId | undefined): CardId[] {
  const d = defOf(s, card);
  if (d.type === 'LOCATION' && at === undefined) return [];
  const extra = extraSupport(s, seat, card);
  const needs = FACTIONS.filter((f) => (d.supportCost[f] ?? 0) + (extra[f] ?? 0) > 0);
  if (needs.length === 0) return [];
  return s.row.filter((loc) => { const here = supportIconsAt(s, loc, seat); return needs.some((f) => (here[f] ?? 0) > 0); });
}

function supportRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  const d = defOf(s, card);
  let have: ReturnType<typeof supportIcons> | undefined;
  const extra = extraSupport(s, seat, card);
  for (const f of FACTIONS) {
    const need = (d.supportCost[f] ?? 0) + (extra[f] ?? 0);
    // Counting the icons in play is the costly part: a card that needs none never counts them.
    const got = need > 0 ? (have ??= supportIcons(s, seat))[f] ?? 0 : 0;
    if (got < need) {
      return refuse('R-PLAY-03', () => `${d.title} needs ${need} ${f} support icon${need > 1 ? 's' : ''} on your side; you have ${got}.`);
    }
  }
  return null;
}

/** Where a location may be placed (R-LOC-07, R-LOC-08): row positions to insert at. */
export function locationPositions(s: GameState, card: CardId): number[] {
  const d = defOf(s, card);
  const group = s.row.map((l, i) => [l, i] as const).filter(([l]) => prefixOf(defOf(s, l).title) === prefixOf(d.title));
  if (group.length === 0) return [s.row.length];
  const last = group[group.length - 1][1];
  if (d.kind === 'Sector') return [last + 1];
  const sites = group.filter(([l]) => isSite(s, l)).map(([, i]) => i);
  if (sites.length === 0) return [group[0][1]];
  return [...sites, sites[sites.length - 1] + 1];
}

/** You may have only one copy of a unique card in play (R-CARD-14). A copy on the stack is not in
 * play: of two pending copies, the one that resolves second fails its re-check (R-CARD-17). */
function uniqueRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  const d = defOf(s, card);
  if (!d.unique) return null;
  for (const id in s.table) {
    if (id !== card && s.table[id].controller === seat && defOf(s, id).title === d.title) {
      return refuse('R-CARD-14', () => `${d.title} is unique and you already have it in play.`);
    }
  }
  return null;
}

/** Where a card is going: the checks that are made again on resolution (R-PLAY-08, AMB-19). */
export function placeRefusal(s: GameState, seat: Seat, card: CardId, a: Pick<PlayAction, 'at' | 'position' | 'encamp'>): Refusal | null {
  const d = defOf(s, card);
  // Uniqueness is checked again as the card enters play (R-CARD-17).
  const unique = uniqueRefusal(s, seat, card);
  if (unique) return unique;
  const at = a.at;
  switch (d.type) {
    case 'LOCATION': {
      if (a.encamp) {
        if (!hasKeyword(s, card, 'encampment')) return refuse('R-ENC-01', () => `${d.title} is not an encampment.`);
        if (at === undefined || !s.row.includes(at)) return refuse('R-ENC-01', 'An encampment is stacked beneath a location in play.');
        if (energyIcons(s, at, seat) === 0 && forcesAt(s, at, seat).length === 0) {
          return refuse('R-ENC-03', () => `${titleOf(s, at)} has no energy icon on your side and you have no ship or unit there.`);
        }
        if (encampmentsOf(s, at).some((e) => s.table[e].controller === seat)) {
          return refuse('R-ENC-04', () => `You already have an encampment beneath ${titleOf(s, at)}.`);
        }
        return null;
      }
      if (at !== undefined) return refuse('R-LOC-07', 'A location is placed in the row, not on a card.');
      if (a.position === undefined || !locationPositions(s, card).includes(a.position)) {
        return refuse(d.kind === 'Sector' ? 'R-LOC-08' : 'R-LOC-07',
          () => `${d.title} must be placed ${d.kind === 'Sector' ? 'at the end of its related group' : 'next to a related site'}.`);
      }
      return null;
    }
    case 'CHARACTER': case 'NOBOT': case 'VEHICLE': {
      if (at === undefined || !s.table[at]) return refuse('R-UNIT-03', 'A unit enters play at a site or aboard one of your ships.');
      if (isShip(s, at)) {
        if (s.table[at].controller !== seat) return refuse('R-UNIT-03', 'A unit can go aboard only one of your own ships.');
        const need = sizeAboard(s, card, at);
        if (freeCapacity(s, at) < need) {
          return refuse('R-UNIT-05', () => `${titleOf(s, at)} has ${freeCapacity(s, at)} capacity left; ${d.title} needs ${need}.`);
        }
        return null;
      }
      if (!s.row.includes(at) || !isSite(s, at)) return refuse('R-UNIT-03', 'A unit is played at a site (or aboard your ship at a sector).');
      // Only scouting waives the icon; "at no energy cost" (Selfless Protector) waives the energy.
      if (!hasKeyword(s, card, 'scouting') && energyIcons(s, at, seat) === 0
        && !forcesAt(s, at, seat).some((c) => isUnit(s, c))) {
        return refuse('R-UNIT-04', () => `${titleOf(s, at)} has no energy icon on your side and you have no unit there.`);
      }
      return null;
    }
    case 'SHIP': {
      if (at === undefined || !s.row.includes(at) || !isSector(s, at)) return refuse('R-SHIP-01', 'A ship is played at a sector.');
      if (!hasKeyword(s, card, 'scouting') && energyIcons(s, at, seat) === 0
        && !forcesAt(s, at, seat).some((c) => isShip(s, c))) {
        return refuse('R-SHIP-02', () => `${titleOf(s, at)} has no energy icon on your side and you have no ship there.`);
      }
      return null;
    }
    case 'WEAPON': {
      if (at === undefined || !s.table[at] || !hostMatches(s, at, d.kind ?? '')) {
        return refuse('R-WEAPON-02', () => `${d.title} goes beneath your ${(d.kind ?? 'card').toLowerCase()}.`);
      }
      if (s.table[at].controller !== seat) return refuse('R-WEAPON-03', 'A weapon may go only beneath one of your own cards.');
      // One weapon beneath a card, unless the card says it may have more.
      const slots = playRulesOf(defOf(s, at), 'weapons')[0]?.weapons ?? 1;
      if (Object.keys(s.table).filter((c) => s.table[c].under === at && defOf(s, c).type === 'WEAPON').length >= slots) {
        return refuse('R-WEAPON-04', () => `${titleOf(s, at)} already has ${slots === 1 ? 'a weapon' : `${slots} weapons`} beneath it.`);
      }
      return null;
    }
    case 'ASSET': {
      if (!d.kind) return at === undefined ? null : refuse('R-ASSET-02', () => `${d.title} goes on the table by itself.`);
      if (at === undefined || !s.table[at] || !hostMatches(s, at, d.kind)) {
        const kind = d.kind;
        return refuse('R-ASSET-02', () => `${d.title} goes beneath a ${kind.toLowerCase()}.`);
      }
      const mayGoOpponent = playRulesOf(d, 'opponentHost').length > 0;
      if (s.table[at].controller !== seat && !mayGoOpponent) {
        return refuse('R-ASSET-03', () => `${d.title} may go only beneath one of your own cards.`);
      }
      if (playRulesOf(d, 'hostIs').some((r) => !matches(s, { seat, source: card, targets: [] }, r.hostIs, at))) {
        return refuse('R-ASSET-02', () => `${d.title} can't go beneath ${titleOf(s, at)}: its text says where it may go.`);
      }
      if (playRulesOf(d, 'onePerHost').length > 0 && Object.keys(s.table).some((c) => c !== card && s.table[c].under === at && defOf(s, c).title === d.title)) {
        return refuse('R-ASSET-04', `${titleOf(s, at)} already has a ${d.title} beneath it; only one may be.`);
      }
      return null;
    }
    default:
      return null;
  }
}

/** Whether an effect that lets a player play a card at a place ("you may play a unit here",
 * R-PLAY-01 overridden) could play this one now: support icons, uniqueness, the place, and
 * the energy cost less `costLess`, no more than `maxCost` before the reduction. */
export function playByEffectRefusal(s: GameState, seat: Seat, card: CardId, at: CardId, costLess: number, maxCost?: number): Refusal | null {
  const d = defOf(s, card);
  if (d.abilities === undefined) return refuse('ENGINE-UNIMPLEMENTED', () => `${d.title} is not implemented yet.`);
  const r = forbiddenRefusal(s, seat, card) ?? supportRefusal(s, seat, card) ?? uniqueRefusal(s, seat, card) ?? placeRefusal(s, seat, card, { at });
  if (r) return r;
  const cost = playCost(s, seat, card, at);
  if (maxCost !== undefined && cost > maxCost) return refuse('R-PLAY-04', () => `${d.title} costs more than ${maxCost}.`);
  return costRefusal(s, seat, card, at, Math.max(0, cost - costLess));
}

/** A card in play says this player can't play cards like this one (Capture, R-GEN-03). */
function forbiddenRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  for (const a of changesOf(s, 'cannot')) {
    const c = a.change;
    if (c.cannot !== 'play' || c.of === undefined || !whoseCost(c.who ?? 'any', a.seat, seat)) continue;
    if (cardMatchesAt(s, a, c.of, card, undefined)) return refuse('R-GEN-03', () => `${titleOf(s, a.source)} says ${defOf(s, card).title} can't be played.`);
  }
  return null;
}

/** The reasons a card may not be played now whatever its place, mode and targets: checkPlay
 * meets these first, and listing skips a card they refuse before expanding its plays. */
export function playCardRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  return playNowRefusal(s, seat, card) ?? forbiddenRefusal(s, seat, card) ?? uniqueRefusal(s, seat, card);
}

/** Those of playCardRefusal's reasons that are not read from the cards in play: the hand, the
 * timing, the bullets used. */
function playNowRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  const d = defOf(s, card);
  if (!s.players[seat].hand.includes(card)) return refuse('R-PLAY-02', () => `${d.title} is not in your hand.`);
  if (d.abilities === undefined) return refuse('ENGINE-UNIMPLEMENTED', () => `${d.title} is not implemented yet.`);
  const interrupt = d.type === 'INTERRUPT';
  if (!interruptTimed(d)) {
    if (s.turnPlayer !== seat || s.phase !== 'deploy') {
      return refuse('R-PLAY-01', () => `Only interrupts can be played outside your deploy phase; ${d.title} is ${article(d.type)}.`);
    }
    if (s.stack.length > 0) return refuse('R-STACK-02', 'Cards other than interrupts need an empty stack.');
  }
  // A bullet before the title: that many plays each turn (R-INTR-06; Simple Wager, an order, too).
  if ((interrupt || d.type === 'ORDER') && d.bullets) {
    const used = s.counters.bullets[interruptBulletKey(seat, d.title)] ?? 0;
    if (used >= d.bullets) return refuse('R-INTR-06', () => `${d.title} may be played ${d.bullets === 1 ? 'once' : `${d.bullets} times`} each turn, and that is used up.`);
  }
  return null;
}

/** Whether a player can pay what playing this card at this place costs (a location in the row
 * costs nothing: R-LOC-02). */
function playCostRefusal(s: GameState, seat: Seat, card: CardId, at: CardId | undefined): Refusal | null {
  return costRefusal(s, seat, card, at, defOf(s, card).type === 'LOCATION' ? 0 : playCost(s, seat, card, at));
}

/** A card played at an interrupt's moments: an interrupt, or a card whose play rule lets it be
 * played as one. Any other card waits for its owner's deploy phase and an empty stack. */
const interruptTimed = (d: CardDef): boolean => d.type === 'INTERRUPT' || playRulesOf(d, 'asInterrupt').length > 0;

/** Every reason this play is refused, in the order a player would meet them; null if legal. */
export function checkPlay(s: GameState, a: PlayAction): Refusal | null {
  const first = playCardRefusal(s, a.seat, a.card);
  if (first) return first;
  const d = defOf(s, a.card);
  const effects = onPlayAbilities(d);
  const chosen = pickEffect(effects, a.mode);
  if (effects.length > 0 && !chosen) return refuse('R-INTR-03', () => `Choose which of ${d.title}'s effects to play (used or lost).`);
  const ctx = { seat: a.seat, source: a.card, targets: a.targets ?? [] };
  if (chosen?.only && !holds(s, ctx, chosen.only)) {
    return unmetRefusal(s, ctx, chosen.only, chosen.targets, (part) => `${d.title} can be played only if ${part}.`);
  }
  if (chosen && !chosen.noReserveNeeded) {
    const r = destinyRefusal(s, a.seat, d.title, chosen.effect);
    if (r) return r;
  }
  const locked = chosen && battleLockRefusal(s, d.title, chosen.effect);
  if (locked) return locked;
  if (d.type !== 'LOCATION' || a.encamp) {
    const sup = supportRefusal(s, a.seat, a.card);
    if (sup) return sup;
  }
  const place = placeRefusal(s, a.seat, a.card, a) ?? interruptTimePlace(s, a);
  if (place) return place;
  const cost = playCostRefusal(s, a.seat, a.card, a.at);
  if (cost) return cost;
  const specs = chosen?.targets ?? [];
  const badTargets = checkTargets(s, { seat: a.seat, source: a.card, targets: [] }, specs, a.targets ?? []);
  if (badTargets || !chosen?.extraCost) return badTargets;
  // Additional costs that name no card to choose, or name a target (R-PLAY-04).
  return checkCosts(s, ctx, chosen.extraCost, []);
}

/** A card other than an interrupt played at an interrupt's moment (its `asInterrupt` play rule)
 * goes only where that rule allows. */
function interruptTimePlace(s: GameState, a: PlayAction): Refusal | null {
  const d = defOf(s, a.card);
  const rule = playRulesOf(d, 'asInterrupt')[0];
  if (!rule?.to || d.type === 'INTERRUPT' || !asInterruptNow(s, a.seat, d)) return null;
  const loc = placeOf(s, a.at);
  return loc !== undefined && matches(s, { seat: a.seat, source: a.card, targets: [] }, rule.to, loc) ? null
    : refuse('R-PLAY-01', () => `Played outside your deploy phase, ${d.title} may go only to ${sayFor(d).np(rule.to!, 'a')}.`);
}

/** Is this card being played now only because it may be played at an interrupt's moments? */
function asInterruptNow(s: GameState, seat: Seat, d: CardDef): boolean {
  return d.type !== 'INTERRUPT' && playRulesOf(d, 'asInterrupt').length > 0 && (s.turnPlayer !== seat || s.phase !== 'deploy' || s.stack.length > 0);
}

function article(type: string): string {
  return `${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type.toLowerCase()}`;
}

export function pickEffect(effects: readonly OnPlay[], mode: 'used' | 'lost' | undefined): OnPlay | undefined {
  if (effects.length <= 1) return mode === undefined ? effects[0] : undefined;
  return effects.find((e) => e.mode === mode);
}

// Whose reserves a list of effects reveals destiny from, found once per list by walking it.
const revealersOf = new WeakMap<readonly Effect[], ReadonlySet<'you' | 'opponent'>>();
function revealers(effects: readonly Effect[]): ReadonlySet<'you' | 'opponent'> {
  let out = revealersOf.get(effects);
  if (!out) {
    const found = new Set<'you' | 'opponent'>();
    for (const e of effects) {
      visit('effect', e, (v) => {
        const who = v.category === 'amount' ? (v.word as AmountWord<string, never, unknown> | undefined)?.reveals?.(v.node)
          : v.category === 'effect' ? (v.word as EffectWord<string, never, unknown> | undefined)?.reveals?.(v.node) : undefined;
        if (who) found.add(who);
      });
    }
    out = found;
    revealersOf.set(effects, out);
  }
  return out;
}

/**
 * A card, activated or triggered ability whose effects reveal destiny can't be played, used or
 * put on the stack while a player who would reveal has an empty reserve (R-DESTINY-04): each
 * revealer is checked, yours and your opponent's.
 */
export function destinyRefusal(s: GameState, seat: Seat, title: string, effects: readonly Effect[]): Refusal | null {
  for (const who of revealers(effects)) {
    const revealer = who === 'you' ? seat : (1 - seat) as Seat;
    if (s.players[revealer].reserve.length === 0) {
      return refuse('R-DESTINY-04', () => `${title} reveals destiny and ${who === 'you' ? 'your' : "your opponent's"} reserve is empty.`);
    }
  }
  return null;
}

/** A card checkPlay refuses in every place, mode and with every target: what playCardRefusal
 * refuses, and a card other than a location without the support icons it needs. */
function unplayable(s: GameState, seat: Seat, card: CardId, d: CardDef): boolean {
  return playNowRefusal(s, seat, card) !== null || forbiddenRefusal(s, seat, card) !== null || refusedByTable(s, seat, card, d);
}

/** What the cards in play alone refuse of playing a card whatever its place: uniqueness, the
 * support icons. Each reads only what a frame keys on (the cards in play, the changes in force,
 * the card's printed facts), so it is found once per frame, player and card. (A "can't play" is
 * not: it reads the card as if in play, where its own abilities may read more.) */
function refusedByTable(s: GameState, seat: Seat, card: CardId, d: CardDef): boolean {
  const known = steady(s, 'refusedByTable', (): [Map<CardId, boolean>, Map<CardId, boolean>] => [new Map(), new Map()])[seat];
  let refused = known.get(card);
  if (refused === undefined) {
    refused = uniqueRefusal(s, seat, card) !== null || (d.type !== 'LOCATION' && supportRefusal(s, seat, card) !== null);
    known.set(card, refused);
  }
  return refused;
}

/** Every play worth offering a player now (filtered through checkPlay by the caller); `every`
 * also expands the cards checkPlay refuses whatever their place (the reference the tests
 * compare the shorter list with). */
export function playCandidates(s: GameState, seat: Seat, every = false): PlayAction[] {
  const out: PlayAction[] = [];
  // Outside its owner's deploy phase (or with a card on the stack) only a card played at an
  // interrupt's moments is looked at (R-PLAY-01, R-STACK-02: checkPlay refuses the rest first).
  const deploying = every || (s.turnPlayer === seat && s.phase === 'deploy' && s.stack.length === 0);
  // Copies of one card in hand offer the same plays: they are worked out for the first copy and
  // listed for each (a hand holds a few cards: a list is looked through faster than a map is made).
  const numbers: string[] = [];
  const plays: PlayAction[][] = [];
  for (const card of s.players[seat].hand) {
    const d = defOf(s, card);
    if (!deploying && !interruptTimed(d)) continue;
    const at = numbers.indexOf(d.number);
    if (at >= 0) {
      for (const a of plays[at]) out.push({ ...a, card });
      continue;
    }
    const mine: PlayAction[] = [];
    numbers.push(d.number);
    plays.push(mine);
    if (!every && unplayable(s, seat, card, d)) continue;
    const effects = onPlayAbilities(d);
    const modes: ('used' | 'lost' | undefined)[] = effects.length > 1 ? effects.map((e) => e.mode) : [undefined];
    for (const place of placeOptions(s, seat, card, d)) {
      // What checkPlay refuses of a place whatever the mode and targets is looked at once per place.
      if (!every && (placeRefusal(s, seat, card, place) !== null || playCostRefusal(s, seat, card, place.at) !== null)) continue;
      for (const mode of modes) {
        const eff = pickEffect(effects, mode);
        for (const targets of targetOptions(s, { seat, source: card, targets: [] }, eff?.targets ?? [])) {
          // In the action schema's key order (the place, targets, then mode): a save read back is
          // compared as text. Written field by field: spreading small objects costs more.
          const a: PlayAction = Object.assign({ type: 'play' as const, seat, card }, place);
          if (targets.length) a.targets = targets;
          if (mode) a.mode = mode;
          mine.push(a);
        }
      }
    }
    out.push(...mine);
  }
  return out;
}

/** Whether the table has room for this card now, timing, energy and targets aside: the support
 * icons it needs and a place it may go (a character weapon needs one of your characters). What
 * the computer counts a card in hand as worth. */
export function fitsTable(s: GameState, seat: Seat, card: CardId): boolean {
  const d = defOf(s, card);
  return supportRefusal(s, seat, card) === null && placeOptions(s, seat, card, d).some((p) => placeRefusal(s, seat, card, p) === null);
}

export function placeOptions(s: GameState, seat: Seat, card: CardId, d: CardDef): Pick<PlayAction, 'at' | 'position' | 'encamp'>[] {
  switch (d.type) {
    case 'LOCATION': {
      const out: Pick<PlayAction, 'at' | 'position' | 'encamp'>[] = locationPositions(s, card).map((position) => ({ position }));
      if (hasKeyword(s, card, 'encampment')) for (const at of s.row) out.push({ at, encamp: true });
      return out;
    }
    case 'SHIP':
      return s.row.filter((l) => isSector(s, l)).map((at) => ({ at }));
    case 'WEAPON': case 'ASSET':
      if (!d.kind) return [{}];
      return Object.keys(s.table).filter((h) => hostMatches(s, h, d.kind!)).map((at) => ({ at }));
    default:
      if (PERMANENT_UNITS.includes(d.type)) {
        return [
          ...s.row.filter((l) => isSite(s, l)).map((at) => ({ at })),
          ...Object.keys(s.table).filter((c) => isShip(s, c) && s.table[c].controller === seat).map((at) => ({ at })),
        ];
      }
      return [{}];
  }
}
