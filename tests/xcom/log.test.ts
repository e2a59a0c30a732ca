// X-COM's log as people read it, through the table's log reader (src/match/log.ts) and the game
// definition's log rules: grouped by the turn and phase each thing happened in, passes folded into
// what they led to, filtered by side and kind, and nothing told twice or lost.
import { describe, expect, it } from 'vitest';
import { createGameSession, DEFAULT_SETTINGS, readLog } from '../../src/match';
import type { LogTurn } from '../../src/match';
import { XCOM_GAME } from '../../src/xcom';
import type { XAction, XPhase } from '../../src/xcom';
import { pick } from '../../src/engine/rng';

/** A seeded random game of X-COM at the table, and the turn and phase each action was taken in. */
function played(seed: number) {
  const session = createGameSession(XCOM_GAME, DEFAULT_SETTINGS);
  session.start({ seed });
  let r = seed;
  const at: { turn: number; phase: XPhase }[] = [];
  for (let i = 0; i < 3000; i++) {
    const m = session.get().match!;
    if (m.game.phase === 'over' || m.game.turn > 8) break;
    let n: number;
    [r, n] = pick(r, m.legal.length);
    const action: XAction = m.legal[n];
    at[m.log.length] = { turn: m.game.turn, phase: m.game.phase };
    expect(session.submit(action)).toBe(true);
  }
  return { m: session.get().match!, at };
}

const lines = (turns: LogTurn[]) => turns.flatMap((t) => t.phases.flatMap((p) => p.lines.map((l) => ({ ...l, turn: t.turn, phase: p.phase }))));
const opening = XCOM_GAME.log.opening({ seed: 0 });

describe('the X-COM log as read', () => {
  const { m, at } = played(4);
  const turns = readLog(XCOM_GAME, m.log, null, {}, opening);
  const folded = lines(turns);

  it('XR-TURN-01: groups the lines by turn and by phase, in the order of play, opening in turn 1\'s action phase', () => {
    expect(m.game.turn).toBeGreaterThan(3);
    expect(turns.map((t) => t.title)).toEqual(Array.from({ length: turns.length }, (_, i) => `Turn ${i + 1}`));
    expect(turns[0].phases[0]).toMatchObject({ phase: 'action', title: 'Action phase' });
    const order = ['logistics', 'action', 'interception', 'tactics', 'tacticsTrash', 'morale', 'base', 'search', 'research', 'end'];
    for (const t of turns) {
      const seen = t.phases.map((p) => order.indexOf(p.phase!));
      expect(seen.every((n, i) => n >= 0 && (i === 0 || n > seen[i - 1])), `${t.title}: ${t.phases.map((p) => p.phase).join(', ')}`).toBe(true);
    }
    // Every turn after the first tells its draws under its logistics heading, and its morale.
    expect(turns[1].phases[0].title).toBe('Logistics and deploy');
    expect(turns[1].phases[0].lines.map((l) => l.text)).toEqual(expect.arrayContaining([expect.stringMatching(/^Earth draws /), expect.stringMatching(/^The Aliens draw /)]));
    expect(turns[0].phases.some((p) => p.title === 'Morale' && p.lines.some((l) => /^Panic /.test(l.text)))).toBe(true);
  });

  it('puts each action under the turn and phase it was taken in', () => {
    let checked = 0;
    for (const line of folded) {
      const when = at[line.at];
      if (!when) continue;
      expect({ turn: line.turn, phase: line.phase }, line.text).toEqual(when);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('folds the passes into what they led to, and tells every other entry once but the headings', () => {
    expect(folded.filter((l) => l.category === 'passes').length).toBeLessThan(folded.length / 10);
    expect(folded.some((l) => /^Earth passes; Interception: Earth \d+, Aliens \d+/.test(l.text))).toBe(true);
    expect(folded.some((l) => /^Both pass; Earth: cards in play go to the discard pile/.test(l.text))).toBe(true);
    const headings = m.log.filter((e) => e.event.kind === 'turn' || e.event.kind === 'phase').length;
    const everyPass = lines(readLog(XCOM_GAME, m.log, null, { everyPass: true }, opening));
    expect(everyPass.reduce((n, l) => n + l.entries, 0)).toBe(m.log.length - headings);
    expect(everyPass.some((l) => / begins\.$/.test(l.text))).toBe(false);
  });

  it('XR-TRASH-02: tells a trash once, the action\'s own line saying where the card goes', () => {
    const texts = folded.map((l) => l.text);
    expect(texts.some((t) => /(trashes|swaps out the staging card) .+: it goes under (Earth's|the Aliens') base deck\.$/.test(t))).toBe(true);
    for (const [i, t] of texts.entries()) {
      const gone = /^(.+) goes under (Earth's|the Aliens') base deck\.$/.exec(t);
      if (gone && i > 0) expect(texts[i - 1]).not.toContain(`${gone[1]}: it goes under`);
    }
  });

  it('reads "The Aliens" on in lower case after folded passes', () => {
    const read = folded.filter((l) => /^(Both pass|Earth passes|The Aliens pass); /.test(l.text)).map((l) => l.text.split('; ')[1]);
    expect(read.length).toBeGreaterThan(3);
    expect(read.some((t) => t.startsWith('The '))).toBe(false);
  });

  it('filters by side and by kind of line', () => {
    for (const seat of [0, 1] as const) {
      const mine = lines(readLog(XCOM_GAME, m.log, null, { seat }, opening));
      expect(mine.length).toBeGreaterThan(5);
      expect(mine.every((l) => l.seat === seat)).toBe(true);
    }
    const contests = lines(readLog(XCOM_GAME, m.log, null, { categories: ['battle'] }, opening));
    expect(contests.length).toBeGreaterThan(3);
    expect(contests.every((l) => /^((Both pass|Earth passes|The Aliens pass); )?(Interception|Tactics|Panic|Earth won the interception)/.test(l.text))).toBe(true);
  });
});
