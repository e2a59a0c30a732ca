// Power, tactics and defense, keywords, size, capacity and immunity, computed from the cards in
// play whenever asked and able to explain themselves (R-MOD-01, R-MOD-02).
import { abilitiesOf, changesOf } from '../abilities/continuous';
import type { ActiveChange } from '../abilities/continuous';
import { amountNow } from '../abilities/amounts';
import type { AffectedWord } from '../abilities/define';
import { AFFECTED, keyedWord, REFS } from '../abilities/registry';
import { placeWord, refCardOf } from '../abilities/select';
import type { Ctx } from '../abilities/select';
import type { Affected, Place, Ref, Selected } from '../abilities/vocabulary';
import { locationOf } from './locations';
import { defOf, titleOf } from '../state';
import { memo } from '../memo';
import type { CardId, GameState, Seat } from '../types';

export type StatName = 'power' | 'tactics' | 'defense';

export interface Explained {
  value: number;
  /** "3 printed", "+2 Advanced Research"... */
  parts: { label: string; amount: number }[];
}

/** A continuous change names a card (a ref) or the cards a selector matches ({ select }). */
function selectedWord(to: Affected): AffectedWord<string, never, Selected> | undefined {
  if (typeof to === 'string' || keyedWord(REFS, to)) return undefined;
  const w = keyedWord(AFFECTED, to);
  if (!w) throw new Error(`Not a set of affected cards: ${JSON.stringify(to)}`);
  return w as unknown as AffectedWord<string, never, Selected>;
}

/** Does a change in force apply to this card? A lasting effect's cards were fixed as it started. */
export function affects(s: GameState, a: ActiveChange, to: Affected, id: CardId): boolean {
  if (a.cards) return a.cards.includes(id);
  const w = selectedWord(to);
  return w ? w.affects(s, a, to as Selected, id) : refCardOf(s, { seat: a.seat, source: a.source, targets: [] }, to as Ref) === id;
}

/** The cards a lasting effect starting now affects (R-EFF-04). */
export function affectedNow(s: GameState, ctx: Ctx, to: Affected): CardId[] {
  const w = selectedWord(to);
  if (w?.fixed) return w.fixed(s, ctx, to as Selected);
  const c = w ? undefined : refCardOf(s, ctx, to as Ref);
  // A card being played (a pending card) keeps the effect once it enters play.
  return c !== undefined && (s.table[c] || s.stack.some((x) => x.kind === 'card' && x.card === c)) ? [c] : [];
}

/** The printed numbers of the face that is up (R-KW-INV-02..04, R-MOD-05 "unmodified"). */
export function printedStat(s: GameState, id: CardId, which: StatName): number {
  const d = defOf(s, id);
  const face = s.table[id]?.inverted && d.inverted ? d.inverted : d.stats;
  return face ? face[which] : 0;
}

/** A stat with every modifier in force, clamped at 0 only at the end (R-MOD-01/02). */
export function stat(s: GameState, id: CardId, which: StatName): Explained {
  return memo(s, `stat:${id}:${which}`, () => computeStat(s, id, which));
}

function computeStat(s: GameState, id: CardId, asked: StatName): Explained {
  // Two stats switched: the one asked for is the other, printed value and modifiers alike.
  const which = switchedTo(s, id, asked);
  const base = printedStat(s, id, which);
  const parts = [{ label: which === asked ? 'printed' : `printed ${which}`, amount: base }];
  let total = base;
  for (const a of changesOf(s, 'stat')) {
    const c = a.change;
    const amount = c.stat[which];
    if (amount === undefined || !affects(s, a, c.to, id)) continue;
    const n = amountNow(s, { seat: a.seat, source: a.source, targets: [] }, amount);
    if (n === 0) continue;
    total += n;
    parts.push({ label: titleOf(s, a.source), amount: n });
  }
  return { value: Math.max(0, total), parts };
}

function switchedTo(s: GameState, id: CardId, which: StatName): StatName {
  let now = which;
  for (const a of changesOf(s, 'switchStats')) {
    if (!affects(s, a, a.change.to, id)) continue;
    const [x, y] = a.change.switchStats;
    now = now === x ? y : now === y ? x : now;
  }
  return now;
}

/** A numbered keyword's value; copies add up (R-MOD-04). 0 when absent. */
export function keywordValue(s: GameState, id: CardId, keyword: 'size' | 'transport' | 'piloting' | 'quickdraw'): number {
  let n = 0;
  for (const a of abilitiesOf(s, id)) if (a.kind === 'keyword' && a.keyword === keyword) n += a.value;
  let ifNone = 0;
  let ifHas = 0;
  for (const a of changesOf(s, 'gainKeyword')) {
    const c = a.change;
    if (c.gainKeyword !== keyword || !affects(s, a, c.to, id)) continue;
    if (c.ifNone) ifNone = Math.max(ifNone, c.value);
    else if (c.ifHas) ifHas += c.value;
    else n += c.value;
  }
  return n > 0 ? n + ifHas : ifNone;
}

/** Can this card in play be damaged now: not already damaged (R-BATTLE-08), and no "can't be
 * damaged" in force on it? */
export function damageable(s: GameState, id: CardId): boolean {
  return s.table[id] !== undefined && !s.table[id].damaged && !cardCannot(s, 'beDamaged', id);
}

