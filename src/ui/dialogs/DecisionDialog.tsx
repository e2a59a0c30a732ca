// Whatever the rules ask of the on-screen player now (what to lose, damage, reveal, order...):
// the options are exactly the engine's legal `choose` actions.
import { describeStep, pendingDecision } from '../../engine';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { Dialog } from './Dialog';
import { ChoiceList } from './ChoiceList';

export function DecisionDialog() {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const screenSeat = useTable((s) => s.screenSeat);
  const act = useInteraction((s) => s.act);
  const decision = pendingDecision(game);
  if (!decision || decision.seat !== screenSeat) return null;
  const step = describeStep(decision);
  return (
    <Dialog title={`P${decision.seat + 1}: ${step[0].toUpperCase()}${step.slice(1)}`}>
      <ChoiceList game={game} actions={legal.filter((a) => a.type === 'choose')} onPick={act} />
    </Dialog>
  );
}
