// The coach in an ordinary game (hints on): what has happened for the first time in the game, as
// the review explains it, each note from the log line it came from and kept there as the game
// goes on (the table queues the unread ones); the first answer on the stack found live, as the
// game's actions come, the same note the review gives.
import { describe, expect, it } from 'vitest';
import { createSession, reviewNotes, reviewSteps, watchAnswer } from '../../src/match';
import type { AnswerWatch } from '../../src/match';
import { firstTimes } from '../../src/ui/hints/hints';
import type { FirstTime } from '../../src/ui/hints/hints';
import { params, playRandom as play } from '../match/support';

describe('first times in a game', () => {
  it('R-ACT-02, R-EOT-02: each thing is explained once, from the log line it happened on, and the note stays there as the game goes on', () => {
    const seen = new Map<string, FirstTime>();
    play(7, (m) => {
      const notes = firstTimes(m.game, m.log, null);
      expect(new Set(notes.map((n) => n.note.rule)).size).toBe(notes.length);
      for (const n of notes) {
        // Oldest first, each at a line of the log so far.
        expect(n.at).toBeLessThan(m.log.length);
        const before = seen.get(n.note.rule!);
        if (before) expect(n.at).toBe(before.at);
        seen.set(n.note.rule!, n);
      }
      expect(notes.map((n) => n.at)).toEqual([...notes.map((n) => n.at)].sort((a, b) => a - b));
      return m.game.turn <= 4;
    });
    const activation = seen.get('R-ACT-02')!;
    expect(activation.note.text).toMatch(/^P1 activates \d+: the top/);
  });

  it('R-STACK-04: the first answer on the stack is found as the game is played, the note the review gives, after the lines of the action that answered', () => {
    let watch: AnswerWatch | null = null;
    let found: { seed: number; at: number; text: string; logLength: number } | null = null;
    for (let seed = 2; !found && seed < 30; seed++) {
      watch = null;
      const m = play(seed, (now) => {
        watch = watchAnswer(watch, now.start, now.actions, now.history, now.log.length);
        // Each action is replayed once: the watch keeps up with the game.
        expect(watch.done).toBe(watch.found ? watch.done : now.actions.length);
        if (watch.found) {
          found = { seed, at: watch.found.at, text: watch.found.note.text, logLength: now.log.length };
          return false;
        }
      });
      if (found) {
        const f = found as { seed: number; at: number; text: string };
        // The review of the same game (played on to its end) says the same, at the same action.
        const end = play(f.seed, () => true);
        const steps = reviewSteps(end.start, end.actions, end.history, end.log.length);
        const notes = reviewNotes(steps, end.log);
        const step = notes.findIndex((n) => n.some((x) => x.rule === 'R-STACK-04'));
        expect(notes[step].find((x) => x.rule === 'R-STACK-04')!.text).toBe(f.text);
        // Just before the next action's first line: after the answer's own.
        expect(f.at).toBe((end.history[step]?.logAt ?? end.log.length) - 0.5);
        // Among the game's first-time notes, in its place.
        const all = firstTimes(m.game, m.log, watch!.found);
        expect(all.filter((n) => n.note.rule === 'R-STACK-04')).toHaveLength(1);
      }
    }
    expect(found).not.toBeNull();
  });

  it('an undo that takes back the answer takes back its note; a different game starts the watch again', () => {
    const session = createSession();
    session.start(params(7));
    const m = session.get().match!;
    const w = watchAnswer(null, m.start, m.actions, m.history, m.log.length);
    expect(watchAnswer(w, m.start, m.actions, m.history, m.log.length)).toBe(w);
    // One action fewer than the watch has replayed: replayed again from the start.
    const shorter = watchAnswer({ ...w, done: w.done + 1 }, m.start, m.actions, m.history, m.log.length);
    expect(shorter.done).toBe(m.actions.length);
    expect(shorter).not.toBe(w);
    const other = createSession();
    other.start(params(8));
    const o = other.get().match!;
    expect(watchAnswer(w, o.start, o.actions, o.history, o.log.length).start).toBe(o.start);
  });
});
