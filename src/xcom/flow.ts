// Carrying out actions and running the phases in order (XR-TURN-01). Logistics, deploy and morale
// need no choices, so they run as soon as the phase before them ends.
import { shuffle } from '../engine/rng';
import {
  allIds, def, drawCounts, hasInterceptor, interceptionScore, meldTotal, opponent, PANIC_LOSS, seatOf, staging, STAGING_CARDS, untouchable,
} from './derive';
import { startCount } from './cards';
import { ALIEN, EARTH, SIDE_OF } from './types';
import type { CardId, Contest, Seat, SideState, XAction, XEvent, XPhase, XState } from './types';

/** XR-SETUP-01..04: Earth and Aliens, starting decks active, panic 0, every deck shuffled. */
export function createXcomGame(seed: number): XState {
  let rng = seed | 0;
  const sides = ([EARTH, ALIEN] as const).map((seat): SideState => {
    const ids = allIds(seat);
    const n = startCount(SIDE_OF[seat]);
    const [r1, deck] = shuffle(rng, ids.slice(0, n));
    const [r2, base] = shuffle(r1, ids.slice(n));
    rng = r2;
    return { deck, hand: [], play: [], discard: [], base };
  }) as [SideState, SideState];
  const s: XState = {
    seed, rng, turn: 0, phase: 'action', acting: EARTH, panic: 0, sides,
    spent: {}, passes: 0, searches: [0, 0], trashes: [0, 0], boosts: {}, melds: [[], []],
    interception: null, tactics: null, winner: null, winRule: null,
  };
  startTurn(s, []);
  return s;
}

/** XR-DRAW-02: an empty active deck takes the shuffled discard pile. */
function drawOne(s: XState, seat: Seat, events: XEvent[]): CardId | undefined {
  const side = s.sides[seat];
  if (side.deck.length === 0 && side.discard.length > 0) {
    const [rng, deck] = shuffle(s.rng, side.discard);
    s.rng = rng;
    side.deck = deck;
    side.discard = [];
    events.push({ kind: 'shuffle', seat, pile: 'deck' });
  }
  return side.deck.shift();
}

/** Logistics (XR-DRAW-01) and deploy (XR-DEPLOY-01), then the action phase opens with Earth. */
function startTurn(s: XState, events: XEvent[]): void {
  s.turn += 1;
  events.push({ kind: 'turn', turn: s.turn });
  const counts = drawCounts(s.panic);
  for (const seat of [EARTH, ALIEN] as const) {
    const drawn: CardId[] = [];
    for (let i = 0; i < counts[seat]; i++) {
      const id = drawOne(s, seat, events);
      if (id) drawn.push(id);
    }
    s.sides[seat].hand.push(...drawn);
    events.push({ kind: 'draw', seat, cards: drawn, rule: 'XR-DRAW-01' });
  }
  for (const seat of [EARTH, ALIEN] as const) {
    const side = s.sides[seat];
    events.push({ kind: 'deploy', seat, cards: [...side.hand] });
    side.play.push(...side.hand);
    side.hand = [];
  }
  Object.assign(s, {
    spent: {}, passes: 0, searches: [0, 0], trashes: [0, 0], boosts: {}, melds: [[], []], interception: null, tactics: null,
  });
  enter(s, 'action', events);
}

/** A phase a side acts in begins, Earth first (XRU-07); the log reads the event as its heading. */
function enter(s: XState, phase: Exclude<XPhase, 'over'>, events: XEvent[], acting: Seat = EARTH): void {
  s.phase = phase;
  s.acting = acting;
  events.push({ kind: 'phase', phase });
}

function remove(list: CardId[], id: CardId): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

/** XR-TRASH-02: a trashed card goes under its owner's base deck. */
function trashCard(s: XState, id: CardId, rule: string, events: XEvent[]): void {
  const side = s.sides[seatOf(id)];
  remove(side.play, id);
  delete s.boosts[id];
  side.base.push(id);
  events.push({ kind: 'trashed', seat: seatOf(id), card: id, rule });
}

