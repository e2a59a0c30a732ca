// A player's energy as a gauge: spendable now (active), still to activate (reserve) and spent
// this turn (used), with a warning as it runs low: at no energy a player loses (R-WIN-01). When
// several cards of energy go in one phase (a drain, casualties, a cost), the loss is shown beside
// it until the phase ends.
import { useState } from 'react';
import type { CSSProperties } from 'react';
import type { EnergyView, Seat } from '../../engine';
import { Icon } from '../cards/icons';
import { useTable } from '../store';
import { seatName } from '../text';
import { InfoButton } from './InfoButton';

/** The warning for an energy level, in words; none when there is plenty. */
export function energyWarning(e: EnergyView, you: boolean): string | null {
  const who = you ? 'you' : 'they';
  if (e.level === 'ok') return null;
  const hand = ` When ${who} must lose energy, ${who} may lose cards from hand instead.`;
  if (e.level === 'out') return `No energy left.`;
  return `${e.level === 'critical' ? 'Critical' : 'Low'} energy: ${e.total} left. With no energy left ${you ? 'you lose' : 'they lose'}.${hand}`;
}

/** Energy this gauge has seen go since the phase began. Kept from render to render (React's
 * "adjust state while rendering" pattern): the engine keeps no count of it. */
function useLostThisPhase(total: number): number {
  const phase = useTable((s) => (s.game ? `${s.game.turn}:${s.game.phase}` : ''));
  const [seen, setSeen] = useState({ phase, last: total, lost: 0 });
  if (seen.phase === phase && seen.last === total) return seen.lost;
  const lost = seen.phase === phase ? seen.lost + Math.max(0, seen.last - total) : 0;
  setSeen({ phase, last: total, lost });
  return lost;
}

export function EnergyGauge({ energy: e, seat, you }: { energy: EnergyView; seat: Seat; you: boolean }) {
  const total = Math.max(1, e.total);
  const style = { '--spend': e.spendable / total, '--reserve': e.reserve / total, '--used': e.used / total } as CSSProperties;
  const warning = energyWarning(e, you);
  const lost = useLostThisPhase(e.total);
  const explain = `${you ? 'Your' : `${seatName(seat)}'s`} energy is every card in the reserve, active and used piles: ${e.total}. `
    + `${e.spendable} can be spent now (active), ${e.reserve} wait in the reserve, ${e.used} were spent this turn. `
    + `The next activation can bring up to ${e.activation}.`;
  return (
    <div className={`energy energy-${e.level}`} data-coach="energy">
      <InfoButton className="energy-gauge" label={`${you ? 'Your' : `${seatName(seat)}'s`} energy: ${e.total} left, ${e.spendable} to spend now`} explain={explain}>
        <span className="energy-figures" aria-hidden="true">
          <span className="energy-spend"><Icon name="energy" />{e.spendable}</span>
          <span className="energy-words">spendable · {e.total} left</span>
        </span>
        <span className="energy-bar" style={style} aria-hidden="true">
          <span className="seg seg-spend" /><span className="seg seg-reserve" /><span className="seg seg-used" />
        </span>
      </InfoButton>
      {lost >= 2 && (
        <span className="energy-lost" role="status">
          <Icon name="energy" />−{lost}<span className="visually-hidden"> energy: {you ? 'you' : seatName(seat)} lost {lost} energy</span><span className="chip-word"> this phase</span>
        </span>
      )}
      {warning && (
        <span className="energy-warning" role="status" title={warning}>
          <Icon name="warning" /><span className="chip-word">{e.level === 'critical' || e.level === 'out' ? 'Critical' : 'Low'}: </span>{e.total}<span className="chip-word"> left</span>
          <span className="visually-hidden">. {warning}</span>
        </span>
      )}
    </div>
  );
}
