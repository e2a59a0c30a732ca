// Power, tactics and defense, keywords, size, capacity and immunity, computed from the cards in
// play whenever asked and able to explain themselves (R-MOD-01, R-MOD-02).
import { abilitiesOf, affectedOf, changesOf } from '../abilities/continuous';
import type { ActiveChange } from '../abilities/continuous';
import { amountNow } from '../abilities/amounts';
import type { AffectedWord } from '../abilities/define';
import { AFFECTED, keyedWord } from '../abilities/registry';
import type { Ctx } from '../abilities/select';
import type { Affected, Continuous } from '../abilities/vocabulary';
import { defOf, titleOf } from '../state';
import { memo } from '../memo';
import type { CardId, GameState } from '../types';

export type StatName = 'power' | 'tactics' | 'defense';

export interface Explained {
  value: number;
  /** "3 printed", "+2 Advanced Research"... */
  parts: { label: string; amount: number }[];
}

function affectedWord(to: Affected): AffectedWord<string, never, Affected> {
  const w = typeof to === 'string' ? AFFECTED[to] : keyedWord(AFFECTED, to);
  if (!w) throw new Error(`Not a set of affected cards: ${JSON.stringify(to)}`);
  return w as unknown as AffectedWord<string, never, Affected>;
}

/** Does a change in force apply to this card? A lasting effect's cards were fixed as it started. */
export function affects(s: GameState, a: ActiveChange, to: Affected, id: CardId): boolean {
  return a.cards ? a.cards.includes(id) : affectedWord(to).affects(s, a, to, id);
}

/** The cards a lasting effect starting now affects (R-EFF-04). */
export function affectedNow(s: GameState, ctx: Ctx, change: Continuous, to: Affected): CardId[] {
  const w = affectedWord(to);
  if (w.fixed) return w.fixed(s, ctx, to);
  const probe = { seat: ctx.seat, source: ctx.source, change };
  return Object.keys(s.table).filter((c) => w.affects(s, probe, to, c));
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

function computeStat(s: GameState, id: CardId, which: StatName): Explained {
  const base = printedStat(s, id, which);
  const parts = [{ label: 'printed', amount: base }];
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

/** A numbered keyword's value; copies add up (R-MOD-04). 0 when absent. */
export function keywordValue(s: GameState, id: CardId, keyword: 'size' | 'transport' | 'piloting' | 'quickdraw'): number {
  let n = 0;
  for (const a of abilitiesOf(s, id)) if (a.kind === 'keyword' && a.keyword === keyword) n += a.value;
  for (const a of changesOf(s, 'gainKeyword')) {
    const c = a.change;
    if (c.gainKeyword === keyword && affects(s, a, c.to, id)) n += c.value;
  }
  return n;
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

function hasChange(s: GameState, id: CardId, name: 'immuneToAttrition' | 'cannotMove'): boolean {
  for (const a of changesOf(s, name)) if (affects(s, a, affectedOf(a.change)!, id)) return true;
  return false;
}

/** Immune to attrition: its own abilities, or a captain aboard its ship (R-KW-CAPTAIN-01). */
export function immuneToAttrition(s: GameState, id: CardId): boolean {
  if (hasChange(s, id, 'immuneToAttrition')) return true;
  const ship = defOf(s, id).type === 'SHIP' ? id : s.table[id]?.under;
  if (ship === undefined || defOf(s, ship).type !== 'SHIP') return false;
  const captain = abilitiesOf(s, ship).find((a) => a.kind === 'keyword' && a.keyword === 'captain');
  if (!captain || captain.kind !== 'keyword' || captain.keyword !== 'captain') return false;
  for (const c in s.table) if (s.table[c].under === ship && titleOf(s, c) === captain.title) return true;
  return false;
}

/** "Can't move" beats any ability or rule that would move it (R-GEN-03). */
export function cannotMove(s: GameState, id: CardId): boolean {
  return hasChange(s, id, 'cannotMove');
}
