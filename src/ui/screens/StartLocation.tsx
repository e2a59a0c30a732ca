// Setup: the player due to choose picks a starting location from their deck; the choice stays
// hidden from the other player (a hand-over comes between the two choices).
import type { Seat } from '../../engine';
import { ChoiceList } from '../dialogs/ChoiceList';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { seatName } from '../text';

export function StartLocation({ seat }: { seat: Seat }) {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const act = useInteraction((s) => s.act);
  const options = legal.filter((a) => a.type === 'startLocation');
  return (
    <main className="start-location" aria-labelledby="start-location-title">
      <h1 id="start-location-title">{seatName(seat)}: choose your starting location</h1>
      <p>It goes into the location row when both players have chosen.</p>
      <ChoiceList game={game} actions={options} onPick={act} />
    </main>
  );
}
