// The events triggered abilities (and delayed triggers) wait for (R-TRIG-01): an event the engine
// reports (types.ts EventContext), and what it must be about, read from the side of the ability's
// card: which card ('self', a ref, or any card a selector matches), whose event (`by`), where
// (`at`, a place relative to the ability's card).
import { controls } from '../../derive/locations';
import { ownerOf } from '../../state';
import type { EventContext, GameState, Seat } from '../../types';
import type { Listener } from '../define';
import { trigger } from '../define';
import { either, node, num, oneOf, opt, printed, WHO } from '../schema';
import { hereOf, matches, placeWord, printedMatch, refCardOf } from '../select';
import type { Ctx } from '../select';
import { fits } from '../visit';
import { holds } from '../conditions';
import type { Say } from '../text';
import type { Place, Ref, Selector } from '../vocabulary';

type Who = 'you' | 'opponent' | 'any';
const subject = either(node('ref'), node('selector'));
const ctxOf = (l: Listener): Ctx => ({ seat: l.seat, source: l.source, targets: [], ...(l.here !== undefined ? { here: l.here } : {}) });

/** Is the event's card the one the trigger is about? A card that has left play is read as it was
 * just before (its controller and location as the event reports them). */
function about(s: GameState, subj: Ref | Selector, l: Listener, e: EventContext): boolean {
  const card = e.card;
  if (card === undefined) return false;
  if (l.card !== undefined) return card === l.card;
  if (fits({ t: 'node', of: 'ref' }, subj)) return refCardOf(s, ctxOf(l), subj as Ref) === card;
  const seen: GameState = s.table[card] ? s
    : { ...s, table: { ...s.table, [card]: { controller: e.seat ?? ownerOf(card), ...(e.location !== undefined ? { at: e.location } : {}) } } };
  return matches(seen, ctxOf(l), subj as Selector, card);
}
/** "this card", "a unit of yours here". */
const about_ = (subj: Ref | Selector, say: Say): string => (fits({ t: 'node', of: 'ref' }, subj) ? say.ref(subj as Ref) : say.np(subj as Selector, 'a'));
const by = (who: Who | undefined, e: EventContext, l: Listener): boolean =>
  who === undefined || who === 'any' || (e.seat !== undefined && (who === 'you') === (e.seat === l.seat));
/** Did the event happen at this place, relative to the ability's card? */
function at(s: GameState, p: Place | undefined, l: Listener, e: EventContext): boolean {
  if (p === undefined) return true;
  if (e.location === undefined) return false;
  const w = placeWord(p);
  const ctx = ctxOf(l);
  return w.location ? w.location(s, ctx, e.location) : e.location === hereOf(s, ctx);
}

export const entersPlay = trigger('entersPlay', { entersPlay: subject }, {
  text: (t, say): string => `${about_(t.entersPlay, say)} enters play`,
  listens: (): 'entersPlay' => 'entersPlay',
  fires: (s, t, l, e): boolean => about(s, t.entersPlay, l, e),
});
/** The card is lost from a location (R-TERM-LEAVE); `how: 'destroyed'`: only when destroyed;
 * `how: 'hostDestroyed'`: only when lost because the card it was directly beneath was destroyed
 * (R-TERM-LEAVE-02: a weapon on a destroyed character). */
export const lost = trigger('lost', { lost: subject, how: opt(oneOf('destroyed', 'hostDestroyed')) }, {
  text: (t, say): string => (t.how === 'hostDestroyed' ? `the card ${about_(t.lost, say)} was beneath is destroyed, taking ${about_(t.lost, say)} with it`
    : `${about_(t.lost, say)} is ${t.how === 'destroyed' ? 'destroyed' : 'lost'}`),
  subject: 'lost',
  listens: (t): 'destroyed' | 'lostFromLocation' => (t.how === 'destroyed' ? 'destroyed' : 'lostFromLocation'),
  fires: (s, t, l, e): boolean => about(s, t.lost, l, e) && (t.how !== 'hostDestroyed' || !!e.hostDestroyed),
});
/** `by`: only damage done by an ability of that card (a ref: the card this one is beneath) or of a
 * card in play the selector matches (a weapon). */
export const damaged = trigger('damaged', { damaged: subject, by: opt(subject) }, {
  text: (t, say): string => `${about_(t.damaged, say)} is damaged${t.by ? ` by an ability of ${about_(t.by, say)}` : ''}`,
  listens: (): 'damaged' => 'damaged',
  fires: (s, t, l, e): boolean => about(s, t.damaged, l, e) && (t.by === undefined || damagedBy(s, t.by, l, e)),
});
/** Was the event's `by` card the one named, or one matching? */
function damagedBy(s: GameState, by: Ref | Selector, l: Listener, e: EventContext): boolean {
  if (e.by === undefined) return false;
  if (fits({ t: 'node', of: 'ref' }, by)) return refCardOf(s, ctxOf(l), by as Ref) === e.by;
  return s.table[e.by] !== undefined && matches(s, ctxOf(l), by as Selector, e.by);
}
/** An activated ability of the card (a ref) or of a card in play the selector matches (a weapon
 * beneath this character) is used, by `by`; `targeting`: each card matching it chosen as one of
 * its targets as it is used (the event is then about that card). */
