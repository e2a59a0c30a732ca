// Turning a written-down position into a game state, and scenario references ("@name",
// "row:N", a collector number) into card ids. Every problem names where it is in the file.
import { CARDS } from '../../cards';
import { CARD_FIELDS, CARD_LIST_FIELDS, readLooseAction } from '../engine/actions';
import type { LooseAction } from '../engine/actions';
import { validateAbilities } from '../engine/abilities/validate';
import type { CardDef } from '../engine/cards/types';
import { validateCardFacts } from '../engine/cards/validate';
import { createGame } from '../engine/setup';
import type { Action, CardId, GameState, Pile, Seat, StackItem, TableCard } from '../engine/types';
import { PILES } from '../engine/types';
import type { CardEntry, LocationEntry, PlayerEntry, Scenario } from './types';

export class ScenarioError extends Error {
  constructor(public where: string, message: string) {
    super(`${where}: ${message}`);
  }
}

export interface Loaded {
  state: GameState;
  /** Scenario names ("grunt") to card ids. */
  names: Map<string, CardId>;
  ref: (value: unknown, where: string) => CardId;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function checkCustomCards(cards: unknown): Record<string, CardDef> | undefined {
  if (cards === undefined) return undefined;
  if (!isObj(cards)) throw new ScenarioError('cards', 'must be an object of card definitions by collector number');
  for (const [n, c] of Object.entries(cards)) {
    const problems = [...validateCardFacts(c),
      ...(isObj(c) && c.abilities !== undefined ? validateAbilities(c.abilities) : []),
      ...(isObj(c) && c.invertedAbilities !== undefined ? validateAbilities(c.invertedAbilities, 'invertedAbilities') : [])];
    if (problems.length) throw new ScenarioError(`cards.${n}`, problems.join('; '));
    if (!isObj(c) || typeof c.text !== 'string') throw new ScenarioError(`cards.${n}`, 'needs a "text" describing the card');
  }
  return cards as Record<string, CardDef>;
}

export function loadScenario(sc: Scenario): Loaded {
  if (!isObj(sc)) throw new ScenarioError('(file)', 'a scenario is a JSON object');
  if (!Array.isArray(sc.players) || sc.players.length !== 2) throw new ScenarioError('players', 'must list exactly two players');
  const customCards = checkCustomCards(sc.cards);
  const decks: [string[], string[]] = [[], []];
  const names = new Map<string, CardId>();
  const byNumber = new Map<string, CardId[]>();
  const table: Record<CardId, TableCard> = {};
  const stacked: Record<CardId, CardId[]> = {};

  const add = (e: CardEntry, side: Seat, where: string): CardId => {
    const entry = typeof e === 'string' ? { card: e } : e;
    if (!isObj(entry) || typeof entry.card !== 'string') throw new ScenarioError(where, 'a card is a collector number or { "card": number, ... }');
    if (!customCards?.[entry.card] && !CARDS[entry.card]) throw new ScenarioError(where, `unknown collector number "${entry.card}"`);
    const owner = entry.owner ?? side;
    if (owner !== 0 && owner !== 1) throw new ScenarioError(where, 'owner must be 0 or 1');
    const id = `${owner}.${decks[owner].length}`;
    decks[owner].push(entry.card);
    if (entry.name !== undefined) {
      if (names.has(entry.name)) throw new ScenarioError(where, `the name "${entry.name}" is used twice`);
      names.set(entry.name, id);
    }
    byNumber.set(entry.card, [...(byNumber.get(entry.card) ?? []), id]);
    return id;
  };

  const place = (e: CardEntry, side: Seat, where: string, pos: Pick<TableCard, 'at' | 'under'>): CardId => {
    const o: Exclude<CardEntry, string> = typeof e === 'string' ? { card: e } : e;
    if (o.controller !== undefined && o.controller !== 0 && o.controller !== 1) throw new ScenarioError(where, 'controller must be 0 or 1');
    const controller = o.controller ?? side;
    const id = add(e, controller, where);
    table[id] = { controller, ...pos, ...(o.damaged ? { damaged: true } : {}), ...(o.inverted ? { inverted: true } : {}) };
    (o.beneath ?? []).forEach((b, i) => place(b, controller, `${where}.beneath[${i}]`, { under: id }));
    if (o.stacked) stacked[id] = o.stacked.map((x, i) => add(x, controller, `${where}.stacked[${i}]`));
    return id;
  };

  const state = createGame({ seed: sc.seed ?? 1, decks: [[], []], firstPlayer: sc.turnPlayer ?? 0, ...(customCards ? { customCards } : {}) });
  const players = state.players;
  sc.players.forEach((p: PlayerEntry, seat) => {
    if (!isObj(p as unknown)) throw new ScenarioError(`players[${seat}]`, 'must be an object of piles');
    for (const pile of PILES) {
      const list = p[pile];
      if (list === undefined) continue;
      if (!Array.isArray(list)) throw new ScenarioError(`players[${seat}].${pile}`, 'must be a list of cards, top first');
      players[seat as Seat][pile as Pile] = list.map((e, i) => add(e, seat as Seat, `players[${seat}].${pile}[${i}]`));
    }
    (p.assets ?? []).forEach((e, i) => place(e, seat as Seat, `players[${seat}].assets[${i}]`, {}));
  });

  const row: CardId[] = [];
  (sc.row ?? []).forEach((l: LocationEntry, i) => {
    const where = `row[${i}]`;
    if (!isObj(l) || (l.controller !== 0 && l.controller !== 1)) throw new ScenarioError(where, 'a location needs "card" and "controller" (0 or 1)');
    const id = place({ card: l.card, ...(l.name ? { name: l.name } : {}), ...(l.owner !== undefined ? { owner: l.owner } : {}) }, l.controller, where, {});
    row.push(id);
    const beneath = l.beneath ?? [];
    const sides: CardEntry[][] = beneath.length === 2 && Array.isArray(beneath[0]) ? (beneath as CardEntry[][])
      : l.controller === 0 ? [beneath as CardEntry[], []] : [[], beneath as CardEntry[]];
    sides.forEach((list, seat) => list.forEach((e, j) => place(e, seat as Seat, `${where}.beneath[${seat}][${j}]`, { under: id })));
    (l.cards ?? [[], []]).forEach((list, seat) => {
      if (!Array.isArray(list)) throw new ScenarioError(`${where}.cards[${seat}]`, 'must be a list of cards');
      list.forEach((e, j) => place(e, seat as Seat, `${where}.cards[${seat}][${j}]`, { at: id }));
    });
  });

  const ref = (value: unknown, where: string): CardId => {
    if (typeof value !== 'string') throw new ScenarioError(where, 'a card reference is "@name", "row:N" or a collector number');
    if (value.startsWith('@')) {
      const id = names.get(value.slice(1));
      if (!id) throw new ScenarioError(where, `no card is named "${value.slice(1)}"`);
      return id;
    }
    if (value.startsWith('row:')) {
      const id = row[Number(value.slice(4))];
      if (!id) throw new ScenarioError(where, `there is no location ${value}`);
      return id;
    }
    if (value.startsWith('stack:')) return value;
    const ids = byNumber.get(value) ?? [];
    if (ids.length !== 1) throw new ScenarioError(where, ids.length ? `"${value}" is ambiguous: name the card` : `no card "${value}" in the scenario`);
    return ids[0];
  };

  const s: GameState = {
    ...state,
    decks, table, stacked, row,
    turn: sc.turn ?? 1,
    turnPlayer: sc.turnPlayer ?? 0,
    phase: sc.phase ?? 'deploy',
    initiative: sc.initiative === undefined ? sc.turnPlayer ?? 0 : sc.initiative,
  };
  if (sc.battle) {
    s.battle = { location: ref(sc.battle.location, 'battle.location'), attacker: sc.battle.attacker ?? s.turnPlayer,
      step: sc.battle.step ?? 'window1', destiny: sc.battle.destiny ?? [0, 0], attritionBonus: sc.battle.attritionBonus ?? [0, 0] };
  }
  s.stack = (sc.stack ?? []).map((item, i) => ({ ...(resolveAction({ state: s, names, ref }, item, `stack[${i}]`) as unknown as object), id: s.nextId++ }) as StackItem);
  if (sc.counters) {
    s.counters = {
      ...s.counters,
      activated: sc.counters.activated ?? false,
      drained: (sc.counters.drained ?? []).map((r, i) => ref(r, `counters.drained[${i}]`)),
      attacked: (sc.counters.attacked ?? []).map((r, i) => ref(r, `counters.attacked[${i}]`)),
      bullets: sc.counters.bullets ?? {},
    };
  }
  return { state: s, names, ref };
}

/** Resolves the card references in a scenario action (or in part of one, or in a stack item
 * written like one) to engine ids. Which fields hold cards is read off the engine's schema. */
export function resolveAction(l: Loaded, a: Record<string, unknown>, where: string): Action {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) {
    if (k === 'refused') continue;
    if (CARD_FIELDS.has(k)) out[k] = l.ref(v, `${where}.${k}`);
    else if (CARD_LIST_FIELDS.has(k) && Array.isArray(v)) out[k] = v.map((x, i) => l.ref(x, `${where}.${k}[${i}]`));
    else if (isObj(v)) out[k] = resolveAction(l, v, `${where}.${k}`);
    else out[k] = v;
  }
  return out as unknown as Action;
}

/** A scenario action as an engine action: references resolved, then read through the engine's
 * schema of actions, so a misspelt field is named rather than refused by some rule. */
export function readScenarioAction(l: Loaded, a: Record<string, unknown>, where: string): LooseAction {
  const read = readLooseAction(resolveAction(l, a, where));
  if (!read.ok) throw new ScenarioError(where, `the action ${read.problem}`);
  return read.action;
}
