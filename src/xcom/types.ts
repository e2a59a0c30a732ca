// The X-COM Incursion game state: plain, serialisable data (docs/xcom/rules.md). Seat 0 is Earth
// (X-COM), seat 1 the Aliens. Everything computed (ranks, scores, research levels, meld room) is
// derived in derive.ts, never stored.
import type { InferOutput } from 'valibot';
import type { Side } from './cards';
import type { XACTION } from './actions';

export type Seat = 0 | 1;
export const EARTH: Seat = 0;
export const ALIEN: Seat = 1;
export const SIDE_OF: readonly [Side, Side] = ['earth', 'alien'];

/** `${seat}.${index in sideCards(side)}`. */
export type CardId = string;

/** The phases a player acts in; logistics, deploy and morale run by themselves (XR-TURN-01). */
export type XPhase = 'action' | 'interception' | 'tactics' | 'tacticsTrash' | 'base' | 'search' | 'research' | 'end' | 'over';

export interface SideState {
  /** The active deck, face down; index 0 is the top. */
  deck: CardId[];
  hand: CardId[];
  /** Deployed cards: in play until the end phase. */
  play: CardId[];
  discard: CardId[];
  /** The base deck, face up; index 0 is the top and the first five are the staging cards. */
  base: CardId[];
}

export interface Contest {
  /** Earth's score, the Aliens' score. */
  scores: [number, number];
  winner: Seat;
}

export interface XState {
  seed: number;
  rng: number;
  turn: number;
  phase: XPhase;
  /** Who acts now in `phase` (meaningless when over). */
  acting: Seat;
  panic: number;
  sides: [SideState, SideState];
  /** Uses this turn of each card's action-phase or base-phase ability (XR-ACT-05). */
  spent: Record<CardId, number>;
  /** Passes in a row in the action phase (XR-ACT-01). */
  passes: number;
  /** Search actions (XR-SEARCH-01) and trash actions (XR-END-02) used this turn, per seat. */
  searches: [number, number];
  trashes: [number, number];
  /** Cards whose Trash for R+N was used, and in which phase; trashed in the end phase (XR-TRASH-03). */
  boosts: Record<CardId, 'interception' | 'tactics'>;
  melds: [CardId[], CardId[]];
  interception: Contest | null;
  tactics: Contest | null;
  winner: Seat | null;
  winRule: string | null;
}

/** Every action (the schema in actions.ts is its one definition). */
export type XAction = InferOutput<typeof XACTION>;

export interface Refusal {
  rule: string;
  reason: string;
}

export type XEvent =
  /** A turn begins: its logistics and deploy phases run at once (XR-TURN-01). */
  | { kind: 'turn'; turn: number }
  /** A phase begins; morale, which nobody chooses in, is told as it runs. */
  | { kind: 'phase'; phase: Exclude<XPhase, 'over'> | 'morale' }
  | { kind: 'shuffle'; seat: Seat; pile: 'deck' | 'base' }
  | { kind: 'draw'; seat: Seat; cards: CardId[]; rule: string }
  | { kind: 'deploy'; seat: Seat; cards: CardId[] }
  | { kind: 'action'; action: XAction }
  | { kind: 'contest'; phase: 'interception' | 'tactics'; result: Contest }
  | { kind: 'skipTactics' }
  | { kind: 'panic'; change: number; panic: number }
  | { kind: 'trashed'; seat: Seat; card: CardId; rule: string }
  /** Cards from below the staging cards, seen for the first time as they move up (XRU-16). */
  | { kind: 'staged'; seat: Seat; cards: CardId[] }
  | { kind: 'discardPlay'; seat: Seat; cards: CardId[] }
  | { kind: 'won'; seat: Seat; rule: string };

export type ApplyResult = { ok: true; state: XState; events: XEvent[] } | { ok: false; refusal: Refusal };
