// The session: every change through the engine, refusals kept, automatic passes logged, the
// screen handed over when the acting seat changes, programs asked when their seat must act.
import { describe, expect, it } from 'vitest';
import { actor, legalActions } from '../../src/engine';
import type { Action } from '../../src/engine';
import { autoPassFor, HUMAN, isResponseWindow, recapOf, screenSeat } from '../../src/match';
import type { DecisionRequest, SeatController } from '../../src/match';
import { params, started, table } from './support';

describe('the session', () => {
  it('starts in setup with the first player on screen', () => {
    const t = table();
    t.session.start({ ...params(1), firstPlayer: 1 });
    expect(t.game().phase).toBe('setup');
    expect(t.session.get().match!.screen).toEqual({ kind: 'seat', seat: 1 });
  });

  it('hands the screen over between the two starting-location choices, then recaps', () => {
    const t = table();
    t.session.start(params(1));
    t.session.submit(t.find('startLocation'));
    expect(t.session.get().match!.screen).toEqual({ kind: 'handOver', to: 1 });
    t.session.takeOver();
    const m = t.session.get().match!;
    expect(screenSeat(m.screen)).toBe(1);
    expect(recapOf(m).flatMap((t) => t.phases.flatMap((p) => p.lines.map((l) => l.text)))).toEqual(['P1 chooses a starting location.']);
  });

  it('keeps the engine refusal and leaves the game unchanged', () => {
    const t = started();
    const before = t.game();
    expect(t.session.submit({ type: 'draw', seat: 0 })).toBe(false);
    expect(t.session.get().match!.refusal?.rule).toMatch(/^R-/);
    expect(t.game()).toBe(before);
  });

  it('passes for a player with no legal response and says so in the log', () => {
    const t = started();
    t.session.submit(t.find('activate'));
    t.session.submit({ type: 'pass', seat: 0 });
    expect(t.session.get().match!.log.some((e) => e.event.kind === 'autoPass' && e.by === 1)).toBe(true);
    expect(actor(t.game())).toBe(0);
  });

  it('never passes for the turn player in their own phase, nor at a stop', () => {
    const s = started().game();
    const onlyPass = [{ type: 'pass' as const, seat: 0 as const }];
    expect(isResponseWindow(s, s.turnPlayer)).toBe(false);
    expect(autoPassFor(s, onlyPass, s.turnPlayer, { autoPass: true, stops: [[], []] })).toBeNull();
    const other = s.turnPlayer === 0 ? 1 : 0;
    expect(autoPassFor(s, onlyPass, other, { autoPass: true, stops: [[], []] })).toEqual(onlyPass[0]);
    expect(autoPassFor(s, onlyPass, other, { autoPass: true, stops: [[], [s.phase]] })).toBeNull();
    expect(autoPassFor(s, onlyPass, other, { autoPass: false, stops: [[], []] })).toBeNull();
  });

  it('lists the legal actions of the state it holds', () => {
    const t = started();
    expect(t.session.get().match!.legal).toEqual(legalActions(t.game()));
  });

  it('tells its listeners of every change, and leaves the table empty', () => {
    const t = started();
    let heard = 0;
    const stop = t.session.subscribe(() => heard++);
    t.session.submit(t.find('activate'));
    t.session.leave();
    stop();
    t.session.submit({ type: 'pass', seat: 0 });
    expect(heard).toBe(2);
    expect(t.session.get().match).toBeNull();
  });
});

/** A program that always takes the first listed action, answering at once or later. */
function firstAction(log: DecisionRequest[], later = false): SeatController {
  return {
    kind: 'program',
    decide(request) {
      log.push(request);
      return later ? Promise.resolve(request.legal[0]) : request.legal[0];
    },
  };
}

describe('seats played by a program', () => {
  it('are asked whenever their seat must act, and never get the screen', () => {
    const asked: DecisionRequest[] = [];
    const t = table();
    t.session.start(params(3), [HUMAN, firstAction(asked)]);
    t.session.submit(t.find('startLocation'));
    // P2 chose at once; the screen stayed with P1, the only seat played at it.
    expect(asked).toHaveLength(1);
    expect(asked[0].seat).toBe(1);
    expect(asked[0].legal).toEqual(legalActions(asked[0].game));
    for (let i = 0; i < 200 && t.game().turn < 3; i++) {
      const m = t.session.get().match!;
      expect(m.screen).toEqual({ kind: 'seat', seat: 0 });
      expect(actor(m.game)).toBe(0);
      t.session.submit(m.legal.find((a) => a.type !== 'pass') ?? m.legal[0]);
    }
    expect(t.game().turn).toBe(3);
    expect(asked.length).toBeGreaterThan(1);
  });

  it('may answer later; an answer to a game that changed meanwhile is dropped', async () => {
    const asked: DecisionRequest[] = [];
    const t = table();
    t.session.start(params(3), [HUMAN, firstAction(asked, true)]);
    t.session.submit(t.find('startLocation'));
    expect(asked).toHaveLength(1);
    expect(t.game().phase).toBe('setup');
    await Promise.resolve();
    expect(t.game().phase).not.toBe('setup');

    // Asked again, then the human leaves before the answer comes.
    const pending: ((a: Action) => void)[] = [];
    const slow: SeatController = { kind: 'program', decide: (r) => { asked.push(r); return new Promise((done) => pending.push(done)); } };
    t.session.start({ ...params(3), firstPlayer: 1 }, [HUMAN, slow]);
    const request = asked.at(-1)!;
    t.session.leave();
    expect(request.signal.aborted).toBe(true);
    pending[0](request.legal[0]);
    await Promise.resolve();
    expect(t.session.get().match).toBeNull();
  });

  it('answering later, play on against each other', async () => {
    const asked: DecisionRequest[] = [];
    const t = table();
    t.session.start(params(3), [firstAction(asked, true), firstAction(asked, true)]);
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(t.game().phase).not.toBe('setup');
    expect(asked.length).toBeGreaterThan(10);
    t.session.leave();
  });

  it('that fail are shown failing and not asked again until the game changes', async () => {
    let asked = 0;
    const failing: SeatController = { kind: 'program', decide: () => { asked++; return Promise.reject(new Error('no move')); } };
    const t = table();
    t.session.start({ ...params(3), firstPlayer: 1 }, [HUMAN, failing]);
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(asked).toBe(1);
    expect(t.session.get().match!.refusal?.reason).toMatch(/program playing P2 failed: Error: no move/);
    t.session.leave();
  });
});

describe('a coach at the screen', () => {
  it('refuses in its own words what the rules allow, and leaves the rules their refusals', () => {
    const t = table();
    const coach = (_game: unknown, a: Action) => (a.type === 'startLocation' ? { rule: 'LESSON', reason: 'Not yet.' } : null);
    t.session.start(params(3), [{ kind: 'human', coach }, HUMAN]);
    const before = t.game();
    expect(t.session.submit(t.find('startLocation'))).toBe(false);
    expect(t.session.get().match!.refusal).toEqual({ rule: 'LESSON', reason: 'Not yet.' });
    expect(t.game()).toBe(before);
    expect(t.session.submit({ type: 'draw', seat: 0 })).toBe(false);
    expect(t.session.get().match!.refusal?.rule).toMatch(/^R-/);
  });
});
