// Each player's energy (reserve, active and used piles together) and cards in play as each turn
// ended, as a small line chart, so players see where the game turned; the figures are in a table
// beneath it for reading them exactly (and for screen readers).
import type { TurnPoint } from '../../match';
import { seatName } from '../text';
import './review.css';

const W = 320;
const H = 140;
const PAD = { left: 28, right: 8, top: 8, bottom: 20 };
const COLOURS = ['var(--gold)', 'var(--cyan)'] as const;

const energy = (p: TurnPoint, seat: 0 | 1) => p.sides[seat].reserve + p.sides[seat].active + p.sides[seat].used;

export function EnergyChart({ points }: { points: readonly TurnPoint[] }) {
  if (points.length === 0) return null;
  const top = Math.max(1, ...points.flatMap((p) => [energy(p, 0), energy(p, 1), p.sides[0].inPlay, p.sides[1].inPlay]));
  const x = (i: number) => PAD.left + (points.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => H - PAD.bottom - (v * (H - PAD.top - PAD.bottom)) / top;
  const line = (value: (p: TurnPoint) => number) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value(p)).toFixed(1)}`).join(' ');
  return (
    <figure className="energy-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Energy and cards in play, turn by turn">
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="axis" />
        <text x={PAD.left - 4} y={y(top) + 4} textAnchor="end" className="tick">{top}</text>
        <text x={PAD.left - 4} y={y(0) + 4} textAnchor="end" className="tick">0</text>
        <text x={x(0)} y={H - 4} className="tick">turn {points[0].turn}</text>
        {points.length > 1 && <text x={x(points.length - 1)} y={H - 4} textAnchor="end" className="tick">turn {points.at(-1)!.turn}</text>}
        {([0, 1] as const).map((seat) => (
          <g key={seat} stroke={COLOURS[seat]} fill="none">
            <path d={line((p) => energy(p, seat))} strokeWidth={2} />
            {points.map((p, i) => <circle key={i} cx={x(i)} cy={y(energy(p, seat))} r={2} fill={COLOURS[seat]} />)}
            <path d={line((p) => p.sides[seat].inPlay)} strokeWidth={1.5} strokeDasharray="4 3" />
          </g>
        ))}
      </svg>
      <figcaption>
        {([0, 1] as const).map((seat) => (
          <span key={seat} className="legend" style={{ color: COLOURS[seat] }}>{seatName(seat)}: energy (solid), cards in play (dashed)</span>
        ))}
      </figcaption>
      <details>
        <summary>The figures, turn by turn</summary>
        <table className="energy-table">
          <thead>
            <tr><th scope="col">Turn</th>{([0, 1] as const).map((s) => <th key={s} scope="col">{seatName(s)}: reserve · active · used · in play</th>)}</tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.turn}>
                <th scope="row">{p.turn}</th>
                {p.sides.map((s, i) => <td key={i}>{s.reserve} · {s.active} · {s.used} · {s.inPlay}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
