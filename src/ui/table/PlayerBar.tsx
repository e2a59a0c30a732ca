// One player's strip along the board: who they are and their deck, their piles, their energy
// gauge, and cards they have in play at no location (assets that stand alone).
import type { Seat } from '../../engine';
import { Icon } from '../cards/icons';
import { useTable } from '../store';
import { seatName } from '../text';
import { EnergyGauge } from './EnergyGauge';
import { useHeightVar } from './heightVar';
import { placeAttr } from './flip';
import { Piles } from './Piles';
import { TableCard } from './TableCard';
import { useNearSeat, useViewPart } from './useView';

export function PlayerBar({ seat }: { seat: Seat }) {
  const p = useViewPart((v) => v.players[seat]);
  // The near side is the seat the board is turned to; "you" only on a player's own screen.
  const near = useNearSeat() === seat;
  const you = useTable((s) => s.screen?.kind === 'seat' && s.screen.seat === seat);
  const initiative = useViewPart((v) => v.initiative === seat);
  const deck = useTable((s) => s.start?.deckNames[seat]);
  // The far strip's height as `--far-h`: the notices sit below it, not over the other player's
  // piles and energy.
  const far = useHeightVar('--far-h');
  return (
    <section ref={near ? undefined : far} className={`player-bar ${near ? 'player-near' : 'player-far'}`} aria-label={`${seatName(seat)}${you ? ' (you)' : ''}: piles and energy`}>
      <div className="who">
        <strong>{seatName(seat)}</strong>{you && <span className="you-chip">you</span>}
        {deck && <span className="deck-name">{deck}</span>}
        {initiative && <span className="chip chip-initiative" data-coach="initiative" title="Holds the initiative: acts next, or passes"><Icon name="initiative" /><span className="chip-word">initiative</span></span>}
      </div>
      <Piles player={p} near={near} />
      <EnergyGauge energy={p.energy} seat={seat} you={you} />
      {p.elsewhere.length > 0 && (
        <ul className="elsewhere" {...placeAttr(`loose:${seat}`)} aria-label={`${seatName(seat)}'s other cards in play`}>
          {p.elsewhere.map((c) => <li key={c.id}><TableCard card={c} place={`loose:${seat}`} /></li>)}
        </ul>
      )}
    </section>
  );
}
