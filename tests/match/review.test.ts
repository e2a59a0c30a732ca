// Looking back at a game: its states replayed from the start, each player's energy turn by turn,
// why it ended in words, with the rule it ended by, and the coach's notes at the moments a rule
// decided something.
import { describe, expect, it } from 'vitest';
import { CRITICAL_ENERGY, energyOf, stateHash } from '../../src/engine';
import type { Seat } from '../../src/engine';
import { createSession, endReason, energyByTurn, reviewNotes, reviewSteps, turnStarts } from '../../src/match';
import { params, playRandom } from './support';

/** A seeded game at one screen played at random to its end. */
const finished = (seed: number) => playRandom(seed);

describe('the review of a game', () => {
  const m = finished(7);

  it('replays every action from the start to the very state the game ended in, with the log as it stood', () => {
    const steps = reviewSteps(m.start, m.actions, m.history, m.log.length);
    expect(steps).toHaveLength(m.actions.length + 1);
    expect(stateHash(steps.at(-1)!.game)).toBe(stateHash(m.game));
    expect(steps.at(-1)!.logAt).toBe(m.log.length);
    steps.slice(0, -1).forEach((s, i) => expect(s.logAt).toBe(m.history[i].logAt));
    const starts = turnStarts(steps);
    expect(starts[0]).toBe(0);
    expect(starts.map((i) => steps[i].game.turn)).toEqual([...new Set(steps.map((s) => s.game.turn))]);
  });

  it('R-WIN-01: charts each player\'s energy turn by turn, and says in words why the game ended', () => {
    expect(m.game.winner).not.toBeNull();
    const points = energyByTurn(reviewSteps(m.start, m.actions, m.history, m.log.length));
    expect(points.map((p) => p.turn)).toEqual([...new Set(points.map((p) => p.turn))]);
    expect(points.at(-1)!.turn).toBe(m.game.turn);
    const last = points.at(-1)!;
    for (const seat of [0, 1] as Seat[]) {
      const p = m.game.players[seat];
      expect(last.sides[seat]).toMatchObject({ reserve: p.reserve.length, active: p.active.length, used: p.used.length });
    }
    const reason = endReason(m.game)!;
    if (m.game.winner !== null && m.game.winner !== 'draw' && reason.rule === 'R-WIN-01') {
      const loser = (1 - m.game.winner) as Seat;
      const side = last.sides[loser];
      expect(side.reserve + side.active + side.used).toBe(0);
      const hand = m.game.players[loser].hand.length;
      expect(reason.text).toBe(`P${loser + 1} had no energy left in reserve, active or used pile${hand ? ` — the ${hand} card${hand === 1 ? '' : 's'} in hand ${hand === 1 ? 'does' : 'do'} not count` : ''}.`);
    } else {
      expect(reason.rule).toMatch(/^R-WIN-0[24]$/);
    }
  });

  it('says a conceded game was conceded, with no rule of the game to link, and nothing while a game goes on', () => {
    const session = createSession();
    session.start(params(3));
    session.submit({ type: 'concede', seat: 1 });
    expect(endReason(session.get().match!.game)).toEqual({ text: 'P2 conceded.' });
    expect(endReason({ ...m.game, winner: null })).toBeNull();
  });

  it('R-EOT-02: a first turn ended with nothing used says both used piles were empty', () => {
    const session = createSession();
    session.start(params(3));
    // Setup's start choices and every pass through turn 1: nothing is paid, so nothing is used.
    for (let i = 0; i < 200 && session.get().match!.game.turn < 2; i++) {
      const m = session.get().match!;
      if (m.screen.kind === 'handOver') { session.takeOver(); continue; }
      session.submit(m.legal.find((a) => a.type === 'pass') ?? m.legal.find((a) => a.type === 'startLocation') ?? m.legal[0]);
    }
    const m = session.get().match!;
    expect(m.game.turn).toBe(2);
    const steps = reviewSteps(m.start, m.actions, m.history, m.log.length);
    const note = reviewNotes(steps, m.log).flat().find((n) => n.rule === 'R-EOT-02')!;
    expect(note.text).toBe("P1's turn 1 is over. Nothing was set to last until the end of the turn, so nothing expires. Each player's used pile goes beneath their reserve, though both are empty this time; the active piles stay as they were. Now P2 takes turn 2, starting with the activate phase.");
  });

  it('R-BSTEP-19, R-EOT-02: the coach notes each battle as its power step decides it, the first drain and end of turn, energy running low, and the end', () => {
    const steps = reviewSteps(m.start, m.actions, m.history, m.log.length);
    const notes = reviewNotes(steps, m.log);
    expect(notes).toHaveLength(steps.length);
    expect(notes[0]).toEqual([]);
    // One note per battle decided, as many as the log's power steps.
    const decided = m.log.filter((l) => l.event.kind === 'powerStep').length;
    const battleNotes = notes.flat().filter((n) => n.rule === 'R-BSTEP-19' || n.rule === 'R-BSTEP-18');
    expect(decided).toBeGreaterThan(0);
    expect(battleNotes).toHaveLength(decided);
    for (const n of battleNotes) expect(n.text).toMatch(/^(P[12] wins the battle at .+, \d+ to \d+\. P[12] owes (1 casualty|\d+ casualties)|The battle at .+ is a tie)/);
    // R-DRAIN-03: the first drain is explained where it resolved, and only that one.
    const firstDrain = m.log.findIndex((l) => l.event.kind === 'drain');
    const drainNotes = notes.flat().filter((n) => n.rule === 'R-DRAIN-03');
    expect(firstDrain).toBeGreaterThan(0);
    const at = steps.findIndex((s, i) => i > 0 && steps[i - 1].logAt <= firstDrain && firstDrain < s.logAt);
    expect(drainNotes).toHaveLength(1);
    expect(notes[at][0].text).toMatch(/^P[12] loses \d+ to the drain at .+: one energy for each energy icon on their side of it/);
    // A player's energy first falling to the critical level is noted where it happened.
    for (const seat of [0, 1] as Seat[]) {
      const at = steps.findIndex((s, i) => i > 0 && energyOf(s.game, seat) <= CRITICAL_ENERGY && energyOf(s.game, seat) > 0 && energyOf(steps[i - 1].game, seat) > CRITICAL_ENERGY);
      if (at > 0) expect(notes[at].map((n) => n.text).join(' ')).toContain(`P${seat + 1} is down to ${energyOf(steps[at].game, seat)} energy`);
    }
    // R-EOT-02: the first end of a turn is explained where it happened, and only that one.
    const turnEnd = steps.findIndex((s, i) => i > 0 && steps[i - 1].game.turn > 0 && s.game.turn > steps[i - 1].game.turn);
    const before = steps[turnEnd - 1].game;
    const eotNotes = notes.flat().filter((n) => n.rule === 'R-EOT-02');
    expect(eotNotes).toHaveLength(1);
    expect(notes[turnEnd]).toContain(eotNotes[0]);
    expect(eotNotes[0].text).toContain(`P${before.turnPlayer + 1}'s turn ${before.turn} is over.`);
    const used = before.players.map((p) => p.used.length);
    if (used.some((n) => n > 0)) expect(eotNotes[0].text).toContain(`(P1 ${used[0] || 'none'}`);
    else expect(eotNotes[0].text).toContain('both are empty this time');
    expect(steps[turnEnd].game.players[0].reserve.length).toBe(before.players[0].reserve.length + before.players[0].used.length);
    // The last action ended the game: the note says why, as the end screen does.
    const end = endReason(m.game)!;
    const last = notes.at(-1)!.find((n) => n.text === `The game ends. ${end.text}`)!;
    expect(last.rule).toBe(end.rule);
    // Each note points at what it is about on the board: a battle or a drain at its location (in
    // play then), the end of a turn at both used piles, the end of the game at the loser's piles.
    notes.forEach((list, i) => {
      for (const n of list.filter((x) => x.rule === 'R-BSTEP-19' || x.rule === 'R-BSTEP-18' || x.rule === 'R-DRAIN-03')) {
        expect(n.about).toHaveLength(1);
        const mark = n.about[0];
        expect('card' in mark && steps[i].game.table[mark.card] !== undefined).toBe(true);
      }
    });
    expect(eotNotes[0].about).toEqual(expect.arrayContaining([{ pile: 'used', seat: 0 }, { pile: 'used', seat: 1 }]));
    expect(last.about.length > 0).toBe(m.game.result!.by !== 'concede');
    if (m.game.result?.by === 'noEnergy') {
      expect(last.about).toEqual(expect.arrayContaining([{ pile: 'reserve', seat: m.game.result.loser }, { pile: 'active', seat: m.game.result.loser }, { pile: 'used', seat: m.game.result.loser }]));
    }
  });

  it('R-ACT-02, R-PLAY-03, R-BATTLE-01, R-MOVE-01, R-ENERGY-15, R-STACK-04: each thing a newcomer meets is explained the first time it happens, once, where it happened', () => {
    const steps = reviewSteps(m.start, m.actions, m.history, m.log.length);
    const notes = reviewNotes(steps, m.log);
    // The step whose action wrote the first log line of this kind that the note waits for.
    const stepOf = (ok: (e: (typeof m.log)[number]['event']) => boolean) => {
      const at = m.log.findIndex((l) => ok(l.event));
      return at < 0 ? -1 : steps.findIndex((s, i) => i > 0 && steps[i - 1].logAt <= at && at < s.logAt);
    };
    const firsts: [string, (e: (typeof m.log)[number]['event']) => boolean, RegExp][] = [
      ['R-ACT-02', (e) => e.kind === 'activate' && e.amount > 0, /^P[12] activates \d+: the top/],
      ['R-PLAY-03', (e) => e.kind === 'play' && e.cost > 0, /^P[12] plays .+ for \d+: .+ from the top of their active pile to their used pile/],
      ['R-BATTLE-01', (e) => e.kind === 'attackAction', /^P[12] pays 1 energy to attack at /],
      ['R-MOVE-01', (e) => e.kind === 'moveAction', /^P[12] pays \d+ to move .+ to /],
      ['R-ENERGY-15', (e) => e.kind === 'draw', /^P[12] draws a card from their active pile into their hand\./],
    ];
    for (const [rule, ok, text] of firsts) {
      const at = stepOf(ok);
      expect(at, rule).toBeGreaterThan(0);
      const found = notes.flat().filter((n) => n.rule === rule);
      expect(found, rule).toHaveLength(1);
      expect(notes[at], rule).toContain(found[0]);
      expect(found[0].text, rule).toMatch(text);
      expect(found[0].about.length, rule).toBeGreaterThan(0);
    }
    // Battle destiny and attrition, at the first battle's steps, pointing at its location.
    for (const kind of ['destinyStep', 'attritionStep'] as const) {
      const at = stepOf((e) => e.kind === kind);
      expect(at, kind).toBeGreaterThan(0);
      const note = notes[at].find((n) => n.text.startsWith(kind === 'destinyStep' ? 'Battle destiny:' : 'Attrition:'))!;
      expect(note.about).toHaveLength(1);
    }
    // A drawn card is never named: both players read the review.
    const drawn = m.log.flatMap((l) => (l.event.kind === 'draw' ? [l.event.card.title] : []));
    const drawNote = notes.flat().find((n) => n.rule === 'R-ENERGY-15')!;
    for (const title of drawn) expect(drawNote.text).not.toContain(title);
  });

  it('R-STACK-04: the first answer on the stack is explained where it was added, naming what answered', () => {
    // The first seeded game with a card or ability added on top of something waiting.
    const answerAt = (steps: ReturnType<typeof reviewSteps>) => steps.findIndex((s, i) => i > 0 && steps[i - 1].game.stack.length > 0
      && s.game.stack.length > steps[i - 1].game.stack.length && ['card', 'ability'].includes(s.game.stack.at(-1)!.kind));
    let g = finished(2);
    let steps = reviewSteps(g.start, g.actions, g.history, g.log.length);
    for (let seed = 3; answerAt(steps) < 0 && seed < 30; seed++) {
      g = finished(seed);
      steps = reviewSteps(g.start, g.actions, g.history, g.log.length);
    }
    const notes = reviewNotes(steps, g.log);
    const at = answerAt(steps);
    const found = notes.flat().filter((n) => n.rule === 'R-STACK-04');
    expect(at).toBeGreaterThan(0);
    expect(found).toHaveLength(1);
    expect(notes[at]).toContain(found[0]);
    expect(found[0].text).toMatch(/^P[12] answers on the stack with .+, on top of what was waiting\./);
  });
});
