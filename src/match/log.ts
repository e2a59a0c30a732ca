// The game log as people read it: grouped by turn and phase, with the passes folded into what
// they led to ("Both pass; the drain at ... resolves"), each line knowing which seat it is about
// and what kind of event it tells, so it can be filtered. Grouping, folding and filtering read
// the events' kinds and seats; only the line's words come from the events' text.
import { eventText, phaseName, subjectOf, TURN_PHASES } from '../engine';
import type { EventKind, GameEvent, Phase, Seat } from '../engine';
import type { LogEntry, Match, StartParams } from './match';
import { otherSeat, seatName } from './names';

export type LogCategory = 'actions' | 'battle' | 'energy' | 'turns' | 'passes';

/** Each event kind's category: every kind has one, so a new kind can't be forgotten. */
const CATEGORY: Record<EventKind, LogCategory> = {
  startChoice: 'turns', setup: 'turns', turn: 'turns', phase: 'turns', end: 'turns', concede: 'turns',
  pass: 'passes', autoPass: 'passes', computerReason: 'actions',
  activation: 'actions', drainAction: 'actions', attackAction: 'actions', moveAction: 'actions', drain: 'energy',
  actionCanceled: 'actions', move: 'actions',
  draw: 'energy', drawFromReserve: 'energy', activate: 'energy', pay: 'energy', retrieve: 'energy', shuffle: 'energy',
  lose: 'energy', loseAtRandom: 'energy', stockpiled: 'actions',
  play: 'actions', playByEffect: 'actions', use: 'actions', resolve: 'actions', abilityResolves: 'actions', enter: 'actions',
  putIntoPlay: 'actions', cantEnter: 'actions', cantPlay: 'actions', targetGone: 'actions', dismissedAlone: 'actions',
  stackedAfter: 'actions', willStack: 'actions', pendingCanceled: 'actions', drainBoosted: 'actions', stockpileToLost: 'actions', casualtiesChanged: 'battle', cantRedirect: 'actions', redirect: 'battle',
  triggered: 'actions', delayedTriggered: 'actions', delayedStacked: 'actions', triggerAtOnce: 'actions', triggerNoTarget: 'actions',
  triggerNoReserve: 'actions', choose: 'actions',
  damaged: 'battle', cantDamage: 'battle', undamaged: 'battle', prevented: 'battle', destroyed: 'actions', lostWith: 'actions',
  battleLost: 'actions', invert: 'actions', cantMove: 'actions', relocated: 'actions', toHand: 'energy', toUsed: 'energy',
  toPile: 'actions', removed: 'actions', control: 'actions', cantControl: 'actions', lasting: 'actions', watchNext: 'actions',
  watchDestroy: 'actions',
  show: 'energy', takeUnseen: 'energy', take: 'energy', toActiveBottom: 'energy', loseFromHand: 'energy', put: 'energy',
  noCardToReveal: 'energy', revealPileTop: 'energy', reserveEmpty: 'energy', usedPileMoved: 'energy', topUnseen: 'energy', revealReserveTop: 'energy', reserveOrder: 'energy', namedNumber: 'actions',
  lookReserveTop: 'energy', revealHand: 'energy', revealTopCard: 'energy', stackedFromReserve: 'energy', stackedFromLost: 'energy',
  discardCost: 'energy', stackedFaceDown: 'energy', unstacked: 'energy', loseHand: 'energy', exchanged: 'energy',
  destiny: 'battle', destinyEmpty: 'battle', destinyBecomes: 'battle',
  battle: 'battle', destinyStep: 'battle', attritionStep: 'battle', casualtiesCapped: 'battle', powerStep: 'battle',
  lossStep: 'battle', endStep: 'battle', battleEnds: 'battle', battleCanceled: 'battle', noBattleDestiny: 'battle',
  destinyReplaced: 'battle', destinyFromTop: 'battle', destinyChosen: 'battle', usedOrder: 'battle', destinyCounts: 'battle',
  battleDestiny: 'battle', attrition: 'battle', replaceDestiny: 'actions', ignoreAttrition: 'battle', casualtiesUnmet: 'battle',
};

export const categoryOf = (kind: EventKind): LogCategory => CATEGORY[kind];

export interface LogLine {
  /** Index in the log of the first entry the line stands for. */
  at: number;
  text: string;
  /** The seat the line is about, if it names one first. */
  seat: Seat | null;
  category: LogCategory;
  /** How many log entries it stands for (passes folded into it, the same line repeated). */
  entries: number;
  /** The same thing happened this many times in a row (drawing three cards). */
  times: number;
}

export interface LogPhase {
  /** Null before the first turn (setup). */
  phase: Phase | null;
  title: string;
  lines: LogLine[];
}

export interface LogTurn {
  /** 0 for setup. */
  turn: number;
  player: Seat | null;
  title: string;
  phases: LogPhase[];
}

export interface LogFilter {
  /** Only lines about this seat. */
  seat?: Seat;
  /** Only lines about anyone but this seat (a recap: what the other player did). */
  notSeat?: Seat;
  /** Only lines of these categories. */
  categories?: readonly LogCategory[];
  /** Every pass on a line of its own, instead of folded. */
  everyPass?: boolean;
  /** Only lines from this index of the log on. */
  from?: number;
}

/** "The drain resolves" reads on after a semicolon as "the drain resolves"; a card's title stays
 * as it is ("The Gambler moves to ..."), known from the cards the event names. */
