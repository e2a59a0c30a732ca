// A player's piles as counts; only the lost pile can be opened face up. Cards this player has on
// the table away from any location (assets standing alone) are listed here too.
import type { Seat, SeatView } from '../../engine';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { seatName } from '../text';
import { TableCard } from './TableCard';

const COUNTED = ['reserve', 'active', 'used'] as const;

export function Piles({ seat, view }: { seat: Seat; view: SeatView }) {
  const browseLost = useInteraction((s) => s.browseLost);
  const game = useTable((s) => s.game)!;
  const piles = view.players[seat];
  const loose = Object.keys(game.table).filter((c) => {
    const t = game.table[c];
    return t.controller === seat && !t.at && !t.under && !game.row.includes(c);
  });
  return (
    <section className="piles" aria-label={`${seatName(seat)}'s piles`}>
      <h2>{seatName(seat)}{seat === view.seat ? ' (you)' : ''}</h2>
      <dl>
        {COUNTED.map((p) => (
          <div key={p} className="pile" data-pile={`${seat}-${p}`}><dt>{p}</dt><dd>{piles[p].count}</dd></div>
        ))}
        {seat !== view.seat && <div className="pile" data-pile={`${seat}-hand`}><dt>hand</dt><dd>{piles.hand.count}</dd></div>}
        {piles.removed.count > 0 && <div className="pile"><dt>removed</dt><dd>{piles.removed.count}</dd></div>}
      </dl>
      <button type="button" onClick={() => browseLost(seat)} data-pile={`${seat}-lost`}>
        Lost pile: {piles.lost.count}
      </button>
      {loose.length > 0 && (
        <ul className="loose" aria-label={`${seatName(seat)}'s other cards in play`}>
          {loose.map((c) => <li key={c}><TableCard id={c} /></li>)}
        </ul>
      )}
    </section>
  );
}
