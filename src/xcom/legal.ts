// The one judge of legality: `check` refuses with the XR rule it breaks; `legalActions` lists
// candidates for the seat acting now and keeps those the same rules accept (being built from the
// state, they skip only the reading of untrusted input).
import {
  abilities, def, hasInterceptor, hasPsiLab, lookup, matches, meldable, meldRoom, meldUsed, opponent,
  researchValue, seatOf, staging, STAGING_CARDS, trashAllowance, searchAllowance, trashForRank, untouchable, usesLeft,
} from './derive';
import { typeName } from './cards';
import { EARTH } from './types';
import type { CardId, Refusal, Seat, XAction, XPhase, XState } from './types';

const no = (rule: string, reason: string): Refusal => ({ rule, reason });

/** The phases each action belongs to (XR-TURN-01). */
const PHASES: Record<XAction['type'], readonly XPhase[]> = {
  pass: ['action', 'interception', 'tactics', 'tacticsTrash', 'base', 'search', 'research', 'end'],
  supply: ['action'], call: ['action'], kill: ['action'],
  boost: ['interception', 'tactics'], meld: ['tactics'], trash: ['tacticsTrash', 'end'],
  superSearch: ['base'], search: ['search'], buy: ['research'],
};

export function actor(s: XState): Seat | null {
  return s.phase === 'over' ? null : s.acting;
}

function isSeat(x: unknown): x is Seat {
  return x === 0 || x === 1;
}

/** The cards each action must name. */
const NEEDS: Record<XAction['type'], readonly string[]> = {
  pass: [], supply: ['card'], call: ['card', 'target'], kill: ['card', 'target'], boost: ['card'], meld: ['card'],
  trash: ['target'], superSearch: ['card', 'find', 'trash'], search: ['target'], buy: ['target'],
};

/** Malformed input or a card not in this game (XR-INPUT-01), never thrown on. */
function inputRefusal(a: unknown): Refusal | null {
  if (typeof a !== 'object' || a === null) return no('XR-INPUT-01', 'That is not an action.');
  const x = a as Record<string, unknown>;
  if (typeof x.type !== 'string' || !Object.hasOwn(PHASES, x.type) || !isSeat(x.seat)) return no('XR-INPUT-01', 'That is not an action.');
  for (const k of ['card', 'target', 'find', 'trash'] as const) {
    if (k in x && !lookup(x[k])) return no('XR-INPUT-01', 'That card is not in this game.');
  }
  if (x.type === 'buy') {
    if (!Array.isArray(x.paying) || !Array.isArray(x.boosted)) return no('XR-INPUT-01', 'A purchase names the cards that pay.');
    if (![...x.paying, ...x.boosted].every((id) => lookup(id))) return no('XR-INPUT-01', 'That card is not in this game.');
  }
  if (NEEDS[x.type as XAction['type']].some((k) => !(k in x))) return no('XR-INPUT-01', 'The action is missing a card.');
  return null;
}

export function check(s: XState, input: XAction): Refusal | null {
  return inputRefusal(input) ?? rulesRefusal(s, input);
}