export const used = trigger('used', { used: subject, by: opt(oneOf(...WHO)), targeting: opt(subject) }, {
  text: (t, say): string => (t.targeting ? `${about_(t.targeting, say)} is chosen as a target of an activated ability of ${about_(t.used, say)}`
    : `${t.by === undefined || t.by === 'any' ? 'a player uses' : t.by === 'you' ? 'you use' : 'your opponent uses'} an activated ability of ${about_(t.used, say)}`),
  listens: (t): 'targeted' | 'used' => (t.targeting ? 'targeted' : 'used'),
  fires: (s, t, l, e): boolean => by(t.by, e, l)
    && (t.targeting ? about(s, t.targeting, l, e) && damagedBy(s, t.used, l, e) : about(s, t.used, l, e)),
});
export const inverted = trigger('inverted', { inverted: subject }, {
  text: (t, say): string => `${about_(t.inverted, say)} is inverted`,
  listens: (): 'inverted' => 'inverted',
  fires: (s, t, l, e): boolean => about(s, t.inverted, l, e),
});
/** The card moves (a movement, or moved by an ability); a delayed trigger's "here" is then where
 * it moved to. `from`: only a move away from that place. */
export const moved = trigger('moved', { moved: subject, from: opt(node('place')) }, {
  text: (t, say): string => {
    const subj = t.moved;
    // A card matching "here" is read where it arrives: "a vehicle moves here".
    if (!t.from && !fits({ t: 'node', of: 'ref' }, subj) && (subj as Selector).at === 'here') {
      const rest: Selector = { ...(subj as Selector) };
      delete rest.at;
      return `${say.np(rest, 'a')} moves here`;
    }
    return `${about_(subj, say)} moves${t.from ? ` away from ${say.place(t.from).replace(/^at /, '')}` : ''}`;
  },
  subject: 'moved', hereIsEvent: true,
  listens: (): 'moved' => 'moved',
  fires: (s, t, l, e): boolean => about(s, t.moved, l, e) && (t.from === undefined || at(s, t.from, l, { ...e, location: e.from })),
});
/** A card is played (by whom): it is on the stack, so it is read by its printed facts.
 * `usingIcons`: played using its player's support icons at the place (rules/play.ts supportUsedAt:
 * the icons of a faction it needs, all of which count); once per card played. */
export const played = trigger('played', { played: printed(node('selector')), by: opt(oneOf(...WHO)), usingIcons: opt(node('place')) }, {
  text: (t, say): string => `${say.np(t.played, 'a')} is played${t.by === undefined || t.by === 'any' ? '' : ` by ${say.who(t.by)}`}${
    t.usingIcons ? ` using support icons ${say.place(t.usingIcons)}` : ''}`,
  listens: (t): 'played' | 'supportUsed' => (t.usingIcons ? 'supportUsed' : 'played'),
  fires: (s, t, l, e): boolean => e.card !== undefined && printedMatch(s, t.played, e.card) && by(t.by, e, l) && at(s, t.usingIcons, l, e),
});
/** A player draws a card (once per card). */
export const draws = trigger('draws', { draws: oneOf(...WHO) }, {
  text: (t, say): string => `${say.who(t.draws)} ${t.draws === 'you' ? 'draw' : 'draws'} a card`,
  listens: (): 'draw' => 'draw',
  fires: (_s, t, l, e): boolean => by(t.draws, e, l),
});
/** A drain at the place resolves (by whom). */
export const drained = trigger('drained', { drained: node('place'), by: opt(oneOf(...WHO)) }, {
  text: (t, say): string => `${say.who(t.by ?? 'any')} ${t.by === 'you' ? 'drain' : 'drains'} ${say.place(t.drained)}`,
  listens: (): 'drain' => 'drain',
  fires: (s, t, l, e): boolean => at(s, t.drained, l, e) && by(t.by, e, l),
});
const BATTLE_EVENTS = { begins: 'battleBegins', destinyEnds: 'destinyStepEnds', attritionEnds: 'attritionStepEnds', powerEnds: 'powerStepEnds', won: 'battleWon', ends: 'battleEnds' } as const;
/** A moment of a battle: it begins (by: the attacker), its battle destiny, attrition or power step ends, a side wins it in
 * the power step (by: the winner), it ends (by: the winner; without `by`, whatever the result). */
