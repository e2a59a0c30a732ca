// The player who just acted may take it back while the other player is about to decide (on the
// hand-over screen, or on a shared screen), before anything new is seen.
import { useShallow } from 'zustand/react/shallow';
import type { Seat } from '../../engine';
import { lastActor } from '../../match';
import { useInteraction } from '../interaction';
import { tableUndoPlan, useTable } from '../store';
import { seatName } from '../text';

export function TakeBack({ next }: { next: Seat }) {
  const by = useTable((s) => lastActor(s));
  const plan = useTable(useShallow((s) => (by === null || by === next ? null : tableUndoPlan(s, by))));
  const undo = useInteraction((s) => s.undo);
  if (!plan?.ok || by === null) return null;
  return <button type="button" className="undo" onClick={() => undo(by)}>{seatName(by)}: take back my last action</button>;
}
