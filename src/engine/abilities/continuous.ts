// The one place that lists every continuous change in force: ongoing abilities of cards in
// play whose "as long as" holds (R-ABIL-05), keywords that change other cards (Piloting), and
// lasting effects. Nothing of this is stored: it is recomputed from the table whenever asked,
// so a change ends the moment its source or condition does (R-MOD-02).
import { defOf, pin } from '../state';
import type { CardId, GameState, Seat } from '../types';
import { PILES } from '../types';
import type { Ability, Condition, Continuous } from './vocabulary';
import type { CardDef } from '../cards/types';
import { holds } from './conditions';
import { memo, readOnly } from '../memo';

export interface ActiveChange {
  seat: Seat;
  source: CardId;
  change: Continuous;
  /** Fixed set of affected cards (lasting effects, R-EFF-04). */
  cards?: CardId[];
  location?: CardId;
}

/** The abilities a card in play has now: an inverted inverter uses its other side. */
export function abilitiesOf(s: GameState, id: CardId): readonly Ability[] {
  const d = defOf(s, id);
  if (s.table[id]?.inverted && d.invertedAbilities) return d.invertedAbilities;
  return d.abilities ?? [];
}

// Conditions may read numbers that themselves depend on continuous changes (a unit's tactics
// decides another's power; a conditional icon decides whether a site has icons). Past this
// depth conditional abilities are left out, which breaks any cycle. Two levels cover the pool:
// a condition may read a number another card's conditional ability changes, but no card's
// condition depends on a third card's condition.
const MAX_DEPTH = 2;
let depth = 0;

export function activeChanges(s: GameState): ActiveChange[] {
  // Nested reads (a condition reading icons that abilities change) differ by depth only. The
  // state cannot change while this is computed, so the whole computation is one read-only
  // question: each depth is collected once, not once per condition that asks.
  return readOnly(s, () => memo(s, `changes:${depth}`, () => (depth === 0 ? frameOf(s).changes : collect(s))));
}

/**
 * A value computed only from the cards in play and the changes in force (icons on each side of
 * a location): remembered with those changes, so it is shared by every state with the same
 * inputs (below). Inside a condition (a nested read) it is computed afresh.
 */
export function steady<T>(s: GameState, key: string, compute: () => T): T {
  if (depth > 0) return compute();
  const derived = frameOf(s).derived;
  if (derived.has(key)) return derived.get(key) as T;
  const v = compute();
  derived.set(key, v);
  return v;
}

// Consecutive states of a game mostly agree on everything the "as long as" conditions read (a
// pass, a payment...), so the last results are kept by a key made of exactly those inputs: the
// table, the row, lasting effects and stacked cards always; the battle, the phase and turn, the
// piles and the counters only when a card in play (or a lasting effect) has an ongoing ability
// whose condition, or change, reads them. A change counts because a condition may read a number
// (power here) that another card's change makes depend on the battle.
interface Frame { changes: ActiveChange[]; derived: Map<string, unknown> }
const RECENT = new Map<string, Frame>();
const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
const idOf = (o: object): number => {
  let n = objectIds.get(o);
  if (n === undefined) { n = ++lastObjectId; objectIds.set(o, n); }
  return n;
};

interface Reads { piles: boolean; counters: boolean; phase: boolean; battle: boolean }
const READS: Record<keyof Reads, RegExp> = {
  piles: /"(reserveCards|activeCards|handCards|topOfPile)"/,
  counters: /"(wonBattleThisTurn|marked|attackedHere)"/,
  phase: /"phase"/,
  battle: /"(inBattle|inSiteBattle|battleHere|siteBattleHere|battleAtRelatedSite|battleAfter|attritionRemaining|battleLocation|battleDestiny)"/,
};
const readsByText = (text: string): Reads =>
  ({ piles: READS.piles.test(text), counters: READS.counters.test(text), phase: READS.phase.test(text), battle: READS.battle.test(text) });
const reads = new WeakMap<object, Reads>();
function readsOf(key: object, text: () => string): Reads {
  let r = reads.get(key);
  if (!r) {
    r = readsByText(text());
    reads.set(key, r);
  }
  return r;
}
const cardReads = (d: CardDef): Reads =>
  readsOf(d, () => JSON.stringify([...(d.abilities ?? []), ...(d.invertedAbilities ?? [])].filter((a) => a.kind === 'ongoing')));

function readsIn(s: GameState): Reads {
  const all: Reads = { piles: false, counters: false, phase: false, battle: false };
  const add = (r: Reads) => { for (const k in all) all[k as keyof Reads] ||= r[k as keyof Reads]; };
  for (const id in s.table) add(cardReads(defOf(s, id)));
  for (const l of s.lasting) add(readsOf(l.change, () => JSON.stringify(l.change)));
  return all;
}

// What the changes in force were last computed from, compared by identity first: drafts share
// every part they have not written (state.ts), so a state that only paid energy or passed has
// the very same table, row, battle and lasting effects as the one before it.
interface Inputs {
  decks: GameState['decks']; customCards: GameState['customCards']; table: GameState['table']; row: CardId[];
  lasting: GameState['lasting']; stacked: GameState['stacked'];
  reads: Reads; phase: GameState['phase']; turnPlayer: Seat; battle: GameState['battle'];
  piles: CardId[][] | null; counters: GameState['counters'];
}
let last: { inputs: Inputs; frame: Frame } | null = null;

