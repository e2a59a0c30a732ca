// Running a scenario: apply its actions to its position, check its expectations, and describe
// the resulting position as plain JSON (npm run scenario).
import {
  activationMax, actor, apply, attritionCausedBy, defOf, eventText, legalActions, locationOf, pendingDecision, stableAction, stat, totalPower,
} from '../engine';
import type { Action, CardId, GameEvent, GameState, Refusal, Seat } from '../engine';
import { zoneOf } from '../engine/state';
import { loadScenario, readScenarioAction, ScenarioError } from './load';
import type { Loaded } from './load';
import type { Expectations, Scenario } from './types';

export interface ScenarioResult {
  state: GameState;
  loaded: Loaded;
  events: GameEvent[];
  /** Refusals of actions, by action index. */
  refusals: { index: number; refusal: Refusal }[];
  /** Expectations that failed and actions that were refused unexpectedly. */
  failures: string[];
}

export function runScenario(sc: Scenario): ScenarioResult {
  const loaded = loadScenario(sc);
  let state = loaded.state;
  const events: GameEvent[] = [];
  const refusals: ScenarioResult['refusals'] = [];
  const failures: string[] = [];
  let lastRefused: Refusal | null = null;
  (sc.actions ?? []).forEach((raw, i) => {
    const where = `actions[${i}]`;
    if (typeof raw !== 'object' || raw === null || typeof raw.type !== 'string') throw new ScenarioError(where, 'an action needs a "type"');
    // Scenario files may name an ability or an option by its place or key (docs/scenarios.md).
    const action = stableAction(state, readScenarioAction(loaded, raw as Record<string, unknown>, where));
    const r = apply(state, action);
    if (r.ok) {
      lastRefused = null;
      if (raw.refused) failures.push(`${where}: expected refusal ${raw.refused}, but it was accepted`);
      state = r.state;
      events.push(...r.events);
    } else {
      lastRefused = r.refusal;
      refusals.push({ index: i, refusal: r.refusal });
      if (!raw.refused && !(i === (sc.actions?.length ?? 0) - 1 && sc.expect?.refused)) {
        failures.push(`${where}: refused: ${r.refusal.reason} (${r.refusal.rule})`);
      } else if (raw.refused && raw.refused !== r.refusal.rule) {
        failures.push(`${where}: refused under ${r.refusal.rule}, expected ${raw.refused}: ${r.refusal.reason}`);
      }
    }
  });
  if (sc.expect) failures.push(...checkExpectations(state, loaded, sc.expect, events, lastRefused));
  return { state, loaded, events, refusals, failures };
}

