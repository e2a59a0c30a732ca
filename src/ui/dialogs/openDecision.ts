// Whether the decision dialog is on screen: a decision of the on-screen seat, not waiting behind
// a warning about one of its answers. The dialog and the shared screen's banner both ask, so
// the banner's buttons move into the dialog exactly while it would cover them.
import { pendingDecision } from '../../engine';
import { useInteraction } from '../interaction';
import { useTable } from '../store';

export function useOpenDecision(): ReturnType<typeof pendingDecision> {
  const game = useTable((s) => s.game);
  const screenSeat = useTable((s) => s.screenSeat);
  const warning = useInteraction((s) => s.risky !== null);
  const decision = game ? pendingDecision(game) : null;
  return decision !== null && decision.seat === screenSeat && !warning ? decision : null;
}
