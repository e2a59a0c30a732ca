// Seeded random X-COM Incursion games with their invariants, for `npm run fuzz -- --game xcom`
// and `npm run bench`: every card in exactly one place after every action, the side to act has
// a legal action until the game is won, every listed action applies, the game replays to the
// same state, and it comes back the same through a save, a file and the store.
import { next } from '../engine/rng';
import { XCOM_GAME, legalActions, replay, stateHash, createXcomGame } from '../xcom';
import type { XAction, XState } from '../xcom';
import { sideCards } from '../xcom/cards';
import { createSaveStore, exportSaveFile, makeXcomSave, memoryStorage, serializeSave } from '../persist';

export interface XcomGame {
  seed: number;
  actions: XAction[];
  state: XState;
}

/** A random game to its end (or `maxActions`): each action drawn from the legal list, a pass
 * chosen less often so that games move. `keep` collects every seventh state. */
export function randomXcomGame(seed: number, maxActions = 20_000, keep?: XState[], check?: (s: XState, n: number) => void): XcomGame {
  let s = createXcomGame(seed);
  let rng = seed * 7919 + 17;
  const actions: XAction[] = [];
  while (s.phase !== 'over' && actions.length < maxActions) {
    const list = legalActions(s);
    const [r1, f] = next(rng);
    const [r2, g] = next(r1);
    rng = r2;
    const moves = list.filter((a) => a.type !== 'pass');
    const pool = moves.length && f < 0.8 ? moves : list;
    const a = pool[Math.floor(g * pool.length)];
    const res = XCOM_GAME.apply(s, a);
    if (!res.ok) throw new Error(`game ${seed}: a listed action was refused (${res.refusal.rule})`);
    s = res.state;
    actions.push(a);
    if (keep && actions.length % 7 === 0) keep.push(s);
    check?.(s, actions.length);
  }
  return { seed, actions, state: s };
}

const SIZES = [sideCards('earth').length, sideCards('alien').length];

/** What is wrong with a state, if anything. */
function broken(s: XState): string | null {
  for (const seat of [0, 1] as const) {
    const x = s.sides[seat];
    const all = [...x.deck, ...x.hand, ...x.play, ...x.discard, ...x.base];
    if (all.length !== SIZES[seat] || new Set(all).size !== SIZES[seat]) return `${seat === 0 ? 'Earth' : 'the Aliens'} do not hold each of their cards exactly once`;
  }
  if (s.phase !== 'over' && legalActions(s).length === 0) return 'the side to act has no legal action';
  if (s.panic < 0) return 'panic fell below zero';
  return null;
}

export interface XcomFuzzSummary {
  games: number;
  wins: Record<string, number>;
  actions: number;
  roundTrips: number;
  violations: string[];
}

/** `games` random games from seed `first`, each checked after every action and taken through a
 * save and back. */
export function runXcomFuzz(o: { games: number; first: number }): XcomFuzzSummary {
  const out: XcomFuzzSummary = { games: 0, wins: {}, actions: 0, roundTrips: 0, violations: [] };
  for (let seed = o.first; seed < o.first + o.games; seed++) {
    out.games++;
    let g: XcomGame;
    try {
      g = randomXcomGame(seed, 20_000, undefined, (s, n) => {
        const why = broken(s);
        if (why) throw new Error(`after action ${n}: ${why}`);
      });
    } catch (e) {
      out.violations.push(`game ${seed}: ${(e as Error).message}`);
      continue;
    }
    out.actions += g.actions.length;
    if (g.state.phase !== 'over') { out.violations.push(`game ${seed}: no winner after ${g.actions.length} actions`); continue; }
    out.wins[g.state.winRule ?? '?'] = (out.wins[g.state.winRule ?? '?'] ?? 0) + 1;
    const again = replay(createXcomGame(seed), g.actions);
    if (again.refusedAt !== null || stateHash(again.state) !== stateHash(g.state)) out.violations.push(`game ${seed}: the replay reaches another state`);
    const save = makeXcomSave({ id: `fuzz-${seed}`, savedAt: '2026-01-01T00:00:00.000Z', seed, actions: g.actions });
    const store = createSaveStore(memoryStorage());
    const back = store.importGame(exportSaveFile(save).text, () => 'fresh');
    if (!back.ok) out.violations.push(`game ${seed}: the exported save does not import (${back.error.message})`);
    else if (serializeSave(back.value.save) !== serializeSave(save) || stateHash(back.value.state as XState) !== stateHash(g.state)) out.violations.push(`game ${seed}: the save comes back different`);
    else out.roundTrips++;
  }
  return out;
}
