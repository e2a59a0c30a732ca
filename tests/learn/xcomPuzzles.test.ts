// X-COM Incursion's puzzles, checked as WARS's are (verify.ts): each solution meets its goal on the
// engine, passing and each wrong line do not, the hints cite explained rules and a card on the
// board; and, searching every line Earth could plan (xcomSearch.ts), each move of the solution is
// needed.
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../src/match';
import { XCOM_GAME } from '../../src/xcom';
import type { XState } from '../../src/xcom';
import { progressGame } from '../../src/learn/progress';
import { judgeXcom, startXcomPuzzle, verifyXcomPuzzle, XCOM_PUZZLES, xcomOutcome, xcomPuzzleById, xcomPuzzleStart } from '../../src/learn/puzzles/xcom';
import type { XcomPuzzle } from '../../src/learn/puzzles/xcom';
import { solvingLine } from '../../src/learn/puzzles/xcomSearch';
import { line } from '../../src/learn/lessons/xcom/lesson';

describe('X-COM Incursion\'s puzzles', () => {
  it('has at least two, each an X-COM id', () => {
    expect(XCOM_PUZZLES.length).toBeGreaterThanOrEqual(2);
    for (const p of XCOM_PUZZLES) expect(progressGame(p.id)).toBe('xcom');
  });

  for (const p of XCOM_PUZZLES) {
    it(`XR-MELD-03: ${p.id} is solved by its solution, by nothing it lists as wrong, and by no line without a move of its solution`, () => {
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

  const puzzle = (id: string): XcomPuzzle => xcomPuzzleById(id)!;

  it('teaches interception and panic, not only winning the turn', () => {
    expect(new Set(XCOM_PUZZLES.map((p) => p.goal.kind))).toEqual(new Set(['winTurn', 'winInterception', 'panicAtMost']));
  });

  it('the search finds the other line when a solution names a card another would replace', () => {
    // Take their mission away: either Logistics card ranks 1, so naming one is not a unique solution.
    const p = puzzle('xcom-no-mission');
    const named: XcomPuzzle = { ...p, solution: p.solution.map((x) => (x.cardType === 'logistics' ? { type: 'meld', card: 'Alien Alloys' } : x)) };
    expect(verifyXcomPuzzle(named).problems).toEqual([expect.stringMatching(/^solution\[2\] is not needed: .*Skyranger Transport/)]);
  });

  it('the search leaves out draws: a line that needs what a face-down deck holds is a gamble', () => {
    // Take their mission away: a Supply of Workshops can bring a card that wins without the Kill.
    const p = puzzle('xcom-no-mission');
    const spec = { start: XCOM_GAME.setup(xcomPuzzleStart(p)), opponent: (p.opponent ?? []).map((x, i) => line(x, `o${i}`)), judge: (s: XState) => judgeXcom(p, s) };
    const withoutKill = solvingLine(spec, (a) => a.type === 'kill');
    expect(withoutKill).toBeNull();
  });

  it('XR-COMP-03: A tie in the air starts after three lost turns, which undo cannot take back', () => {
    const p = puzzle('xcom-tie-in-the-air');
    const start = xcomPuzzleStart(p);
    const s = XCOM_GAME.setup(start);
    expect([s.turn, s.phase, s.panic]).toEqual([4, 'action', 21]);
    const session = createGameSession(XCOM_GAME);
    const run = startXcomPuzzle(session, p);
    const m = session.get().match!;
    // With nothing but a pass for either side, the table has passed the action phase out.
    expect(m.actions.every((a) => a.type === 'pass')).toBe(true);
    expect([m.game.turn, m.game.phase, m.game.panic]).toEqual([4, 'interception', 21]);
    expect(session.undo(0)).toBe(false);
    expect(session.get().match!.game.turn).toBe(4);
    run.stop();
  });

  it('XR-MORALE-02: a panic goal is judged once the morale phase has run, not before', () => {
    const p = puzzle('xcom-lose-small');
    const s = XCOM_GAME.setup(xcomPuzzleStart(p));
    expect(s.panic).toBe(0);
    // Panic 0 in the action phase meets nothing yet.
    expect(judgeXcom(p, s)).toBe('open');
    expect(judgeXcom(p, { ...s, phase: 'base', panic: 4 })).toBe('solved');
    expect(judgeXcom(p, { ...s, phase: 'base', panic: 5 })).toBe('failed');
  });
});