function contest(scores: [number, number]): Contest {
  return { scores, winner: scores[EARTH] > scores[ALIEN] ? EARTH : ALIEN };
}

function endInterception(s: XState, events: XEvent[]): void {
  const scores: [number, number] = [hasInterceptor(s) ? interceptionScore(s, EARTH) : 0, interceptionScore(s, ALIEN)];
  const result = hasInterceptor(s) ? contest(scores) : { scores, winner: ALIEN };
  s.interception = result;
  events.push({ kind: 'contest', phase: 'interception', result });
  if (result.winner === EARTH) {
    events.push({ kind: 'skipTactics' });
    morale(s, events);
  } else {
    enter(s, 'tactics', events);
  }
}

function endTactics(s: XState, events: XEvent[]): void {
  const result = contest([meldTotal(s, EARTH), meldTotal(s, ALIEN)]);
  s.tactics = result;
  events.push({ kind: 'contest', phase: 'tactics', result });
  const loser = opponent(result.winner);
  const gap = Math.abs(result.scores[0] - result.scores[1]);
  if (gap >= 10 && s.sides[loser].play.some((id) => !untouchable(id))) {
    enter(s, 'tacticsTrash', events, result.winner);
  } else {
    morale(s, events);
  }
}

function named(s: XState, seat: Seat, name: string): boolean {
  return s.sides[seat].play.some((id) => def(id).name === name);
}

function abilityTotal(s: XState, seat: Seat, kind: 'panic' | 'rally'): number {
  return s.sides[seat].play.reduce((n, id) => n + def(id).abilities.reduce((m, a) => m + (a.kind === kind ? a.n : 0), 0), 0);
}

/** XR-MORALE-01..05, then the win checks (XR-WIN-01..03). */
function morale(s: XState, events: XEvent[]): void {
  const decided = s.tactics ?? s.interception;
  if (!decided) throw new Error('morale before a contest');
  events.push({ kind: 'phase', phase: 'morale' });
  const winner = decided.winner;
  const gap = Math.abs(decided.scores[0] - decided.scores[1]);
  const change = winner === ALIEN ? gap + abilityTotal(s, ALIEN, 'panic') : -(gap + abilityTotal(s, EARTH, 'rally'));
  const panic = Math.max(0, s.panic + change);
  events.push({ kind: 'panic', change: panic - s.panic, panic });
  s.panic = panic;
  if (winner === EARTH && named(s, EARTH, 'Avenger') && named(s, EARTH, 'Cydonia or Bust')) return win(s, EARTH, 'XR-WIN-01', events);
  if (winner === ALIEN && named(s, ALIEN, 'Battleship') && named(s, ALIEN, 'Final Assault')) return win(s, ALIEN, 'XR-WIN-02', events);
  if (s.panic >= PANIC_LOSS) return win(s, ALIEN, 'XR-WIN-03', events);
  enter(s, 'base', events);
}

function win(s: XState, seat: Seat, rule: string, events: XEvent[]): void {
  s.phase = 'over';
  s.winner = seat;
  s.winRule = rule;
  events.push({ kind: 'won', seat, rule });
}

/** The end phase opens by trashing the cards whose Trash for rank was used (XR-END-01). */
function openEnd(s: XState, events: XEvent[]): void {
  enter(s, 'end', events);
  for (const id of Object.keys(s.boosts)) trashCard(s, id, 'XR-END-01', events);
}

/** XR-END-03: everything still in play goes to its owner's discard pile; the next turn begins. */
function closeTurn(s: XState, events: XEvent[]): void {
  for (const seat of [EARTH, ALIEN] as const) {
    const side = s.sides[seat];
    events.push({ kind: 'discardPlay', seat, cards: [...side.play] });
    side.discard.push(...side.play);
    side.play = [];
  }
  startTurn(s, events);
}

