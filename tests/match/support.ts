// A session with two copies of a fixed deck, for the match tests.
import { expect } from 'vitest';
import { actor } from '../../src/engine';
import { createSession, DEFAULT_SETTINGS } from '../../src/match';
import type { Match, MatchSettings, Session } from '../../src/match';
import type { Action, GameState } from '../../src/engine';
import { randomPick, randomSeed } from '../../src/sim/randomGame';
import readyDecks from '../../cards/decks.json';

/** The Gongen starter deck (Solidarity): a fixed list, so that the games these tests play do not
 * change as cards are implemented (the practice decks are generated from the implemented pool). */
export function gongen(): string[] {
  const deck = readyDecks.find((d) => d.name === 'Solidarity');
  if (!deck) throw new Error('no Solidarity deck');
  return deck.cards.flatMap((c) => Array<string>(c.qty).fill(c.number));
}

export const params = (seed = 7) => ({ seed, decks: [gongen(), gongen()] as [string[], string[]], firstPlayer: 0 as const, deckNames: ['a', 'b'] as [string, string] });

/** A seeded game at one screen played at random (taking the screen at each hand-over) until it
 * ends, or until `each`, told of every match it passes, says false; the match it stopped at. */
export function playRandom(seed: number, each: (m: Match) => boolean | void = () => true): Match {
  const session = createSession();
  session.start(params(seed));
  let rng = randomSeed(seed);
  for (let i = 0; i < 20000; i++) {
    const m = session.get().match!;
    if (each(m) === false || m.game.winner !== null || actor(m.game) === null) return m;
    if (m.screen.kind === 'handOver') { session.takeOver(); continue; }
    const [r, a] = randomPick(rng, m.legal, m.game.stack.length);
    rng = r;
    session.submit(a);
  }
  return session.get().match!;
}

export interface Table {
  session: Session;
  game(): GameState;
  find(type: Action['type']): Action;
  /** The turn player passes until the phase is `phase`, taking the screen when it is handed
   * over to them. */
  passTo(phase: GameState['phase']): void;
}

export function table(session: Session = createSession()): Table {
  const m = () => session.get().match!;
  const t: Table = {
    session,
    game: () => m().game,
    find: (type) => m().legal.find((a) => a.type === type)!,
    passTo(phase) {
      for (let i = 0; i < 20 && t.game().phase !== phase; i++) {
        if (m().screen.kind === 'handOver') session.takeOver();
        session.submit(t.find('pass'));
      }
      expect(t.game().phase).toBe(phase);
    },
  };
  return t;
}

/** A started game (seed 7) with both starting locations chosen and P1 to act in the activate
 * phase. */
export function started(seed = 7, settings: Partial<MatchSettings> = {}): Table {
  const t = table(createSession({ ...DEFAULT_SETTINGS, ...settings }));
  t.session.start(params(seed));
  for (let i = 0; i < 2; i++) {
    t.session.submit(t.find('startLocation'));
    if (t.session.get().match!.screen.kind === 'handOver') t.session.takeOver();
  }
  return t;
}
