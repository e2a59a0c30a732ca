// The location row: related locations grouped by the part of the title before the slash (the
// engine keeps sectors at the end of their group), each a column with both players' sides.
import { defOf, prefixOf } from '../../engine';
import type { CardId, GameState, Seat } from '../../engine';
import { slotKey } from '../play/targets';
import { useAimTarget } from '../play/useAimTarget';
import { useAimSource } from '../play/useTargets';
import { useTable } from '../store';
import { LocationColumn } from './LocationColumn';

interface Group {
  prefix: string;
  /** Each location with its index in the row. */
  locations: [CardId, number][];
}

export function groupRow(game: GameState): Group[] {
  const groups: Group[] = [];
  game.row.forEach((loc, i) => {
    const prefix = prefixOf(defOf(game, loc).title);
    const last = groups[groups.length - 1];
    if (last?.prefix === prefix) last.locations.push([loc, i]);
    else groups.push({ prefix, locations: [[loc, i]] });
  });
  return groups;
}

/** A gap in the row where a location card may be placed. Always there (so nothing shifts when a
 * drag starts), a button only while a location card is being aimed. */
function RowSlot({ position, active }: { position: number; active: boolean }) {
  const target = useAimTarget(slotKey(position));
  if (!active) return <div ref={target.ref} className="row-slot" aria-hidden="true" />;
  return (
    <button ref={target.ref} type="button" className={`row-slot ${target.className}`} onClick={target.aimHere}
      aria-label={`Place the location at row position ${position + 1}${target.legal ? ' (legal)' : ''}`}>
      +
    </button>
  );
}

export function LocationRow({ viewer }: { viewer: Seat }) {
  const game = useTable((s) => s.game)!;
  const source = useAimSource();
  const placingLocation = source !== null && !game.table[source] && defOf(game, source).type === 'LOCATION';
  return (
    <section className="location-row" aria-label="Location row">
      {groupRow(game).map((g) => (
        <div key={g.locations[0][0]} className="location-group" role="group" aria-label={`${g.prefix} locations`}>
          {g.locations.map(([loc, i]) => (
            <div key={loc} className="location-slot">
              <RowSlot position={i} active={placingLocation} />
              <LocationColumn loc={loc} viewer={viewer} />
            </div>
          ))}
        </div>
      ))}
      <RowSlot position={game.row.length} active={placingLocation} />
    </section>
  );
}
