// The game log in plain language, as the viewer may read it; it doubles as narration.
import { useEffect, useRef } from 'react';
import { eventText } from '../../engine';
import { linkRules } from '../../learn/components/LinkedText';
import type { Seat } from '../../engine';
import { useTable } from '../store';

const SHOWN = 200;

export function GameLog({ viewer }: { viewer: Seat }) {
  const log = useTable((s) => s.log);
  const list = useRef<HTMLOListElement>(null);
  const first = Math.max(0, log.length - SHOWN);
  // The newest line is the one to read: keep it in view.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [log]);
  return (
    <section className="game-log" aria-label="Game log">
      <h2>Log</h2>
      {/* Focusable so keyboard users can scroll it. */}
      <ol ref={list} start={first + 1} aria-live="polite" aria-relevant="additions" tabIndex={0}>
        {log.slice(first).map((e, i) => <li key={first + i} data-kind={e.event.kind}>{linkRules(eventText(e.event, viewer))}</li>)}
      </ol>
    </section>
  );
}