function readOn(text: string, e: GameEvent): string {
  const titles = Object.values(e).flatMap((v: unknown) => (typeof v === 'object' && v !== null && 'title' in v && typeof v.title === 'string' ? [v.title] : []));
  return text.startsWith('The ') && !titles.some((t) => text.startsWith(t)) ? `t${text.slice(1)}` : text;
}

/** Where the log of a game started from a written position (a lesson, a puzzle) begins. */
export interface LogOpening {
  turn: number;
  turnPlayer: Seat;
  phase: Phase;
}

/** The opening of a match's log: its position's turn and phase, or none for a new game (setup). */
export function logOpening(start: Pick<StartParams, 'position'>): LogOpening | undefined {
  const p = start.position;
  return p && p.phase !== 'setup' ? { turn: p.turn, turnPlayer: p.turnPlayer, phase: p.phase } : undefined;
}

const turnTitle = (turn: number, player: Seat) => `Turn ${turn} · ${seatName(player)}`;

/** The log of a game grouped by turn and phase, as `viewer` may read it (null: as both may). A
 * game from a position opens at its turn and phase instead of the setup. */
export function readLog(log: readonly LogEntry[], viewer: Seat | null, firstPlayer: Seat, filter: LogFilter = {}, opening?: LogOpening): LogTurn[] {
  const turns: LogTurn[] = [opening
    ? { turn: opening.turn, player: opening.turnPlayer, title: turnTitle(opening.turn, opening.turnPlayer), phases: [{ phase: opening.phase, title: phaseName(opening.phase), lines: [] }] }
    : { turn: 0, player: null, title: 'Setup', phases: [{ phase: null, title: 'Setup', lines: [] }] }];
  const text = (i: number) => eventText(log[i].event, viewer);
  const kind = (i: number) => log[i].event.kind;
  const phaseNow = () => turns[turns.length - 1].phases.at(-1)!;
  const add = (line: Omit<LogLine, 'times'>) => {
    const lines = phaseNow().lines;
    const last = lines.at(-1);
    if (last && last.text === line.text && last.at + last.entries === line.at) {
      lines[lines.length - 1] = { ...last, entries: last.entries + line.entries, times: last.times + 1 };
    } else lines.push({ ...line, times: 1 });
  };
  const open = (i: number) => {
    const t = turns[turns.length - 1];
    if (kind(i) === 'turn') {
      const turn = t.turn + 1;
      const player = t.player === null ? firstPlayer : otherSeat(t.player);
      turns.push({ turn, player, title: turnTitle(turn, player), phases: [{ phase: 'activate', title: phaseName('activate'), lines: [] }] });
    } else if (kind(i) === 'phase') {
      const last = t.phases.at(-1)!.phase;
      const phase = TURN_PHASES[Math.min(last === null ? 0 : TURN_PHASES.indexOf(last as (typeof TURN_PHASES)[number]) + 1, TURN_PHASES.length - 1)];
      t.phases.push({ phase, title: phaseName(phase), lines: [] });
    }
  };
  for (let i = 0; i < log.length;) {
    if (categoryOf(kind(i)) !== 'passes' || filter.everyPass) {
      // A new phase is its heading; the end of a turn closes it, and the next turn begins.
      if (kind(i) !== 'phase') add({ at: i, text: text(i), seat: subjectOf(log[i].event), category: categoryOf(kind(i)), entries: 1 });
      open(i);
      i++;
      continue;
    }
    // A run of passes, folded: who passed, then what the passes led to.
    let end = i;
    const passed = new Set<Seat>();
    while (end < log.length && categoryOf(kind(end)) === 'passes') passed.add(log[end++].by);
    const who = passed.size === 2 ? 'Both pass' : `${seatName([...passed][0])} passes`;
    const next = end < log.length ? kind(end) : null;
    if (next !== null && categoryOf(next) !== 'turns') {
      add({ at: i, text: `${who}; ${readOn(text(end), log[end].event)}`, seat: subjectOf(log[end].event), category: categoryOf(next), entries: end - i + 1 });
      i = end + 1;
    } else {
      // Passes that end a phase say nothing the next phase's heading does not.
      if (next === null || categoryOf(next) !== 'turns') add({ at: i, text: `${who}.`, seat: passed.size === 1 ? [...passed][0] : null, category: 'passes', entries: end - i });
      i = end;
    }
  }
  const keep = (l: LogLine) => (filter.seat === undefined || l.seat === filter.seat)
    && (filter.notSeat === undefined || l.seat !== filter.notSeat)
    && (filter.categories === undefined || filter.categories.includes(l.category))
    && (filter.from === undefined || l.at + l.entries > filter.from);
  return turns
    .map((t) => ({ ...t, phases: t.phases.map((p) => ({ ...p, lines: p.lines.filter(keep) })).filter((p) => p.lines.length > 0) }))
    .filter((t) => t.phases.length > 0);
}

/** What happened since the player on screen last had their own screen, as they may read it:
 * every line not about themselves, grouped, none left out; plain passes are not news. */
export function recapOf(m: Pick<Match, 'log' | 'recapFrom' | 'screen' | 'game' | 'start'>): LogTurn[] {
  if (m.recapFrom === null || m.screen.kind !== 'seat') return [];
  const seat = m.screen.seat;
  return readLog(m.log, seat, m.game.firstPlayer, { from: m.recapFrom, notSeat: seat, categories: ['actions', 'battle', 'energy', 'turns'] }, logOpening(m.start));
}
