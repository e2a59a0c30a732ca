// A card in play with the cards beneath it (units aboard, weapons, assets), turned when damaged
// and upside down when inverted. Its layoutId lets motion carry it between zones. A card that
// may move now can be dragged to where it may go, like a card from the hand.
import { motion } from 'motion/react';
import { defOf, stat } from '../../engine';
import type { CardId, GameState } from '../../engine';
import { useDragSource } from '../dnd/hooks';
import { useTable } from '../store';
import { CardFace, cardLabel } from './CardFace';
import { useCardButton } from './useCardButton';

export function beneath(game: GameState, id: CardId): CardId[] {
  return Object.keys(game.table).filter((c) => game.table[c].under === id);
}

export function TableCard({ id }: { id: CardId }) {
  const game = useTable((s) => s.game)!;
  const { target, selected, movable, buttonProps } = useCardButton(id);
  const drag = useDragSource(id, !movable);
  const t = game.table[id];
  const def = defOf(game, id);
  const numbers = def.stats && {
    power: stat(game, id, 'power').value, tactics: stat(game, id, 'tactics').value, defense: stat(game, id, 'defense').value,
  };
  const state = [t.damaged ? 'damaged' : '', t.inverted ? 'inverted' : ''].filter(Boolean).join(', ');
  const under = beneath(game, id);
  return (
    <motion.div layout="position" layoutId={`card-${id}`} className="table-card" ref={target.ref}>
      <button
        ref={drag.ref}
        type="button"
        className={`card ${t.damaged ? 'is-damaged' : ''} ${t.inverted ? 'is-inverted' : ''} ${selected ? 'is-selected' : ''} ${movable ? 'is-movable' : ''} ${drag.isDragging ? 'is-dragging' : ''} ${target.className}`}
        aria-label={`${cardLabel(def)}${state ? `, ${state}` : ''}${target.legal ? ', legal target' : ''}`}
        data-card={id}
        data-tip={def.text}
        {...drag.dragProps}
        {...buttonProps}
      >
        <CardFace def={def} numbers={numbers || undefined} />
      </button>
      {under.length > 0 && (
        <ul className="beneath" aria-label={`Beneath ${def.title}`}>
          {under.map((c) => <li key={c}><TableCard id={c} /></li>)}
        </ul>
      )}
    </motion.div>
  );
}
