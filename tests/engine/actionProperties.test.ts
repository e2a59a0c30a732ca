// Generated hostile actions against the engine's public check and apply: listed actions changed
// at any field (prototype names, unknown and nearly-right ids, the other seat, out-of-range and
// non-integer numbers, extra fields, deep nesting, huge strings), and values that are no action
// at all. Each is accepted or refused with a rule, never thrown on; apply agrees with check; the
// position is never changed (positions are deep-frozen); what is accepted leaves a sound state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, check, createGame, legalActions } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { randomDeck } from '../../src/sim/decks';
import { placementViolations } from '../../src/sim/randomGame';
import { hostileValue, mutate, mutation, nested, placesIn } from '../persist/hostile';
import { playGame } from '../persist/support';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const value of Object.values(x)) deepFreeze(value);
  }
  return x;
}

/** Positions from real games (setup, choices pending, battles, late game), frozen. */
const positions: GameState[] = [];
for (const seed of [41, 42]) {
  const start = { seed, decks: [randomDeck(seed).cards, randomDeck(seed + 7).cards] as [string[], string[]], firstPlayer: 'random' as const };
  positions.push(createGame(start));
  for (const steps of [1, 30, 90, 160, 240, 400]) positions.push(playGame(start, steps).state);
}
positions.forEach(deepFreeze);
const listed = positions.map((s) => legalActions(s));

function expectAnswer(s: GameState, action: unknown) {
  const refusal = check(s, action as Action);
  const r = apply(s, action as Action);
  if (refusal === null) {
    expect(r.ok).toBe(true);
    if (r.ok) expect(placementViolations(r.state)).toEqual([]);
  } else {
    expect(typeof refusal.rule).toBe('string');
    expect(refusal.rule.length).toBeGreaterThan(0);
    expect(refusal.reason).toMatch(/\S/);
    expect(r).toEqual({ ok: false, refusal });
  }
  return refusal;
}

describe('hostile actions against check and apply (property-based)', () => {
  it('a listed action changed at any place is accepted or refused with a rule', () => {
    const pick = fc.nat().chain((i) => {
      const p = i % positions.length;
      return fc.record({ p: fc.constant(p), a: fc.nat(Math.max(0, listed[p].length - 1)), m: mutation });
    });
    fc.assert(fc.property(pick, ({ p, a, m }) => {
      const action = listed[p][a];
      fc.pre(action !== undefined);
      const hostile = mutate(action, m, placesIn(action));
      const withNesting = typeof m.value === 'string' && m.value.startsWith('\u0001nest:')
        ? mutate(action, { ...m, value: nested(Number(m.value.slice(6))) }, placesIn(action)) : hostile;
      expectAnswer(positions[p], withNesting);
    }), { numRuns: 1500 });
  });

  it('the other seat, any number, any field: refused unless it is exactly a legal action', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), fc.constantFrom('seat', 'amount', 'ability', 'position', 'first', 'option'), hostileValue, (p0, a0, field, value) => {
      const p = p0 % positions.length;
      const action = listed[p][a0 % Math.max(1, listed[p].length)];
      fc.pre(action !== undefined);
      const changed = action.type === 'choose' && field !== 'seat'
        ? { ...action, choice: { [field]: value } } : { ...action, [field]: value };
      const refusal = expectAnswer(positions[p], changed);
      const same = listed[p].some((l) => JSON.stringify(l) === JSON.stringify(changed) && Object.keys(changed).every((k) => k in l));
      if (!same) expect(refusal).not.toBeNull();
    }), { numRuns: 800 });
  });

  it('values that are no action at all are refused as malformed', () => {
    fc.assert(fc.property(fc.oneof(fc.anything(), hostileValue), (x) => {
      fc.pre(typeof x !== 'object' || x === null || !('type' in x));
      expect(expectAnswer(positions[3], x)?.rule).toBe('ACTION-MALFORMED');
    }), { numRuns: 300 });
  });
});