export const battle = trigger('battle', { battle: oneOf('begins', 'destinyEnds', 'attritionEnds', 'powerEnds', 'won', 'ends'), at: opt(node('place')), by: opt(oneOf(...WHO)) }, {
  text: (t, say): string => {
    const where = t.at ? ` ${say.place(t.at)}` : '';
    const who = say.who(t.by ?? 'any');
    switch (t.battle) {
      case 'begins': return t.by && t.by !== 'any' ? `${who} ${t.by === 'you' ? 'attack' : 'attacks'}${where}` : `a battle begins${where}`;
      case 'destinyEnds': return `the battle destiny step of a battle${where} ends`;
      case 'attritionEnds': return `the attrition step of a battle${where} ends`;
      case 'powerEnds': return `the power step of a battle${where} ends`;
      case 'won': return `${who} ${t.by === 'you' ? 'win' : 'wins'} a battle${where}`;
      case 'ends': return !t.by || t.by === 'any' ? `a battle${where} ends` : `a battle${where} that ${who} won ends`;
    }
  },
  listens: (t): (typeof BATTLE_EVENTS)[keyof typeof BATTLE_EVENTS] => BATTLE_EVENTS[t.battle],
  fires: (s, t, l, e): boolean => at(s, t.at, l, e) && by(t.by, e, l),
});
/** A side reveals a card for battle destiny (at a place; whose destiny, as it counts, is at least;
 * `card`: only that card, 'self' for a card revealed from the reserve, which hears its own reveal). */
export const destinyRevealed = trigger('destinyRevealed', { destinyRevealed: oneOf(...WHO), at: opt(node('place')), atLeast: opt(num), card: opt(node('ref')) }, {
  text: (t, say): string => `${say.who(t.destinyRevealed)} ${t.destinyRevealed === 'you' ? 'reveal' : 'reveals'} ${t.card !== undefined ? say.ref(t.card) : 'a card'} for battle destiny${t.at ? ` in a battle ${say.place(t.at)}` : ''}${t.atLeast !== undefined ? ` whose destiny counts ${t.atLeast} or more` : ''}`,
  listens: (): 'revealBattleDestiny' => 'revealBattleDestiny',
  fires: (s, t, l, e): boolean => by(t.destinyRevealed, e, l) && at(s, t.at, l, e) && (t.atLeast === undefined || (e.value ?? 0) >= t.atLeast)
    && (t.card === undefined || (e.card !== undefined && refCardOf(s, ctxOf(l), t.card) === e.card)),
});
/** A phase starts or ends, in whose turn. */
export const phase = trigger('phase', {
  phase: oneOf('activate', 'control', 'deploy', 'battle', 'move', 'draw'), moment: oneOf('starts', 'ends'), turn: opt(oneOf('yours', 'opponents')),
}, {
  text: (t): string => `${t.turn === 'yours' ? 'your' : t.turn === 'opponents' ? "your opponent's" : 'a'} ${t.phase} phase ${t.moment === 'starts' ? 'begins' : 'ends'}`,
  listens: (t): 'phaseStarts' | 'phaseEnds' => (t.moment === 'starts' ? 'phaseStarts' : 'phaseEnds'),
  fires: (_s, t, l, e): boolean => e.phase === t.phase && (t.turn === undefined || (t.turn === 'yours') === (e.seat === l.seat)),
});
/** A player comes to control the place: a state trigger, checked each time a player would gain
 * initiative (triggers.ts checkStateTriggers). */
export const controlsPlace = trigger('controls', { controls: node('place'), by: oneOf(...WHO) }, {
  text: (t, say): string => `${say.who(t.by)} ${t.by === 'you' ? 'come' : 'comes'} to control ${t.controls === 'here' ? say.ref('here') : `a location ${say.place(t.controls)}`}`,
  listens: (): 'controls' => 'controls',
  fires: (): boolean => false,
  state: (s, t, l): boolean => {
    const ctx = ctxOf(l);
    const w = placeWord(t.controls);
    return s.row.some((loc) => (w.location ? w.location(s, ctx, loc) : loc === hereOf(s, ctx))
      && ([0, 1] as Seat[]).some((seat) => by(t.by, { event: 'controls', seat }, l) && controls(s, seat, loc)));
  },
});
/** A condition comes to hold, read from the card's side ("when you do not have two other Gongen
 * units here"): a state trigger, checked each time a player would gain initiative like `controls`. */
export const becomes = trigger('becomes', { becomes: node('condition') }, {
  text: (t, say): string => say.cond(t.becomes),
  listens: (): 'controls' => 'controls',
  fires: (): boolean => false,
  state: (s, t, l): boolean => holds(s, ctxOf(l), t.becomes),
});
