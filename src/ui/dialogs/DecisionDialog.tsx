// Whatever the rules ask of the on-screen player now (what to lose, damage, reveal, order...),
// in a floating dialog that leaves the board in view: it says which card or battle asks, points
// at the cards its choices name (they can be clicked on the board too), and its options are
// exactly the engine's legal `choose` actions, told apart. On a shared screen only the options
// that show no hidden card are offered; the player may ask for their own screen to answer with
// a card from their hand.
import { useEffect } from 'react';
import { pendingDecision } from '../../engine';
import { namesHiddenCard } from '../../match';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { usePointing } from '../table/pointing';
import { useView } from '../table/useView';
import { seatName } from '../text';
import { ChoiceList } from './ChoiceList';
import { askingCard, decisionContext, decisionTitle } from '../decisionText';
import { Dialog } from './Dialog';

export function DecisionDialog() {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const screenSeat = useTable((s) => s.screenSeat);
  const shared = useTable((s) => s.screen?.kind === 'shared');
  const askOwnScreen = useTable((s) => s.askOwnScreen);
  const act = useInteraction((s) => s.act);
  const view = useView();
  const point = usePointing((s) => s.point);
  // While a warning about one of its answers is open, the decision waits behind it.
  const warning = useInteraction((s) => s.risky !== null);
  const decision = pendingDecision(game);
  const mine = decision !== null && decision.seat === screenSeat;
  const asking = mine ? askingCard(decision.step) : undefined;
  const concerns = mine ? [...view.decision?.concerns ?? [], ...(asking && game.table[asking] ? [asking] : [])] : [];
  const key = concerns.join(',');
  useEffect(() => {
    point(key ? key.split(',') : []);
    // A ringed card off screen (a phone's row scrolls sideways) is brought into view once drawn.
    const frame = key ? requestAnimationFrame(() => document.querySelector('.is-pointed')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })) : 0;
    return () => { cancelAnimationFrame(frame); point([]); };
  }, [key, point]);
  if (!mine || warning) return null;
  const line = decisionContext(game, decision, !shared);
  const choices = legal.filter((a) => a.type === 'choose');
  const shown = shared ? choices.filter((a) => !namesHiddenCard(game, a)) : choices;
  return (
    <Dialog floating className="decision" title={`${seatName(decision.seat)}: ${decisionTitle(game, decision, !shared)}`}
      description={line ? <p>{line}{concerns.length > 0 ? ' The cards it concerns are ringed on the board.' : ''}</p> : undefined}>
      <ChoiceList game={game} actions={shown} onPick={act} pointBack={concerns} />
      {shown.length < choices.length && (
        <button type="button" className="own-screen" onClick={askOwnScreen}>A card from my hand… (the other player looks away)</button>
      )}
    </Dialog>
  );
}