function differ(what: string, got: unknown, want: unknown, out: string[]): void {
  if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`expect.${what}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
}

export function checkExpectations(s: GameState, l: Loaded, e: Expectations, events: GameEvent[], refused: Refusal | null): string[] {
  const out: string[] = [];
  if (e.refused !== undefined) {
    if (!refused) out.push('expect.refused: the last action was accepted');
    else if (typeof e.refused === 'string') differ('refused', refused.rule, e.refused, out);
  }
  if (e.winner !== undefined) differ('winner', s.winner, e.winner, out);
  if (e.phase !== undefined) differ('phase', s.phase, e.phase, out);
  if (e.turnPlayer !== undefined) differ('turnPlayer', s.turnPlayer, e.turnPlayer, out);
  if (e.actor !== undefined) differ('actor', actor(s), e.actor, out);
  if (e.initiative !== undefined) differ('initiative', s.initiative, e.initiative, out);
  if (e.stack !== undefined) differ('stack', s.stack.length, e.stack, out);
  for (const [seat, piles] of Object.entries(e.piles ?? {})) {
    for (const [pile, n] of Object.entries(piles)) differ(`piles.${seat}.${pile}`, s.players[Number(seat) as Seat][pile as 'hand'].length, n, out);
  }
  for (const [ref, want] of Object.entries(e.cards ?? {})) {
    const id = l.ref(ref, `expect.cards.${ref}`);
    const got = describeCard(s, id);
    for (const [k, v] of Object.entries(want)) {
      const expected = (k === 'at' || k === 'under') && typeof v === 'string' ? l.ref(v, `expect.cards.${ref}.${k}`) : v;
      differ(`cards.${ref}.${k}`, (got as Record<string, unknown>)[k] ?? (k === 'damaged' || k === 'inverted' ? false : undefined), expected, out);
    }
  }
  if (e.battle === null) differ('battle', s.battle, null, out);
  else if (e.battle) {
    if (!s.battle) out.push('expect.battle: no battle in progress');
    else for (const [k, v] of Object.entries(e.battle)) differ(`battle.${k}`, (s.battle as unknown as Record<string, unknown>)[k], v, out);
  }
  for (const [seat, n] of Object.entries(e.activationMax ?? {})) differ(`activationMax.${seat}`, activationMax(s, Number(seat) as Seat), n, out);
  if (e.decision !== undefined) differ('decision', pendingDecision(s)?.step.k ?? null, e.decision, out);
  const text = events.map((x) => eventText(x, null)).join('\n');
  for (const line of e.log ?? []) if (!text.includes(line)) out.push(`expect.log: no line contains "${line}"`);
  if (e.legal !== undefined) {
    const legal = legalActions(s);
    if (typeof e.legal === 'number') differ('legal', legal.length, e.legal, out);
    else for (const t of e.legal) if (!legal.some((a) => a.type === t)) out.push(`expect.legal: no legal "${t}" action`);
  }
  return out;
}

/** Where a card is and its numbers, for output and expectations. */
export function describeCard(s: GameState, id: CardId): Record<string, unknown> {
  const z = zoneOf(s, id);
  const d = defOf(s, id);
  const base: Record<string, unknown> = { id, number: d.number, title: d.title };
  if (z.z === 'pile') return { ...base, zone: z.pile, seat: z.seat, position: z.index };
  if (z.z !== 'table') return { ...base, zone: z.z };
  const t = s.table[id];
  const out: Record<string, unknown> = { ...base, zone: 'table', controller: t.controller };
  if (t.at) out.at = t.at;
  if (t.under) out.under = t.under;
  const loc = locationOf(s, id);
  if (loc && loc !== id) out.location = loc;
  if (t.damaged) out.damaged = true;
  if (t.inverted) out.inverted = true;
  if (d.stats) for (const k of ['power', 'tactics', 'defense'] as const) out[k] = stat(s, id, k).value;
  return out;
}

function labelAction(a: Action, names: Map<string, string>): unknown {
  const back = new Map([...names].map(([n, id]) => [id, `@${n}`]));
  return JSON.parse(JSON.stringify(a), (_k, v) => (typeof v === 'string' && back.has(v) ? back.get(v) : v));
}

/** The position as plain JSON: piles, the row, battle figures, who acts and what is legal. */
export function describePosition(r: ScenarioResult): unknown {
  const s = r.state;
  const card = (id: CardId) => describeCard(s, id);
  const title = (id: CardId) => `${defOf(s, id).title} (${id})`;
  const players = ([0, 1] as Seat[]).map((seat) => Object.fromEntries(
    Object.entries(s.players[seat]).filter(([, v]) => Array.isArray(v))
      .map(([pile, ids]) => [pile, { count: (ids as string[]).length, cards: (ids as string[]).map(title) }])));
  const battle = s.battle && {
    ...s.battle,
    location: title(s.battle.location),
    totalPower: [totalPower(s, 0).value, totalPower(s, 1).value],
    attritionCaused: [attritionCausedBy(s, 0), attritionCausedBy(s, 1)],
  };
  const decision = pendingDecision(s);
  return {
    turn: s.turn, turnPlayer: s.turnPlayer, phase: s.phase, initiative: s.initiative,
    actor: actor(s), winner: s.winner, ...(s.result ? { result: s.result } : {}),
    players,
    row: s.row.map((l) => ({ ...card(l), cards: Object.keys(s.table).filter((c) => c !== l && locationOf(s, c) === l).map(card) })),
    elsewhere: Object.keys(s.table).filter((c) => locationOf(s, c) === undefined && !s.row.includes(c)).map(card),
    stack: s.stack,
    battle,
    decision: decision && { seat: decision.seat, step: decision.step.k },
    legal: legalActions(s).map((a) => labelAction(a, r.loaded.names)),
    refusals: r.refusals.map((x) => ({ action: x.index, rule: x.refusal.rule, reason: x.refusal.reason })),
    failures: r.failures,
    log: r.events.map((e) => eventText(e, null)),
  };
}
