// Setup: the player due to choose picks a starting location from their deck, each shown as its
// card (icons on each side, what it does); the choice stays hidden from the other player (a
// hand-over comes between the two choices).
import type { Action, Seat } from '../../engine';
import { defOf } from '../../engine';
import { FullCard } from '../cards/CardFace';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { seatName } from '../text';
import './start.css';

type StartAt = Extract<Action, { type: 'startLocation' }>;

export function StartLocation({ seat }: { seat: Seat }) {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const act = useInteraction((s) => s.act);
  // Copies of one location are one choice.
  const options = new Map<string, StartAt>();
  for (const a of legal) if (a.type === 'startLocation' && !options.has(defOf(game, a.card).number)) options.set(defOf(game, a.card).number, a);
  return (
    <main className="start-location" aria-labelledby="start-location-title">
      <h1 id="start-location-title">{seatName(seat)}: choose your starting location</h1>
      <p className="muted">It goes into the location row when both players have chosen; your own side of it (below) is the one facing you.</p>
      <ul className="location-options">
        {[...options.values()].map((a) => {
          const def = defOf(game, a.card);
          return (
            <li key={a.card}>
              <FullCard def={def} />
              <button type="button" className="choice" onClick={() => act(a)}>Start at {def.title}</button>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
