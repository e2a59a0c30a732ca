// How a card in play answers the player: looked at on hover or focus; clicked, it receives the
// card being aimed, or is picked up to move, or is simply shown large.
import { useInteraction } from '../interaction';
import { useAimTarget } from '../play/useAimTarget';
import { useTable } from '../store';
import type { CardId } from '../../engine';

export function useCardButton(id: CardId) {
  const target = useAimTarget(id);
  const selected = useInteraction((s) => s.selected === id);
  const inspect = useInteraction((s) => s.inspect);
  const select = useInteraction((s) => s.select);
  const movable = useTable((s) => s.legal.some((a) => a.type === 'move' && a.card === id));
  const onClick = () => {
    if (target.aiming) return target.aimHere();
    inspect(id);
    if (movable) select(selected ? null : id);
  };
  return {
    target,
    selected,
    movable,
    buttonProps: {
      onClick,
      onFocus: () => inspect(id),
      onMouseEnter: () => inspect(id),
      'aria-pressed': movable ? selected : undefined,
    },
  };
}
