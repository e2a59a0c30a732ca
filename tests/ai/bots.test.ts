// The computer players: every move legal, every decision a function of what the seat may see
// (R-GEN-07: the other hand and the face-down piles are hidden) and of the bot's own generator.
import { describe, expect, it } from 'vitest';
import { actor, apply, legalActions, seatView } from '../../src/engine';
import type { GameState, Seat } from '../../src/engine';
import { decide, determinize, LEVELS, observe, playBotGame, UNSEEN, wilson } from '../../src/ai';
import { pickBest } from '../../src/ai/players';
import { playableStarterDecks } from '../../src/sim/decks';
import { energy, game, P1, P2 } from '../kit/driver';
import { randomPositions } from '../kit/randomPositions';

const decks = playableStarterDecks();

const positions = (seed: number, every = 9): GameState[] => randomPositions(seed, { every, turns: 12, firstPlayer: 'random', withStart: true });

/** The same position with the other player's hidden cards dealt differently (their hand swapped
 * with cards of their reserve and piles), the seat's own reserve reordered, and another state of
 * the engine's generator: everything the seat may not see changed, nothing it may see (the cards
 * its legal actions name, such as its starting locations, it sees). */
function reshuffled(s: GameState, seat: Seat, salt: number): GameState {
  const decks = s.decks.map((d) => d.slice()) as GameState['decks'];
  const named = JSON.stringify(legalActions(s));
  const hiddenOf = (owner: Seat) => {
    const p = s.players[owner];
    return [...(owner === seat ? [] : p.hand), ...p.reserve, ...p.active, ...p.used]
      .filter((id) => (id !== p.startChoice || owner === seat) && !named.includes(`"${id}"`));
  };
  for (const owner of [0, 1] as Seat[]) {
    const ids = hiddenOf(owner).map((id) => Number(id.slice(2)));
    const numbers = ids.map((i) => decks[owner][i]);
    // Rotate the numbers among the hidden places.
    ids.forEach((i, k) => { decks[owner][i] = numbers[(k + salt) % numbers.length]; });
  }
  return { ...s, decks, rng: s.rng ^ (salt * 7919) };
}

describe('observations (what a seat may see)', () => {
  it('mask every card the seat may not see and nothing it may (R-GEN-07)', () => {
    for (const s of positions(3)) {
      const seat = actor(s)!;
      const o = observe(s, seat, legalActions(s));
      const visible = seatView(s, seat).numbers;
      for (const owner of [0, 1] as Seat[]) {
        o.masked.decks[owner].forEach((n, i) => {
          const id = `${owner}.${i}`;
          if (id in visible) expect(n).toBe(s.decks[owner][i]);
          if (s.players[1 - seat].hand.includes(id)) expect(n).toBe(UNSEEN);
        });
        expect([...o.masked.decks[owner].filter((n) => n !== UNSEEN), ...o.unseen[owner]].sort()).toEqual([...s.decks[owner]].sort());
      }
    }
  });

  it('are the same whatever the other player holds, however the reserves lie and whatever the engine will shuffle', () => {
    for (const s of positions(5)) {
      const seat = actor(s)!;
      const legal = legalActions(s);
      for (const salt of [1, 2, 5]) expect(observe(reshuffled(s, seat, salt), seat, legal)).toEqual(observe(s, seat, legal));
    }
  });

  it('deal worlds that keep every pile and every card the seat saw, and that the engine plays on', () => {
    for (const s of positions(8)) {
      const seat = actor(s)!;
      const legal = legalActions(s);
      const [, world] = determinize(observe(s, seat, legal), 42);
      for (const owner of [0, 1] as Seat[]) expect([...world.decks[owner]].sort()).toEqual([...s.decks[owner]].sort());
      expect(world.players).toBe(s.players);
      for (const id of Object.keys(seatView(s, seat).numbers)) expect(world.decks[Number(id[0])][Number(id.slice(2))]).toBe(s.decks[Number(id[0])][Number(id.slice(2))]);
      // The seat's own options are the same in the world as in the game.
      for (const a of legal) expect(apply(world, a).ok).toBe(true);
    }
  });
});

describe('the bots', () => {
  it.each(LEVELS)('%s decides the same from the same observation, whatever is hidden', (level) => {
    for (const s of positions(11, 23)) {
      const seat = actor(s)!;
      const legal = legalActions(s);
      const input = (g: GameState) => ({ observation: observe(g, seat, legal), legal, rng: 99, budget: { playouts: 12 } });
      const d = decide(level, input(s));
      expect(legal).toContainEqual(d.action);
      for (const salt of [1, 3]) expect(decide(level, input(reshuffled(s, seat, salt))).action).toEqual(d.action);
    }
  }, 30_000);

  it.each(LEVELS)('%s never takes an action the engine refuses, over whole games', (level) => {
    const turnCap = level === 'search' ? 6 : 30;
    for (let i = 0; i < 3; i++) {
      const r = playBotGame({ decks: [decks[i].cards, decks[i + 3].cards], seed: 70 + i, levels: [level, 'random'], budget: { playouts: 6 }, turnCap });
      expect(r.refused).toBe(0);
      expect(r.actions).toBeGreaterThan(20);
      const swapped = playBotGame({ decks: [decks[i + 3].cards, decks[i].cards], seed: 80 + i, levels: ['greedy', level], budget: { playouts: 6 }, turnCap });
      expect(swapped.refused).toBe(0);
    }
    // Whole games: the greedy level judges every legal move, and a loaded machine takes minutes.
  }, 240_000);

  it('the search stops at its playout budget and at its time budget', () => {
    const s = positions(13).find((p) => legalActions(p).length > 3 && !legalActions(p).some((a) => a.type === 'activate'))!;
    const seat = actor(s)!;
    const legal = legalActions(s);
    const observation = observe(s, seat, legal);
    expect(decide('search', { observation, legal, rng: 1, budget: { playouts: 20 } }).playouts).toBe(20);
    let t = 0;
    const d = decide('search', { observation, legal, rng: 1, budget: { ms: 100, now: () => (t += 10) } });
    expect(d.playouts).toBeLessThanOrEqual(10);
  });
});

