// Positions for the browser tests: a seeded game played by a simple player that favours putting
// cards into play, stopped where a test wants the table, written as the saved game the app finds
// in localStorage (tests/browser/positions.ts puts it there; the app resumes it on opening).
import { actor, apply, createGame, defOf, energyOf, legalActions, tableView } from '../../src/engine';
import type { Action, GameState, NewGame } from '../../src/engine';
import { next } from '../../src/engine/rng';
import { createSaveStore, makeSave } from '../../src/persist';
import type { StorageLike } from '../../src/persist';
import { needsOwnScreen } from '../../src/match';
import { playableStarterDecks } from '../../src/sim/decks';

export interface Position {
  start: NewGame;
  actions: Action[];
  deckNames: [string, string];
  state: GameState;
}

/** Cards in play, locations included. */
export const cardsInPlay = (s: GameState): number => Object.keys(s.table).length;

/** How much the builder likes an action: plays first, battles late, moves and drains rarely. */
function weight(s: GameState, a: Action, battlesFrom: number): number {
  switch (a.type) {
    case 'play': return defOf(s, a.card).type === 'LOCATION' ? 10 : 30;
    case 'activate': return 10 + a.amount;
    case 'draw': return 4;
    case 'attack': return s.turn >= battlesFrom ? 3 : 0;
    case 'move': return 0.05;
    case 'drain': return 0.2;
    default: return 1;
  }
}

export interface PositionOptions {
  /** Starter deck names, P1's then P2's. */
  decks: [string, string];
  seed: number;
  /** Where to stop: the first state after the first action for which this holds. */
  stop(s: GameState): boolean;
  /** Battles are started from this turn on. */
  battlesFrom?: number;
}

export function position(o: PositionOptions): Position {
  const starters = playableStarterDecks();
  const deck = (name: string) => starters.find((d) => d.name === name)!.cards;
  const start: NewGame = { seed: o.seed, decks: [deck(o.decks[0]), deck(o.decks[1])], firstPlayer: 0 };
  let s = createGame(start);
  let rng = (o.seed * 7919) >>> 0;
  const actions: Action[] = [];
  for (let i = 0; i < 20000; i++) {
    if (actions.length > 0 && o.stop(s)) return { start, actions, deckNames: o.decks, state: s };
    if (s.winner !== null) break;
    const list = legalActions(s);
    const total = list.reduce((n, a) => n + weight(s, a, o.battlesFrom ?? 12), 0);
    const [r, f] = next(rng);
    rng = r;
    let left = f * total;
    const pick = list.find((a) => (left -= weight(s, a, o.battlesFrom ?? 12)) <= 0) ?? list[list.length - 1];
    const res = apply(s, pick);
    if (!res.ok) throw new Error(res.refusal.reason);
    s = res.state;
    actions.push(pick);
  }
  throw new Error(`no position: the game ended or ran long (seed ${o.seed})`);
}

/** The turn player may play cards now (start of their deploy phase, nothing pending). */
const deploying = (s: GameState) => s.phase === 'deploy' && s.initiative === s.turnPlayer && s.queue.length === 0 && s.stack.length === 0;

/** The turn-14 board of the issue: 26 cards in play, 8 locations, P2 deploying with 9 cards in hand. */
export const TURN_14 = (): Position => position({
  decks: ['Solidarity', 'Alliance'], seed: 13,
  stop: (s) => s.turn === 14 && deploying(s) && cardsInPlay(s) >= 24 && s.players[s.turnPlayer].hand.length >= 3,
});

/** A busier board still: 31 cards in play in a row of 12 locations, turn 14. */
export const BUSY = (): Position => position({
  decks: ['Solidarity', 'Alliance'], seed: 23,
  stop: (s) => s.turn === 14 && deploying(s) && cardsInPlay(s) >= 30,
});

/** The most cards on one side of a location. */
export const mostOnASide = (s: GameState): number =>
  Math.max(...tableView(s, s.turnPlayer).locations.flatMap((l) => l.sides.map((side) => side.forces.length)));

/** A crowded lane in a long row: six cards on one side of a location among 10, turn 21. */
export const CROWDED = (): Position => position({
  decks: ['Solidarity', 'Alliance'], seed: 4, battlesFrom: 30,
  stop: (s) => deploying(s) && mostOnASide(s) >= 6,
});

