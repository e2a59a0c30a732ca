// Between seats: nothing of either player's hidden cards is rendered until the next player
// takes the screen. The player who just acted may still take their action back from here.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Seat } from '../../engine';
import { useInteraction } from '../interaction';
import { lastActor } from '../../match';
import { tableUndoPlan, useTable } from '../store';
import { seatName } from '../text';

export function HandOver({ to }: { to: Seat }) {
  const takeOver = useTable((s) => s.takeOver);
  const by = useTable((s) => lastActor(s));
  const plan = useTable(useShallow((s) => (by === null || by === to ? null : tableUndoPlan(s, by))));
  const undo = useInteraction((s) => s.undo);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <main className="hand-over" aria-labelledby="hand-over-title">
      <h1 id="hand-over-title">Pass the screen to {seatName(to)}</h1>
      <p>{seatName(to)} acts next. The other player looks away.</p>
      <button ref={button} type="button" className="primary" onClick={takeOver}>I am {seatName(to)}: show my table</button>
      {plan?.ok && by !== null && (
        <p>
          <button type="button" className="undo" onClick={() => undo(by)}>{seatName(by)}: take back my last action</button>
        </p>
      )}
    </main>
  );
}