describe('the search\'s choice among its candidates', () => {
  // Round by round (same world, same luck), the first move being the one judged best one ply ahead.
  it('keeps the move judged best one ply ahead while the others are ahead of it only by luck', () => {
    const first = [0.5, 0.4, 0.6, 0.5, 0.45, 0.55];
    const noisy = [0.52, 0.38, 0.63, 0.47, 0.49, 0.56];
    expect(pickBest([first, noisy])).toBe(0);
  });

  it('plays another move when its playouts are ahead in round after round, the one most ahead', () => {
    const first = [0.5, 0.4, 0.6, 0.5, 0.45, 0.55];
    const better = first.map((x) => x + 0.1 + (x % 0.1) / 10);
    const best = first.map((x) => x + 0.2 + (x % 0.1) / 10);
    expect(pickBest([first, better, best])).toBe(2);
  });

  // Found replaying a game against a player who only passed: the search paid for Independent
  // Transport's support icon until end of turn 114 times. Over 20 rounds such a use came out
  // ahead of passing by one to two standard errors about one look in six (600 playouts put the
  // two level), and a use keeps the initiative, so the search was asked again and again.
  const first = [0.62, 0.71, 0.58, 0.66, 0.7, 0.64, 0.59, 0.73, 0.61, 0.68];
  const lead = [0.05, -0.03, 0.04, 0.01, -0.04, 0.06, 0.02, -0.02, 0.05, 0.02];
  const luckier = first.map((x, k) => x + lead[k]);

  it('needs two standard errors to overturn a move the one-ply judge found better (paying for an icon until end of turn, R-EFF-04)', () => {
    const m = lead.reduce((a, b) => a + b, 0) / lead.length;
    const se = Math.sqrt(lead.reduce((a, b) => a + (b - m) ** 2, 0) / (lead.length - 1) / lead.length);
    expect(m / se).toBeGreaterThan(1);
    expect(m / se).toBeLessThan(2);
    // Passing judged 6.05 one ply ahead, the use 5.75 (its icon is not lasting, its energy is spent).
    expect(pickBest([first, luckier], [6.05, 5.75])).toBe(0);
    expect(pickBest([first, luckier])).toBe(0);
  });

  it('lets one standard error decide between moves the one-ply judge could not tell apart', () => {
    expect(pickBest([first, luckier], [7.65, 7.65])).toBe(1);
    expect(pickBest([first, luckier, luckier], [7.65, 7.35, 7.65])).toBe(2);
    // Clearly ahead, a move judged worse is played: the playouts see what one ply does not.
    expect(pickBest([first, first.map((x, k) => x + 0.1 + lead[k] / 4)], [7.65, 7.35])).toBe(1);
  });

  it('skips rounds a move was not played in, and takes the best mean when the first has no results', () => {
    expect(pickBest([[NaN, NaN], [0.3, 0.4], [0.6, NaN]])).toBe(2);
    expect(pickBest([[0.5, NaN, 0.5, 0.4], [0.9, 0.1, NaN, 0.1]])).toBe(0);
  });

  it('activates the most it may without searching: the active pile stays from turn to turn (R-ENERGY-04)', () => {
    const s = positions(13).find((p) => legalActions(p).some((a) => a.type === 'activate'))!;
    const seat = actor(s)!;
    const legal = legalActions(s);
    const most = Math.max(...legal.map((a) => (a.type === 'activate' ? a.amount : 0)));
    const d = decide('search', { observation: observe(s, seat, legal), legal, rng: 1, budget: { playouts: 20 } });
    expect(d.action).toMatchObject({ type: 'activate', amount: most });
    expect(most).toBeGreaterThan(0);
  });
});

describe('the search\'s playouts', () => {
  it('end at the same turn whatever the move: a pass that ends the other player\'s turn does not give them another (R-TURN-01)', () => {
    // Found replaying seed 3 against a player who only passed: counted from after each move, a
    // pass in the other player's draw phase was played out through one turn more than paying for
    // a support icon until end of turn, and that turn was theirs (here, a drain at north). The
    // search bought Independent Transport's icon with all its energy there, turn after turn.
    const g = game({
      phase: 'draw',
      turnPlayer: P1,
      players: [{ active: energy(6), reserve: energy(20) }, { active: energy(6), reserve: energy(20), hand: ['Test Gongen Elder'] }],
      row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[], ['Corporate Transport']] },
        { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper', 'Plain Trooper'], []] }],
    }).pass();
    const s = g.state;
    const legal = legalActions(s);
    expect(actor(s)).toBe(P2);
    expect(legal.some((a) => a.type === 'use')).toBe(true);
    for (const rng of [1, 2]) expect(decide('search', { observation: observe(s, P2, legal), legal, rng, budget: { playouts: 16 } }).action.type).toBe('pass');
  });
});

describe('win rates', () => {
  it('carry a 95% confidence interval (Wilson score)', () => {
    const [lo, hi] = wilson(95, 100);
    expect(lo).toBeCloseTo(0.888, 2);
    expect(hi).toBeCloseTo(0.978, 2);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});
