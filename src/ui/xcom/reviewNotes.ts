// The coach's notes in the review of an X-COM Incursion game: at each step, the moments where a
// rule decided something in the action that led to it, in our own words: who won the interception
// and the tactics and why, how far panic moved and for what, a 10-point trash, and the end of the
// game; and, once each, the first time something happens that a player meets for the first time
// (a Supply, a Call, a Kill, a card traded for rank, a search, a Super Search, a purchase, an
// end-phase trash, a reshuffled discard pile, a new turn's draw), as WARS's review explains its
// first times. Each says what it is about on the board (XcomBoard's marks).
import { cardDef, PANIC_LOSS, sideName } from '../../xcom';
import type { CardId, Contest, XAction, XcomTypes, XEvent, XState } from '../../xcom';
import type { LogEntry, ReviewNote, ReviewStep } from '../../match';
import type { TableNote } from '../../game';
import type { XNoteMark } from './XcomBoard';
import { winText } from './words';

type Note = ReviewNote<XNoteMark>;

const CONTESTS: XNoteMark[] = [{ part: 'contests' }];
const PANIC: XNoteMark[] = [{ part: 'panic' }];

/** The side's name to start a sentence and its verb: "Earth wins", "the Aliens win". */
const wins = (seat: 0 | 1) => (seat === 0 ? 'Earth wins' : 'The Aliens win');

function contestNote(phase: 'interception' | 'tactics', r: Contest): Note {
  const [earth, aliens] = r.scores;
  const score = r.winner === 0 ? `${earth} to ${aliens}` : `${aliens} to ${earth}`;
  if (phase === 'interception') {
    return r.winner === 0
      ? { text: `${wins(0)} the interception, ${score}: its best Interceptor outranks the Aliens' best UFO. That wins Earth the turn, and there is no tactics this turn.`, rule: 'XR-INT-04', about: CONTESTS }
      : { text: `${wins(1)} the interception, ${score}${earth === aliens ? ': a tie goes to them' : ''}. Earth needs an Interceptor that outranks the best UFO; without that, the melds in the tactics phase decide the turn.`, rule: 'XR-INT-03', about: CONTESTS };
  }
  const big = Math.abs(earth - aliens) >= 10 ? ' By 10 or more, so the winner may trash one of the loser\'s cards in play.' : '';
  return {
    text: `${wins(r.winner)} tactics and the turn, ${score}${earth === aliens ? ': a tie goes to the Aliens' : ': the meld with the higher rank total takes it'}.${big}`,
    rule: 'XR-MELD-03',
    about: CONTESTS,
  };
}

/** The panic or rally values of a side's cards in play (XR-MORALE-02, 03). */
const bonusOf = (s: XState, seat: 0 | 1, kind: 'panic' | 'rally') =>
  s.sides[seat].play.reduce((n, id) => n + cardDef(id).abilities.reduce((m, a) => m + (a.kind === kind ? a.n : 0), 0), 0);

/** Panic moved in the morale phase: by the gap of the contest that decided the turn, plus the
 * panic values of the Alien cards in play or the rally values of Earth's (`s`: just after). */
function panicNote(e: Extract<XEvent, { kind: 'panic' }>, decided: Contest | null, s: XState): Note {
  const gap = decided ? Math.abs(decided.scores[0] - decided.scores[1]) : 0;
  if (decided?.winner === 1) {
    const bonus = bonusOf(s, 1, 'panic');
    return {
      text: `The Aliens won the turn, so Earth's panic rises by ${e.change} to ${e.panic}: the gap of ${gap}${bonus > 0 ? `, plus ${bonus} for the panic of the Alien cards in play` : ''}.${e.panic >= PANIC_LOSS ? '' : ` At ${PANIC_LOSS} the Aliens win.`}`,
      rule: 'XR-MORALE-02',
      about: PANIC,
    };
  }
  const bonus = bonusOf(s, 0, 'rally');
  const why = `the gap of ${gap}${bonus > 0 ? `, plus ${bonus} for the rally of Earth's cards in play` : ''}`;
  // Panic never goes below 0 (XR-MORALE-04): a fall may be cut short.
  const cut = gap + bonus > -e.change;
  return {
    text: e.change === 0
      ? `Earth won the turn, but panic stays at ${e.panic}${cut ? ': it never goes below 0' : ': the gap was 0'}.`
      : `Earth won the turn, so panic falls by ${-e.change} to ${e.panic}: ${why}${cut ? ', cut short at 0, the lowest it goes' : ''}.`,
    rule: cut ? 'XR-MORALE-04' : 'XR-MORALE-03',
    about: PANIC,
  };
}

/** What happens for the first time, keyed by what it is: an action's type, or an event's kind. */
type FirstKey = XAction['type'] | XEvent['kind'];

/** The side, as a sentence opens with it. */
const who = (seat: 0 | 1) => { const n = sideName(seat); return n[0].toUpperCase() + n.slice(1); };
const name = (id: CardId) => cardDef(id).name;
const inPlay = (s: XState, id: CardId): XNoteMark[] => (s.sides.some((x) => x.play.includes(id)) ? [{ card: id }] : []);