/** A battle at its casualties: the loser chooses how to cover them (damaged cards' defense
 * already taken off), with the battle's figures all known. */
export const CASUALTIES = (): Position => position({
  decks: ['Solidarity', 'Alliance'], seed: 13, battlesFrom: 6,
  stop: (s) => s.battle?.step === 'loss' && s.queue[0]?.k === 'casualties' && s.queue[0].n > 0 && (s.battle.casualtyCuts?.length ?? 0) > 0,
});

/** An optional triggered ability asks its controller whether to use it (turn 1, both players
 * holding cards). */
export const OPTIONAL = (): Position => position({
  decks: ['Solidarity', 'Alliance'], seed: 8,
  stop: (s) => s.queue[0]?.k === 'optionalTrigger',
});

/** A player with one card of energy left in their draw phase: drawing it would lose the game. */
export const LAST_ENERGY = (): Position => position({
  decks: ['Alliance', 'Solidarity'], seed: 9, battlesFrom: 4,
  stop: (s) => s.phase === 'draw' && s.winner === null && s.initiative !== null && s.queue.length === 0 && energyOf(s, s.initiative) === 1
    && legalActions(s).some((a) => a.type === 'draw'),
});

/** The turn player deploying with a site in hand whose related site is already in the row (turn
 * 1: Ganymede/Pilgrims' Camp, with Ganymede/Traginium Source at the row's end): it may go only
 * next to it, not at the row's first two positions. */
export const RELATED_SITE = (): Position => position({
  decks: ['Solidarity', 'Alliance'], seed: 2,
  stop: (s) => deploying(s) && s.players[s.turnPlayer].hand.some((c) => defOf(s, c).title === 'Ganymede/Pilgrims’ Camp')
    && s.row.some((l) => defOf(s, l).title === 'Ganymede/Traginium Source') && s.row.length >= 3,
});

/** Several uses of one ability (its targets apart) for the next player to choose from. */
const usesOfOneAbility = (s: GameState, seat: number): boolean => {
  const seen = new Set<string>();
  return legalActions(s).some((a) => {
    if (a.seat !== seat || a.type !== 'use') return false;
    const key = `${a.card}>${a.ability}`;
    return seen.has(key) || !seen.add(key);
  });
};

/** A player about to pass (turn 3), after which the other decides on the shared screen, both
 * hands covered, with an ability of a card in play that has several targets (the table asks
 * which). */
export const BEFORE_SHARED_CHOICE = (): Position => position({
  decks: ['Solidarity', 'Swarm'], seed: 8,
  stop: (s) => {
    const by = actor(s);
    const pass = legalActions(s).find((a) => a.type === 'pass' && a.seat === by);
    if (by === null || s.queue.length > 0 || !pass) return false;
    const r = apply(s, pass);
    const next = r.ok ? actor(r.state) : null;
    return r.ok && next !== null && next !== by && !needsOwnScreen(r.state, legalActions(r.state), next) && usesOfOneAbility(r.state, next);
  },
});

/** A game just won: the end screen. */
export const FINISHED = (): Position => position({
  decks: ['Swarm', 'Suppression'], seed: 4, battlesFrom: 3,
  stop: (s) => s.winner !== null,
});

/** Named positions, for the command line (the browser tests run it: Playwright's loader cannot
 * import the card data's JSON). */
export const POSITIONS: Record<string, () => Position> = { turn14: TURN_14, busy: BUSY, crowded: CROWDED, casualties: CASUALTIES, optional: OPTIONAL, lastEnergy: LAST_ENERGY, relatedSite: RELATED_SITE, beforeSharedChoice: BEFORE_SHARED_CHOICE, finished: FINISHED };

/** The localStorage entries of a save of the position, marked as the game in progress. */
export function saveEntries(p: Position): [string, string][] {
  const data = new Map<string, string>();
  const storage: StorageLike = {
    get length() { return data.size; },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => { data.set(k, String(v)); },
    removeItem: (k) => { data.delete(k); },
  };
  const store = createSaveStore(storage);
  store.putGame(makeSave({ id: 'position', savedAt: '2025-01-01T00:00:00.000Z', start: p.start, actions: p.actions, deckNames: p.deckNames }));
  store.setCurrentGame('position');
  return [...data.entries()];
}
