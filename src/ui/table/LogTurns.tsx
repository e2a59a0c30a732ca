// Log lines grouped by turn and phase (src/match/log.ts), for the game log and the recap.
// Finished turns never change, so each is drawn once; the page skips drawing turns scrolled out
// of view (content-visibility in table.css).
import { memo } from 'react';
import type { LogTurn } from '../../match';
import { linkRules } from '../../learn/components/LinkedText';

const TurnGroup = memo(function TurnGroup({ turn }: { turn: LogTurn; filter: string }) {
  return (
    <li className="log-turn">
      <h3>{turn.title}</h3>
      {turn.phases.map((p, i) => (
        <section key={i} className="log-phase" aria-label={`${turn.title}, ${p.title}`}>
          {p.phase !== null && <h4>{p.title[0].toUpperCase() + p.title.slice(1)}</h4>}
          <ul>
            {p.lines.map((l) => (
              <li key={l.at} data-category={l.category} data-seat={l.seat ?? undefined}>{linkRules(l.text)}{l.times > 1 && <span className="log-times"> ({l.times} times)</span>}</li>
            ))}
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
