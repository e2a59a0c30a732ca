// The card being aimed (dragged or selected) and the places it may legally go, for highlighting.
import { useMemo } from 'react';
import type { CardId } from '../../engine';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { legalTargets } from './targets';
import type { TargetKey } from './targets';

const NONE: ReadonlySet<TargetKey> = new Set();

export function useAimSource(): CardId | null {
  const dragging = useInteraction((s) => s.dragging);
  const selected = useInteraction((s) => s.selected);
  return dragging ?? selected;
}

export function useLegalTargets(): ReadonlySet<TargetKey> {
  const source = useAimSource();
  const game = useTable((s) => s.game);
  const legal = useTable((s) => s.legal);
  return useMemo(() => (source && game ? legalTargets(game, legal, source) : NONE), [source, game, legal]);
}
