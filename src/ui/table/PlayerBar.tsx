// One player's strip along the board: who they are and their deck, their piles, their energy
// gauge, and cards they have in play at no location (assets that stand alone).
import type { Seat } from '../../engine';
import { Icon } from '../cards/icons';
import { useTable } from '../store';
import { seatName } from '../text';
import { EnergyGauge } from './EnergyGauge';
import { Piles } from './Piles';
import { TableCard } from './TableCard';
import { useView } from './useView';

export function PlayerBar({ seat }: { seat: Seat }) {
  const view = useView();
  const deck = useTable((s) => s.start?.deckNames[seat]);
  const p = view.players[seat];
  const you = seat === view.seat;
  return (
    <section className={`player-bar ${you ? 'player-near' : 'player-far'}`} aria-label={`${seatName(seat)}${you ? ' (you)' : ''}: piles and energy`}>
      <div className="who">
        <strong>{seatName(seat)}</strong>{you && <span className="you-chip">you</span>}
        {deck && <span className="deck-name">{deck}</span>}
        {view.initiative === seat && <span className="chip chip-initiative" title="Holds the initiative: acts next, or passes"><Icon name="initiative" />initiative</span>}
      </div>
      <Piles player={p} near={you} />
      <EnergyGauge energy={p.energy} seat={seat} you={you} />
      {p.elsewhere.length > 0 && (
        <ul className="elsewhere" aria-label={`${seatName(seat)}'s other cards in play`}>
          {p.elsewhere.map((c) => <li key={c.id}><TableCard card={c} place={`loose:${seat}`} /></li>)}
        </ul>
      )}
    </section>
  );
}
