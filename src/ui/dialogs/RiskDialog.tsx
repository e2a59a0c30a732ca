// The warning before an action that would lose the game or most of the player's energy: what it
// would take, and the choice to go back (focused first) or go on.
import { RuleLink } from '../../learn/components/RuleLink';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { describeAction } from '../text';
import { Dialog } from './Dialog';

export function RiskDialog() {
  const risky = useInteraction((s) => s.risky);
  const confirm = useInteraction((s) => s.confirmRisky);
  const game = useTable((s) => s.game);
  if (!risky || !game) return null;
  const { action, risk } = risky;
  return (
    <Dialog className="risk" title={risk.losesGame ? 'This loses the game' : 'This costs most of your energy'} onClose={() => confirm(false)}
      description={<p>{risk.text}</p>}>
      {/* Going back comes first, so it has the focus. */}
      <div className="risk-answers">
        <button type="button" className="primary" onClick={() => confirm(false)}>Go back</button>
        <button type="button" className="choice danger" onClick={() => confirm(true)}>{describeAction(game, action)} anyway</button>
      </div>
      <p className="risk-rule">The rule: <RuleLink id="R-WIN-01" /></p>
    </Dialog>
  );
}