/** The rules' judgement of a well-formed action (what `legalActions` builds is well-formed). */
function rulesRefusal(s: XState, a: XAction): Refusal | null {
  if (s.phase === 'over') return no('XR-WIN-04', 'The game is over.');
  if (!PHASES[a.type].includes(s.phase)) return no('XR-TURN-01', 'That is not done in this phase.');
  if (a.seat !== s.acting) return no('XR-TURN-02', 'It is the other side\'s turn to act.');
  const me = s.sides[a.seat];
  const them = s.sides[opponent(a.seat)];
  const mine = (id: CardId) => seatOf(id) === a.seat;
  switch (a.type) {
    case 'pass':
      return null;
    case 'supply':
      return sourceRefusal(s, a.seat, a.card, 'supply')
        ?? (me.deck.length + me.discard.length === 0 ? no('XR-ACT-02', 'Your active deck and discard pile are both empty.') : null);
    case 'call':
      return sourceRefusal(s, a.seat, a.card, 'call')
        ?? (me.discard.includes(a.target) ? null : no('XR-ACT-03', 'A Call takes a card from your own discard pile.'))
        ?? kindRefusal(s, a.card, a.target, 'XR-ACT-03');
    case 'kill':
      return sourceRefusal(s, a.seat, a.card, 'kill')
        ?? (them.play.includes(a.target) ? null : no('XR-ACT-04', 'A Kill hits a card your opponent has in play.'))
        ?? kindRefusal(s, a.card, a.target, 'XR-ACT-04')
        ?? (untouchable(a.target) ? no('XR-TRASH-04', 'That card can never be killed or trashed.') : null);
    case 'boost':
      if (a.seat !== EARTH || !me.play.includes(a.card) || trashForRank(s, a.card) === 0) {
        return no('XR-TRASH-03', 'Only an Earth card in play with Trash for rank can be used so.');
      }
      if (a.card in s.boosts) return no('XR-TRASH-03', 'That card\'s Trash for rank is already used this turn.');
      if (s.phase === 'interception' && !hasInterceptor(s)) return no('XR-INT-03', 'Without an Interceptor in play Earth has no interception score to raise.');
      if (s.phase === 'tactics' && !s.melds[EARTH].includes(a.card)) return no('XR-TRASH-03', 'In the tactics phase only a melded card counts higher.');
      return null;
    case 'meld': {
      if (!me.play.includes(a.card)) return no('XR-MELD-07', 'A meld is made from your own cards in play.');
      if (s.melds[a.seat].includes(a.card)) return no('XR-MELD-07', 'That card is already in the meld.');
      const d = def(a.card);
      if (!meldable(d)) return no(a.seat === EARTH ? 'XR-MELD-01' : 'XR-MELD-02', 'Cards of that type never go into a meld.');
      const extra = d.abilities.some((x) => x.kind === 'extra');
      if (!extra && meldUsed(s, a.seat, d.type) >= meldRoom(s, a.seat, d.type)) {
        return no('XR-MELD-05', `The meld has no room left for another ${typeName(d.type)} card.`);
      }
      return null;
    }
    case 'trash':
      if (s.phase === 'tacticsTrash') {
        if (!them.play.includes(a.target)) return no('XR-TRASH-01', 'The winner trashes a card the loser has in play.');
      } else {
        if (!me.play.includes(a.target)) return no('XR-END-02', 'In the end phase you trash one of your own cards in play.');
        if (s.trashes[a.seat] >= trashAllowance(s, a.seat)) return no('XR-END-02', 'You have no trash action left this turn.');
      }
      if (untouchable(a.target)) return no('XR-TRASH-04', 'That card can never be killed or trashed.');
      return null;
    case 'superSearch': {
      if (!me.play.includes(a.card) || usesLeft(s, a.card, 'superSearch') <= 0) return no('XR-STAGE-02', 'That needs an unused Super Search card of yours in play.');
      if (!mine(a.find) || !me.base.includes(a.find) || staging(s, a.seat).includes(a.find)) return no('XR-STAGE-02', 'Super Search finds a card of your base deck below the staging cards.');
      if (!staging(s, a.seat).includes(a.trash)) return no('XR-STAGE-02', 'Super Search trashes one of your staging cards.');
      return null;
    }
    case 'search':
      if (s.searches[a.seat] >= searchAllowance(s, a.seat)) return no('XR-SEARCH-01', 'You have no search action left this turn.');
      if (!staging(s, a.seat).includes(a.target)) return no('XR-SEARCH-01', 'A search trashes one of your own staging cards.');
      return null;
    case 'buy':
      return buyRefusal(s, a);
  }
}

const ACTION_WORD = { supply: 'Supply', call: 'Call', kill: 'Kill' } as const;

/** XR-ACT-05: an action-phase action needs a card of yours in play with that action unused. */
function sourceRefusal(s: XState, seat: Seat, card: CardId, kind: keyof typeof ACTION_WORD): Refusal | null {
  if (!s.sides[seat].play.includes(card)) return no('XR-ACT-05', 'Only a card of yours in play grants actions.');
  if (usesLeft(s, card, kind) <= 0) return no('XR-ACT-05', `That card has no ${ACTION_WORD[kind]} action left this turn.`);
  return null;
}

/** A Call or Kill reaches only the kind of card its ability names. */
function kindRefusal(s: XState, card: CardId, target: CardId, rule: string): Refusal | null {
  const ab = abilities(s, card).find((x) => x.kind === 'call' || x.kind === 'kill');
  if ((ab?.kind === 'call' || ab?.kind === 'kill') && matches(ab.what, def(target))) return null;
  return no(rule, `That card is not of the kind this ${ab?.kind === 'kill' ? 'Kill' : 'Call'} names.`);
}

