// Whether the decision dialog is on screen: a decision of the on-screen seat, not waiting behind
// a warning about one of its answers. The dialog and the shared screen's banner both ask, so
// the banner's buttons move into the dialog exactly while it would cover them.
import { pendingDecision } from '../../engine';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import type { TableStore } from '../store';

type Decision = NonNullable<ReturnType<typeof pendingDecision>>;

/** The open decision if it is the on-screen seat's (worked out afresh at each call). */
function onScreen(s: Pick<TableStore, 'game' | 'screenSeat'>): Decision | null {
  const decision = s.game ? pendingDecision(s.game) : null;
  return decision !== null && decision.seat === s.screenSeat ? decision : null;
}

export function useOpenDecision(): Decision | null {
  const game = useTable((s) => s.game);
  const screenSeat = useTable((s) => s.screenSeat);
  const decision = onScreen({ game, screenSeat });
  const warning = useInteraction((s) => s.risky !== null);
  return warning ? null : decision;
}

/** Whether the dialog is open, for what renders again only when it opens or closes. */
export function useDecisionOpen(): boolean {
  const open = useTable((s) => onScreen(s) !== null);
  const warning = useInteraction((s) => s.risky !== null);
  return open && !warning;
}
