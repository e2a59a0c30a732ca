// A lost pile, face up (lost piles are public), top card first.
import type { SeatView } from '../../engine';
import { cardDef } from '../cards/info';
import { useInteraction } from '../interaction';
import { cardLabel } from '../table/CardFace';
import { seatName } from '../text';
import { Dialog } from './Dialog';

export function LostPileDialog({ view }: { view: SeatView }) {
  const seat = useInteraction((s) => s.lostPile);
  const browseLost = useInteraction((s) => s.browseLost);
  if (seat === null) return null;
  const cards = view.players[seat].lost.cards ?? [];
  return (
    <Dialog title={`${seatName(seat)}'s lost pile (${cards.length})`} onClose={() => browseLost(null)}>
      {cards.length === 0 ? <p>Empty.</p> : (
        <ol className="lost-list">{cards.map((c) => <li key={c}>{cardLabel(cardDef(view.numbers[c])!)}</li>)}</ol>
      )}
    </Dialog>
  );
}
