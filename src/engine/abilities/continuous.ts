// The one place that lists every continuous change in force: ongoing abilities of cards in
// play whose "as long as" holds (R-ABIL-05), keywords that change other cards (Piloting), and
// lasting effects. Nothing of this is stored: it is recomputed from the table whenever asked,
// so a change ends the moment its source or condition does (R-MOD-02). Where a number is
// computed (derive/, battle.ts, rules/), the changes of one word are asked for (changesOf).
import { defOf, pin, titleOf } from '../state';
import type { CardId, GameState, Seat } from '../types';
import { PILES } from '../types';
import type { CardDef } from '../cards/types';
import { apart, inScope, memo, readOnly } from '../memo';
import type { ChangeWord, Reads } from './define';
import { READ } from './define';
import { holds } from './conditions';
import { CHANGES, keyedWord } from './registry';
import { selectAll } from './select';
import { visit } from './visit';
import type { Ability, Affected, ChangeName, Condition, Continuous } from './vocabulary';

export interface ActiveChange<C extends Continuous = Continuous> {
  seat: Seat;
  source: CardId;
  change: C;
  /** Fixed set of affected cards (lasting effects, R-EFF-04). */
  cards?: CardId[];
  location?: CardId;
}

export function changeWord<C extends Continuous>(c: C): ChangeWord<string, never, C> {
  const w = keyedWord(CHANGES, c);
  if (!w) throw new Error(`Not a continuous change: ${Object.keys(c).join(', ')}`);
  return w as unknown as ChangeWord<string, never, C>;
}

/** The cards a change applies to, when it names them (its word says which field does). */
export function affectedOf(c: Continuous): Affected | undefined {
  const field = changeWord(c).affects;
  return field === undefined ? undefined : (c as unknown as Record<string, Affected>)[field];
}

/** The abilities a card in play has now: an inverted inverter uses its other side. */
export function abilitiesOf(s: GameState, id: CardId): readonly Ability[] {
  const d = defOf(s, id);
  if (s.table[id]?.inverted && d.invertedAbilities) return d.invertedAbilities;
  return d.abilities ?? [];
}

// While the conditions of a state's ongoing abilities are read, the changes in force are taken
// to be those of the previous round (collect): this is what activeChanges answers for that state.
const assuming = new Map<GameState, ActiveChange[]>();

export function activeChanges(s: GameState): readonly ActiveChange[] {
  const assumed = assuming.size > 0 ? assuming.get(s) : undefined;
  return assumed ?? currentFrame(s).changes;
}

// The changes in force of each word, indexed once per list of changes (a frame's list keeps its
// index with it: changesOf is asked many times for every position).
const byWord = new WeakMap<readonly ActiveChange[], Map<string, ActiveChange[]>>();
function indexByWord(all: readonly ActiveChange[]): Map<string, ActiveChange[]> {
  let index = byWord.get(all);
  if (!index) {
    index = new Map();
    for (const a of all) {
      const w = changeWord(a.change).name;
      const list = index.get(w);
      if (list) list.push(a);
      else index.set(w, [a]);
    }
    byWord.set(all, index);
  }
  return index;
}
const NONE: readonly ActiveChange[] = [];

/** The changes in force of one word ("every attrition change"). */
export function changesOf<N extends ChangeName>(s: GameState, name: N): readonly ActiveChange<Extract<Continuous, Record<N, unknown>>>[] {
  const assumed = assuming.size > 0 ? assuming.get(s) : undefined;
  let index: Map<string, ActiveChange[]>;
  if (assumed) index = indexByWord(assumed);
  else {
    const frame = currentFrame(s);
    index = frame.byWord ??= indexByWord(frame.changes);
  }
  return (index.get(name) ?? NONE) as readonly ActiveChange<Extract<Continuous, Record<N, unknown>>>[];
}

/**
 * A value computed only from the cards in play and the changes in force (icons on each side of
 * a location): remembered with those changes, so it is shared by every state with the same
 * inputs (below). While conditions are being read it is computed afresh.
 */
