// The location row as lanes: each location holds the opponent's forces on the far side, the
// location card in the middle, the viewer's forces on the near side. Related locations (same
// name before the slash) sit together; a new group starts with a divider. Cards overlap as a side
// fills up, so a busy location stays within the board.
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import type { CardView, LocationView, Seat, SideView } from '../../engine';
import { useInteraction } from '../interaction';
import { slotKey } from '../play/targets';
import { useAimTarget } from '../play/useAimTarget';
import { useAimSource } from '../play/useTargets';
import { otherSeat, seatName } from '../text';
import { afterLayout } from './afterLayout';
import { followLaneWidth } from './laneWidth';
import { LocationTile } from './LocationTile';
import { placeAttr } from './flip';
import { TableCard } from './TableCard';
import { keysAround, useCardButton } from './useCardButton';
import { useNearSeat, useViewPart } from './useView';

/** Grid rows for a cascade of n cards: each covered card shows its head (its whole title, its
 * numbers, what lies beneath it) and never less; the last shows all of it. A side with more than
 * its height holds scrolls inside itself rather than squeezing a card. */
const cascadeRows = (n: number) => (n <= 1 ? 'auto' : `repeat(${n - 1}, max-content) auto`);

/** How every lane shares its height between the far and the near side: each side as the busiest
 * lane's on that side needs (a whole card and a head for each card it covers). The far side is the
 * same height in every lane, whatever its location card's, so the location cards stay in one line;
 * the near side takes the rest. Neither gets less than its busiest cascade needs while that is less
 * than a third of the lane (a lone card is not squeezed beside a crowd), nor less than half of what
 * the two share: in a short lane the far side's need no longer wins over the near side's. */
export function laneRows(locations: readonly LocationView[], far: Seat): string {
  // What the two sides share: the lane less a location card's usual height.
  const sides = '(100% - var(--loc-h))';
  const need = (seat: Seat) => {
    const n = Math.max(0, ...locations.map((l) => l.sides[seat].forces.length));
    const heads = Math.max(0, n - 1);
    return {
      least: `min(${n === 0 ? 'calc(var(--tile-h) * 0.5)' : `calc(var(--tile-h) + ${heads} * var(--head-h) + 0.5rem)`}, 36%, ${sides} / 2)`,
      weight: n === 0 ? 0.5 : 1 + heads * 0.45,
    };
  };
  const [f, n] = [need(far), need(otherSeat(far))];
  const share = (f.weight / (f.weight + n.weight)).toFixed(3);
  return `clamp(${f.least}, calc(${sides} * ${share}), calc(${sides} - ${n.least})) max-content minmax(0, 1fr)`;
}

const Side = memo(function Side({ at, title, side, far }: { at: string; title: string; side: SideView; far: boolean }) {
  const n = side.forces.length;
  const ref = useRef<HTMLUListElement>(null);
  // A far side that scrolls starts at its end: the card on top, next to the location (scrolled
  // once laid out, before the frame is painted).
  useLayoutEffect(() => {
    const el = ref.current;
    if (far && el) return afterLayout(el, () => { el.scrollTop = el.scrollHeight; });
  }, [far, n]);
  // Three columns, as many as it fills: a lone card stands in the middle.
  const style = { '--rows1': cascadeRows(n), '--rows2': cascadeRows(Math.ceil(n / 2)), '--rows3': cascadeRows(Math.ceil(n / 3)), '--cols3': Math.max(1, Math.min(n, 3)) } as CSSProperties;
  return (
    <ul ref={ref} className={`side ${far ? 'side-far' : 'side-near'} ${n > 1 ? 'is-stacked' : ''}`} style={style} {...placeAttr(`at:${at}:${side.seat}`)}
      aria-label={`${seatName(side.seat)}'s forces at ${title}: ${n === 0 ? 'none' : n}`}>
      {side.forces.map((c: CardView, i) => (
        // top1, top2, top3: on top of its cascade in one column, in two, in three.
        <li key={c.id} className={`${i === n - 1 ? 'top1' : ''} ${Math.floor(i / 2) === Math.ceil(n / 2) - 1 ? 'top2' : ''} ${Math.floor(i / 3) === Math.ceil(n / 3) - 1 ? 'top3' : ''}`}
          style={{ '--r1': i + 1, '--r2': Math.floor(i / 2) + 1, '--c2': (i % 2) + 1, '--r3': Math.floor(i / 3) + 1, '--c3': (i % 3) + 1 } as CSSProperties}>
          <TableCard card={c} place={`at:${at}:${side.seat}`} />
        </li>
      ))}
    </ul>
  );
});


