// Which actions may be taken back: none that revealed a hidden card (issue: undo until hidden
// information is revealed).
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, revealsHidden } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { randomDeck } from '../../src/sim/decks';

function start(): GameState {
  let s = createGame({ seed: 7, decks: [randomDeck(1).cards, randomDeck(2).cards], firstPlayer: 0 });
  for (const seat of [0, 1]) {
    const a = legalActions(s).find((x) => x.type === 'startLocation' && x.seat === seat)!;
    s = (apply(s, a) as { state: GameState }).state;
  }
  return s;
}

describe('revealsHidden', () => {
  it('setup reveals the starting locations and draws hands; a pass reveals nothing', () => {
    let s = createGame({ seed: 7, decks: [randomDeck(1).cards, randomDeck(2).cards], firstPlayer: 0 });
    const first = apply(s, legalActions(s)[0]);
    expect(first.ok && revealsHidden(first.events)).toBe(false);
    s = (first as { state: GameState }).state;
    const second = apply(s, legalActions(s)[0]);
    expect(second.ok && revealsHidden(second.events)).toBe(true);
    const s2 = (second as { state: GameState }).state;
    const pass = apply(s2, { type: 'pass', seat: s2.initiative! } as Action);
    expect(pass.ok && revealsHidden(pass.events)).toBe(false);
  });
  it('a draw reveals a card to its drawer, so it cannot be taken back', () => {
    let s = start();
    // Pass to the draw phase after activating 2.
    s = (apply(s, { type: 'activate', seat: 0, amount: 2 }) as { state: GameState }).state;
    while (s.phase !== 'draw') s = (apply(s, legalActions(s).find((a) => a.type === 'pass')!) as { state: GameState }).state;
    const draw = apply(s, { type: 'draw', seat: 0 });
    expect(draw.ok && revealsHidden(draw.events)).toBe(true);
  });
});
