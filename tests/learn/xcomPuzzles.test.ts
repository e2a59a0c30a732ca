// X-COM Incursion's puzzles, checked as WARS's are (verify.ts): each solution wins the turn on the
// engine, passing and each wrong line do not, the hints cite explained rules and a card on the board.
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../src/match';
import { XCOM_GAME } from '../../src/xcom';
import { progressGame } from '../../src/learn/progress';
import { startXcomPuzzle, verifyXcomPuzzle, XCOM_PUZZLES, xcomOutcome } from '../../src/learn/puzzles/xcom';

describe('X-COM Incursion\'s puzzles', () => {
  it('has at least two, each an X-COM id', () => {
    expect(XCOM_PUZZLES.length).toBeGreaterThanOrEqual(2);
    for (const p of XCOM_PUZZLES) expect(progressGame(p.id)).toBe('xcom');
  });

  for (const p of XCOM_PUZZLES) {
    it(`XR-MELD-03: ${p.id} is solved by its solution and by nothing it lists as wrong`, () => {
      expect(verifyXcomPuzzle(p).problems).toEqual([]);
    });
  }

  it('XR-MORALE-01: a run on the table\'s session reads the outcome after every action, refuses moves once settled, and retries', () => {
    const p = XCOM_PUZZLES[0];
    const session = createGameSession(XCOM_GAME);
    const run = startXcomPuzzle(session, p);
    expect(run.get().outcome).toBe('open');
    expect(session.get().match!.start).toEqual({ seed: p.seed, puzzle: p.id });
    // Passing all the way: the Aliens' meld ties or beats nothing, and the attempt fails.
    for (let i = 0; i < 60 && run.get().outcome === 'open'; i++) session.submit(session.get().match!.legal.find((a) => a.type === 'pass')!);
    expect(run.get().outcome).toBe('failed');
    expect(xcomOutcome(p, session.get().match!.actions)).toBe('failed');
    expect(session.submit(session.get().match!.legal[0])).toBe(false);
    run.hint();
    run.hint();
    expect(run.get().hints).toBe(2);
    run.retry();
    expect(run.get().outcome).toBe('open');
    expect(session.get().match!.actions).toEqual([]);
    // The third hint rings the solution's first move: Fighter Jets' Kill.
    run.hint();
    expect(run.get().rings.some((r) => r.kind === 'action' || r.kind === 'offer')).toBe(true);
    run.stop();
  });
});
