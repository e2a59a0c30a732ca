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

  it('R-WIN: how a game ended is data (who lost, by which rule), read aloud in one place', () => {
    const ends: [GameEvent, string][] = [
      [{ kind: 'end', winner: 0, end: { by: 'noEnergy', loser: 1, rule: 'R-WIN-01' } }, 'P1 wins: P2 has no energy left in reserve, active or used pile (R-WIN-01).'],
      [{ kind: 'end', winner: 'draw', end: { by: 'noEnergyBoth', rule: 'R-WIN-02' } }, 'The game is a draw: both players ran out of energy at the same time (R-WIN-02).'],
      [{ kind: 'end', winner: 1, end: { by: 'casualties', loser: 0, rule: 'R-WIN-04' } }, 'P2 wins: P1 could not cover the casualties of a lost battle (R-WIN-04).'],
      [{ kind: 'end', winner: 1, end: { by: 'concede', loser: 0 } }, 'P2 wins: P1 conceded.'],
    ];
    for (const [e, text] of ends) expect(eventText(e, null)).toBe(text);
  });
});
