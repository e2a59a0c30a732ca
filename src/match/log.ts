// The game log as people read it: grouped by turn and phase, with the passes folded into what
// they led to ("Both pass; the drain at ... resolves"), each line knowing which seat it is about
// and what kind of event it tells, so it can be filtered. Any game: grouping, folding and
// filtering read the kinds, seats and headings its definition's `log` gives (src/game); the
// line's words are its events' text.
import type { GameDef, GameTypes, LogCategory, LogPlace, Seat } from '../game';
import type { LogEntry, Match } from './match';

export type { LogCategory, LogPlace };

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
  phase: string | null;
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

/** The log of a game grouped by turn and phase, as `viewer` may read it (null: as both may),
 * from where it opens (`def.log.opening`: the setup, or a written position's turn and phase). */
export function readLog<T extends GameTypes>(def: GameDef<T>, log: readonly LogEntry<T>[], viewer: Seat | null, filter: LogFilter = {}, opening: LogPlace = { turn: 0, player: null, phase: null }): LogTurn[] {
  const rules = def.log;
  const turnTitle = (turn: number, player: Seat | null) => (turn === 0 ? 'Setup' : rules.turnTitle(turn, player));
  const phaseOf = (phase: string | null): LogPhase => ({ phase, title: phase === null ? 'Setup' : rules.phaseTitle(phase), lines: [] });
  const turns: LogTurn[] = [{ turn: opening.turn, player: opening.player, title: turnTitle(opening.turn, opening.player), phases: [phaseOf(opening.phase)] }];
  const text = (i: number) => def.eventText(log[i].event, viewer);
  const category = (i: number) => rules.category(log[i].event);
  const phaseNow = () => turns[turns.length - 1].phases.at(-1)!;
  const add = (line: Omit<LogLine, 'times'>) => {
    const lines = phaseNow().lines;
    const last = lines.at(-1);
    if (last && last.text === line.text && last.at + last.entries === line.at) {
      lines[lines.length - 1] = { ...last, entries: last.entries + line.entries, times: last.times + 1 };
    } else lines.push({ ...line, times: 1 });
  };
  for (let i = 0; i < log.length;) {
    const last = phaseNow().lines.at(-1);
    if (last && last.at + last.entries === i && rules.toldBefore?.(log[i].event)) {
      phaseNow().lines[phaseNow().lines.length - 1] = { ...last, entries: last.entries + 1 };
      i++;
      continue;
    }
    if (category(i) !== 'passes' || filter.everyPass) {
      // A new turn or phase is a heading; a new turn's line (what ending the last one did) is
      // read where it happened, before the heading.
      const opens = rules.opens(log[i].event);
      if (!opens || opens.line) add({ at: i, text: text(i), seat: rules.subject(log[i].event), category: category(i), entries: 1 });
      if (opens?.turn) turns.push({ ...opens.turn, title: turnTitle(opens.turn.turn, opens.turn.player), phases: [phaseOf(opens.phase)] });
      else if (opens) turns[turns.length - 1].phases.push(phaseOf(opens.phase));
      i++;
      continue;
    }
    // A run of passes, folded: who passed, then what the passes led to.
    let end = i;
    const passed = new Set<Seat>();
    while (end < log.length && category(end) === 'passes') passed.add(log[end++].by);
    const who = rules.passed([...passed]);
    const next = end < log.length ? category(end) : null;
    if (next !== null && next !== 'turns') {
      add({ at: i, text: `${who}; ${rules.readOn(text(end), log[end].event)}`, seat: rules.subject(log[end].event), category: next, entries: end - i + 1 });
      i = end + 1;
    } else {
      // Passes that end a phase say nothing the next phase's heading does not.
      if (next === null) add({ at: i, text: `${who}.`, seat: passed.size === 1 ? [...passed][0] : null, category: 'passes', entries: end - i });
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
export function recapOf<T extends GameTypes>(m: Pick<Match<T>, 'def' | 'log' | 'recapFrom' | 'screen' | 'start'>): LogTurn[] {
  if (m.recapFrom === null || m.screen.kind !== 'seat') return [];
  const seat = m.screen.seat;
  return readLog(m.def, m.log, seat, { from: m.recapFrom, notSeat: seat, categories: ['actions', 'battle', 'energy', 'turns'] }, m.def.log.opening(m.start));
}

/** What happened since `seat` last acted, as it may read it: every line not about itself, grouped
 * (a game against the computer on one screen, where the screen never changes hands: what the
 * computer did in the meantime). Nothing while the seat's own action is the last one. */
export function sinceLastAction<T extends GameTypes>(m: Pick<Match<T>, 'def' | 'log' | 'actions' | 'history' | 'start'>, seat: Seat): LogTurn[] {
  let i = m.actions.length - 1;
  while (i >= 0 && (m.actions[i].seat !== seat || m.history[i].auto)) i--;
  if (i < 0 || i === m.actions.length - 1) return [];
  return readLog(m.def, m.log, seat, { from: m.history[i + 1].logAt, notSeat: seat, categories: ['actions', 'battle', 'energy', 'turns'] }, m.def.log.opening(m.start));
}
