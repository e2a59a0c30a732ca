// A player's piles drawn as piles, each with its count and, on hover or tap, what it is for;
// the opponent's hand as card backs. The lost pile opens face up (lost piles are public).
import { memo } from 'react';
import type { Pile, PlayerView } from '../../engine';
import { Icon } from '../cards/icons';
import { useInteraction } from '../interaction';
import { seatName } from '../text';
import { InfoButton } from './InfoButton';

const PILE_WORDS: Record<Exclude<Pile, 'hand'>, { name: string; explain: string }> = {
  reserve: { name: 'Reserve', explain: 'Energy not yet activated, face down. The activation action moves cards from the top of the reserve to the active pile; battle destiny and drawing for effects also come from here.' },
  active: { name: 'Active', explain: 'Energy ready to spend. Paying a cost moves cards from here to the used pile; drawing in the draw phase takes cards from here into the hand.' },
  used: { name: 'Used', explain: 'Energy spent this turn. At the end of every turn the used pile goes, in order, under the reserve.' },
  lost: { name: 'Lost', explain: 'Cards lost from play or as energy, face up. They are no longer energy.' },
  removed: { name: 'Removed', explain: 'Cards removed from the game.' },
};

/** Memoised: a pile's button renders again only when its count does. */
const PileButton = memo(function PileButton({ pile, count, seat }: { pile: Exclude<Pile, 'hand'>; count: number; seat: number }) {
  const w = PILE_WORDS[pile];
  const browseLost = useInteraction((s) => s.browseLost);
  const more = pile === 'lost'
    // The note closes as the pile opens: in the top layer, it would lie over the dialog.
    ? <button type="button" onClick={(e) => { e.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover?.(); browseLost(seat as 0 | 1); }}>Open the lost pile ({count})</button> : undefined;
  return (
    <InfoButton data-pile={`${seat}:${pile}`} className={`pile pile-${pile} ${count === 0 ? 'is-empty' : ''}`} short={w.name[0]} label={`${w.name} pile: ${count}`} explain={w.explain} more={more}>
      <span className="pile-stack" aria-hidden="true" style={{ '--depth': Math.min(3, Math.ceil(count / 8)) } as React.CSSProperties}>
        <Icon name={pile === 'removed' ? 'lost' : pile} />
      </span>
      <span className="pile-count" aria-hidden="true">{count}</span>
      <span className="pile-name" aria-hidden="true">{w.name}</span>
    </InfoButton>
  );
});

export function Piles({ player, near }: { player: PlayerView; near: boolean }) {
  const n = player.piles.hand;
  return (
    <div className="piles" data-seat={player.seat}>
      {!near && (
        <InfoButton data-pile={`${player.seat}:hand`} className="pile pile-hand" short="H" label={`${seatName(player.seat)}'s hand: ${n} cards`}
          explain="Cards in hand, hidden from you. They are not energy, but a player who must lose energy may lose hand cards instead.">
          <span className="card-backs" aria-hidden="true">{Array.from({ length: Math.min(n, 6) }, (_, i) => <span key={i} className="card-back" />)}</span>
          <span className="pile-count" aria-hidden="true">{n}</span>
          <span className="pile-name" aria-hidden="true">Hand</span>
        </InfoButton>
      )}
      {(['reserve', 'active', 'used', 'lost'] as const).map((p) => <PileButton key={p} pile={p} count={player.piles[p]} seat={player.seat} />)}
      {player.piles.removed > 0 && <PileButton pile="removed" count={player.piles.removed} seat={player.seat} />}
    </div>
  );
}
