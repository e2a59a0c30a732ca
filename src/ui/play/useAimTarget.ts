// Everything a place on the table needs to receive a card: a drop target, whether the aimed card
// may legally go there, and a click handler that aims the selected card at it.
import { useDropTarget } from '../dnd/hooks';
import { useInteraction } from '../interaction';
import type { TargetKey } from './targets';
import { useAimSource, useIsLegalTarget } from './useTargets';

export function useAimTarget(key: TargetKey) {
  const { ref, isOver } = useDropTarget(key);
  const source = useAimSource();
  const legal = useIsLegalTarget(key);
  const aimAt = useInteraction((s) => s.aimAt);
  return {
    ref,
    isOver,
    /** A card is being aimed and may go here. */
    legal,
    aiming: source !== null && source !== key,
    aimHere: () => { if (source) aimAt(source, key); },
    className: [legal ? 'target-legal' : '', isOver ? 'target-over' : ''].join(' '),
  };
}
