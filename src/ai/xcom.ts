// X-COM Incursion's computer players (docs/opponent.md). A bot is handed what its side may see —
// the seat's view, where both active decks are only their sizes — and the legal actions, never
// the game. What lies in a face-down deck is known as a set (every card of a side is in one of its
// piles, and all other piles are face up), never its order, so the state a bot reasons on deals
// each deck in a fixed order of its own that says nothing of the real one.
import { pick } from '../engine/rng';
import {
  ALIEN_TYPES, apply, cardDef, interceptionScore, meldTotal, rank, seatOf, sideCardIds,
} from '../xcom';
import type { CardId, Seat, XAction, XcomLevel, XState, XView } from '../xcom';

export interface XcomDecision {
  action: XAction;
  /** A short reason for the log, naming only cards both sides see. */
  why?: string;
  /** The bot's generator state after deciding. */
  rng: number;
}

/** A whole state consistent with a seat's view: each deck holds the side's cards that are in no
 * other pile, in card order (not the real order, which the view does not give). */
export function stateFromView(v: XView): XState {
  const sides = v.sides.map((side, seat) => {
    const known = new Set([...side.hand, ...side.play, ...side.discard, ...side.base]);
    return { ...side, deck: sideCardIds(seat as Seat).filter((id) => !known.has(id)) };
  }) as XState['sides'];
  return { ...v, sides, seed: 0, rng: 0 };
}

/** The cards that win each side the game (XR-WIN-01, XR-WIN-02): worth far more than their rank. */
const VICTORY: readonly [readonly string[], readonly string[]] = [['Avenger', 'Cydonia or Bust'], ['Battleship', 'Final Assault']];

/** How much a card is worth to its side over the game: rank, research it pays, what its abilities
 * do, and whether it is half of a victory. */
function worth(id: CardId): number {
  const d = cardDef(id);
  return d.rank + d.rl / 2 + d.abilities.length * 1.5 + (VICTORY[seatOf(id)].includes(d.name) ? 12 : 0);
}

/** The halves of its victory a side has yet to research: in none of its active piles (the deck is
 * known as a set). */
function unresearched(s: XState, seat: Seat): string[] {
  const x = s.sides[seat];
  const owned = new Set([...x.deck, ...x.hand, ...x.play, ...x.discard].map((id) => cardDef(id).name));
  return VICTORY[seat].filter((n) => !owned.has(n));
}

/** What keeping a card in play is worth to a side deciding what to trash in the end phase. Earth
 * wins only by its mission, so it plays for it: while half of it is still to be researched, the
 * research a card pays counts for more (the two cost 9 each); once both are owned it counts for
 * nothing, so the deck is slimmed and the two come into play together sooner. The Aliens also win
 * on panic, which their ranks raise: their worth stays as it is. */
function keepWorth(s: XState, id: CardId): number {
  const d = cardDef(id);
  if (seatOf(id) === 1) return worth(id);
  return unresearched(s, 0).length > 0 ? worth(id) + d.rl : worth(id) - d.rl / 2;
}

/** The best meld the Aliens could build from their cards in play, one card per type: what Earth's
 * meld must beat. */
function alienMeldReach(s: XState): number {
  return ALIEN_TYPES.reduce((n, type) => n + Math.max(0, ...s.sides[1].play.filter((id) => cardDef(id).type === type).map((id) => rank(s, id))), 0);
}

/** How good an action looks now for the side taking it, with the reason worth telling. */
function judge(s: XState, a: XAction): { score: number; why?: string } {
  const name = (id: CardId) => cardDef(id).name;
  switch (a.type) {
    case 'pass': return { score: 0 };
    case 'supply': return { score: 3 };
    case 'call': return { score: 2 + worth(a.target) / 2 };
    case 'kill': return { score: 2 + worth(a.target) / 2 + rank(s, a.target) / 2 };
    case 'meld': return { score: 5 + rank(s, a.card) };
    case 'boost': {
      // A card is given up for rank only where the rank turns a contest.
      const r = apply(s, a);
      if (!r.ok) return { score: -1 };
      const turns = s.phase === 'interception'
        ? interceptionScore(s, 0) <= interceptionScore(s, 1) && interceptionScore(r.state, 0) > interceptionScore(r.state, 1)
        : meldTotal(s, 0) <= alienMeldReach(s) && meldTotal(r.state, 0) > alienMeldReach(s);
      return turns ? { score: 6, why: `gives up ${name(a.card)} for the rank that wins the ${s.phase === 'interception' ? 'interception' : 'tactics'}` } : { score: -1 };
    }
    case 'trash':
      // After a big tactics win, the loser's best card; in the end phase, only one's own dead weight.
      return s.phase === 'end' ? { score: 2.5 - keepWorth(s, a.target) } : { score: 3 + worth(a.target) };
    case 'superSearch': return { score: worth(a.find) - worth(a.trash) - 2 };
    case 'search': {
      // What lies below the staging cards is known as a set, not its order (XRU-16): the card
      // that moves up is worth what they are worth on average, and a known card is given up for
      // an unknown one only when it is clearly worse.
      const below = s.sides[a.seat].base.slice(5);
      const next = below.reduce((n, id) => n + worth(id), 0) / below.length;
      return { score: below.length === 0 ? -1 : next - worth(a.target) - 2 };
    }
    case 'buy': {
      const lost = a.boosted.reduce((n, id) => n + worth(id), 0);
      return { score: worth(a.target) + 1 - lost - a.paying.length * 0.3, why: `researches ${name(a.target)}, the most useful staging card it can pay for now` };
    }
  }
}

/** The bot's choice among `legal` (all of one seat's), from that seat's view only. */
export function decideXcom(level: XcomLevel, view: XView, legal: readonly XAction[], rng: number): XcomDecision {
  let r = rng | 0;
  if (legal.length === 1) return { action: legal[0], rng: r };
  if (level === 'random') {
    // The fuzz games' player: something other than a pass most of the time.
    const moves = legal.filter((a) => a.type !== 'pass');
    let roll: number;
    [r, roll] = pick(r, 100);
    const from = moves.length > 0 && roll < 85 ? moves : legal;
    let i: number;
    [r, i] = pick(r, from.length);
    return { action: from[i], rng: r };
  }
  const s = stateFromView(view);
  const judged = legal.map((a) => ({ a, ...judge(s, a) }));
  const best = Math.max(...judged.map((j) => j.score));
  const top = judged.filter((j) => j.score === best);
  const [after, i] = pick(r, top.length);
  return { action: top[i].a, why: top[i].why, rng: after };
}
