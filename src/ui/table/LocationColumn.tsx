// One location: the opponent's cards on the far side, the location card with the icons on each
// side, the viewer's cards on the near side.
import { defOf, energyIcons, supportIconsAt } from '../../engine';
import type { CardId, GameState, Seat } from '../../engine';
import { otherSeat, seatName } from '../text';
import { useTable } from '../store';
import { cardLabel } from './CardFace';
import { beneath, TableCard } from './TableCard';
import { useCardButton } from './useCardButton';

/** A player's ships and units standing at a location (cards aboard come with their ship). */
function forcesAt(game: GameState, loc: CardId, seat: Seat): CardId[] {
  return Object.keys(game.table).filter((c) => game.table[c].at === loc && game.table[c].controller === seat);
}

function Side({ loc, seat, viewer }: { loc: CardId; seat: Seat; viewer: Seat }) {
  const game = useTable((s) => s.game)!;
  const cards = forcesAt(game, loc, seat);
  return (
    <ul className={`side side-${seat === viewer ? 'near' : 'far'}`} aria-label={`${seatName(seat)}'s cards at ${defOf(game, loc).title}`}>
      {cards.map((c) => <li key={c}><TableCard id={c} /></li>)}
    </ul>
  );
}

function Icons({ loc, seat }: { loc: CardId; seat: Seat }) {
  const game = useTable((s) => s.game)!;
  const energy = energyIcons(game, loc, seat);
  const support = Object.entries(supportIconsAt(game, loc, seat));
  const text = `${seatName(seat)}'s side: ${energy} energy icon${energy === 1 ? '' : 's'}${support.map(([f, n]) => `, ${n} ${f} support`).join('')}`;
  return (
    <span className="icons" title={text} aria-label={text}>
      {seatName(seat)} <span aria-hidden="true">{'⚡'.repeat(energy) || '–'}{support.map(([f, n]) => ` ${f[0]}×${n}`).join('')}</span>
    </span>
  );
}

export function LocationColumn({ loc, viewer }: { loc: CardId; viewer: Seat }) {
  const game = useTable((s) => s.game)!;
  const { target, buttonProps } = useCardButton(loc);
  const def = defOf(game, loc);
  const under = beneath(game, loc);
  const far = otherSeat(viewer);
  return (
    <div ref={target.ref} className={`location ${target.className}`} data-location={loc}>
      <Side loc={loc} seat={far} viewer={viewer} />
      <div className="location-card">
        <Icons loc={loc} seat={far} />
        <button type="button" className="card location-title" data-card={loc} data-tip={def.text}
          aria-label={`${cardLabel(def)}, played by ${seatName(game.table[loc].controller)}${target.legal ? ', legal target' : ''}`} {...buttonProps}>
          <span className="card-title">{def.title}</span>
          <span className="card-type">{def.kind}{game.battle?.location === loc ? ' · battle here' : ''}</span>
        </button>
        {under.length > 0 && (
          <ul className="beneath" aria-label={`Beneath ${def.title}`}>
            {under.map((c) => <li key={c}><TableCard id={c} /></li>)}
          </ul>
        )}
        <Icons loc={loc} seat={viewer} />
      </div>
      <Side loc={loc} seat={viewer} viewer={viewer} />
    </div>
  );
}
