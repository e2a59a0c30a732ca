// Log lines grouped by turn and phase (src/match/log.ts), for the game log and the recap.
// Finished turns never change, so each is drawn once; the page skips drawing turns scrolled out
// of view (content-visibility in table.css).
import { memo } from 'react';
import type { LogLine as Line, LogTurn } from '../../match';
import { linkRules } from '../../learn/components/LinkedText';

/** One line, drawn again only when it reads differently (a turn's lines are read anew at every
 * change: the newest one only grows). */
const LogLine = memo(function LogLine({ line }: { line: Line }) {
  return <li data-category={line.category} data-seat={line.seat ?? undefined}>{linkRules(line.text)}{line.times > 1 && <span className="log-times"> ({line.times} times)</span>}</li>;
}, (a, b) => a.line.text === b.line.text && a.line.times === b.line.times && a.line.category === b.line.category && a.line.seat === b.line.seat);

const TurnGroup = memo(function TurnGroup({ turn }: { turn: LogTurn; filter: string }) {
  return (
    <li className="log-turn">
      <h3>{turn.title}</h3>
      {turn.phases.map((p, i) => (
        <section key={i} className="log-phase" aria-label={`${turn.title}, ${p.title}`}>
          {p.phase !== null && <h4>{p.title[0].toUpperCase() + p.title.slice(1)}</h4>}
          <ul>
            {p.lines.map((l) => <LogLine key={l.at} line={l} />)}
          </ul>
        </section>
      ))}
    </li>
  );
}, (a, b) => a.filter === b.filter && a.turn.title === b.turn.title && sameLines(a.turn, b.turn));

/** Same lines: a turn only ever gains lines, and a folded line only ever grows. */
function sameLines(a: LogTurn, b: LogTurn): boolean {
  const last = (t: LogTurn) => t.phases.at(-1)?.lines.at(-1);
  const count = (t: LogTurn) => t.phases.reduce((n, p) => n + p.lines.length, 0);
  return count(a) === count(b) && last(a)?.text === last(b)?.text && last(a)?.entries === last(b)?.entries && last(a)?.times === last(b)?.times;
}

/** `filter` names the filter the turns were read with: a turn read with another is drawn again. */
export function LogTurns({ turns, label, filter = '' }: { turns: LogTurn[]; label: string; filter?: string }) {
  return <ol className="log-turns" aria-label={label}>{turns.map((t) => <TurnGroup key={t.turn} turn={t} filter={filter} />)}</ol>;
}
