// The card being aimed (dragged or selected) and the places it may legally go, for highlighting.
import type { CardId } from '../../engine';
import { useDragState } from '../dnd/surface';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import type { TableStore } from '../store';
import { legalTargets } from './targets';
import type { TargetKey } from './targets';

export function useAimSource(): CardId | null {
  const dragging = useDragState((s) => s.dragged?.id ?? null);
  const selected = useInteraction((s) => s.selected);
  return dragging ?? selected;
}

const NONE: ReadonlySet<TargetKey> = new Set();
let last: { legal: TableStore['legal']; source: CardId; targets: ReadonlySet<TargetKey> } | null = null;

/** The places `source` may go now, worked out once per list of legal actions. */
function targetsOf(s: TableStore, source: CardId | null): ReadonlySet<TargetKey> {
  if (!source || !s.game) return NONE;
  if (last?.legal !== s.legal || last.source !== source) last = { legal: s.legal, source, targets: legalTargets(s.game, s.legal, source) };
  return last.targets;
}

/** Whether the aimed card may go to `key`. A place renders again only when this answer changes,
 * not at every change of the game. */
export function useIsLegalTarget(key: TargetKey): boolean {
  const source = useAimSource();
  return useTable((s) => targetsOf(s, source).has(key));
}
