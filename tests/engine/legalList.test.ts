// legalActions() leaves out what check() refuses before it looks at places, amounts, targets or
// payments (a card outside its owner's deploy phase, an ability used up), before expanding them
// (engine speed). Leaving out must change nothing: at every position of random games the list is
// exactly the reference, every candidate expanded in full and kept when check() accepts it; each
// listed action is accepted and each candidate left out is refused. apply() takes a listed action
// (the very object, frozen) without checking it again: the same action as a fresh object, which
// is checked, must give the same state.
import { describe, expect, it } from 'vitest';
import { apply, check, createGame, legalActions, stateHash } from '../../src/engine';
import type { Action, GameState, NewGame } from '../../src/engine';
import { candidates } from '../../src/engine/legal';
import { namesTargets, namesTargetsIn } from '../../src/engine/rules/targets';
import { CARDS } from '../../cards';
import { readOnly } from '../../src/engine/memo';
import { playableStarterDecks, randomDeck } from '../../src/sim/decks';
import { randomPick, randomSeed } from '../../src/sim/randomGame';

const key = (a: Action) => JSON.stringify(a);

/** Compares the list with the reference at one position; returns how many candidates it weighed. */
function compareAt(s: GameState): number {
  const listed = legalActions(s);
  const every = readOnly(s, () => candidates(s, true));
  expect(listed).toEqual(every.filter((a) => check(s, a) === null));
  const kept = new Set(listed.map(key));
  for (const a of every) {
    const refusal = check(s, a);
    if (kept.has(key(a))) expect(refusal).toBeNull();
    // Listing leaves reasons unworded; check() words them.
    else expect(refusal?.reason).toBeTruthy();
  }
  return every.length;
}

describe('legal actions: the shorter list is the full expansion filtered through check()', () => {
  const starters = playableStarterDecks();
  const games: NewGame[] = [
    ...starters.map((d, i) => ({ seed: 5100 + i, decks: [d.cards, starters[(i + 2) % starters.length].cards] as [string[], string[]] })),
    ...[0, 1, 2, 3, 4, 5].map((i) => ({ seed: 5200 + i, decks: [randomDeck(700 + 2 * i).cards, randomDeck(701 + 2 * i).cards] as [string[], string[]] })),
  ];

  it.each(games.map((g, i) => [i, g] as const))('game %i: the same list at every position, and a listed action applied unchecked as if checked', (_, start) => {
    let s = createGame({ ...start, firstPlayer: 'random' });
    let rng = randomSeed(start.seed);
    let positions = 0;
    let weighed = 0;
    while (s.winner === null && s.turn <= 40) {
      weighed += compareAt(s);
      positions++;
      let a: Action;
      [rng, a] = randomPick(rng, legalActions(s), s.stack.length);
      expect(Object.isFrozen(a)).toBe(true);
      const r = apply(s, a);
      if (!r.ok) throw new Error(`${r.refusal.rule}: ${r.refusal.reason}`);
      const checked = apply(s, JSON.parse(JSON.stringify(a)) as Action);
      expect(checked.ok && stateHash(checked.state)).toBe(stateHash(r.state));
      s = r.state;
    }
    expect(positions).toBeGreaterThan(100);
    expect(weighed).toBeGreaterThan(positions);
  });
});

describe('an "only if" that names no target is read before the targets are listed', () => {
  it('R-GEN-02: 2R133 Life Leech\'s condition names its target; "only during your move phase" names none', () => {
    const onlys = CARDS['2R133'].abilities!.flatMap((a) => (a.kind === 'onPlay' && a.only ? [a.only] : []));
    expect(onlys.length).toBe(1);
    expect(namesTargets(onlys[0])).toBe(true);
    expect(namesTargets({ phase: 'move', turn: 'yours' })).toBe(false);
  });
});

describe('a cost that names no target is checked before the targets are listed', () => {
  it('R-PLAY-04: energy to pay and "damage this card" name none; a cost paid by a target, or by a card chosen as one, names it', () => {
    expect(namesTargetsIn('cost', { pay: 2 })).toBe(false);
    expect(namesTargetsIn('cost', { damage: 'self' })).toBe(false);
    expect(namesTargetsIn('cost', { damage: { target: 0 } })).toBe(true);
    expect(namesTargetsIn('cost', { dismiss: { target: 1 } })).toBe(true);
    expect(namesTargetsIn('cost', { dismiss: { chosen: 0 } })).toBe(true);
    expect(namesTargetsIn('cost', { dismiss: { kinds: ['unit'] } })).toBe(false);
  });
});
