// The coach in an ordinary game (hints on): what happened for the first time in the game during
// this turn, as the review explains it, and nothing from earlier turns.
import { describe, expect, it } from 'vitest';
import { actor } from '../../src/engine';
import { createSession } from '../../src/match';
import { randomPick, randomSeed } from '../../src/sim/randomGame';
import { firstTimesThisTurn } from '../../src/ui/hints/hints';
import { params } from '../match/support';

describe('first times in this turn', () => {
  it('R-ACT-02, R-EOT-02: the first activation is explained in its turn, and forgotten once the turn is over', () => {
    const session = createSession();
    session.start(params(7));
    let rng = randomSeed(7);
    const seen: { turn: number; rules: string[] }[] = [];
    for (let i = 0; i < 4000; i++) {
      const m = session.get().match!;
      if (m.game.winner !== null || actor(m.game) === null || m.game.turn > 4) break;
      const notes = firstTimesThisTurn(m.game, m.log);
      // Each note comes from a log line of the turn being played.
      const turnAt = m.log.findLastIndex((l) => l.event.kind === 'turn');
      for (const n of notes) expect(n.at).toBeGreaterThanOrEqual(turnAt);
      seen.push({ turn: m.game.turn, rules: notes.map((n) => n.note.rule!) });
      if (m.screen.kind === 'handOver') { session.takeOver(); continue; }
      const [r, a] = randomPick(rng, m.legal, m.game.stack.length);
      rng = r;
      session.submit(a);
    }
    const inTurn = (turn: number) => new Set(seen.filter((s) => s.turn === turn).flatMap((s) => s.rules));
    expect(inTurn(1).has('R-ACT-02')).toBe(true);
    expect(inTurn(2).has('R-ACT-02')).toBe(false);
    // Every kind is explained once in the game: nothing seen in turn 1 comes back later.
    for (const turn of [2, 3, 4]) for (const rule of inTurn(turn)) expect(inTurn(1).has(rule), rule).toBe(false);
  });
});