/** A place in the row where the location card being aimed may go: a gap that opens between two
 * lanes only where the engine's legal actions put it (a "+" the engine would refuse is never
 * shown), so it covers no lane. A drop anywhere else still gets the engine's reason. */
const RowSlot = memo(function RowSlot({ position }: { position: number }) {
  const target = useAimTarget(slotKey(position));
  if (!target.legal) return null;
  return (
    <button ref={target.ref} type="button" className={`row-slot ${target.className}`} data-target={slotKey(position)} onClick={target.aimHere}
      aria-label={`Place the location at row position ${position + 1} (legal)`}>
      +
    </button>
  );
});

const Lane = memo(function Lane({ loc, viewer, first }: { loc: LocationView; viewer: Seat; first: boolean }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const { target, buttonProps, className } = useCardButton(loc.card.id);
  // Kept while the target's is: a new ref at every render detaches and registers the lane again.
  const dropRef = target.ref;
  // Its width followed for its cards (laneWidth.ts) while it is in the page.
  const setRef = useCallback((node: HTMLDivElement | null) => {
    ref.current = node;
    dropRef(node);
    if (!node) return undefined;
    const stop = followLaneWidth(node);
    return () => { stop(); ref.current = null; dropRef(null); };
  }, [dropRef]);
  const source = useAimSource();
  const dropOn = useInteraction((s) => s.dropOn);
  // A tap on a lane's empty space while a card is aimed lands like a drop there (the lane lights
  // up whole); a tap on a card or the location is its button's.
  const tapLane = (e: MouseEvent<HTMLDivElement>) => {
    const at = e.target as Element;
    if (target.aiming && source && !at.closest('button')) dropOn(source, keysAround(at));
  };
  // A battle brings its location into view (once laid out).
  useEffect(() => {
    const el = ref.current;
    if (loc.battleHere && el) return afterLayout(el, () => el.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' }));
  }, [loc.battleHere]);
  return (
    <div ref={setRef} className={`lane location ${first ? 'group-start' : ''} ${loc.battleHere ? 'battle-lane' : ''} ${className}`}
      data-location={loc.card.id} data-group={loc.group % 2} onClick={tapLane}>
      {/* Keyed by seat: when the screen passes to the other player the two sides swap places
          and their cards move with them instead of being built again. */}
      {[
        <Side key={`side-${otherSeat(viewer)}`} at={loc.card.id} title={loc.card.title} side={loc.sides[otherSeat(viewer)]} far />,
        <LocationTile key="location" loc={loc} viewer={viewer} buttonProps={buttonProps} legal={target.legal} />,
        <Side key={`side-${viewer}`} at={loc.card.id} title={loc.card.title} side={loc.sides[viewer]} far={false} />,
      ]}
    </div>
  );
});

export function LocationRow() {
  const locations = useViewPart((v) => v.locations);
  const seat = useNearSeat();
  const battle = useViewPart((v) => v.battle !== null);
  const row = useRef<HTMLElement>(null);
  const source = useAimSource();
  // A card picked up with none of its places in view (a narrow row that swipes) brings the first
  // into view, so the player need not hunt for where it may go; a location, its first place in
  // the row (lanes lit for it as an encampment are not where it usually goes).
  // Read once the page is laid out, and only while a card is picked up.
  useEffect(() => {
    const el = row.current;
    if (!source || !el) return;
    return afterLayout(el, () => {
      const box = el.getBoundingClientRect();
      const slots = [...el.querySelectorAll('.row-slot')];
      const lit = slots.length > 0 ? slots : [...el.querySelectorAll('.target-legal')];
      if (lit.length === 0) return;
      // In view: a finger's width of it, or all of it if narrower.
      const seen = (at: Element) => {
        const b = at.getBoundingClientRect();
        return Math.min(b.right, box.right) - Math.max(b.left, box.left) >= Math.min(b.width, 44) - 1;
      };
      // Where the row's scroll snapping lets it rest: a lane by its start, a place by its middle.
      if (!lit.some(seen)) lit[0].scrollIntoView?.({ block: 'nearest', inline: slots.length > 0 ? 'center' : 'start', behavior: 'smooth' });
    });
  }, [source]);
  return (
    <section ref={row} className={`location-row ${battle ? 'has-battle' : ''}`} aria-label="Location row"
      style={{ '--lanes': locations.length, '--lane-rows': laneRows(locations, otherSeat(seat)) } as CSSProperties}>
      {locations.flatMap((l, i) => [
        <RowSlot key={`slot-${l.card.id}`} position={l.position} />,
        <Lane key={l.card.id} loc={l} viewer={seat} first={i > 0 && locations[i - 1].group !== l.group} />,
      ])}
      <RowSlot position={locations.length} />
    </section>
  );
}
