// Power, tactics and defense, keywords, size, capacity and immunity, computed from the cards in
// play whenever asked and able to explain themselves (R-MOD-01, R-MOD-02).
import { activeChanges, abilitiesOf } from '../abilities/continuous';
import type { ActiveChange } from '../abilities/continuous';
import { amountNow } from '../abilities/amounts';
import { matches } from '../abilities/select';
import type { Affected } from '../abilities/vocabulary';
import { defOf, titleOf } from '../state';
import { memo } from '../memo';
import type { CardId, GameState } from '../types';

export type StatName = 'power' | 'tactics' | 'defense';

export interface Explained {
  value: number;
  /** "3 printed", "+2 Advanced Research"... */
  parts: { label: string; amount: number }[];
}

export function affects(s: GameState, a: ActiveChange, to: Affected, id: CardId): boolean {
  if (a.cards) return a.cards.includes(id);
  if (to === 'self') return id === a.source;
  if (to === 'host') return s.table[a.source]?.under === id;
  if (to === 'shipAboard') return s.table[a.source]?.under === id && defOf(s, id).type === 'SHIP';
  if ('select' in to) return matches(s, { seat: a.seat, source: a.source, targets: [] }, to.select, id);
  return false;
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
  for (const a of activeChanges(s)) {
    const c = a.change;
    if (!('stat' in c)) continue;
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
  for (const a of activeChanges(s)) {
    const c = a.change;
    if ('gainKeyword' in c && c.gainKeyword === keyword && affects(s, a, c.to, id)) n += c.value;
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
  const free = abilitiesOf(s, ship).some((a) => a.kind === 'ongoing' && 'charactersFreeAboard' in a.change);
  let used = 0;
  for (const c in s.table) {
    if (s.table[c].under !== ship || !['CHARACTER', 'NOBOT', 'VEHICLE'].includes(defOf(s, c).type)) continue;
    if (!(free && defOf(s, c).type === 'CHARACTER')) used += sizeOf(s, c);
  }
  return (defOf(s, ship).capacity ?? 0) - used;
}

/** Counts against capacity: characters ride free aboard some ships. */
export function sizeAboard(s: GameState, unit: CardId, ship: CardId): number {
  const free = abilitiesOf(s, ship).some((a) => a.kind === 'ongoing' && 'charactersFreeAboard' in a.change);
  return free && defOf(s, unit).type === 'CHARACTER' ? 0 : sizeOf(s, unit);
}

function hasChange(s: GameState, id: CardId, key: 'immuneToAttrition' | 'cannotMove'): boolean {
  for (const a of activeChanges(s)) {
    const c = a.change as Record<string, unknown>;
    if (key in c && affects(s, a, c[key] as Affected, id)) return true;
  }
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
