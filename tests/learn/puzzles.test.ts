// The puzzles (issue 12): each one's solution meets its goal on the engine, while passing and its
// tempting wrong lines fail (the check `npm run lessons` makes); the runner decides the outcome
// from the engine, refuses moves once an attempt is over, retries from the position, and gives
// three levels of hints, the last ringing the solution's next move; the texts are our own words.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import starters from '../../cards/decks.json';
import { createSession } from '../../src/match';
import type { Match } from '../../src/match';
import type { GameEvent } from '../../src/engine';
import { PUZZLES, puzzleById } from '../../src/learn/puzzles';
import { energyLostToDrains, outcome } from '../../src/learn/puzzles/goal';
import { lineMove, preparePuzzle, startPuzzle } from '../../src/learn/puzzles/run';
import { verifyPuzzle } from '../../src/learn/puzzles/verify';
import type { Puzzle } from '../../src/learn/puzzles/types';
import { LESSON_RULE } from '../../src/learn/lessons/types';
import { copiedPassages, sourceRuns, teachingTexts } from '../../scripts/teachingChecks';

describe('every puzzle', () => {
  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s is solved by its solution, and not by passing or its wrong lines', (_id, puzzle) => {
    expect(verifyPuzzle(puzzle).problems).toEqual([]);
  });

  it('are at least 12, with distinct ids, from easy to hard', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PUZZLES.map((p) => p.id)).size).toBe(PUZZLES.length);
    const levels = PUZZLES.map((p) => p.difficulty);
    expect(levels).toEqual([...levels].sort());
    expect(new Set(levels)).toEqual(new Set([1, 2, 3]));
    expect(puzzleById('no such puzzle')).toBeUndefined();
  });

  it('feature every starter deck: each has a unit, ship or other card (not a location) in play or in hand in some puzzle', () => {
    const inPuzzles = new Set(PUZZLES.flatMap((p) => {
      const { players, row } = p.position;
      const text = JSON.stringify([row, players?.map((pl) => pl.hand)]);
      return [...text.matchAll(/"(\d[A-Z]+\d+)"/g)].map((x) => x[1]).filter((n) => CARDS[n]?.type !== 'LOCATION');
    }));
    const missing = (starters as { name: string; cards: { number: string }[] }[])
      .filter((d) => !d.cards.some((c) => inPuzzles.has(c.number))).map((d) => d.name);
    expect(missing).toEqual([]);
  });
});

describe('the puzzle runner', () => {
  const puzzle = puzzleById('two-drains')!;
  const { loaded, solution } = preparePuzzle(puzzle);

  it('reads the outcome from the engine: open, then solved once the goal holds, failed at the limit', () => {
    expect(outcome(puzzle, loaded, [])).toBe('open');
    const session = createSession();
    const run = startPuzzle(session, puzzle);
    const m = () => session.get().match!;
    expect(run.get().outcome).toBe('open');
    session.submit(lineMove(solution, m())!);
    expect(run.get().outcome).toBe('open');
    session.submit(lineMove(solution, m())!);
    expect(m().game.winner).toBe(0);
    expect(run.get().outcome).toBe('solved');
    expect(outcome(puzzle, loaded, m().actions)).toBe('solved');
    run.stop();
  });

  it('fails an attempt that reaches the limit, refuses moves after it, and retries from the position', () => {
    const session = createSession();
    const run = startPuzzle(session, puzzle);
    const m = () => session.get().match!;
    expect(session.submit({ type: 'concede', seat: 0 })).toBe(false);
    expect(m().refusal?.rule).toBe(LESSON_RULE);
    expect(session.submit({ type: 'pass', seat: 0 })).toBe(true);
    expect(m().game.phase).toBe('deploy');
    expect(run.get().outcome).toBe('failed');
    const before = m().game;
    expect(session.submit(m().legal[0])).toBe(false);
    expect(m().refusal?.rule).toBe(LESSON_RULE);
    expect(m().game).toBe(before);
    run.retry();
    expect(run.get().outcome).toBe('open');
    expect(m().actions).toEqual([]);
    expect(m().game.phase).toBe('control');
    run.stop();
  });

  it('takes an undone move back out of the outcome', () => {
    const session = createSession();
    const run = startPuzzle(session, puzzle);
    session.submit({ type: 'pass', seat: 0 });
    expect(run.get().outcome).toBe('failed');
    expect(session.undo(0)).toBe(true);
    expect(run.get().outcome).toBe('open');
    run.stop();
  });

  it('gives hints one level at a time: the rule, the card (ringed), then the move (ringed)', () => {
    const session = createSession();
    const run = startPuzzle(session, puzzle);
    expect(run.get().hints).toBe(0);
    expect(run.get().rings).toEqual([]);
    run.hint();
    expect(run.get().hints).toBe(1);
    expect(run.get().rings).toEqual([]);
    run.hint();
    expect(run.get().rings).toEqual([{ kind: 'card', id: loaded.ref('@valley', 'test'), role: 'look' }]);
    run.hint();
    run.hint();
    expect(run.get().hints).toBe(3);
    // The first move of the solution: its button, the drain at the Valley.
    expect(run.get().rings.some((r) => r.kind === 'action' && r.role === 'press' && r.key.includes(loaded.ref('@valley', 'test')))).toBe(true);
    // Hints stay through a retry.
    run.retry();
    expect(run.get().hints).toBe(3);
    session.leave();
    expect(run.get().left).toBe(true);
    run.stop();
  });

  it('R-TURN-05: the third hint rings Pass while the next move of the solution waits for a later phase', () => {
    const helm = puzzleById('take-the-helm')!;
    const { solution: line } = preparePuzzle(helm);
    const session = createSession();
    const run = startPuzzle(session, helm);
    for (let i = 0; i < 3; i++) run.hint();
    // Deploy phase: the Lauded Flyer's play is rung where it is and where it goes.
    expect(run.get().rings.filter((r) => r.role === 'from' || r.role === 'to')).toHaveLength(2);
    session.submit(lineMove(line, session.get().match!)!);
    // The attack waits for the battle phase: Pass, which ends the deploy phase, is what to press.
    expect(session.get().match!.game.phase).toBe('deploy');
    expect(run.get().rings).toContainEqual({ kind: 'part', part: 'pass', role: 'press', group: 0 });
    run.stop();
  });

  it('plays the other seat from the script, and makes its other choices itself', () => {
    const survive = puzzleById('hand-for-energy')!;
    const session = createSession();
    const run = startPuzzle(session, survive);
    const m = () => session.get().match!;
    // The script's first drain waits for the learner's choice of what to lose.
    expect(m().actions.some((a) => a.seat === 1 && a.type === 'drain')).toBe(true);
    expect(m().legal.every((a) => a.type === 'choose')).toBe(true);
    run.stop();
  });
});

