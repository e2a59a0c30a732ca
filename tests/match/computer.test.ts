// The computer at the table: a program seat that thinks from what its seat may see, waits before
// it acts, and plays through the same path and log as a person.
import { describe, expect, it } from 'vitest';
import { actor, eventText } from '../../src/engine';
import type { Seat } from '../../src/engine';
import { thinkHere } from '../../src/ai';
import type { Level } from '../../src/ai';
import { computerSeat, createSession, HUMAN } from '../../src/match';
import type { Thinker } from '../../src/match';
import { randomPick } from '../../src/sim/randomGame';
import { params } from './support';

const settle = () => new Promise((r) => setTimeout(r, 0));

function against(level: Level, seat: Seat, waitMs = 0, think: Thinker = thinkHere) {
  const computer = computerSeat({ level, think, budget: { ms: 5 }, waitMs, seed: 3 });
  const session = createSession();
  session.start(params(5), seat === 0 ? [computer, HUMAN] : [HUMAN, computer]);
  return session;
}

/** The person plays at random until the game is over or `turns` are played. */
async function play(session: ReturnType<typeof createSession>, person: Seat, turns: number) {
  let rng = 17;
  for (let i = 0; i < 4000; i++) {
    const m = session.get().match!;
    if (m.game.winner !== null || m.game.turn > turns) return;
    if (actor(m.game) !== person) {
      await settle();
      continue;
    }
    const [r, a] = randomPick(rng, m.legal, m.game.stack.length);
    rng = r;
    expect(session.submit(a)).toBe(true);
  }
}

describe('the computer seat', () => {
  it.each(['random', 'greedy', 'search'] as Level[])('%s plays whole turns through the session, every move accepted', async (level) => {
    const session = against(level, 1);
    await play(session, 0, 5);
    const m = session.get().match!;
    expect(m.game.turn).toBeGreaterThan(5);
    expect(m.refusal).toBeNull();
    expect(m.actions.filter((a) => a.seat === 1).length).toBeGreaterThan(5);
    // Never the computer's screen: the person keeps theirs.
    expect(m.screen).toEqual({ kind: 'seat', seat: 0 });
  }, 30_000);

  it('says why it attacks or drains, in the log, naming only what is on the table', async () => {
    const session = against('greedy', 0);
    await play(session, 1, 14);
    const reasons = session.get().match!.log.filter((e) => e.event.kind === 'computerReason');
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(eventText(r.event, null)).toMatch(/^P1 \(computer\) (attacks at .+: \d+ power against \d+|drains at .+ on P2's side)\.$/);
  }, 30_000);

  it('waits at least its set time before acting', async () => {
    const session = against('random', 0, 40);
    const t0 = performance.now();
    while (session.get().match!.actions.length === 0) await new Promise((r) => setTimeout(r, 5));
    expect(performance.now() - t0).toBeGreaterThanOrEqual(35);
  });

  it('is never asked again for an answer no longer wanted: leaving drops it', async () => {
    let asked = 0;
    const slow: Thinker = (level, input, signal) => new Promise((resolve, reject) => {
      asked++;
      signal.addEventListener('abort', () => reject(new Error('no longer wanted')));
      setTimeout(() => thinkHere(level, input).then(resolve), 50);
    });
    const session = against('random', 0, 0, slow);
    expect(asked).toBe(1);
    session.leave();
    await new Promise((r) => setTimeout(r, 80));
    expect(session.get().match).toBeNull();
  });
});
