// The log as people read it: grouped by the turn and phase each thing happened in, passes folded
// into what they led to, filters by player and kind, and each seat's reading of secret lines.
import { describe, expect, it } from 'vitest';
import { actor, eventText } from '../../src/engine';
import type { Action, Phase, Seat } from '../../src/engine';
import { createSession, DEFAULT_SETTINGS, logOpening, namesHiddenCard, readLog, WARS_GAME } from '../../src/match';
import type { LogEntry, LogTurn, Match } from '../../src/match';
import { loadScenario } from '../../src/scenario/load';
import { playableStarterDecks } from '../../src/sim/decks';
import { randomPick, randomSeed } from '../../src/sim/randomGame';

/** A seeded game of 15 turns, and the turn and phase the game was in at each log index. */
function played(seed: number): { m: Match; at: { turn: number; phase: Phase }[] } {
  const decks = playableStarterDecks();
  const [a, b] = ['Solidarity', 'Swarm'].map((n) => decks.find((d) => d.name === n)!);
  const session = createSession(DEFAULT_SETTINGS);
  session.start({ seed, decks: [a.cards, b.cards], firstPlayer: 1, deckNames: [a.name, b.name] });
  let rng = randomSeed(seed);
  const at: { turn: number; phase: Phase }[] = [];
  for (let i = 0; i < 5000; i++) {
    const m = session.get().match!;
    if (actor(m.game) === null || m.game.turn > 15) break;
    if (m.screen.kind === 'handOver') { session.takeOver(); continue; }
    let action: Action;
    [rng, action] = randomPick(rng, m.legal, m.game.stack.length);
    if (m.screen.kind === 'shared' && namesHiddenCard(m.game, action)) { session.askOwnScreen(); session.takeOver(); }
    const before = m.log.length;
    const { turn, phase } = m.game;
    session.submit(action);
    // An action's lines start in the turn and phase it was taken in.
    at[before] = { turn, phase };
  }
  return { m: session.get().match!, at };
}

const lines = (turns: LogTurn[]) => turns.flatMap((t) => t.phases.flatMap((p) => p.lines.map((l) => ({ ...l, turn: t.turn, phase: p.phase }))));

describe('the log as read', () => {
  const { m, at } = played(11);
  const folded = lines(readLog(WARS_GAME, m.log, 0));

  it('puts each action under the turn and phase it was taken in', () => {
    let checked = 0;
    for (const line of folded) {
      const when = at[line.at];
      if (!when || when.phase === 'setup') continue;
      expect({ turn: line.turn, phase: line.phase }, line.text).toEqual(when);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('folds the passes into what they led to, so most lines say something happened', () => {
    const passes = m.log.filter((e) => e.event.kind === 'pass' || e.event.kind === 'autoPass').length;
    expect(passes / m.log.length).toBeGreaterThan(0.5);
    expect(folded.filter((l) => l.category === 'passes').length).toBeLessThan(folded.length / 10);
    expect(folded.some((l) => /^Both pass; the drain at .* resolves/.test(l.text))).toBe(true);
    // Unfolded, every entry is told (a line repeated at once is told once, with how many times)
    // but for the phases, which are headings.
    const headings = m.log.filter((e) => e.event.kind === 'phase').length;
    const everyPass = lines(readLog(WARS_GAME, m.log, 0, { everyPass: true }));
    expect(everyPass.reduce((n, l) => n + l.entries, 0)).toBe(m.log.length - headings);
    expect(everyPass.every((l) => l.entries === l.times)).toBe(true);
  });

  it('keeps a title that begins with "The" as it is after the folded passes, and lowers the article', () => {
    const log = [
      { event: { kind: 'pass', seat: 0 }, by: 0 }, { event: { kind: 'pass', seat: 1 }, by: 1 },
      { event: { kind: 'resolve', card: { id: 'c1', title: 'The Beckoning' } }, by: 1 },
      { event: { kind: 'pass', seat: 0 }, by: 0 }, { event: { kind: 'pass', seat: 1 }, by: 1 },
      { event: { kind: 'drain', at: { id: 'l1', title: 'Io/Cave Network' }, loser: 1, amount: 2, rule: 'R-DRAIN-05' }, by: 1 },
    ] as const satisfies readonly LogEntry[];
    const texts = lines(readLog(WARS_GAME, log, null)).map((l) => l.text);
    expect(texts).toEqual(['Both pass; The Beckoning resolves.', 'Both pass; the drain at Io/Cave Network resolves: P2 loses 2 (R-DRAIN-05).']);
  });

  it('filters by player and by kind of event', () => {
    for (const seat of [0, 1] as Seat[]) {
      const mine = lines(readLog(WARS_GAME, m.log, 0, { seat }));
      expect(mine.length).toBeGreaterThan(5);
      expect(mine.every((l) => l.seat === seat)).toBe(true);
    }
    const energy = lines(readLog(WARS_GAME, m.log, 0, { categories: ['energy'] }));
    expect(energy.length).toBeGreaterThan(5);
    expect(energy.every((l) => l.category === 'energy')).toBe(true);
  });

  it('reads secret lines as the viewer may: a drawn card only for the drawer, for no one on the shared screen', () => {
    const draws = m.log.flatMap((e) => (e.event.kind === 'draw' ? [e.event] : []));
    expect(draws.length).toBeGreaterThan(0);
    const shared = lines(readLog(WARS_GAME, m.log, null, { everyPass: true })).map((l) => l.text);
    for (const d of draws) {
      expect(shared).toContain(eventText(d, null));
      expect(shared).not.toContain(eventText(d, d.seat));
    }
  });
});

describe('the log of a game started from a position', () => {
  it('opens at the position\'s turn and phase, then follows the turns from there', () => {
    const { state } = loadScenario({
      turn: 3, turnPlayer: 1, phase: 'move',
      players: [{ reserve: ['1C70', '1C93', '1U76'] }, { reserve: ['1C4', '1C7', '1C32'], active: ['1C13'] }],
      row: [{ card: '1S308', controller: 0 }, { card: '1S301', controller: 1 }],
    });
    const session = createSession(DEFAULT_SETTINGS);
    const start = { seed: 1, decks: state.decks, firstPlayer: 1 as const, deckNames: ['a', 'b'] as [string, string], position: state };
    session.start(start);
    session.submit({ type: 'pass', seat: 1 });
    session.submit({ type: 'pass', seat: 0 });
    session.submit({ type: 'draw', seat: 1 });
    for (let i = 0; i < 4 && session.get().match!.game.turn === 3; i++) session.submit(session.get().match!.legal.find((a) => a.type === 'pass')!);
    session.submit(session.get().match!.legal.find((a) => a.type === 'activate')!);
    const m = session.get().match!;
    expect(m.game.turn).toBe(4);
    const turns = readLog(WARS_GAME, m.log, null, {}, logOpening(start));
    expect(turns.map((t) => t.title)).toEqual(['Turn 3 · P2', 'Turn 4 · P1']);
    expect(turns[0].phases.map((p) => p.phase)).toEqual(['draw']);
    expect(turns[0].phases[0].lines.some((l) => l.text.startsWith('P2 draws'))).toBe(true);
  });
});
