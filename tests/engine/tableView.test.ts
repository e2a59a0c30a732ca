// tableView(state, seat): the table's view model. Checked over whole seeded random games at every
// action: it never names a hidden card (R-GEN-07), it places every card in play exactly once,
// and its figures are the engine's own (stats, icons, piles, battle totals, legal places).
import { describe, expect, it } from 'vitest';
import {
  actor, apply, createGame, energyIcons, legalActions, stat, supportIconsAt, tableView, targetKeyOf, totalPower,
} from '../../src/engine';
import type { Action, CardView, GameState, Seat, TableView } from '../../src/engine';
import { next } from '../../src/engine/rng';
import { playableStarterDecks, randomDeck } from '../../src/sim/decks';

interface Seen {
  states: number;
  battles: number;
  powerSteps: number;
  reveals: number;
  casualtySteps: number;
}

/** Every card the view shows on the table, beneath cards included. */
function cardsIn(v: TableView): CardView[] {
  const out: CardView[] = [];
  const walk = (c: CardView) => { out.push(c); c.beneath.forEach(walk); };
  for (const l of v.locations) { walk(l.card); l.sides.forEach((side) => side.forces.forEach(walk)); }
  v.players.forEach((p) => p.elsewhere.forEach(walk));
  return out;
}

/** Ids no view for `seat` may hold: the other hand and every face-down pile of both players. */
function hiddenFrom(s: GameState, seat: Seat): string[] {
  const o = s.players[seat === 0 ? 1 : 0];
  const both = s.players.flatMap((p) => [...p.reserve, ...p.active, ...p.used]);
  const stacked = Object.values(s.stacked).flat();
  return [...o.hand, ...both, ...stacked];
}

function checkView(s: GameState, seat: Seat, legal: readonly Action[], seen: Seen): void {
  const v = tableView(s, seat, legal);
  const text = JSON.stringify(v);
  for (const id of hiddenFrom(s, seat)) expect(text.includes(`"${id}"`), `view for P${seat + 1} names hidden card ${id}`).toBe(false);

  // Every card on the table exactly once, with the engine's numbers.
  const shown = cardsIn(v);
  expect(shown.map((c) => c.id).sort()).toEqual(Object.keys(s.table).sort());
  for (const c of shown) {
    const t = s.table[c.id];
    expect([c.controller, c.damaged, c.inverted]).toEqual([t.controller, !!t.damaged, !!t.inverted]);
    if (c.stats) for (const n of ['power', 'tactics', 'defense'] as const) expect(c.stats[n]).toEqual(stat(s, c.id, n));
    for (const b of c.beneath) expect(s.table[b.id].under).toBe(c.id);
  }
  for (const l of v.locations) {
    expect(s.row[l.position]).toBe(l.card.id);
    for (const side of l.sides) {
      expect(side.energyIcons).toBe(energyIcons(s, l.card.id, side.seat));
      expect(side.supportIcons).toEqual(supportIconsAt(s, l.card.id, side.seat));
      for (const f of side.forces) expect([s.table[f.id].at, f.controller]).toEqual([l.card.id, side.seat]);
    }
  }

  // Piles: counts for both, the hand only for the viewer.
  v.players.forEach((p, i) => {
    const pl = s.players[i];
    expect(p.piles).toEqual({ reserve: pl.reserve.length, active: pl.active.length, used: pl.used.length, lost: pl.lost.length, hand: pl.hand.length, removed: pl.removed.length });
    expect(p.energy.total).toBe(pl.reserve.length + pl.active.length + pl.used.length);
    expect(p.hand?.map((h) => h.id)).toEqual(i === seat ? pl.hand : undefined);
  });

  // Where the viewer's cards may go: exactly the places of the legal plays and moves.
  const expected: Record<string, Set<string>> = {};
  if (actor(s) === seat) {
    for (const a of legal) if (a.type === 'play' || a.type === 'move') (expected[a.card] ??= new Set()).add(targetKeyOf(a)!);
  }
  expect(Object.fromEntries(Object.entries(v.aims).map(([k, list]) => [k, new Set(list)]))).toEqual(expected);

  const b = s.battle;
  if (!b) { expect(v.battle).toBeNull(); return; }
  seen.battles++;
  const bv = v.battle!;
  expect(bv.stepName).not.toMatch(/window|\d/);
  for (const side of bv.sides) {
    const destiny = side.destiny.parts.reduce((n, p) => n + p.amount, 0);
    // The record explains the total: revealed cards are never below 0 with their modifiers.
    if (side.destiny.parts.length > 0 && !side.destiny.parts.some((p) => p.amount < 0)) expect(Math.max(0, destiny)).toBe(side.destiny.total);
    if (side.destiny.parts.some((p) => p.revealed)) seen.reveals++;
    if (b.power) {
      expect(side.power.total).toBe(b.power[side.seat]);
      expect(Math.max(0, side.power.parts.reduce((n, p) => n + p.amount, 0))).toBe(side.power.total);
    } else {
      expect(side.power.total).toBe(totalPower(s, side.seat).value);
    }
  }
  if (b.power) seen.powerSteps++;
  if (bv.result && b.casualtyCuts) {
    seen.casualtySteps++;
    expect(bv.result.casualties).toBe(b.casualties);
  }
}

