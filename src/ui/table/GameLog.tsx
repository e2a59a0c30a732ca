// The game log in plain language, as the viewer may read it: the whole game, grouped by turn and
// phase, passes folded into what they led to, filtered by player and by kind of event. The
// newest line is also read out to screen readers.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Seat } from '../../engine';
import { logOpening, readLog, WARS_GAME } from '../../match';
import type { LogCategory, LogFilter } from '../../match';
import { useTable } from '../store';
import { seatName } from '../text';
import { LogTurns } from './LogTurns';

const KINDS: [LogCategory | 'all', string][] = [
  ['all', 'Everything'], ['actions', 'Cards and actions'], ['battle', 'Battles'], ['energy', 'Energy'], ['turns', 'Turns and phases'],
];

interface Filters {
  seat: 'all' | Seat;
  kind: LogCategory | 'all';
  everyPass: boolean;
  setSeat(seat: 'all' | Seat): void;
  setKind(kind: LogCategory | 'all'): void;
  setEveryPass(every: boolean): void;
}

/** The log's filters, apart: the log renders again at every change of the game, they do not. */
const LogFilters = memo(function LogFilters({ seat, kind, everyPass, setSeat, setKind, setEveryPass }: Filters) {
  return (
    <div className="log-filters">
      <label>Player{' '}
        <select value={seat} onChange={(e) => setSeat(e.target.value === 'all' ? 'all' : Number(e.target.value) as Seat)}>
          <option value="all">Both</option>
          <option value="0">{seatName(0)}</option>
          <option value="1">{seatName(1)}</option>
        </select>
      </label>
      <label>Show{' '}
        <select value={kind} onChange={(e) => setKind(e.target.value as LogCategory | 'all')}>
          {KINDS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </label>
      <label><input type="checkbox" checked={everyPass} onChange={(e) => setEveryPass(e.target.checked)} /> Every pass</label>
    </div>
  );
});

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
  const box = useRef<HTMLDivElement>(null);
  // Follow the newest line while the reader is at the end; leave them where they scrolled to.
  // Only the reader's own scrolling (wheel, touch, keys, the scroll bar) decides which: the page
  // also moves the box as turns out of view are drawn at their real height (content-visibility).
  const atEnd = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let reader = 0;
    const byReader = () => { reader = performance.now(); };
    const onScroll = () => {
      if (performance.now() - reader < 1500) atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    };
    const toEnd = () => { if (atEnd.current) el.scrollTop = el.scrollHeight; };
    // New lines, and turns drawn late at their real height, grow the list: follow it to its end
    // once it is laid out (reading its height any sooner would lay the page out twice).
    const grows = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(toEnd);
    if (el.firstElementChild) grows?.observe(el.firstElementChild);
    const input = ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const t of input) el.addEventListener(t, byReader, { passive: true });
    el.addEventListener('scroll', onScroll);
    return () => {
      grows?.disconnect();
      for (const t of input) el.removeEventListener(t, byReader);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <section className="game-log" data-coach="log" aria-label="Game log">
      <h2>Log</h2>
      <LogFilters seat={seat} kind={kind} everyPass={everyPass} setSeat={setSeat} setKind={setKind} setEveryPass={setEveryPass} />
      {/* Focusable so keyboard users can scroll it. */}
      <div ref={box} className="log-scroll" tabIndex={0} aria-label="The whole game so far" role="region">
        <LogTurns turns={turns} label="Turns" filter={`${viewer}:${seat}:${kind}:${everyPass}`} />
      </div>
      <p className="visually-hidden" aria-live="polite">{newest}</p>
    </section>
  );
}