const pilesOf = (s: GameState): CardId[][] => s.players.flatMap((p) => PILES.map((pile) => p[pile]));

function sameInputs(s: GameState, i: Inputs): boolean {
  if (s.table !== i.table || s.row !== i.row || s.lasting !== i.lasting || s.stacked !== i.stacked
    || s.decks !== i.decks || s.customCards !== i.customCards) return false;
  const r = i.reads;
  if (r.phase && (s.phase !== i.phase || s.turnPlayer !== i.turnPlayer)) return false;
  if (r.battle && s.battle !== i.battle) return false;
  if (r.counters && s.counters !== i.counters) return false;
  if (!i.piles) return true;
  let n = 0;
  for (const p of s.players) {
    for (const pile of PILES) if (p[pile] !== i.piles[n++]) return false;
  }
  return true;
}

function inputsKey(s: GameState, reads: Reads): string {
  let k = `${idOf(s.decks[0])},${idOf(s.decks[1])},${s.customCards ? idOf(s.customCards) : 0}|`;
  for (const id in s.table) {
    const t = s.table[id];
    k += `${id}${t.controller}${t.at ?? ''}/${t.under ?? ''}${t.damaged ? 'd' : ''}${t.inverted ? 'i' : ''};`;
  }
  k += `|${s.row.join(',')}|`;
  for (const l of s.lasting) k += `${idOf(l)},`;
  for (const on in s.stacked) k += `${on}:${s.stacked[on].length};`;
  if (reads.phase) k += `|${s.phase}${s.turnPlayer}`;
  // The whole battle: conditions may read its step, destiny or the attrition still owed.
  if (reads.battle) k += `|${s.battle ? JSON.stringify(s.battle) : ''}`;
  if (reads.piles) k += `|${JSON.stringify(s.players)}`;
  if (reads.counters) k += `|${JSON.stringify(s.counters)}`;
  return k;
}

let remembering = true;
/** Turns the frames off (every question computed afresh) or back on: tests use it to show that
 * remembering changes nothing. */
export function rememberFrames(on: boolean): void {
  remembering = on;
}

function frameOf(s: GameState): Frame {
  if (!remembering) return { changes: collect(s), derived: new Map() };
  if (last && sameInputs(s, last.inputs)) return last.frame;
  const reads = readsIn(s);
  const key = inputsKey(s, reads);
  let frame = RECENT.get(key);
  if (!frame) {
    frame = { changes: collect(s), derived: new Map() };
    RECENT.set(key, frame);
    if (RECENT.size > 64) RECENT.delete(RECENT.keys().next().value!);
  }
  // A draft remembered here is changed only by replacing these parts from now on.
  pin(s.table);
  pin(s.stacked);
  if (reads.piles) pilesOf(s).forEach(pin);
  last = { frame, inputs: { decks: s.decks, customCards: s.customCards, table: s.table, row: s.row, lasting: s.lasting,
    stacked: s.stacked, reads, phase: s.phase, turnPlayer: s.turnPlayer, battle: s.battle,
    piles: reads.piles ? pilesOf(s) : null, counters: s.counters } };
  return frame;
}

// What each list of abilities contributes while its card is in play, worked out once: its
// ongoing abilities (with their "as long as") and Piloting, which gives its ship the numbers.
type Contribution = { change: Continuous; while?: Condition };
const contributions = new WeakMap<readonly Ability[], Contribution[]>();
function contributionsOf(abilities: readonly Ability[]): Contribution[] {
  let list = contributions.get(abilities);
  if (!list) {
    list = abilities.flatMap((a): Contribution[] => {
      if (a.kind === 'keyword' && a.keyword === 'piloting') return [{ change: { stat: { power: a.value, tactics: a.value }, to: 'shipAboard' } }];
      if (a.kind === 'ongoing') return [a.while ? { change: a.change, while: a.while } : { change: a.change }];
      return [];
    });
    contributions.set(abilities, list);
  }
  return list;
}

function collect(s: GameState): ActiveChange[] {
  const out: ActiveChange[] = [];
  depth++;
  try {
    for (const id in s.table) {
      const list = contributionsOf(abilitiesOf(s, id));
      if (list.length === 0) continue;
      if (defOf(s, id).type === 'LOCATION' && !s.row.includes(id)) continue; // encampment
      const seat = s.table[id].controller;
      for (const c of list) {
        if (c.while && (depth > MAX_DEPTH || !holds(s, { seat, source: id, targets: [] }, c.while))) continue;
        out.push({ seat, source: id, change: c.change });
      }
    }
    for (const l of s.lasting) {
      out.push({ seat: l.seat, source: l.source, change: l.change, cards: l.cards, location: l.location });
    }
    // A gained Piloting works like a printed one: its ship gets the numbers (R-MOD-04).
    const granted = out.length;
    for (let i = 0; i < granted; i++) {
      const a = out[i];
      const c = a.change;
      if (!('gainKeyword' in c)) continue;
      const gainers = a.cards ?? (c.to === 'self' ? [a.source] : c.to === 'host' && s.table[a.source]?.under ? [s.table[a.source].under!] : []);
      for (const id of gainers) {
        if (!s.table[id]) continue;
        out.push({ seat: s.table[id].controller, source: id, change: { stat: { power: c.value, tactics: c.value }, to: 'shipAboard' } });
      }
    }
  } finally {
    depth--;
  }
  return out;
}
