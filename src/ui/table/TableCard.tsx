// A card in play as a tile, with the cards beneath it as tabs under it (units aboard, weapons,
// assets). Damaged cards tilt a little, inverted ones show their other numbers; the text stays
// upright. A card that may move now can be dragged to where it may go, like a hand card.
import { memo } from 'react';
import type { CSSProperties } from 'react';
import type { CardView } from '../../engine';
import { Icon } from '../cards/icons';
import { TileFace, WholeTitle } from '../cards/CardFace';
import { useDragSource } from '../dnd/hooks';
import { seatName } from '../text';
import { placeAttr, useFlip } from './flip';
import { useCardButton } from './useCardButton';

const RELATION_WORDS = { aboard: 'aboard', attached: 'on it', encampment: 'beneath' } as const;

/** What a screen reader hears for a card in play. */
export function tileLabel(c: CardView): string {
  const parts = [c.title, c.kind ? `${c.type.toLowerCase()} (${c.kind})` : c.type.toLowerCase()];
  if (c.stats) parts.push(`power ${c.stats.power.value}, tactics ${c.stats.tactics.value}, defense ${c.stats.defense.value}`);
  if (c.capacity) parts.push(`capacity ${c.capacity.total}, ${c.capacity.free} free`);
  if (c.damaged) parts.push('damaged');
  if (c.inverted) parts.push('inverted');
  if (c.beneath.length) parts.push(`${c.beneath.length} beneath`);
  if (c.stacked) parts.push(`${c.stacked} stacked on it`);
  return parts.join(', ');
}

export const BeneathTab = memo(function BeneathTab({ card, host }: { card: CardView; host: string }) {
  const { target, buttonProps, className } = useCardButton(card.id);
  const flip = useFlip<HTMLLIElement>(card.id, `under:${host}`);
  return (
    <li ref={flip} className="beneath-tab">
      <button ref={target.ref} type="button" className={`tab card ${card.damaged ? 'is-damaged' : ''} ${className}`} data-card={card.id}
        aria-label={`${tileLabel(card)}, ${RELATION_WORDS[card.relation ?? 'attached']}${target.legal ? ', legal target' : ''}`} {...buttonProps}>
        <WholeTitle title={card.title} className="tab-title" lead={<><Icon name={card.relation ?? 'attached'} /> </>} />
        {card.stats && <span className="tab-stats">{card.stats.power.value}·{card.stats.tactics.value}·{card.stats.defense.value}</span>}
        {card.damaged && <Icon name="damaged" className="marker-damaged" label="damaged" />}
      </button>
    </li>
  );
});


/** The cards beneath a card and beneath those (a weapon on a unit aboard a ship), in order. */
function allBeneath(card: CardView): [CardView, string][] {
  return card.beneath.flatMap((b): [CardView, string][] => [[b, card.id], ...allBeneath(b)]);
}

export const TableCard = memo(function TableCard({ card, place }: { card: CardView; place: string }) {
  const { target, selected, movable, buttonProps, className } = useCardButton(card.id);
  const drag = useDragSource(card.id, !movable);
  const flip = useFlip<HTMLDivElement>(card.id, place);
  const counts = { aboard: 0, attached: 0, encampment: 0 };
  const under = allBeneath(card);
  for (const [b] of under) counts[b.relation ?? 'attached']++;
  // The count of cards beneath sits in the title's corner, the damaged and inverted markers
  // under it: the title keeps clear of both.
  const badges = (counts.aboard > 0 ? 1 : 0) + (counts.attached > 0 ? 1 : 0);
  const marks = (card.damaged ? 1 : 0) + (card.inverted ? 1 : 0);
  return (
    <div ref={flip} className={`table-card ${card.inBattle ? 'in-battle' : ''}`} {...placeAttr(`under:${card.id}`)}>
      <div ref={target.ref} className="tile-target">
        <button
          type="button"
          className={`card tile ${card.damaged ? 'is-damaged' : ''} ${card.inverted ? 'is-inverted' : ''} ${selected ? 'is-selected' : ''} ${movable ? 'is-movable' : ''} ${drag.isDragging ? 'is-dragging' : ''} ${className}`}
          aria-label={`${tileLabel(card)}${card.controller !== card.owner ? `, controlled by ${seatName(card.controller)}` : ''}${target.legal ? ', legal target' : ''}${movable ? ', may move' : ''}`}
          data-card={card.id}
          style={badges + marks > 0 ? { '--badges': badges, '--marks': marks } as CSSProperties : undefined}
          {...drag.dragProps}
          {...buttonProps}
        >
          <TileFace card={card} />
          {under.length > 0 && (
            <span className="beneath-count" aria-hidden="true">
              {counts.aboard > 0 && <><Icon name="aboard" />{counts.aboard}</>}
              {counts.attached > 0 && <><Icon name="attached" />{counts.attached}</>}
            </span>
          )}
        </button>
      </div>
      {card.beneath.length > 0 && (
        <ul className="beneath" aria-label={`Beneath ${card.title}`}>
          {under.map(([b, host]) => <BeneathTab key={b.id} card={b} host={host} />)}
        </ul>
      )}
    </div>
  );
});

