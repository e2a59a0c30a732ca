// Log lines for the game's events, in plain words, and how the table's log groups them (by turn
// and phase) and filters them. Every X-COM event is public: drawn cards are put into play face up
// at once (XR-DEPLOY-01, XR-ACT-02), so no line hides anything.
import type { LogCategory, LogRules, TableNote } from '../game';
import { def, seatOf, sideName } from './derive';
import type { CardId, XAction, XEvent, XPhase } from './types';

/** Each phase's name, as headings and the board say it. */
export const PHASE_NAME: Record<XPhase | 'morale' | 'logistics', string> = {
  logistics: 'Logistics and deploy', action: 'Action phase', interception: 'Interception', tactics: 'Tactics',
  tacticsTrash: 'Tactics: the winner\'s trash', morale: 'Morale', base: 'Base phase', search: 'Search phase',
  research: 'Research', end: 'End phase', over: 'Game over',
};

const names = (ids: readonly CardId[]) => (ids.length ? ids.map((id) => def(id).name).join(', ') : 'nothing');
const cap = (text: string) => text[0].toUpperCase() + text.slice(1);
const OWN: readonly [string, string] = ['Earth\'s', 'the Aliens\''];

/** The trashes an action's own line tells (it names the card and where it goes). */
const TOLD_BY_ACTION = new Set(['XR-END-02', 'XR-TRASH-01', 'XR-SEARCH-01']);

function actionText(a: XAction): string {
  const who = cap(sideName(a.seat));
  switch (a.type) {
    case 'pass': return `${who} pass${a.seat === 0 ? 'es' : ''}.`;
    case 'supply': return `${who}: ${def(a.card).name} draws a card into play.`;
    case 'call': return `${who}: ${def(a.card).name} brings ${def(a.target).name} back from the discard pile.`;
    case 'kill': return `${who}: ${def(a.card).name} knocks out ${def(a.target).name}.`;
    case 'boost': return `${who} will trash ${def(a.card).name} at the end of the turn for extra rank now.`;
    case 'meld': return `${who} add${a.seat === 0 ? 's' : ''} ${def(a.card).name} to the meld.`;
    case 'trash': return `${who} trash${a.seat === 0 ? 'es' : ''} ${def(a.target).name}: it goes under ${OWN[seatOf(a.target)]} base deck.`;
    case 'superSearch': return `${who}: ${def(a.card).name} brings ${def(a.find).name} into staging.`;
    case 'search': return `${who} swap${a.seat === 0 ? 's' : ''} out the staging card ${def(a.target).name}: it goes under ${OWN[a.seat]} base deck.`;
    case 'buy': return `${who} research${a.seat === 0 ? 'es' : ''} ${def(a.target).name}, paying with ${names(a.paying)}.`;
  }
}

export function eventText(e: XEvent | TableNote): string {
  switch (e.kind) {
    case 'turn': return `Turn ${e.turn}: both sides draw by the panic level and deploy.`;
    case 'phase': return `${PHASE_NAME[e.phase]} begins.`;
    case 'autoPass': return `${cap(sideName(e.seat))}: nothing to do, passed by the table.`;
    case 'computerReason': return `${cap(sideName(e.seat))} (computer): ${e.why}`;
    case 'shuffle': return `${cap(sideName(e.seat))}: the discard pile is shuffled into a new active deck.`;
    case 'draw': return `${cap(sideName(e.seat))} draw${e.seat === 0 ? 's' : ''} ${names(e.cards)}.`;
    // The hand is the cards just drawn, named on the line before.
    case 'deploy': return `${cap(sideName(e.seat))} deploy${e.seat === 0 ? 's' : ''} ${e.seat === 0 ? 'its' : 'their'} whole hand: ${e.cards.length} card${e.cards.length === 1 ? '' : 's'} into play.`;
    case 'action': return actionText(e.action);
    case 'contest': return `${e.phase === 'interception' ? 'Interception' : 'Tactics'}: Earth ${e.result.scores[0]}, Aliens ${e.result.scores[1]}; ${sideName(e.result.winner)} win${e.result.winner === 0 ? 's' : ''}.`;
    case 'skipTactics': return 'Earth won the interception: no tactics this turn.';
    case 'panic': return e.change === 0 ? `Panic stays at ${e.panic}.` : `Panic ${e.change > 0 ? `rises by ${e.change}` : `falls by ${-e.change}`} to ${e.panic}.`;
    case 'trashed': return `${def(e.card).name} goes under ${OWN[e.seat]} base deck.`;
    case 'staged': return `${names(e.cards)} move${e.cards.length === 1 ? 's' : ''} up into ${OWN[e.seat]} staging cards.`;
    case 'discardPlay': return `${cap(sideName(e.seat))}: cards in play go to the discard pile.`;
    case 'won': return `${cap(sideName(e.seat))} win${e.seat === 0 ? 's' : ''} the game.`;
  }
}

/** The kind of line each event makes (the log's filters). */
function category(e: XEvent | TableNote): LogCategory {
  switch (e.kind) {
    case 'turn': case 'phase': case 'won': return 'turns';
    case 'autoPass': return 'passes';
    case 'action': return e.action.type === 'pass' ? 'passes' : 'actions';
    case 'computerReason': case 'trashed': case 'staged': return 'actions';
    case 'contest': case 'skipTactics': case 'panic': return 'battle';
    case 'shuffle': case 'draw': case 'deploy': case 'discardPlay': return 'energy';
  }
}

export const XCOM_LOG: LogRules<XEvent> = {
  category,
  subject: (e) => ('seat' in e ? e.seat : e.kind === 'action' ? e.action.seat : null),
  // Headings say all a turn's or a phase's beginning does: no line of their own.
  opens: (e) => (e.kind === 'turn' ? { turn: { turn: e.turn, player: null }, phase: 'logistics', line: false }
    : e.kind === 'phase' ? { phase: e.phase, line: false } : null),
  turnTitle: (turn) => `Turn ${turn}`,
  passed: (seats) => (seats.length === 2 ? 'Both pass' : seats[0] === 0 ? 'Earth passes' : 'The Aliens pass'),
  phaseTitle: (phase) => PHASE_NAME[phase as keyof typeof PHASE_NAME],
  toldBefore: (e) => e.kind === 'trashed' && TOLD_BY_ACTION.has(e.rule),
  // "The Aliens ..." reads on as "the Aliens ..."; no card's name begins with "The".
  readOn: (text) => (text.startsWith('The Aliens') ? `t${text.slice(1)}` : text),
};