describe('a drain goal ("make the drain cost them N")', () => {
  const puzzle = puzzleById('draw-the-cancel')!;
  const { loaded, solution } = preparePuzzle(puzzle);
  /** The engine's events in the table's log (the table's own notes left out). */
  const engineEvents = (m: Match) => m.log.map((l) => l.event).filter((e): e is GameEvent => e.kind !== 'autoPass' && e.kind !== 'computerReason');
  /** The solution's moves, each taken as the table would (lineMove), until it settles. */
  function play(p: Puzzle, line = solution) {
    const session = createSession();
    const run = startPuzzle(session, p);
    for (let n = 0; n < 40 && run.get().outcome === 'open'; n++) session.submit(lineMove(line, session.get().match!)!);
    const m = session.get().match!;
    const result = run.get().outcome;
    run.stop();
    return { m, result };
  }

  it('R-DRAIN-03: is met once the energy the opponent has lost to drains, as the log records it, reaches N', () => {
    const { m, result } = play(puzzle);
    expect(result).toBe('solved');
    // The replayed log: the Navigator canceled the first drain (R-DRAIN-06), the next two cost 2 and 1.
    const events = engineEvents(m);
    expect(energyLostToDrains(events, 1)).toBe(3);
    expect(energyLostToDrains(events, 0)).toBe(0);
    expect(outcome(puzzle, loaded, m.actions)).toBe('solved');
    // Not before the last drain resolved: after the Valley's 2 the attempt was still open.
    expect(outcome(puzzle, loaded, m.actions.slice(0, -1))).toBe('open');
  });

  it('R-DRAIN-06: draining the Valley first lets the Navigator cancel the 2, and the goal fails at the limit', () => {
    const { m, result } = play(puzzle, preparePuzzle(puzzle).wrong[0]);
    expect(result).toBe('failed');
    expect(energyLostToDrains(engineEvents(m), 1)).toBe(2);
    expect(m.game.phase).toBe('deploy');
  });

  it('R-ENERGY-07: hand cards given up to a drain instead of energy do not count', () => {
    // The same position with two cards in their hand, which they give up to the Valley's drain.
    const [me, them] = puzzle.position.players!;
    const spares = [{ card: '2C136', name: 'spare' }, { card: '2C144', name: 'second spare' }];
    const withHand: Puzzle = {
      ...puzzle,
      position: { ...puzzle.position, players: [me, { ...them, hand: spares }] },
      opponent: [...puzzle.opponent!, { type: 'choose', choice: { loseFromHand: '@spare' } }, { type: 'choose', choice: { loseFromHand: '@second spare' } }],
    };
    const { m, result } = play(withHand);
    const events = engineEvents(m);
    expect(events.filter((e) => e.kind === 'lose' && e.seat === 1 && e.from === 'hand')).toHaveLength(2);
    expect(energyLostToDrains(events, 1)).toBe(1);
    expect(result).toBe('failed');
  });

  it('says the goal in a line on the folded panel', () => {
    expect(startPuzzle(createSession(), puzzle).get().goal).toBe('Make your drains cost them 3 energy, before your control phase ends.');
  });
});

const runs = sourceRuns();

describe.skipIf(runs === null)('puzzles in our own words', () => {
  it('no puzzle text shares an 8-word run with the sources', () => {
    expect(copiedPassages(teachingTexts().filter((t) => t.kind === 'puzzles'), runs!)).toEqual([]);
  });
});
