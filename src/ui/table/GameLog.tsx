// The game log in plain language, as the viewer may read it: the whole game, grouped by turn and
// phase, passes folded into what they led to, filtered by player and by kind of event. The
// newest line is also read out to screen readers.
import { useMemo, useState } from 'react';
import type { Seat } from '../../engine';
import { logOpening, readLog, WARS_GAME } from '../../match';
import type { LogCategory, LogFilter } from '../../match';
import { useTable } from '../store';
import { seatName } from '../text';
import { LogTurns } from './LogTurns';
import { LogFilters } from './LogFilters';
import type { LogKinds } from './LogFilters';
import { useFollowEnd } from './useFollowEnd';

const KINDS: LogKinds = [
  ['all', 'Everything'], ['actions', 'Cards and actions'], ['battle', 'Battles'], ['energy', 'Energy'], ['turns', 'Turns and phases'],
];
const SEATS = [seatName(0), seatName(1)] as const;

export function GameLog({ viewer }: { viewer: Seat | null }) {
  const log = useTable((s) => s.log);
  const start = useTable((s) => s.start);
  const opening = useMemo(() => (start ? logOpening(start) : undefined), [start]);
  const [seat, setSeat] = useState<'all' | Seat>('all');
  const [kind, setKind] = useState<LogCategory | 'all'>('all');
  const [everyPass, setEveryPass] = useState(false);
  const filtered = seat !== 'all' || kind !== 'all' || everyPass;
  const turns = useMemo(() => {
    const filter: LogFilter = { everyPass, ...(seat === 'all' ? {} : { seat }), ...(kind === 'all' ? {} : { categories: [kind] }) };
    return readLog(WARS_GAME, log, viewer, filter, opening);
  }, [log, viewer, seat, kind, everyPass, opening]);
  const all = useMemo(() => (filtered ? readLog(WARS_GAME, log, viewer, {}, opening) : turns), [filtered, log, viewer, turns, opening]);
  const newest = all.at(-1)?.phases.at(-1)?.lines.at(-1)?.text ?? '';
  const box = useFollowEnd<HTMLDivElement>();
  return (
    <section className="game-log" data-coach="log" aria-label="Game log">
      <h2>Log</h2>
      <LogFilters className="log-filters" seatLabel="Player" sides={SEATS} kinds={KINDS} seat={seat} kind={kind} setSeat={setSeat} setKind={setKind}
        everyPass={everyPass} setEveryPass={setEveryPass} />
      {/* Focusable so keyboard users can scroll it. */}
      <div ref={box} className="log-scroll" tabIndex={0} aria-label="The whole game so far" role="region">
        <LogTurns turns={turns} label="Turns" filter={`${viewer}:${seat}:${kind}:${everyPass}`} />
      </div>
      <p className="visually-hidden" aria-live="polite">{newest}</p>
    </section>
  );
}
