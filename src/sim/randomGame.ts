// Seeded random games: a player that picks uniformly among the engine's legal actions, with
// the invariants checked after every action (docs/engine.md, "Random games"). Replaying each
// game is part of its round trip through a save (roundTrip.ts).
import { apply, createGame, legalActions, seatName } from '../engine';
import type { Action, GameState, NewGame, Seat } from '../engine';
import { next } from '../engine/rng';

export interface RandomGameResult {
  start: NewGame;
  actions: Action[];
  state: GameState;
  /** 'win' | 'draw' | 'cap' (stopped at the turn cap). */
  end: 'win' | 'draw' | 'cap';
  violations: string[];
}

/** Every card of each player is in exactly one place, and each player has 60 cards. */
export function placementViolations(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  const note = (id: string, where: string) => {
    const before = seen.get(id);
    if (before) out.push(`${id} is both in ${before} and in ${where}`);
    seen.set(id, where);
  };
  for (const seat of [0, 1] as Seat[]) {
    for (const [pile, ids] of Object.entries(s.players[seat])) if (Array.isArray(ids)) for (const id of ids) note(id, `${seatName(seat)} ${pile}`);
  }
  for (const id in s.table) note(id, 'the table');
  for (const on in s.stacked) for (const id of s.stacked[on]) note(id, `stacked on ${on}`);
  for (const item of s.stack) if (item.kind === 'card') note(item.card, 'the stack');
  // An interrupt or order whose effect waits for a choice is resolving: its pile comes after.
  for (const step of s.queue) if (step.k === 'toPile') note(step.card, 'resolving');
  for (const seat of [0, 1] as Seat[]) {
    const n = [...seen.keys()].filter((id) => id.startsWith(`${seat}.`)).length;
    if (n !== s.decks[seat].length) out.push(`${seatName(seat)} has ${n} cards placed of ${s.decks[seat].length}`);
  }
  return out;
}

export interface RandomGameOptions {
  start: NewGame;
  /** Stop after this many turns (counted and reported, not a failure). */
  turnCap?: number;
  /** Check that each listed action is accepted, at most this many per step. */
  probe?: number;
  /** Deep-freeze every state, so that any mutation of a state the engine returned throws. */
  freeze?: boolean;
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** The random player's pick among the legal actions: an action other than a pass 85% of the
 * time when there is one, so games make progress. While something waits on the stack (`stacked`
 * items) it responds only 30% of the time and otherwise passes: a player keeps initiative after
 * adding to the stack (R-INIT-04), so a free ability that can be used again and again (Vanguard
 * Trooper's) would pile up faster than two passes in a row resolve it, and the phase would never end.
 * Returns the generator's next state too. */
export function randomPick(rng: number, list: readonly Action[], stacked: number): [number, Action] {
  const [r2, f] = next(rng);
  const nonPass = list.filter((a) => a.type !== 'pass');
  const pass = list.find((a) => a.type === 'pass');
  if (stacked > 0 && pass && f >= 0.3) return [r2, pass];
  const pool = nonPass.length > 0 && (stacked > 0 || f < 0.85) ? nonPass : list;
  const [r3, f2] = next(r2);
  return [r3, pool[Math.floor(f2 * pool.length)]];
}

/** The random player's generator state for a game's seed. */
export const randomSeed = (seed: number): number => (seed ^ 0x9e3779b9) >>> 0;

export function playRandomGame(o: RandomGameOptions): RandomGameResult {
  const cap = o.turnCap ?? 60;
  const keep = (x: GameState) => (o.freeze ? deepFreeze(x) : x);
  let s = keep(createGame(o.start));
  let rng = randomSeed(o.start.seed);
  const actions: Action[] = [];
  const violations: string[] = [];
  for (let step = 0; s.winner === null && s.turn <= cap && step < 20000; step++) {
    const list = legalActions(s);
    if (list.length === 0) { violations.push(`no legal action at step ${step} (turn ${s.turn}, ${s.phase})`); break; }
    for (let i = 0; i < Math.min(o.probe ?? 0, list.length); i++) {
      const probe = list[(step + i * 7) % list.length];
      const r = apply(s, probe);
      if (!r.ok) violations.push(`listed action refused: ${JSON.stringify(probe)}: ${r.refusal.reason}`);
    }
    let action: Action;
    [rng, action] = randomPick(rng, list, s.stack.length);
    let r: ReturnType<typeof apply>;
    try {
      r = apply(s, action);
    } catch (e) {
      violations.push(`step ${step}: ${JSON.stringify(action)} threw ${(e as Error).message}`);
      break;
    }
    if (!r.ok) { violations.push(`chosen action refused: ${JSON.stringify(action)}: ${r.refusal.reason}`); break; }
    s = keep(r.state);
    actions.push(action);
    const v = placementViolations(s);
    if (v.length) { violations.push(...v.map((x) => `after step ${step}: ${x}`)); break; }
  }
  return { start: o.start, actions, state: s, end: s.winner === null ? 'cap' : s.winner === 'draw' ? 'draw' : 'win', violations };
}
