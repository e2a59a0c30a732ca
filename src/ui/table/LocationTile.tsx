// A location card in its lane: the far side's icons on top, the name and who holds it in the
// middle, the near side's icons below, and the cards beneath it (encampments, assets) as tabs.
import { memo } from 'react';
import type { CSSProperties } from 'react';
import type { LocationView, Seat, SideView } from '../../engine';
import { LocationIcons } from '../cards/CardFace';
import { Icon } from '../cards/icons';
import { energyWords, supportWords } from '../cards/info';
import { otherSeat, seatName } from '../text';
import { placeAttr } from './flip';
import { softHyphens } from '../cards/hyphens';
import { BeneathTab } from './TableCard';
import { useOwnSeat } from './useView';

/** The side's icons in words: "P2's side: 1 energy icon, 1 Gongen support icon". */
export function sideWords(side: SideView): string {
  const support = Object.keys(side.supportIcons).length ? `, ${supportWords(side.supportIcons)}` : '';
  return `${seatName(side.seat)}'s side: ${energyWords(side.energyIcons)}${support}`;
}

/** Memoised: a side's view keeps its identity while it does not change (useView). */
const SideIcons = memo(function SideIcons({ side, edge }: { side: SideView; edge: 'far' | 'near' }) {
  return (
    <span className={`side-icons side-icons-${edge}`} title={sideWords(side)}>
      <LocationIcons energy={side.energyIcons} support={side.supportIcons} />
      <span className="side-power" title={`${seatName(side.seat)}'s power here ${side.power}`}><Icon name="power" />{side.power}</span>
    </span>
  );
});

/** Who holds a location, in words; "you" only on a player's own screen (`own`). */
export function holding(loc: LocationView, viewer: Seat, own: boolean): string {
  const [near, far] = [loc.sides[viewer], loc.sides[otherSeat(viewer)]];
  if (near.controls) return own ? 'you control' : `${seatName(near.seat)} controls`;
  if (far.controls) return `${seatName(far.seat)} controls`;
  return near.forces.length && far.forces.length ? 'contested' : 'empty';
}

interface Props {
  loc: LocationView;
  viewer: Seat;
  /** The lane's button behaviour (useCardButton of the location). */
  buttonProps: Record<string, unknown>;
  legal: boolean;
}

export function LocationTile({ loc, viewer, buttonProps, legal }: Props) {
  const c = loc.card;
  const slash = c.title.indexOf('/');
  const name = slash < 0 ? c.title : c.title.slice(slash + 1);
  const own = useOwnSeat() === viewer;
  const held = holding(loc, viewer, own);
  const label = `${c.title}, ${(c.kind ?? 'location').toLowerCase()}, played by ${seatName(c.controller)}, ${held}; ${sideWords(loc.sides[otherSeat(viewer)])}; ${sideWords(loc.sides[viewer])}${loc.battleHere ? '; battle here' : ''}${legal ? ', legal target' : ''}`;
  return (
    <div {...placeAttr(`under:${loc.card.id}`)} className={`location-tile faction-${c.faction.toLowerCase()} ${loc.battleHere ? 'battle-here' : ''}`}>
      <SideIcons side={loc.sides[otherSeat(viewer)]} edge="far" />
      <button type="button" className="card location-title" data-card={c.id} aria-label={label} {...buttonProps}>
        <span className="loc-prefix"><Icon name={c.kind === 'Sector' ? 'sector' : 'site'} />{slash < 0 ? c.kind : `${loc.prefix} · ${c.kind}`}</span>
        {/* Its longest word lets the name shrink to its lane; a word still too long breaks between
            syllables, with a hyphen. */}
        <span className="loc-name" style={{ '--word': Math.max(...name.split(/\s+/).map((w) => w.length)) } as CSSProperties}>{name.split(' ').map(softHyphens).join(' ')}</span>
        <span className={`loc-status status-${held.replace(/\W+/g, '-')}`}>
          {loc.battleHere ? <><Icon name="battle" /> battle</> : held}
          <span className="loc-owner"> · {own && c.controller === viewer ? 'yours' : `${seatName(c.controller)}'s`}</span>
        </span>
      </button>
      {c.beneath.length > 0 && (
        <ul className="beneath beneath-location" aria-label={`Beneath ${c.title}`}>
          {c.beneath.map((b) => <BeneathTab key={b.id} card={b} host={c.id} />)}
        </ul>
      )}
      <SideIcons side={loc.sides[viewer]} edge="near" />
    </div>
  );
}
