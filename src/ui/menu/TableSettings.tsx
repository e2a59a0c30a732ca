// The table's settings: automatic passes and stops, hand-overs, and how the table moves. They
// are kept on this device (src/ui/settings.ts).
import { useShallow } from 'zustand/react/shallow';
import { TURN_PHASES, phaseName } from '../../engine';
import type { Seat } from '../../engine';
import { useViewSettings } from '../settings';
import type { AnimationSpeed, MotionChoice } from '../settings';
import { useTable } from '../store';
import { seatName } from '../text';

function Stops({ seat }: { seat: Seat }) {
  const stops = useTable((s) => s.settings.stops[seat]);
  const toggleStop = useTable((s) => s.toggleStop);
  return (
    <fieldset>
      <legend>Always wait for {seatName(seat)} in these phases, even with nothing to do but pass</legend>
      {TURN_PHASES.map((p) => (
        <label key={p}>
          <input type="checkbox" checked={stops.includes(p)} onChange={() => toggleStop(seat, p)} /> {phaseName(p)}
        </label>
      ))}
    </fieldset>
  );
}

const SPEEDS: [AnimationSpeed, string][] = [['normal', 'Normal'], ['fast', 'Fast'], ['off', 'None']];
const MOTION: [MotionChoice, string][] = [['device', 'As this device is set'], ['reduce', 'Always reduce motion']];

export function TableSettings() {
  const { autoPass, alwaysHandOver } = useTable(useShallow((s) => ({ autoPass: s.settings.autoPass, alwaysHandOver: s.settings.alwaysHandOver })));
  const seat = useTable((s) => s.screenSeat);
  const setAutoPass = useTable((s) => s.setAutoPass);
  const setAlwaysHandOver = useTable((s) => s.setAlwaysHandOver);
  const view = useViewSettings();
  return (
    <section aria-labelledby="menu-settings" className="table-settings">
      <h3 id="menu-settings">Settings</h3>
      <label>
        <input type="checkbox" checked={autoPass} onChange={(e) => setAutoPass(e.target.checked)} /> Pass for a player who has nothing else they could do
      </label>
      {seat !== null && <Stops seat={seat} />}
      <label>
        <input type="checkbox" checked={alwaysHandOver} onChange={(e) => setAlwaysHandOver(e.target.checked)} /> Always pass the screen when the other player acts (no shared screen)
      </label>
      <label>
        <input type="checkbox" checked={view.hints} onChange={(e) => useViewSettings.setState({ hints: e.target.checked })} /> Show hints: the phase, what passing does, what you can do, a suggested move
      </label>
      <fieldset>
        <legend>Animation speed</legend>
        {SPEEDS.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="animation" checked={view.animation === value} onChange={() => useViewSettings.setState({ animation: value })} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Motion</legend>
        {MOTION.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="motion" checked={view.motion === value} onChange={() => useViewSettings.setState({ motion: value })} /> {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
