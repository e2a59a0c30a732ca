// Building X-COM positions for rules tests: a seeded game with chosen cards moved into play or
// the discard pile (every card stays in exactly one place).
import { apply, createXcomGame, cardDef } from '../../src/xcom/index';
import type { CardId, Seat, XAction, XPhase, XState } from '../../src/xcom/index';
import { sideCards } from '../../src/xcom/cards';

const PILES = ['deck', 'hand', 'play', 'discard', 'base'] as const;

export function idsNamed(seat: Seat, name: string): CardId[] {
  const ids = sideCards(seat === 0 ? 'earth' : 'alien').flatMap((d, i) => (d.name === name ? [`${seat}.${i}`] : []));
  if (ids.length === 0) throw new Error(`no card named ${name}`);
  return ids;
}

function take(s: XState, seat: Seat, id: CardId): void {
  for (const p of PILES) {
    const i = s.sides[seat][p].indexOf(id);
    if (i >= 0) s.sides[seat][p].splice(i, 1);
  }
}

export interface Setup {
  phase?: XPhase;
  acting?: Seat;
  panic?: number;
  /** Names of the cards in play, per seat: everything else deployed goes to the discard pile. */
  play?: [string[], string[]];
  discard?: [string[], string[]];
  /** Names put on top of the base deck, in order (the first is the top). */
  staging?: [string[], string[]];
}

/** Moves the first copy of `name` not yet placed into `pile` of its side. */
function place(s: XState, seat: Seat, names: string[], pile: 'play' | 'discard' | 'base', placed: Set<CardId>): CardId[] {
  const out: CardId[] = [];
  for (const name of names) {
    const id = idsNamed(seat, name).find((x) => !placed.has(x));
    if (!id) throw new Error(`not enough copies of ${name}`);
    placed.add(id);
    take(s, seat, id);
    out.push(id);
  }
  if (pile === 'base') s.sides[seat].base.unshift(...out);
  else s.sides[seat][pile].push(...out);
  return out;
}

/** A position in the given phase; returns the state and the ids placed, by seat, in order. */
export function position(setup: Setup, seed = 1): { s: XState; ids: [CardId[], CardId[]] } {
  const s = structuredClone(createXcomGame(seed));
  s.phase = setup.phase ?? 'action';
  s.acting = setup.acting ?? 0;
  s.panic = setup.panic ?? 0;
  const ids: [CardId[], CardId[]] = [[], []];
  for (const seat of [0, 1] as const) {
    const side = s.sides[seat];
    side.discard.push(...side.play);
    side.play = [];
    const placed = new Set<CardId>();
    ids[seat].push(...place(s, seat, setup.play?.[seat] ?? [], 'play', placed));
    ids[seat].push(...place(s, seat, setup.discard?.[seat] ?? [], 'discard', placed));
    ids[seat].push(...place(s, seat, setup.staging?.[seat] ?? [], 'base', placed));
  }
  return { s, ids };
}

export function nameOf(id: CardId): string {
  return cardDef(id).name;
}

/** Every card of both sides, each exactly once across the piles. */
export function cardsConserved(s: XState): boolean {
  for (const seat of [0, 1] as const) {
    const all = PILES.flatMap((p) => s.sides[seat][p]);
    const n = sideCards(seat === 0 ? 'earth' : 'alien').length;
    if (all.length !== n || new Set(all).size !== n) return false;
  }
  return true;
}

/** Applies an action that must be legal. */
export function must(s: XState, a: XAction): XState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${r.refusal.rule}: ${r.refusal.reason}`);
  return r.state;
}

/** Passes for whoever acts until the phase changes. */
export function passPhase(s: XState): XState {
  const phase = s.phase;
  let t = s;
  while (t.phase === phase && t.phase !== 'over') t = must(t, { type: 'pass', seat: t.acting });
  return t;
}
