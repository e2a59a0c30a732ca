// Game events are data; their text is rendered per viewing seat in one place (src/engine/events.ts).
// Over whole random games: a card only one seat may see is named to that seat and to no one
// else, and every event reads as a sentence with no internal names in it.
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventText, privateCards, REVEALS, revealsHidden, seatName } from '../../src/engine';
import type { GameEvent, Seat } from '../../src/engine';
import { playableStarterDecks } from '../../src/sim/decks';
import { seatName as tableSeatName } from '../../src/match';
import { playRandomGame } from '../../src/sim/randomGame';

const deck = (name: string) => playableStarterDecks().find((d) => d.name === name)!.cards;

/** The events of a random game, in order. */
function eventsOfGame(seed: number): GameEvent[] {
  const game = playRandomGame({ start: { seed, decks: [deck('Swarm'), deck('Alliance')], firstPlayer: 'random' }, turnCap: 30 });
  let s = createGame(game.start);
  const events: GameEvent[] = [];
  for (const a of game.actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.refusal.reason);
    events.push(...r.events);
    s = r.state;
  }
  return events;
}

const games = [11, 12, 13].map(eventsOfGame);
const all = games.flat();
const VIEWERS: (Seat | null)[] = [0, 1, null];

describe('game events', () => {
  it('R-GEN-07: a card only one seat may see is named to that seat, never to the other or the shared screen', () => {
    let privateSeen = 0;
    for (const e of all) {
      const secret = privateCards(e);
      if (!secret) continue;
      privateSeen++;
      const own = eventText(e, secret.seat);
      for (const c of secret.cards) expect(own).toContain(c.title);
      for (const viewer of VIEWERS.filter((v) => v !== secret.seat)) {
        const text = eventText(e, viewer);
        for (const c of secret.cards) expect(text, `${e.kind} as ${viewer} reads it`).not.toContain(c.title);
        expect(text).toContain(seatName(secret.seat));
      }
    }
    // Both players draw in every game: the check above has lines to read.
    expect(privateSeen).toBeGreaterThan(20);
  });

  it('every event reads as one sentence, with no internal names or missing values', () => {
    for (const e of all) {
      for (const viewer of VIEWERS) {
        const text = eventText(e, viewer);
        expect(text, e.kind).toMatch(/^[A-Z].*[.)]$/);
        expect(text, e.kind).not.toMatch(/undefined|null|NaN|\[object|\bstack:\d/);
      }
    }
  });

  it('a draw, a shuffle and a destiny reveal show hidden information; a pass and a phase change do not (undo reads this)', () => {
    const kinds = new Set(all.map((e) => e.kind));
    for (const k of ['draw', 'shuffle', 'setup'] as const) expect(kinds.has(k), k).toBe(true);
    expect([REVEALS.draw, REVEALS.shuffle, REVEALS.destiny, REVEALS.lose, REVEALS.setup]).toEqual([true, true, true, true, true]);
    expect([REVEALS.pass, REVEALS.phase, REVEALS.turn, REVEALS.play, REVEALS.damaged]).toEqual([false, false, false, false, false]);
    const draw = all.find((e) => e.kind === 'draw')!;
    const pass = all.find((e) => e.kind === 'pass')!;
    expect([revealsHidden([pass]), revealsHidden([pass, draw])]).toEqual([false, true]);
  });

  it('the table names seats as the events do', () => {
    expect([tableSeatName(0), tableSeatName(1)]).toEqual([seatName(0), seatName(1)]);
  });

  it('an event carries its data: a drain names its place, the seat that loses and the amount, and cites its rule', () => {
    const drain = all.find((e): e is Extract<GameEvent, { kind: 'drain' }> => e.kind === 'drain');
    expect(drain).toBeDefined();
    const d = drain!;
    expect(eventText(d, null)).toBe(`The drain at ${d.at.title} resolves: ${seatName(d.loser)} loses ${d.amount} (R-DRAIN-03).`);
    expect(d.rule).toBe('R-DRAIN-03');
  });
});
