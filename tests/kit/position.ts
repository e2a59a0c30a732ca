// A position written for a card or rules test: the scenario format (docs/scenarios.md) with cards
// named by title (a real card's, or a test card's from the registry) instead of collector numbers,
// and references written as a card's given name or its title. `toScenario` turns it into a
// scenario for the loader and keeps the index the driver uses to name cards back.
import type { CardDef } from '../../src/engine/cards/types';
import type { BattleStep, Phase, Seat } from '../../src/engine/types';
import type { CardEntry, LocationEntry, PlayerEntry, Scenario } from '../../src/scenario/types';
import { realCard, testCard } from './registry';

/** A card: its title (or collector number), or an object naming it for later reference. */
export type Entry = string | {
  card: string;
  /** A name to refer to this card by, when its title is not enough (two copies). */
  name?: string;
  owner?: Seat;
  /** An asset beneath an opponent's card names its controller (R-ASSET-03). */
  controller?: Seat;
  damaged?: boolean;
  inverted?: boolean;
  /** Units aboard a ship; weapons and assets beneath a card; encampments beneath a location. */
  beneath?: Entry[];
  /** Cards stacked on an asset by its ability. */
  stacked?: Entry[];
};

export type PileName = 'reserve' | 'active' | 'used' | 'lost' | 'hand' | 'removed';

/** One player's cards off the table, top first, and assets standing by themselves. */
export type Side = Partial<Record<PileName | 'assets', Entry[]>>;

export interface Place {
  card: string;
  name?: string;
  /** The player who played it: its bottom-edge icons face them (R-LOC-03). */
  controller: Seat;
  owner?: Seat;
  /** Encampments and assets beneath it, per controller (or the location controller's alone). */
  beneath?: [Entry[], Entry[]] | Entry[];
  /** Each player's ships and units here. */
  cards?: [Entry[], Entry[]];
}

export interface Position {
  seed?: number;
  turn?: number;
  turnPlayer?: Seat;
  phase?: Exclude<Phase, 'setup'>;
  /** Defaults to the turn player; null during a battle step. */
  initiative?: Seat | null;
  players?: [Side?, Side?];
  row?: Place[];
  /** A battle in progress: `location` is a reference. */
  battle?: { location: string; attacker?: Seat; step?: BattleStep; destiny?: [number, number]; attritionBonus?: [number, number] };
  /** Items on the stack, bottom first, in the engine's shape; card fields hold references. A card
   * pending on the stack (`kind: 'card'`) is listed in the pile it was played from, and leaves it. */
  stack?: Record<string, unknown>[];
  /** Turn counters; `bullets` are keyed "<card reference>#<what>", as the engine keys them by card id. */
  counters?: { activated?: boolean; drained?: string[]; attacked?: string[]; bullets?: Record<string, number> };
  /** Energy each player gets in a pile the position leaves out: `reserve` and `active` cards
   * of "Destiny <destiny>". Default 6 and 6 of destiny 3, so nobody loses at the first
   * initiative check (R-WIN-01). */
  energy?: { reserve: number; active: number; destiny: number };
}

/** Looks a card up by title or collector number: a test card first, then the real pool. */
export function cardDef(ref: string): CardDef {
  const d = testCard(ref) ?? realCard(ref);
  if (!d) throw new Error(`no card is titled "${ref}" (neither a real card nor a test card in tests/kit/cards)`);
  return d;
}

/** A card of the position, as the driver knows it. */
export interface Placed {
  key: string;
  title: string;
  name?: string;
}