export function hasKeyword(s: GameState, id: CardId, keyword: 'scouting' | 'unlimited' | 'encampment'): boolean {
  return abilitiesOf(s, id).some((a) => a.kind === 'keyword' && a.keyword === keyword);
}

/** Size: a unit without the keyword is size 1 (R-KW-SIZE-01). */
export function sizeOf(s: GameState, id: CardId): number {
  return keywordValue(s, id, 'size') || 1;
}

/** Capacity a ship has left for units (R-SHIP-04; Life Ships carry characters for free). */
export function freeCapacity(s: GameState, ship: CardId): number {
  const free = carriesCharactersFree(s, ship);
  let used = 0;
  for (const c in s.table) {
    if (s.table[c].under !== ship || !['CHARACTER', 'NOBOT', 'VEHICLE'].includes(defOf(s, c).type)) continue;
    if (!(free && defOf(s, c).type === 'CHARACTER')) used += sizeOf(s, c);
  }
  return (defOf(s, ship).capacity ?? 0) - used;
}

/** Counts against capacity: characters ride free aboard some ships. */
export function sizeAboard(s: GameState, unit: CardId, ship: CardId): number {
  const free = carriesCharactersFree(s, ship);
  return free && defOf(s, unit).type === 'CHARACTER' ? 0 : sizeOf(s, unit);
}

/** Characters aboard take up none of its capacity (Life Ships): its own ability, in force. */
function carriesCharactersFree(s: GameState, ship: CardId): boolean {
  return changesOf(s, 'charactersFreeAboard').some((a) => a.source === ship);
}

/** A "can't" that bars cards (words/changes/stats.ts cannot): does one in force bar this card? */
export function cardCannot(s: GameState, what: 'move' | 'beTargeted' | 'addPower' | 'addTactics' | 'beDamaged', id: CardId, by?: Seat): boolean {
  // A loop, not some(): asked for every card a listing looks at, mostly with no "can't" in force.
  for (const a of changesOf(s, 'cannot')) {
    const c = a.change;
    if (c.cannot !== what || c.to === undefined) continue;
    const who = c.who ?? 'any';
    if (by !== undefined && who !== 'any' && (who === 'you') !== (a.seat === by)) continue;
    if (affects(s, a, c.to, id)) return true;
  }
  return false;
}

/** A "can't" that bars a player (or, `who: 'any'`, both): drawing (R-GEN-02), revealing battle
 * destiny in the battle at `at`, losing hand cards to a drain at `at`, draining or attacking there (a change's place is its source's location, a
 * lasting effect's its location). */
export function playerCannot(s: GameState, what: 'draw' | 'revealBattleDestiny' | 'loseHandToDrain' | 'drain' | 'attack', seat: Seat, at?: CardId): boolean {
  return changesOf(s, 'cannot').some((a) => a.change.cannot === what && a.change.who !== undefined
    && (a.change.who === 'any' || (a.change.who === 'you') === (a.seat === seat))
    && (what === 'draw' || placeHolds(s, a, a.change.at, at)));
}

/** May this player move a card from one location to another now, by a movement or an ability?
 * Not if a "can't move to or from here" covers either place, outside the exception it makes. */
export function moveBarred(s: GameState, seat: Seat, from: CardId | undefined, to: CardId | undefined): boolean {
  for (const a of changesOf(s, 'cannot')) {
    const c = a.change;
    if (c.cannot !== 'moveHere' || c.who === undefined || (c.who !== 'any' && (c.who === 'you') !== (a.seat === seat))) continue;
    if (c.except === 'ownMovePhase' && s.phase === 'move' && s.turnPlayer === seat) continue;
    if (placeHolds(s, a, undefined, from) || placeHolds(s, a, undefined, to)) return true;
  }
  return false;
}

/** Is `at` the place a change's "can't" is about: its location, or a place relative to it? One
 * from a card at no location (an asset standing alone, Top Pair) is about every location, as an
 * interrupt's lasting change with no target is. */
function placeHolds(s: GameState, a: ActiveChange, place: Place | undefined, at: CardId | undefined): boolean {
  if (at === undefined) return false;
  if (place === undefined || place === 'here' || a.location !== undefined) {
    const where = a.location ?? locationOf(s, a.source);
    return where === undefined ? place === undefined || place === 'here' : where === at;
  }
  const w = placeWord(place);
  return w.location !== undefined && w.location(s, { seat: a.seat, source: a.source, targets: [] }, at);
}

/** Immune to attrition: its own abilities, or a captain aboard its ship (R-KW-CAPTAIN-01). */
export function immuneToAttrition(s: GameState, id: CardId): boolean {
  if (changesOf(s, 'immuneToAttrition').some((a) => affects(s, a, a.change.immuneToAttrition, id))) return true;
  const ship = defOf(s, id).type === 'SHIP' ? id : s.table[id]?.under;
  if (ship === undefined || defOf(s, ship).type !== 'SHIP') return false;
  const captain = abilitiesOf(s, ship).find((a) => a.kind === 'keyword' && a.keyword === 'captain');
  if (!captain || captain.kind !== 'keyword' || captain.keyword !== 'captain') return false;
  for (const c in s.table) if (s.table[c].under === ship && titleOf(s, c) === captain.title) return true;
  return false;
}

/** "Can't move" beats any ability or rule that would move it (R-GEN-03). */
export function cannotMove(s: GameState, id: CardId): boolean {
  return cardCannot(s, 'move', id);
}