/** The first time of each action worth explaining, from the action and the state just after. */
function firstAction(a: XAction, s: XState): Note | null {
  switch (a.type) {
    case 'supply':
      return { text: `${who(a.seat)} use${a.seat === 0 ? 's' : ''} the Supply of ${name(a.card)}: the top card of the active deck goes straight into play. Each card's actions work once a turn, and the sides take turns, one action each.`, rule: 'XR-ACT-02', about: inPlay(s, a.card) };
    case 'call':
      return { text: `${who(a.seat)}: ${name(a.card)} calls ${name(a.target)} back from the discard pile into play. A Call brings back only the kind of card its ability names.`, rule: 'XR-ACT-03', about: inPlay(s, a.target) };
    case 'kill':
      return { text: `${who(a.seat)}: ${name(a.card)} kills ${name(a.target)}, which goes to its owner's discard pile: it is out of this turn's contests, and any panic or rank it gave goes with it.`, rule: 'XR-ACT-04', about: inPlay(s, a.card) };
    case 'boost':
      return { text: `Earth gives up ${name(a.card)} for extra rank in the ${s.phase === 'interception' ? 'interception: the rank is added to Earth\'s score' : 'tactics: it counts higher in the meld'}. The card is trashed as the end phase opens, under the base deck.`, rule: 'XR-TRASH-03', about: [...inPlay(s, a.card), ...CONTESTS] };
    case 'search':
      return { text: `${who(a.seat)} swap${a.seat === 0 ? 's' : ''} the staging card ${name(a.target)} to the bottom of the base deck, and the next card of the base deck moves up into staging. Every side has one search a turn, more with Search cards (and Earth one more once it has any panic).`, rule: 'XR-SEARCH-01', about: [] };
    case 'superSearch':
      return { text: `${who(a.seat)}: ${name(a.card)} finds ${name(a.find)} deep in the base deck and puts it among the staging cards, trashing ${name(a.trash)} to make room.`, rule: 'XR-STAGE-02', about: inPlay(s, a.card) };
    case 'buy':
      return { text: `${a.seat === 0 ? 'Earth researches' : 'The Aliens research'} ${name(a.target)}, paying with ${a.paying.map(name).join(', ')}: cards in play whose research levels reach its cost. It goes to the discard pile, so it joins the active deck later.`, rule: 'XR-RES-02', about: [] };
    case 'trash':
      // The 10-point trash has a note every time (below).
      return s.phase === 'end'
        ? { text: `${who(a.seat)} trash${a.seat === 0 ? 'es' : ''} ${name(a.target)} from play in the end phase: it goes under the base deck, which leaves the active deck slimmer and stronger. One trash a turn, more with Trash cards.`, rule: 'XR-END-02', about: [] }
        : null;
    default:
      return null;
  }
}

/** The first time of each event worth explaining (other than an action's). */
function firstEvent(e: XEvent, s: XState): Note | null {
  switch (e.kind) {
    case 'shuffle':
      return { text: `${who(e.seat)} ha${e.seat === 0 ? 's' : 've'} to draw from an empty active deck, so the discard pile is shuffled into a new one: the cards researched so far come into play from now on.`, rule: 'XR-DRAW-02', about: [] };
    case 'turn':
      return e.turn < 2 ? null : { text: `Turn ${e.turn}: both sides draw a new hand and put all of it into play. How many each draws follows the panic level, ${s.panic} now: Earth draws fewer and the Aliens more as panic climbs.`, rule: 'XR-DRAW-01', about: PANIC };
    case 'discardPlay':
      return e.seat === 0 ? { text: 'The turn is over: every card still in play goes to its owner\'s discard pile, and a new turn begins.', rule: 'XR-END-03', about: [] } : null;
    default:
      return null;
  }
}

/** The note for an event if it is the first of its kind worth one (`explained`: the kinds
 * explained so far, added to). */
function firstTime(e: XEvent | TableNote, s: XState, explained: Set<FirstKey>): Note | null {
  if (e.kind === 'autoPass' || e.kind === 'computerReason') return null;
  const key: FirstKey = e.kind === 'action' ? e.action.type : e.kind;
  if (explained.has(key)) return null;
  const note = e.kind === 'action' ? firstAction(e.action, s) : firstEvent(e, s);
  if (note) explained.add(key);
  return note;
}

/** The cards a victory mission needed, in play on the winner's side. */
function winMarks(s: XState): XNoteMark[] {
  if (s.winRule === 'XR-WIN-03' || s.winner === null) return PANIC;
  const names = s.winRule === 'XR-WIN-01' ? ['Avenger', 'Cydonia or Bust'] : ['Battleship', 'Final Assault'];
  return s.sides[s.winner].play.filter((id) => names.includes(cardDef(id).name)).map((card) => ({ card }));
}

/** The notes at each step of a review (none at the start); `log` is the game's, as the steps'
 * `logAt` count it. */
export function xcomReviewNotes(steps: readonly ReviewStep<XState>[], log: readonly LogEntry<XcomTypes>[]): Note[][] {
  // The contest that decides the turn so far: the tactics, or the interception that skipped it.
  let decided: Contest | null = null;
  const explained = new Set<FirstKey>();
  return steps.map((step, i) => {
    if (i === 0) return [];
    const notes: Note[] = [];
    for (const { event: e } of log.slice(steps[i - 1].logAt, step.logAt)) {
      const first = firstTime(e, step.game, explained);
      if (first) notes.push(first);
      switch (e.kind) {
        case 'contest':
          decided = e.result;
          notes.push(contestNote(e.phase, e.result));
          break;
        case 'panic':
          notes.push(panicNote(e, decided, step.game));
          break;
        case 'trashed':
          if (e.rule === 'XR-TRASH-01') notes.push({ text: `${e.seat === 1 ? 'Earth trashes' : 'The Aliens trash'} ${cardDef(e.card).name}, one of the loser's cards in play: it goes under its owner's base deck.`, rule: 'XR-TRASH-01', about: CONTESTS });
          break;
        case 'won':
          notes.push({ text: `The game ends. ${winText(step.game)}`, rule: e.rule, about: winMarks(step.game) });
          break;
      }
    }
    return notes;
  });
}