/** A pass: the seat is done with this phase (in the action phase, two in a row end it). */
function pass(s: XState, events: XEvent[]): void {
  if (s.phase === 'action') {
    s.passes += 1;
    if (s.passes < 2) { s.acting = opponent(s.acting); return; }
    return enter(s, 'interception', events);
  }
  if (s.phase === 'interception') return endInterception(s, events);
  if (s.phase === 'tacticsTrash') return morale(s, events);
  if (s.acting === EARTH) { s.acting = ALIEN; return; }
  if (s.phase === 'tactics') return endTactics(s, events);
  if (s.phase === 'base') return enter(s, 'search', events);
  if (s.phase === 'search') return enter(s, 'research', events);
  if (s.phase === 'research') return openEnd(s, events);
  if (s.phase === 'end') return closeTurn(s, events);
}

/** Carries out an action `check` accepted, on a copy the caller owns; then tells the cards that
 * moved up from below a side's staging cards (XRU-16): a search, a purchase or a Super Search
 * shows a base card nobody had seen. */
export function perform(s: XState, a: XAction, events: XEvent[]): void {
  const below = s.sides.map((side) => new Set(side.base.slice(STAGING_CARDS)));
  carryOut(s, a, events);
  for (const seat of [EARTH, ALIEN] as const) {
    const cards = staging(s, seat).filter((id) => below[seat].has(id));
    if (cards.length) events.push({ kind: 'staged', seat, cards });
  }
}

function carryOut(s: XState, a: XAction, events: XEvent[]): void {
  events.push({ kind: 'action', action: a });
  const me = s.sides[a.seat];
  const spend = (id: CardId) => { s.spent[id] = (s.spent[id] ?? 0) + 1; };
  switch (a.type) {
    case 'pass':
      return pass(s, events);
    case 'supply': {
      spend(a.card);
      const id = drawOne(s, a.seat, events);
      if (id) me.play.push(id);
      events.push({ kind: 'draw', seat: a.seat, cards: id ? [id] : [], rule: 'XR-ACT-02' });
      break;
    }
    case 'call':
      spend(a.card);
      remove(me.discard, a.target);
      me.play.push(a.target);
      break;
    case 'kill': {
      spend(a.card);
      const them = s.sides[opponent(a.seat)];
      remove(them.play, a.target);
      them.discard.push(a.target);
      break;
    }
    case 'boost':
      s.boosts[a.card] = s.phase === 'interception' ? 'interception' : 'tactics';
      return;
    case 'meld':
      s.melds[a.seat].push(a.card);
      return;
    case 'trash':
      if (s.phase === 'end') {
        s.trashes[a.seat] += 1;
        trashCard(s, a.target, 'XR-END-02', events);
        return;
      }
      trashCard(s, a.target, 'XR-TRASH-01', events);
      return morale(s, events);
    case 'superSearch':
      spend(a.card);
      remove(me.base, a.trash);
      me.base.push(a.trash);
      remove(me.base, a.find);
      me.base.unshift(a.find);
      events.push({ kind: 'trashed', seat: a.seat, card: a.trash, rule: 'XR-STAGE-02' });
      return;
    case 'search':
      s.searches[a.seat] += 1;
      remove(me.base, a.target);
      me.base.push(a.target);
      events.push({ kind: 'trashed', seat: a.seat, card: a.target, rule: 'XR-SEARCH-01' });
      return;
    case 'buy':
      for (const id of a.paying) {
        remove(me.play, id);
        if (a.boosted.includes(id)) {
          me.base.push(id);
          events.push({ kind: 'trashed', seat: a.seat, card: id, rule: 'XR-RES-05' });
        } else {
          me.discard.push(id);
        }
      }
      remove(me.base, a.target);
      me.discard.push(a.target);
      return;
  }
  // An action-phase action hands the turn to the other side (XR-ACT-01).
  s.passes = 0;
  s.acting = opponent(s.acting);
}
