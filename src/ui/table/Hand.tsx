// The on-screen player's hand. Only this seat's cards are ever rendered (from its table view), so
// the other hand is not in the page at all. Cards overlap when there are more than fit.
import { memo } from 'react';
import type { CSSProperties } from 'react';
import type { HandCardView, Seat } from '../../engine';
import { cardDef } from '../cards/info';
import { HandFace, cardLabel } from '../cards/CardFace';
import { useDragSource } from '../dnd/hooks';
import { useInteraction } from '../interaction';
import { seatName } from '../text';
import { placeAttr, useFlip } from './flip';

const HandCard = memo(function HandCard({ card }: { card: HandCardView }) {
  const selected = useInteraction((s) => s.selected === card.id);
  const select = useInteraction((s) => s.select);
  const inspect = useInteraction((s) => s.inspect);
  const { dragProps, isDragging } = useDragSource(card.id);
  const flip = useFlip<HTMLLIElement>(card.id, 'hand');
  const def = cardDef(card.number)!;
  return (
    <li ref={flip}>
      <button
        type="button"
        className={`card hand-card ${card.playable ? 'is-playable' : 'not-playable'} ${selected ? 'is-selected' : ''} ${isDragging ? 'is-dragging' : ''}`}
        aria-label={`${cardLabel(def)}${card.playable ? ', playable now' : ''}`}
        aria-pressed={selected}
        data-card={card.id}
        {...dragProps}
        onClick={() => { select(selected ? null : card.id); inspect(card.id); }}
        onFocus={() => inspect(card.id)}
        onMouseEnter={() => inspect(card.id)}
      >
        <HandFace def={def} />
      </button>
    </li>
  );
});


export function Hand({ seat, cards }: { seat: Seat; cards: readonly HandCardView[] }) {
  const playable = cards.filter((c) => c.playable).length;
  return (
    <section className="hand" data-coach="hand" data-pile={`${seat}:hand`} {...placeAttr('hand')} aria-label={`Your hand (${seatName(seat)}), ${cards.length} cards${playable ? `, ${playable} playable now` : ''}`}>
      <h2 className="visually-hidden">Your hand</h2>
      {cards.length === 0 ? <p className="hand-empty">No cards in hand.</p> : (
        <ul style={{ '--n': cards.length } as CSSProperties}>
          {cards.map((c) => <HandCard key={c.id} card={c} />)}
        </ul>
      )}
    </section>
  );
}
