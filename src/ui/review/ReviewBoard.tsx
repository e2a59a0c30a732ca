// The board in a review, as it was after the action shown: each player's piles along the edges,
// the location row between them (P2's forces above each location, P1's below), each card drawn as
// on the table. What the coach's notes at this point are about (a location, a pile) is ringed, so
// a note reads against the board. Both players look: no hand is shown, only its count.
import { useEffect, useRef } from 'react';
import type { CardView, LocationView, PlayerView, Seat, TableView } from '../../engine';
import type { NoteMark } from '../../match';
import { LocationIcons, TileFace } from '../cards/CardFace';
import { Icon } from '../cards/icons';
import { seatName } from '../text';

const PILES = [['reserve', 'Reserve'], ['active', 'Active'], ['used', 'Used'], ['lost', 'Lost'], ['hand', 'Hand']] as const;

const markKey = (m: NoteMark) => ('card' in m ? `card:${m.card}` : `pile:${m.seat}:${m.pile}`);

/** The class and the words a pointed-at thing wears. */
function noted(marked: ReadonlySet<string>, key: string): { className: string; note: string } {
  return marked.has(key) ? { className: 'is-noted', note: ' (the note is about this)' } : { className: '', note: '' };
}

function Piles({ player, marked }: { player: PlayerView; marked: ReadonlySet<string> }) {
  return (
    <ul className="review-piles" aria-label={`${seatName(player.seat)}'s piles, energy ${player.energy.total}`}>
      <li className="review-seat"><strong>{seatName(player.seat)}</strong> energy {player.energy.total}</li>
      {PILES.map(([pile, name]) => {
        const n = noted(marked, `pile:${player.seat}:${pile}`);
        return (
          <li key={pile} className={`review-pile ${n.className}`} data-review-pile={`${player.seat}:${pile}`} aria-label={`${name} ${player.piles[pile]}${n.note}`}>
            <span className="review-pile-name">{name}</span> <span className="review-pile-n">{player.piles[pile]}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Card({ card, marked }: { card: CardView; marked: ReadonlySet<string> }) {
  const n = noted(marked, `card:${card.id}`);
  const beneath = card.beneath.length ? `, with ${card.beneath.map((b) => b.title).join(', ')} beneath` : '';
  return (
    <li className={`review-card ${n.className}`} data-review-card={card.id}
      aria-label={`${card.title}${card.damaged ? ', damaged' : ''}${card.inverted ? ', inverted' : ''}${beneath}${n.note}`}>
      <TileFace card={card} />
    </li>
  );
}

function Forces({ cards, seat, marked }: { cards: CardView[]; seat: Seat; marked: ReadonlySet<string> }) {
  return (
    <ul className={`review-forces review-forces-${seat}`} aria-label={`${seatName(seat)}'s forces: ${cards.length || 'none'}`}>
      {cards.map((c) => <Card key={c.id} card={c} marked={marked} />)}
    </ul>
  );
}

function Lane({ loc, marked }: { loc: LocationView; marked: ReadonlySet<string> }) {
  const c = loc.card;
  const n = noted(marked, `card:${c.id}`);
  const slash = c.title.indexOf('/');
  const holder = loc.sides.find((s) => s.controls);
  const held = holder ? `${seatName(holder.seat)} controls` : loc.sides.every((s) => s.forces.length > 0) ? 'contested' : 'empty';
  return (
    <li className={`review-lane ${loc.battleHere ? 'battle-lane' : ''}`}>
      <Forces cards={loc.sides[1].forces} seat={1} marked={marked} />
      <div className={`review-location ${n.className}`} data-review-card={c.id}
        aria-label={`${c.title}, ${held}${loc.battleHere ? ', battle here' : ''}${n.note}`}>
        <span className="review-loc-icons"><LocationIcons energy={loc.sides[1].energyIcons} support={loc.sides[1].supportIcons} /></span>
        <span className="review-loc-prefix">{slash < 0 ? c.kind : `${loc.prefix} · ${c.kind}`}</span>
        <strong className="review-loc-name">{slash < 0 ? c.title : c.title.slice(slash + 1)}</strong>
        <span className="review-loc-held">{loc.battleHere ? <><Icon name="battle" /> battle</> : held}</span>
        <span className="review-loc-icons"><LocationIcons energy={loc.sides[0].energyIcons} support={loc.sides[0].supportIcons} /></span>
      </div>
      <Forces cards={loc.sides[0].forces} seat={0} marked={marked} />
    </li>
  );
}

export function ReviewBoard({ view, about }: { view: TableView; about: readonly NoteMark[] }) {
  const marked = new Set(about.map(markKey));
  const row = useRef<HTMLOListElement>(null);
  const first = about[0] ? markKey(about[0]) : '';
  // The first thing pointed at is brought into view: a phone shows two or three lanes.
  useEffect(() => {
    row.current?.parentElement?.querySelector('.is-noted')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [first, view]);
  return (
    <div className="review-board">
      <Piles player={view.players[1]} marked={marked} />
      <ol ref={row} className="review-row" aria-label="Locations">
        {view.locations.map((l) => <Lane key={l.card.id} loc={l} marked={marked} />)}
      </ol>
      <Piles player={view.players[0]} marked={marked} />
    </div>
  );
}
