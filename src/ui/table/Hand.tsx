// The on-screen player's hand. Only this seat's cards are ever rendered (from seatView), so the
// other hand is not in the page at all.
import { motion } from 'motion/react';
import type { CardId, Seat } from '../../engine';
import { cardDef } from '../cards/info';
import { useDragSource } from '../dnd/hooks';
import { useInteraction } from '../interaction';
import { actionsFrom } from '../play/targets';
import { useTable } from '../store';
import { CardFace, cardLabel } from './CardFace';

function HandCard({ id, number }: { id: CardId; number: string }) {
  const playable = useTable((s) => s.game !== null && actionsFrom(s.game, s.legal, id).length > 0);
  const selected = useInteraction((s) => s.selected === id);
  const select = useInteraction((s) => s.select);
  const inspect = useInteraction((s) => s.inspect);
  const { ref, dragProps, isDragging } = useDragSource(id);
  const def = cardDef(number)!;
  return (
    <motion.button
      layoutId={`card-${id}`}
      ref={ref}
      type="button"
      className={`card hand-card ${playable ? 'is-playable' : ''} ${selected ? 'is-selected' : ''} ${isDragging ? 'is-dragging' : ''}`}
      aria-label={`${cardLabel(def)}${playable ? ', playable now' : ''}`}
      aria-pressed={selected}
      data-card={id}
      data-tip={def.text}
      {...dragProps}
      onClick={() => { select(selected ? null : id); inspect(id); }}
      onFocus={() => inspect(id)}
      onMouseEnter={() => inspect(id)}
    >
      <CardFace def={def} />
    </motion.button>
  );
}

export function Hand({ seat, cards, numbers }: { seat: Seat; cards: CardId[]; numbers: Record<CardId, string> }) {
  return (
    <section className="hand" aria-label={`Your hand (P${seat + 1}), ${cards.length} cards`}>
      <h2 className="visually-hidden">Your hand</h2>
      <ul>
        {cards.map((c) => <li key={c}><HandCard id={c} number={numbers[c]} /></li>)}
      </ul>
    </section>
  );
}
