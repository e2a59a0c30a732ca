// How the log reads WARS's events (the game definition's `log`, src/game): each kind's category,
// the turn and phase events that open its headings, and a line read on after "Both pass; ".
import { phaseName, subjectOf } from '../engine';
import type { EventKind, GameEvent, Phase } from '../engine';
import type { LogCategory, LogPlace, LogRules } from '../game';
import { seatName } from './names';
import type { StartParams } from './warsGame';

/** Each event kind's category: every kind has one, so a new kind can't be forgotten. */
const CATEGORY: Record<EventKind, LogCategory> = {
  startChoice: 'turns', setup: 'turns', turn: 'turns', phase: 'turns', end: 'turns', concede: 'turns',
  pass: 'passes', autoPass: 'passes', computerReason: 'actions',
  activation: 'actions', drainAction: 'actions', attackAction: 'actions', moveAction: 'actions', drain: 'energy',
  actionCanceled: 'actions', move: 'actions',
  draw: 'energy', drawFromReserve: 'energy', activate: 'energy', pay: 'energy', retrieve: 'energy', shuffle: 'energy',
  lose: 'energy', loseAtRandom: 'energy', stockpiled: 'actions',
  play: 'actions', playByEffect: 'actions', paidX: 'actions', use: 'actions', resolve: 'actions', abilityResolves: 'actions', enter: 'actions',
  putIntoPlay: 'actions', cantEnter: 'actions', cantPlay: 'actions', targetGone: 'actions', dismissedAlone: 'actions',
  stackedAfter: 'actions', willStack: 'actions', pendingCanceled: 'actions', drainBoosted: 'actions', stockpileToLost: 'actions', casualtiesChanged: 'battle', cantRedirect: 'actions', redirect: 'battle',
  triggered: 'actions', delayedTriggered: 'actions', delayedStacked: 'actions', triggerAtOnce: 'actions', triggerNoTarget: 'actions',
  triggerNoReserve: 'actions', choose: 'actions',
  damaged: 'battle', cantDamage: 'battle', undamaged: 'battle', prevented: 'battle', savedFromDestroy: 'battle', destroyed: 'actions', lostWith: 'actions',
  battleLost: 'actions', invert: 'actions', cantMove: 'actions', relocated: 'actions', toHand: 'energy', toUsed: 'energy',
  toPile: 'actions', removed: 'actions', control: 'actions', cantControl: 'actions', lasting: 'actions', watchNext: 'actions',
  watchDestroy: 'actions',
  show: 'energy', takeUnseen: 'energy', take: 'energy', toActiveBottom: 'energy', loseFromHand: 'energy', put: 'energy',
  noCardToReveal: 'energy', revealPileTop: 'energy', reserveEmpty: 'energy', usedPileMoved: 'energy', topUnseen: 'energy', revealReserveTop: 'energy', reserveOrder: 'energy', namedNumber: 'actions',
  lookReserveTop: 'energy', revealHand: 'energy', revealTopCard: 'energy', stackedFromReserve: 'energy', stackedFromLost: 'energy',
  discardCost: 'energy', stackedFaceDown: 'energy', unstacked: 'energy', loseHand: 'energy', handToUsedAtRandom: 'energy', exchanged: 'energy',
  destiny: 'battle', destinyEmpty: 'battle', destinyBecomes: 'battle',
  battle: 'battle', destinyStep: 'battle', attritionStep: 'battle', casualtiesCapped: 'battle', powerStep: 'battle',
  lossStep: 'battle', endStep: 'battle', battleEnds: 'battle', battleCanceled: 'battle', noBattleDestiny: 'battle',
  destinyReplaced: 'battle', destinyAgain: 'battle', destinyFromTop: 'battle', destinyChosen: 'battle', usedOrder: 'battle', destinyCounts: 'battle',
  battleDestiny: 'battle', attrition: 'battle', replaceDestiny: 'actions', ignoreAttrition: 'battle', casualtiesUnmet: 'battle',
};

/** "The drain resolves" reads on after a semicolon as "the drain resolves"; a card's title stays
 * as it is ("The Gambler moves to ..."), known from the cards the event names. */
function readOn(text: string, e: GameEvent): string {
  const titles = Object.values(e).flatMap((v: unknown) => (typeof v === 'object' && v !== null && 'title' in v && typeof v.title === 'string' ? [v.title] : []));
  return text.startsWith('The ') && !titles.some((t) => text.startsWith(t)) ? `t${text.slice(1)}` : text;
}

/** The opening of a match's log: its position's turn and phase, or the setup for a new game. */
export function logOpening(start: Pick<StartParams, 'position'>): LogPlace {
  const p = start.position;
  return p && p.phase !== 'setup' ? { turn: p.turn, player: p.turnPlayer, phase: p.phase } : { turn: 0, player: null, phase: null };
}

export const WARS_LOG: LogRules<GameEvent> & { opening: typeof logOpening } = {
  category: (e) => CATEGORY[e.kind],
  subject: subjectOf,
  // A new turn's line tells what the end of the last one did; a phase says no more than its heading.
  opens: (e) => (e.kind === 'turn' ? { turn: { turn: e.turn, player: e.player }, phase: 'activate', line: true }
    : e.kind === 'phase' ? { phase: e.phase, line: false } : null),
  turnTitle: (turn, player) => `Turn ${turn} · ${player === null ? '' : seatName(player)}`,
  passed: (seats) => (seats.length === 2 ? 'Both pass' : `${seatName(seats[0])} passes`),
  phaseTitle: (phase) => phaseName(phase as Phase),
  readOn,
  opening: logOpening,
};
