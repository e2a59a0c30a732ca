// The coach's notes in the review of an X-COM Incursion game: at each step, the moments where a
// rule decided something in the action that led to it, in our own words: who won the interception
// and the tactics and why, how far panic moved and for what, a 10-point trash, the first research,
// and the end of the game. Each says what it is about on the board (XcomBoard's marks).
import { cardDef, PANIC_LOSS } from '../../xcom';
import type { Contest, XcomTypes, XEvent, XState } from '../../xcom';
import type { LogEntry, ReviewNote, ReviewStep } from '../../match';
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
  let researched = false;
  return steps.map((step, i) => {
    if (i === 0) return [];
    const notes: Note[] = [];
    for (const { event: e } of log.slice(steps[i - 1].logAt, step.logAt)) {
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
        case 'action':
          if (e.action.type === 'buy' && !researched) {
            researched = true;
            const paid = e.action.paying.map((id) => cardDef(id).name).join(', ');
            notes.push({
              text: `${e.action.seat === 0 ? 'Earth researches' : 'The Aliens research'} ${cardDef(e.action.target).name}, paying with ${paid}: cards in play whose research levels reach its cost. It goes to the discard pile, so it joins the active deck later.`,
              rule: 'XR-RES-02',
              about: [],
            });
          }
          break;
        case 'won':
          notes.push({ text: `The game ends. ${winText(step.game)}`, rule: e.rule, about: winMarks(step.game) });
          break;
      }
    }
    return notes;
  });
}
