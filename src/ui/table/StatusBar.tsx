// The top bar: the turn, the phases of the turn with the current one lit, the battle step in
// words, who acts now; the table settings (auto-pass and stops) and the details toggle of narrow
// screens.
import { TURN_PHASES, phaseName } from '../../engine';
import type { Seat } from '../../engine';
import { Icon } from '../cards/icons';
import { useTable } from '../store';
import { seatName } from '../text';
import { useView } from './useView';

function Stops({ seat }: { seat: Seat }) {
  const stops = useTable((s) => s.settings.stops[seat]);
  const toggleStop = useTable((s) => s.toggleStop);
  return (
    <fieldset>
      <legend>Always wait for {seatName(seat)} in these phases</legend>
      {TURN_PHASES.map((p) => (
        <label key={p}>
          <input type="checkbox" checked={stops.includes(p)} onChange={() => toggleStop(seat, p)} /> {p}
        </label>
      ))}
    </fieldset>
  );
}

function Settings({ viewer }: { viewer: Seat }) {
  const autoPass = useTable((s) => s.settings.autoPass);
  const setAutoPass = useTable((s) => s.setAutoPass);
  return (
    <details className="settings">
      <summary>Settings</summary>
      <div className="settings-body">
        <label className="auto-pass">
          <input type="checkbox" checked={autoPass} onChange={(e) => setAutoPass(e.target.checked)} /> Auto-pass when there is no legal response
        </label>
        <Stops seat={viewer} />
      </div>
    </details>
  );
}

export function StatusBar({ onDetails }: { onDetails(): void }) {
  const view = useView();
  const at = TURN_PHASES.indexOf(view.phase as (typeof TURN_PHASES)[number]);
  const who = view.actor;
  const battle = view.battle;
  const battleTitle = battle ? view.locations.find((l) => l.card.id === battle.location)?.card.title : undefined;
  return (
    <header className="status-bar" aria-label="Game status">
      <p className="turn" aria-live="polite">
        <strong>Turn {view.turn}</strong> · {view.turnPlayer === view.seat ? 'your turn' : `${seatName(view.turnPlayer)}'s turn`}
        {' · '}<span className="phase-now" data-phase={view.phase}>{phaseName(view.phase)}</span>
        {battle && <span className="step-now"> · battle at {battleTitle}: <span data-step={battle.step}>{battle.stepName}</span></span>}
      </p>
      <ol className="phase-ladder" aria-label="Phases of the turn">
        {TURN_PHASES.map((p, i) => (
          <li key={p} className={i < at ? 'done' : i === at ? 'now' : ''} aria-current={i === at ? 'step' : undefined}>
            {i < at ? <Icon name="check" /> : <span className="phase-n">{i + 1}</span>}{p[0].toUpperCase() + p.slice(1)}
          </li>
        ))}
      </ol>
      {who !== null && (
        <p className={`chip chip-actor ${who === view.seat ? 'is-you' : ''}`} data-actor={who}>
          {who === view.seat ? 'You act' : `${seatName(who)} acts`}
        </p>
      )}
      <Settings viewer={view.seat} />
      <button type="button" className={`details-toggle ${battle ? 'has-battle' : ''}`} onClick={onDetails}>
        <Icon name={battle ? 'battle' : 'info'} />{battle ? 'Battle & details' : 'Details'}
      </button>
    </header>
  );
}
