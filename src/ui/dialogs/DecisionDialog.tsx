// Whatever the rules ask of the on-screen player now (what to lose, damage, reveal, order...):
// the options are exactly the engine's legal `choose` actions. On a shared screen only the
// options that show no hidden card are offered; the player may ask for their own screen to
// answer with a card from their hand.
import { describeStep, pendingDecision } from '../../engine';
import { namesHiddenCard } from '../../match';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { Dialog } from './Dialog';
import { ChoiceList } from './ChoiceList';

export function DecisionDialog() {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const screen = useTable((s) => s.screen);
  const askOwnScreen = useTable((s) => s.askOwnScreen);
  const act = useInteraction((s) => s.act);
  const decision = pendingDecision(game);
  if (!decision || screen?.kind === 'handOver' || decision.seat !== screen?.seat) return null;
  const step = describeStep(decision);
  const choices = legal.filter((a) => a.type === 'choose');
  const shared = screen.kind === 'shared';
  const shown = shared ? choices.filter((a) => !namesHiddenCard(game, a)) : choices;
  return (
    <Dialog title={`P${decision.seat + 1}: ${step[0].toUpperCase()}${step.slice(1)}`}>
      <ChoiceList game={game} actions={shown} onPick={act} />
      {shown.length < choices.length && (
        <button type="button" className="own-screen" onClick={askOwnScreen}>A card from my hand… (the other player looks away)</button>
      )}
    </Dialog>
  );
}
