// The changes in force and the icons derived from them are remembered across states by identity
// (abilities/continuous.ts). Remembering must change nothing: every action of random games is
// applied twice from the same state, once remembering and once computing everything afresh, and
// the resulting states and the legal actions listed must be identical.
import { afterEach, describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, stateHash } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { activeChanges, rememberFrames } from '../../src/engine/abilities/continuous';
import { draft, setTable, tableCard } from '../../src/engine/state';
import { next } from '../../src/engine/rng';
import { playableStarterDecks, randomDeck } from '../../src/sim/decks';
import type { CardDef } from '../../src/engine/cards/types';
import { testCard } from '../kit/registry';

function step(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${r.refusal.rule}: ${r.refusal.reason}`);
  return r.state;
}

afterEach(() => rememberFrames(true));

describe('remembered frames (engine speed) change no result', () => {
  const starters = playableStarterDecks();
  const games = [
    ...starters.map((d, i) => [d.cards, starters[(i + 1) % starters.length].cards]),
    ...[0, 1, 2, 3].map((i) => [randomDeck(300 + 2 * i).cards, randomDeck(301 + 2 * i).cards]),
  ];
  // Test-only units whose conditions read what frames leave out unless a card in play reads it
  // (tests/kit/cards/units.ts: the Phase, Battle, Hand, Counter and Power Readers).
  const readerCards = ['Phase Reader', 'Battle Reader', 'Hand Reader', 'Counter Reader', 'Power Reader'].map((t) => testCard(t)!);
  const customCards: Record<string, CardDef> = Object.fromEntries(readerCards.map((c) => [c.number, c]));
  const readers = (seed: number) => [...randomDeck(seed).cards.slice(0, 50), ...readerCards.flatMap((c) => [c.number, c.number])];
  games.push(...[0, 1, 2].map((i) => [readers(400 + 2 * i), readers(401 + 2 * i)]));

  it.each(games.map((decks, i) => [i, decks] as const))('game %i: same states and legal actions with and without them', (i, decks) => {
    let s = createGame({ seed: 9000 + i, decks: decks as [string[], string[]], firstPlayer: 'random', customCards });
    let rng = 9000 + i;
    let actions = 0;
    while (s.winner === null && s.turn <= 25) {
      rememberFrames(true);
      const list = legalActions(s);
      rememberFrames(false);
      expect(legalActions(s)).toEqual(list);
      const [r, f] = next(rng);
      rng = r;
      const nonPass = list.filter((a) => a.type !== 'pass');
      const pool = nonPass.length && f < 0.85 ? nonPass : list;
      const a = pool[Math.floor(next(rng)[1] * pool.length)];
      const fresh = step(s, a);
      rememberFrames(true);
      s = step(s, a);
      expect(stateHash(s)).toBe(stateHash(fresh));
      actions++;
    }
    expect(actions).toBeGreaterThan(100);
  }, 30_000); // a whole game, twice: slow on a loaded machine
});

describe('a draft read and then changed is read afresh', () => {
  it('objects a frame remembers are copied before the next write to them', () => {
    // Card 0.0 has Piloting (a change in force while in play); 0.1 has none.
    const deck = ['1C141', ...randomDeck(5).cards.slice(1)];
    const g = draft(createGame({ seed: 3, decks: [deck, randomDeck(6).cards], firstPlayer: 0 }));
    setTable(g, '0.1', { controller: 0 });
    const before = g.s.table;
    expect(activeChanges(g.s).some((c) => c.source === '0.0')).toBe(false);
    setTable(g, '0.0', { controller: 0 });
    expect(g.s.table).not.toBe(before);
    expect(activeChanges(g.s).some((c) => c.source === '0.0')).toBe(true);
    const entry = g.s.table['0.0'];
    tableCard(g, '0.0').damaged = true;
    expect(entry.damaged).toBeUndefined();
  });
});