function buyRefusal(s: XState, a: Extract<XAction, { type: 'buy' }>): Refusal | null {
  if (!staging(s, a.seat).includes(a.target)) return no('XR-RES-01', 'You buy one of your own staging cards.');
  const d = def(a.target);
  if (d.psionic && a.seat === EARTH && !hasPsiLab(s)) return no('XR-PSI-01', 'Earth needs a Psi Laboratory among its active cards to buy a Psionic card.');
  const play = s.sides[a.seat].play;
  const payers = new Set(a.paying);
  if (payers.size !== a.paying.length || a.paying.some((id) => !play.includes(id) || id in s.boosts)) {
    return no('XR-RES-02', 'Each payer is a different card of yours in play not marked to be trashed.');
  }
  if (new Set(a.boosted).size !== a.boosted.length || a.boosted.some((id) => !payers.has(id) || !def(id).abilities.some((x) => x.kind === 'trashForResearch'))) {
    return no('XR-RES-05', 'Only a paying card with Trash for research can be trashed for more.');
  }
  const value = (id: CardId, boosted: boolean) => researchValue(s, id, d, boosted);
  const total = a.paying.reduce((n, id) => n + value(id, a.boosted.includes(id)), 0);
  if (total < d.dc) return no('XR-RES-02', `The payers' research levels come to ${total}; the card costs ${d.dc}.`);
  const spare = a.paying.some((id) => total - value(id, a.boosted.includes(id)) >= d.dc)
    || a.boosted.some((id) => total - value(id, true) + value(id, false) >= d.dc);
  if (spare) return no('XR-RES-03', 'Name only the cards (and trashes) the purchase needs.');
  return null;
}

/** Minimal payments for one purchase: every set of payers (and trashes) with nothing to spare. */
function payments(s: XState, seat: Seat, target: CardId): { paying: CardId[]; boosted: CardId[] }[] {
  const d = def(target);
  const payers = s.sides[seat].play.filter((id) => !(id in s.boosts) && researchValue(s, id, d, true) > 0);
  // reach[i]: the most the payers from i on can add, to drop branches that cannot reach the cost.
  const reach0 = payers.map((id) => researchValue(s, id, d, true));
  const reach = [...reach0];
  for (let i = reach.length - 2; i >= 0; i--) reach[i] += reach[i + 1];
  const out: { paying: CardId[]; boosted: CardId[] }[] = [];
  const walk = (i: number, paying: CardId[], boosted: CardId[], total: number, least = Infinity) => {
    if (total >= d.dc) {
      if (total - least < d.dc) out.push({ paying: [...paying], boosted: [...boosted] });
      return;
    }
    if (i === payers.length || total + reach[i] < d.dc) return;
    const id = payers[i];
    walk(i + 1, paying, boosted, total, least);
    const v = researchValue(s, id, d, false);
    if (v > 0) walk(i + 1, [...paying, id], boosted, total + v, Math.min(least, v));
    if (def(id).abilities.some((x) => x.kind === 'trashForResearch')) {
      walk(i + 1, [...paying, id], [...boosted, id], total + reach0[i], Math.min(least, reach0[i]));
    }
  };
  walk(0, [], [], 0);
  return out;
}

/** Every legal action for the seat acting now; empty only when the game is over. */
export function legalActions(s: XState): XAction[] {
  if (s.phase === 'over') return [];
  const seat = s.acting;
  const me = s.sides[seat];
  const them = s.sides[opponent(seat)];
  const c: XAction[] = [{ type: 'pass', seat }];
  switch (s.phase) {
    case 'action':
      // Only cards with a use left are expanded into targets; check still judges each.
      for (const card of me.play) {
        if (usesLeft(s, card, 'supply') > 0) c.push({ type: 'supply', seat, card });
        if (usesLeft(s, card, 'call') > 0) for (const target of me.discard) c.push({ type: 'call', seat, card, target });
        if (usesLeft(s, card, 'kill') > 0) for (const target of them.play) c.push({ type: 'kill', seat, card, target });
      }
      break;
    case 'interception':
    case 'tactics':
      for (const card of me.play) c.push({ type: 'boost', seat, card }, { type: 'meld', seat, card });
      break;
    case 'tacticsTrash':
      for (const target of them.play) c.push({ type: 'trash', seat, target });
      break;
    case 'end':
      for (const target of me.play) c.push({ type: 'trash', seat, target });
      break;
    case 'base':
      for (const card of me.play) {
        if (usesLeft(s, card, 'superSearch') <= 0) continue;
        for (const find of me.base.slice(STAGING_CARDS)) for (const trash of staging(s, seat)) c.push({ type: 'superSearch', seat, card, find, trash });
      }
      break;
    case 'search':
      for (const target of staging(s, seat)) c.push({ type: 'search', seat, target });
      break;
    case 'research':
      for (const target of staging(s, seat)) for (const p of payments(s, seat, target)) c.push({ type: 'buy', seat, target, ...p });
      break;
  }
  return c.filter((x) => rulesRefusal(s, x) === null);
}

