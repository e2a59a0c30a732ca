// The turn, phase, battle step and initiative, plus the table settings: auto-pass and stops.
import { actor, defOf, TURN_PHASES } from '../../engine';
import type { Seat } from '../../engine';
import { useTable } from '../store';
import { seatName } from '../text';

function Stops({ seat }: { seat: Seat }) {
  const stops = useTable((s) => s.settings.stops[seat]);
  const toggleStop = useTable((s) => s.toggleStop);
  return (
    <details className="stops">
      <summary>Stops for {seatName(seat)}</summary>
      <fieldset>
        <legend>Always wait for {seatName(seat)} in these phases</legend>
        {TURN_PHASES.map((p) => (
          <label key={p}>
            <input type="checkbox" checked={stops.includes(p)} onChange={() => toggleStop(seat, p)} /> {p}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export function StatusBar({ viewer }: { viewer: Seat }) {
  const game = useTable((s) => s.game)!;
  const autoPass = useTable((s) => s.settings.autoPass);
  const setAutoPass = useTable((s) => s.setAutoPass);
  const who = actor(game);
  const battle = game.battle;
  return (
    <header className="status-bar" aria-label="Game status">
      <p aria-live="polite">
        <strong>Turn {game.turn}</strong> · {seatName(game.turnPlayer)}'s turn · <span data-phase={game.phase}>{game.phase} phase</span>
        {battle && <> · battle at {defOf(game, battle.location).title}, step: <span data-step={battle.step}>{battle.step}</span></>}
        {' · '}initiative: {game.initiative === null ? 'no one' : seatName(game.initiative)}
        {who !== null && <> · <span data-actor={who}>{seatName(who)} to act</span></>}
      </p>
      <label className="auto-pass">
        <input type="checkbox" checked={autoPass} onChange={(e) => setAutoPass(e.target.checked)} /> Auto-pass when there is no legal response
      </label>
      <Stops seat={viewer} />
    </header>
  );
}