/** A seeded random game: mostly real actions, as the simulator plays. */
function playAndCheck(decks: [string[], string[]], seed: number, seen: Seen, every = 1): void {
  let s = createGame({ seed, decks, firstPlayer: 'random' });
  let rng = seed * 2654435761 >>> 0;
  const roll = () => { const [r, f] = next(rng); rng = r; return f; };
  for (let i = 0; s.winner === null && s.turn <= 30 && i < 4000; i++) {
    const legal = legalActions(s);
    if (i % every === 0 || s.battle) {
      seen.states++;
      checkView(s, 0, legal, seen);
      checkView(s, 1, legal, seen);
    }
    const real = legal.filter((a) => a.type !== 'pass');
    const pool = real.length > 0 && roll() < 0.85 ? real : legal;
    const r = apply(s, pool[Math.floor(roll() * pool.length)]);
    if (!r.ok) throw new Error(r.refusal.reason);
    s = r.state;
  }
}

describe('tableView: one seat\'s table', () => {
  it('never names a card in the other hand or a face-down pile, and shows every card in play once (R-GEN-07), over whole random games', () => {
    const seen: Seen = { states: 0, battles: 0, powerSteps: 0, reveals: 0, casualtySteps: 0 };
    const starters = playableStarterDecks();
    starters.forEach((d, i) => playAndCheck([d.cards, starters[(i + 1) % starters.length].cards], 11 + i, seen, 3));
    playAndCheck([randomDeck(41).cards, randomDeck(42).cards], 5, seen, 3);
    // The games reached what the view explains.
    expect(seen.battles).toBeGreaterThan(20);
    expect(seen.powerSteps).toBeGreaterThan(5);
    expect(seen.reveals).toBeGreaterThan(0);
    expect(seen.casualtySteps).toBeGreaterThan(0);
  }, 600_000);

  it('names steps and phases in words', async () => {
    const { battleStepName, phaseName } = await import('../../src/engine');
    const steps = ['window1', 'destiny', 'window2', 'attrition', 'window3', 'power', 'window4', 'loss', 'window5', 'end'] as const;
    for (const step of steps) expect(battleStepName(step)).not.toMatch(/window|\d/);
    expect(phaseName('deploy')).toBe('deploy phase');
  });

  it('warns as energy runs low (R-WIN-01: no energy loses)', () => {
    const d = playableStarterDecks()[0].cards;
    let s = createGame({ seed: 1, decks: [d, d], firstPlayer: 0 });
    const p = s.players[0];
    const level = (n: number) => {
      s = { ...s, players: [{ ...p, reserve: p.reserve.slice(0, n), active: [], used: [] }, s.players[1]] };
      return tableView(s, 0).players[0].energy.level;
    };
    expect([level(30), level(10), level(5), level(0)]).toEqual(['ok', 'low', 'critical', 'out']);
  });

  it('plays a card aimed at something on the stack on the table, and others where they aim (R-STACK-03)', () => {
    const play = (targets: string[]): Action => ({ type: 'play', seat: 0, card: '0.1', targets });
    expect(targetKeyOf(play(['stack:3']))).toBe('table');
    expect(targetKeyOf(play(['1.4']))).toBe('1.4');
    expect(targetKeyOf(play([]))).toBe('table');
    expect(targetKeyOf({ type: 'play', seat: 0, card: '0.1', position: 2 })).toBe('slot:2');
  });
});
