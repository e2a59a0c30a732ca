// Whatever the rules ask of the on-screen player now (what to lose, damage, reveal, order...),
// in a floating dialog that leaves the board in view: it says which card or battle asks, points
// at the cards its choices name (they can be clicked on the board too), and its options are
// exactly the engine's legal `choose` actions, told apart. On a shared screen only the options
// that show no hidden card are offered; the player may ask for their own screen to answer with
// a card from their hand.
import { useEffect } from 'react';
import { defOf, describeStep, mayPayText, pendingDecision, triggerText } from '../../engine';
import type { CardId, GameState, Step } from '../../engine';
import { namesHiddenCard } from '../../match';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { usePointing } from '../table/pointing';
import { useView } from '../table/useView';
import { seatName } from '../text';
import { ChoiceList } from './ChoiceList';
import { Dialog } from './Dialog';

/** The card whose ability or effect asks, if any. */
function askingCard(step: Step): CardId | undefined {
  switch (step.k) {
    case 'optionalTrigger': case 'triggerTargets': return step.trigger.card;
    case 'mayPay': case 'chooseCard': case 'option': case 'effects': return step.ctx.source;
    case 'playPlace': return step.card;
    default: return undefined;
  }
}

/** What the asking ability or effect does, in the engine's words (" When ..."), if it says. */
function what(s: GameState, step: Step): string {
  if (step.k === 'optionalTrigger' || step.k === 'triggerTargets') return ` ${triggerText(s, step.trigger)}`;
  if (step.k === 'mayPay') return ` You may ${mayPayText(s, step)}.`;
  return '';
}

/** Which card or battle asks, in words. */
function context(s: GameState, step: Step, viewer: number, own: boolean): string {
  const card = askingCard(step);
  if (card !== undefined) {
    const t = s.table[card];
    const where = t?.at ? ` at ${defOf(s, t.at).title}` : t?.under ? ` beneath ${defOf(s, t.under).title}` : '';
    const whose = t ? (own && t.controller === viewer ? 'your ' : `${seatName(t.controller)}'s `) : '';
    return `From ${whose}${defOf(s, card).title}${where}.${what(s, step)}`;
  }
  if (s.battle && ['attrition', 'casualties', 'revealDestiny', 'pickDestiny', 'destroyDamaged'].includes(step.k)) {
    return `In the battle at ${defOf(s, s.battle.location).title}.`;
  }
  if (step.k === 'orderTriggers') return `${s.triggers.length} triggered abilities wait: the one you choose goes on the stack first, so it resolves last.`;
  if (step.k === 'orderInStep') return `${step.triggers.length} triggered abilities change this battle step: the one you choose resolves first.`;
  return '';
}

export function DecisionDialog() {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const screenSeat = useTable((s) => s.screenSeat);
  const shared = useTable((s) => s.screen?.kind === 'shared');
  const askOwnScreen = useTable((s) => s.askOwnScreen);
  const act = useInteraction((s) => s.act);
  const view = useView();
  const point = usePointing((s) => s.point);
  const decision = pendingDecision(game);
  const mine = decision !== null && decision.seat === screenSeat;
  const asking = mine ? askingCard(decision.step) : undefined;
  const concerns = mine ? [...view.decision?.concerns ?? [], ...(asking && game.table[asking] ? [asking] : [])] : [];
  const key = concerns.join(',');
  useEffect(() => {
    point(key ? key.split(',') : []);
    return () => point([]);
  }, [key, point]);
  if (!mine) return null;
  const step = describeStep(decision);
  const line = context(game, decision.step, decision.seat, !shared);
  const choices = legal.filter((a) => a.type === 'choose');
  const shown = shared ? choices.filter((a) => !namesHiddenCard(game, a)) : choices;
  return (
    <Dialog floating className="decision" title={`${seatName(decision.seat)}: ${step[0].toUpperCase()}${step.slice(1)}`}
      description={line ? <p>{line}{concerns.length > 0 ? ' The cards it concerns are ringed on the board.' : ''}</p> : undefined}>
      <ChoiceList game={game} actions={shown} onPick={act} pointBack={concerns} />
      {shown.length < choices.length && (
        <button type="button" className="own-screen" onClick={askOwnScreen}>A card from my hand… (the other player looks away)</button>
      )}
    </Dialog>
  );
}