export function steady<T>(s: GameState, key: string, compute: () => T): T {
  if (assuming.size > 0 && assuming.has(s)) return memo(s, key, compute);
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
// whose condition, or change, reads them (the words it uses say so: define.ts READ). A change
// counts because a condition may read a number (power here) that another card's change makes
// depend on the battle.
interface Frame { changes: ActiveChange[]; derived: Map<string, unknown>; byWord?: Map<string, ActiveChange[]> }
const RECENT = new Map<string, Frame>();
const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
const idOf = (o: object): number => {
  let n = objectIds.get(o);
  if (n === undefined) { n = ++lastObjectId; objectIds.set(o, n); }
  return n;
};

/** Everything the words in these nodes read. */
function readsOfNodes(nodes: readonly [Parameters<typeof visit>[0], unknown][]): Reads {
  let r = 0;
  for (const [category, node] of nodes) {
    visit(category, node, (v) => {
      const reads = v.word?.reads;
      if (reads !== undefined) r |= typeof reads === 'number' ? reads : (reads as (n: unknown) => Reads)(v.node);
    });
  }
  return r;
}
const readsCache = new WeakMap<object, Reads>();
/** What the words of one node read beyond the table, the row, lasting effects and stacked cards
 * (found once per node). */
export function readsOf(category: Parameters<typeof visit>[0], node: object): Reads {
  let r = readsCache.get(node);
  if (r === undefined) {
    r = readsOfNodes([[category, node]]);
    readsCache.set(node, r);
  }
  return r;
}
function cardReads(d: CardDef): Reads {
  let r = readsCache.get(d);
  if (r === undefined) {
    const ongoing = [...(d.abilities ?? []), ...(d.invertedAbilities ?? [])].filter((a) => a.kind === 'ongoing');
    r = readsOfNodes(ongoing.map((a) => ['ability', a] as const));
    readsCache.set(d, r);
  }
  return r;
}
const changeReads = (c: Continuous): Reads => readsOf('change', c);

function readsIn(s: GameState): Reads {
  let r = 0;
  for (const id in s.table) r |= cardReads(defOf(s, id));
  for (const l of s.lasting) r |= changeReads(l.change);
  return r;
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
  if (r & READ.phase && (s.phase !== i.phase || s.turnPlayer !== i.turnPlayer)) return false;
  if (r & READ.battle && s.battle !== i.battle) return false;
  if (r & READ.counters && s.counters !== i.counters) return false;
  const piles = i.piles;
  if (!piles) return true;
  // Indexed loops: asked for each frame a table has had, every time a state's frame is looked for.
  const [a, b] = s.players;
  for (let k = 0, n = PILES.length; k < n; k++) if (a[PILES[k]] !== piles[k] || b[PILES[k]] !== piles[n + k]) return false;
  return true;
}

function inputsKey(s: GameState, reads: Reads): string {
  let k = `${idOf(s.decks[0])},${idOf(s.decks[1])},${s.customCards ? idOf(s.customCards) : 0}|`;
  for (const id in s.table) {
    const t = s.table[id];
    k += `${id}${t.controller}${t.at ?? ''}/${t.under ?? ''}${t.damaged ? 'd' : ''}${t.inverted ? 'i' : ''}${t.wonSince ? `w${t.wonSince.join('')}` : ''};`;
  }
  k += `|${s.row.join(',')}|`;
  for (const l of s.lasting) k += `${idOf(l)},`;
  for (const on in s.stacked) k += `${on}:${s.stacked[on].length};`;
  if (reads & READ.phase) k += `|${s.phase}${s.turnPlayer}`;
  // The whole battle: conditions may read its step, destiny or the attrition still owed.
  if (reads & READ.battle) k += `|${s.battle ? JSON.stringify(s.battle) : ''}`;
  if (reads & READ.piles) k += `|${JSON.stringify(s.players)}`;
  if (reads & READ.counters) k += `|${JSON.stringify(s.counters)}`;
  return k;
}

let remembering = true;
/** Turns the frames off (every question computed afresh) or back on: tests use it to show that
 * remembering changes nothing. */
export function rememberFrames(on: boolean): void {
  remembering = on;
}

// The frames found for each table object (pinned, so never changed in place), with their other
// inputs: a position met again (a search revisiting a node, undo) finds its frame by identity.
const byTable = new WeakMap<GameState['table'], { inputs: Inputs; frame: Frame }[]>();
const PER_TABLE = 8;

/** The frame of a state: found by its inputs, or with frames off made afresh once per
 * read-only question. */
function currentFrame(s: GameState): Frame {
  return remembering ? frameOf(s) : readOnly(s, () => memo(s, 'frame', () => frameOf(s)));
}

function frameOf(s: GameState): Frame {
  if (!remembering) return { changes: collect(s), derived: new Map() };
  // A state being read (not changed) keeps its frame for the question: asked for by nearly every
  // derived value, it is found by its inputs once.
  return inScope(s) ? memo(s, 'frame', () => findFrame(s)) : findFrame(s);
}

function findFrame(s: GameState): Frame {
  if (last && sameInputs(s, last.inputs)) return last.frame;
  const known = byTable.get(s.table);
  if (known) {
    for (const k of known) {
      if (sameInputs(s, k.inputs)) {
        last = k;
        return k.frame;
      }
    }
  }
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
  if (reads & READ.piles) pilesOf(s).forEach(pin);
  last = { frame, inputs: { decks: s.decks, customCards: s.customCards, table: s.table, row: s.row, lasting: s.lasting,
    stacked: s.stacked, reads, phase: s.phase, turnPlayer: s.turnPlayer, battle: s.battle,
    piles: reads & READ.piles ? pilesOf(s) : null, counters: s.counters } };
  if (!known) byTable.set(s.table, [last]);
  else if (known.unshift(last) > PER_TABLE) known.pop();
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

/** A gained Piloting works like a printed one: its ship gets the numbers (R-MOD-04). */
function withGranted(s: GameState, changes: ActiveChange[]): ActiveChange[] {
  const out = changes.slice();
  for (const a of changes) {
    const c = a.change;
    if (changeWord(c).name !== 'gainKeyword' || !('gainKeyword' in c) || c.gainKeyword !== 'piloting') continue;
    const gainers = a.cards ?? (c.to === 'self' ? [a.source] : c.to === 'host' && s.table[a.source]?.under ? [s.table[a.source].under!]
      : typeof c.to === 'object' && 'select' in c.to ? selectAll(s, { seat: a.seat, source: a.source, targets: [] }, c.to.select) : []);
    for (const id of gainers) {
      if (!s.table[id]) continue;
      // "If it has Piloting already" / "if it has none": read from its own abilities, since the
      // gains themselves are what is being worked out here.
      const printedPiloting = abilitiesOf(s, id).some((k) => k.kind === 'keyword' && k.keyword === 'piloting');
      if ((c.ifHas && !printedPiloting) || (c.ifNone && printedPiloting)) continue;
      out.push({ seat: s.table[id].controller, source: id, change: { stat: { power: c.value, tactics: c.value }, to: 'shipAboard' } });
    }
  }
  return out;
}

/**
 * The changes in force. An "as long as" may read numbers that other cards' conditional changes
 * decide (a unit's tactics, a location's icons), so conditions are read in rounds: first against
 * the unconditional changes, then against the changes of the round before, until a round changes
 * nothing. Conditions that keep undoing one another have no answer the rules give: that is an
 * error naming the cards, never a silent guess.
 */
function collect(s: GameState): ActiveChange[] {
  // Every contribution in table order, lasting effects after: the order parts are explained in.
  const all: { a: ActiveChange; while?: Condition }[] = [];
  for (const id in s.table) {
    const list = contributionsOf(abilitiesOf(s, id));
    if (list.length === 0) continue;
    if (defOf(s, id).type === 'LOCATION' && !s.row.includes(id)) continue; // encampment
    const seat = s.table[id].controller;
    for (const c of list) all.push({ a: { seat, source: id, change: c.change }, ...(c.while ? { while: c.while } : {}) });
  }
  for (const l of s.lasting) all.push({ a: { seat: l.seat, source: l.source, change: l.change, cards: l.cards, location: l.location } });
  const conditional = all.flatMap((x, i) => (x.while !== undefined ? [i] : []));
  const inForce = (on: ReadonlySet<number>) => withGranted(s, all.filter((x, i) => !x.while || on.has(i)).map((x) => x.a));
  let on = new Set<number>();
  let current = inForce(on);
  if (conditional.length === 0) return current;
  for (let round = 0; ; round++) {
    assuming.set(s, current);
    let next: Set<number>;
    try {
      next = apart(s, () => new Set(conditional.filter((i) => holds(s, { seat: all[i].a.seat, source: all[i].a.source, targets: [] }, all[i].while!))));
    } finally {
      assuming.delete(s);
    }
    const changed = conditional.filter((i) => on.has(i) !== next.has(i));
    if (changed.length === 0) return current;
    if (round > conditional.length) {
      throw new Error(`The ongoing abilities of ${[...new Set(changed.map((i) => titleOf(s, all[i].a.source)))].join(', ')} keep switching one another on and off: the engine cannot tell which apply`);
    }
    on = next;
    current = inForce(on);
  }
}
