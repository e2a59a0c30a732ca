// Seeded random games: every step keeps each card in one place, whoever must act has a legal
// action until the game is won, every listed action applies, a replay gives the same state, and
// (the first game, deep-frozen) no action changes the state it is given.
import { describe, expect, it } from 'vitest';
import { actor, apply, check, createXcomGame, legalActions, replay, stateHash } from '../../src/xcom/index';
import type { XAction, XState } from '../../src/xcom/index';
import { pick } from '../../src/engine/rng';
import { cardsConserved } from './position';

const GAMES = 12;
const MAX_TURNS = 1000;

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** One random game; with `freeze`, every state is deep-frozen first, so a change in place throws. */
function play(seed: number, freeze = false): { end: XState; actions: XAction[] } {
  let s = createXcomGame(seed);
  let r = seed * 7919 + 1;
  const actions: XAction[] = [];
  while (s.phase !== 'over') {
    if (freeze) deepFreeze(s);
    if (s.turn > MAX_TURNS) throw new Error(`game ${seed} did not end`);
    const listed = legalActions(s);
    if (listed.length === 0 || actor(s) !== listed[0].seat) throw new Error(`game ${seed}: no legal action for the side acting`);
    const [nr, i] = pick(r, listed.length);
    r = nr;
    const res = apply(s, listed[i]);
    if (!res.ok) throw new Error(`game ${seed}: listed action refused (${res.refusal.rule})`);
    actions.push(listed[i]);
    s = res.state;
    if (!cardsConserved(s)) throw new Error(`game ${seed}: cards not conserved after ${actions.length} actions`);
  }
  return { end: s, actions };
}

describe('X-COM random games', () => {
  it(`plays ${GAMES} seeded games to a win with the invariants kept, and replays them to the same state`, () => {
    const wins: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      const { end, actions } = play(seed, seed === 1);
      expect(end.winner).not.toBeNull();
      expect(legalActions(end)).toEqual([]);
      wins[end.winRule ?? ''] = (wins[end.winRule ?? ''] ?? 0) + 1;
      if (seed <= 3) {
        const again = replay(createXcomGame(seed), actions);
        expect(again.refusedAt).toBeNull();
        expect(stateHash(again.state)).toBe(stateHash(end));
      }
    }
    expect(Object.values(wins).reduce((a, b) => a + b, 0)).toBe(GAMES);
  }, 120_000);
});

describe('X-COM check on altered actions', () => {
  it('XR-INPUT-01: actions with any card swapped for another are judged without throwing, and apply agrees with check', () => {
    let s = createXcomGame(77);
    let r = 3;
    let judged = 0;
    const fields = ['card', 'target', 'find', 'trash'] as const;
    while (s.phase !== 'over') {
      const listed = legalActions(s);
      const [r1, i] = pick(r, listed.length);
      const [r2, c] = pick(r1, 180);
      r = r2;
      const chosen = listed[i];
      for (const f of fields) {
        if (!(f in chosen)) continue;
        const altered = { ...chosen, [f]: `${c % 2}.${c >> 1}` } as XAction;
        const refusal = check(s, altered);
        expect(apply(s, altered).ok).toBe(refusal === null);
        judged++;
      }
      const res = apply(s, chosen);
      if (!res.ok) throw new Error(res.refusal.rule);
      s = res.state;
    }
    expect(judged).toBeGreaterThan(100);
  });
});
