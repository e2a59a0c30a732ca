// How a card on the table answers the player: looked at on hover or focus; clicked, it receives
// the card being aimed, or answers the open decision when it is what one choice names (the card
// to damage, destroy or pick), or is picked up to move, or is simply shown large.
import type { MouseEvent } from 'react';
import type { Action, CardId } from '../../engine';
import { useInteraction } from '../interaction';
import type { TargetKey } from '../play/targets';
import { useAimTarget } from '../play/useAimTarget';
import { useAimSource } from '../play/useTargets';
import { useTable } from '../store';
import { usePointing } from './pointing';

/** The one `choose` action that names this card, if exactly one does. */
export function choiceNaming(legal: readonly Action[], id: CardId): Action | null {
  const found = legal.filter((a) => a.type === 'choose' && (
    ('damage' in a.choice && a.choice.damage === id) || ('destroy' in a.choice && a.choice.destroy === id)
    || ('pick' in a.choice && a.choice.pick === id)));
  return found.length === 1 ? found[0] : null;
}

/** The places around a tapped card, innermost first: the card, the card it lies beneath, its
 * location, as the drop of a drag finds them under the pointer. */
export function keysAround(el: Element): TargetKey[] {
  const keys: TargetKey[] = [];
  for (let n: Element | null = el; n; n = n.parentElement) {
    const host = n.getAttribute('data-place')?.match(/^under:(.+)$/)?.[1];
    for (const k of [n.getAttribute('data-card'), host, n.getAttribute('data-location')]) if (k && !keys.includes(k)) keys.push(k);
  }
  return keys;
}

export function useCardButton(id: CardId) {
  const target = useAimTarget(id);
  const selected = useInteraction((s) => s.selected === id);
  const inspect = useInteraction((s) => s.inspect);
  const select = useInteraction((s) => s.select);
  const act = useInteraction((s) => s.act);
  const movable = useTable((s) => s.legal.some((a) => a.type === 'move' && a.card === id));
  // A boolean, so the card renders again only when it starts or stops answering.
  const answers = useTable((s) => s.screenSeat !== null && s.game !== null && choiceNaming(s.legal, id) !== null);
  const pointed = usePointing((s) => s.cards.includes(id));
  const dropOn = useInteraction((s) => s.dropOn);
  const source = useAimSource();
  // A tap while aiming lands like a drop: on the innermost legal place around it (a unit tapped
  // onto a card in a lit lane goes to the lane), else on the card, for the engine to say why not.
  const onClick = (e: MouseEvent) => {
    if (target.aiming && source) return dropOn(source, keysAround(e.currentTarget));
    inspect(id);
    const answer = answers ? choiceNaming(useTable.getState().legal, id) : null;
    if (answer) return act(answer);
    if (movable) select(selected ? null : id);
  };
  const className = [target.className, answers ? 'target-legal is-choice' : '', pointed ? 'is-pointed' : ''].join(' ');
  return {
    target,
    selected,
    movable,
    /** Clicking it answers the open decision. */
    answers,
    className,
    buttonProps: {
      onClick,
      onFocus: () => inspect(id),
      onMouseEnter: () => inspect(id),
      'aria-pressed': movable ? selected : undefined,
    },
  };
}
