// Between seats: nothing of either player's hidden cards is rendered until the next player
// takes the screen. The player who just acted may still take their action back from here.
import { useEffect, useRef } from 'react';
import type { Seat } from '../../engine';
import { useTable } from '../store';
import { seatName } from '../text';
import { TakeBack } from './TakeBack';

export function HandOver({ to }: { to: Seat }) {
  const takeOver = useTable((s) => s.takeOver);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <main className="hand-over" aria-labelledby="hand-over-title">
      <h1 id="hand-over-title">Pass the screen to {seatName(to)}</h1>
      <p>{seatName(to)} acts next, with their own cards on screen. The other player looks away.</p>
      <button ref={button} type="button" className="primary" data-coach="handover" onClick={takeOver}>I am {seatName(to)}: show my table</button>
      <TakeBack next={to} />
    </main>
  );
}
