// A lost pile, face up (lost piles are public), top card first.
import { cardDef } from '../cards/info';
import { cardLabel } from '../cards/CardFace';
import { useInteraction } from '../interaction';
import { useView } from '../table/useView';
import { seatName } from '../text';
import { Dialog } from './Dialog';

export function LostPileDialog() {
  const seat = useInteraction((s) => s.lostPile);
  const browseLost = useInteraction((s) => s.browseLost);
  const view = useView();
  if (seat === null) return null;
  const cards = view.players[seat].lost;
  return (
    <Dialog title={`${seatName(seat)}'s lost pile (${cards.length})`} onClose={() => browseLost(null)}>
      {cards.length === 0 ? <p>Empty.</p> : (
        <ol className="lost-list">{cards.map((c, i) => <li key={i}>{cardDef(c.number) ? cardLabel(cardDef(c.number)!) : c.title}</li>)}</ol>
      )}
    </Dialog>
  );
}