export interface Written {
  scenario: Scenario;
  /** Every card of the position by its loader name ("#1", "#2"...). */
  placed: Placed[];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Keys of a stack item that hold card references, as in the scenario loader. */
const CARD_KEYS = new Set(['card', 'location', 'at', 'to', 'loseFromHand', 'damage', 'destroy', 'pick']);
const CARD_LIST_KEYS = new Set(['targets', 'transport', 'paying']);

export function toScenario(p: Position): Written {
  const placed: Placed[] = [];
  const cards: Record<string, CardDef> = {};
  const entry = (e: Entry): CardEntry => {
    const o = typeof e === 'string' ? { card: e } : e;
    if (o.name?.startsWith('#')) throw new Error(`card names may not start with "#": ${o.name}`);
    const def = cardDef(o.card);
    if (def.number.startsWith('T')) cards[def.number] = def;
    const key = `#${placed.length + 1}`;
    placed.push({ key, title: def.title, ...(o.name ? { name: o.name } : {}) });
    return {
      card: def.number, name: key,
      ...(o.owner !== undefined ? { owner: o.owner } : {}), ...(o.controller !== undefined ? { controller: o.controller } : {}),
      ...(o.damaged ? { damaged: true } : {}), ...(o.inverted ? { inverted: true } : {}),
      ...(o.beneath ? { beneath: o.beneath.map(entry) } : {}), ...(o.stacked ? { stacked: o.stacked.map(entry) } : {}),
    };
  };
  const energy = p.energy ?? { reserve: 6, active: 6, destiny: 3 };
  const side = (s: Side = {}): PlayerEntry => {
    const out: PlayerEntry = {};
    const fill = (n: number) => Array.from({ length: n }, () => `Destiny ${energy.destiny}`);
    const piles = { reserve: fill(energy.reserve), active: fill(energy.active), ...s };
    for (const [pile, list] of Object.entries(piles)) out[pile as keyof PlayerEntry] = list.map(entry);
    return out;
  };
  const players: [PlayerEntry, PlayerEntry] = [side(p.players?.[0]), side(p.players?.[1])];
  const row: LocationEntry[] = (p.row ?? []).map((l) => {
    const loc = entry({ card: l.card, ...(l.name ? { name: l.name } : {}), ...(l.owner !== undefined ? { owner: l.owner } : {}) });
    const beneath = l.beneath ?? [];
    const sides = beneath.length === 2 && Array.isArray(beneath[0]) ? (beneath as Entry[][]).map((b) => b.map(entry))
      : (beneath as Entry[]).map(entry);
    return {
      card: (loc as { card: string }).card, name: (loc as { name: string }).name, controller: l.controller,
      ...(l.owner !== undefined ? { owner: l.owner } : {}),
      ...(l.beneath ? { beneath: sides as LocationEntry['beneath'] } : {}),
      ...(l.cards ? { cards: [l.cards[0].map(entry), l.cards[1].map(entry)] as [CardEntry[], CardEntry[]] } : {}),
    };
  });
  const ref = (r: string, where: string) => (r.startsWith('stack:') ? r : `@${refKey(placed, r, where)}`);
  const refs = (x: unknown, where: string): unknown => {
    if (!isObj(x)) return x;
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k,
      CARD_KEYS.has(k) && typeof v === 'string' ? ref(v, `${where}.${k}`)
        : CARD_LIST_KEYS.has(k) && Array.isArray(v) ? v.map((r, i) => (typeof r === 'string' ? ref(r, `${where}.${k}[${i}]`) : r))
          : refs(v, `${where}.${k}`)]));
  };
  const scenario: Scenario = {
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.turn !== undefined ? { turn: p.turn } : {}),
    ...(p.turnPlayer !== undefined ? { turnPlayer: p.turnPlayer } : {}),
    ...(p.phase !== undefined ? { phase: p.phase } : {}),
    ...(p.initiative !== undefined ? { initiative: p.initiative } : {}),
    players, row, cards,
    ...(p.battle ? { battle: { ...p.battle, location: ref(p.battle.location, 'battle.location') } } : {}),
    ...(p.stack ? { stack: p.stack.map((item, i) => refs(item, `stack[${i}]`) as Record<string, unknown>) } : {}),
    ...(p.counters ? { counters: {
      ...p.counters, bullets: {},
      ...(p.counters.drained ? { drained: p.counters.drained.map((r, i) => ref(r, `counters.drained[${i}]`)) } : {}),
      ...(p.counters.attacked ? { attacked: p.counters.attacked.map((r, i) => ref(r, `counters.attacked[${i}]`)) } : {}),
    } } : {}),
  };
  return { scenario, placed };
}

/** The loader name of the card a reference means: a name given in the position, else the title
 * of exactly one card of the position. */
export function refKey(placed: readonly Placed[], r: string, where: string): string {
  const named = placed.find((c) => c.name === r);
  if (named) return named.key;
  const titled = placed.filter((c) => c.title === r);
  if (titled.length === 1) return titled[0].key;
  if (titled.length > 1) throw new Error(`${where}: ${titled.length} cards are titled "${r}": give the one you mean a name`);
  throw new Error(`${where}: no card of this game is named or titled "${r}"`);
}
