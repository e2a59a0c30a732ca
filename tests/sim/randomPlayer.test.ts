// The random player of the fuzz, the bench and the Beginner level must always leave a phase,
// even when a free ability can be used again and again.
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/engine';
import type { Action } from '../../src/engine';
import { randomPick } from '../../src/sim/randomGame';
import { game, P1 } from '../kit/driver';

describe('the random player', () => {
  it('R-INIT-04: with a free, repeatable ability (Vanguard Trooper, nothing to play) it still leaves the deploy phase', () => {
    const start = game({ phase: 'deploy', row: [{ card: 'Testland/North', controller: P1, cards: [['Vanguard Trooper'], []] }] }).state;
    expect(legalActions(start).some((a) => a.type === 'use')).toBe(true);
    for (let seed = 1; seed <= 20; seed++) {
      let s = start;
      let rng = seed;
      let steps = 0;
      while (s.phase === 'deploy' && s.turn === start.turn) {
        let a: Action;
        [rng, a] = randomPick(rng, legalActions(s), s.stack.length);
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.refusal.reason);
        s = r.state;
        expect(s.stack.length, `seed ${seed}: the stack keeps growing`).toBeLessThan(30);
        expect(++steps, `seed ${seed}: still in the deploy phase`).toBeLessThan(2000);
      }
    }
  });

  it('passes most of the time while something waits on the stack, and acts most of the time on an empty one', () => {
    const list: Action[] = [{ type: 'pass', seat: 0 }, { type: 'activate', seat: 0, amount: 1 }];
    const share = (stacked: number) => {
      let rng = 99;
      let passes = 0;
      for (let i = 0; i < 2000; i++) {
        let a: Action;
        [rng, a] = randomPick(rng, list, stacked);
        if (a.type === 'pass') passes++;
      }
      return passes / 2000;
    };
    expect(share(0)).toBeLessThan(0.2);
    expect(share(2)).toBeGreaterThan(0.6);
  });
});
