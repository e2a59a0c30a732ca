// Each player's energy as each turn ended, pile by pile (active, reserve and used stacked, so the
// top edge is all the energy left), with the cards they had in play as a dashed line: one small
// chart per player on the same scale, so players see where the game turned and what it turned on
// (energy spent into the used pile, or lost). The figures are in a table beneath for reading them
// exactly (and for screen readers).
import type { TurnPoint } from '../../match';
import { seatName } from '../text';
import './review.css';

const W = 220;
const H = 140;
const PAD = { left: 26, right: 8, top: 22, bottom: 20 };

/** The energy piles, stacked from the bottom in the order the table's energy gauge shows them. */
const PILES = ['active', 'reserve', 'used'] as const;
type Pile = typeof PILES[number];

type Side = TurnPoint['sides'][number];
const energy = (s: Side) => s.reserve + s.active + s.used;
/** The height the piles below `pile` reach, and with it. */
const below = (s: Side, pile: Pile) => PILES.slice(0, PILES.indexOf(pile)).reduce((n, p) => n + s[p], 0);
const upTo = (s: Side, pile: Pile) => below(s, pile) + s[pile];

function SeatChart({ points, seat, top }: { points: readonly TurnPoint[]; seat: 0 | 1; top: number }) {
  // A single turn is drawn across the width, as a band.
  const span = points.length === 1 ? [points[0], points[0]] : points;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / (span.length - 1);
  const y = (v: number) => H - PAD.bottom - (v * (H - PAD.top - PAD.bottom)) / top;
  const at = (i: number, v: number) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`;
  const sides = span.map((p) => p.sides[seat]);
  const area = (pile: Pile) => `M${sides.map((s, i) => at(i, upTo(s, pile))).join(' L')} L${sides.map((s, i) => at(i, below(s, pile))).reverse().join(' L')} Z`;
  const last = points.at(-1)!.sides[seat];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img"
      aria-label={`${seatName(seat)}: energy by pile and cards in play, turn by turn (at the end: ${last.active} active, ${last.reserve} in reserve, ${last.used} used, ${last.inPlay} in play)`}>
      <text x={PAD.left} y={14} className="seat-name">{seatName(seat)}</text>
      {PILES.map((pile) => <path key={pile} d={area(pile)} className={`pile-area pile-${pile}`} />)}
      <path d={`M${sides.map((s, i) => at(i, energy(s))).join(' L')}`} className="energy-edge" />
      <path d={`M${sides.map((s, i) => at(i, s.inPlay)).join(' L')}`} className="in-play" />
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="axis" />
      <text x={PAD.left - 4} y={y(top) + 4} textAnchor="end" className="tick">{top}</text>
      <text x={PAD.left - 4} y={y(0) + 4} textAnchor="end" className="tick">0</text>
      <text x={x(0)} y={H - 4} className="tick">turn {points[0].turn}</text>
      {points.length > 1 && <text x={x(span.length - 1)} y={H - 4} textAnchor="end" className="tick">turn {points.at(-1)!.turn}</text>}
    </svg>
  );
}

export function EnergyChart({ points }: { points: readonly TurnPoint[] }) {
  if (points.length === 0) return null;
  const top = Math.max(1, ...points.flatMap((p) => p.sides.flatMap((s) => [energy(s), s.inPlay])));
  return (
    <figure className="energy-chart" aria-label="Energy and cards in play, turn by turn">
      <div className="energy-charts">
        {([0, 1] as const).map((seat) => <SeatChart key={seat} points={points} seat={seat} top={top} />)}
      </div>
      <figcaption>
        {PILES.map((pile) => <span key={pile} className="legend"><span className={`swatch pile-${pile}`} aria-hidden="true" />{pile === 'reserve' ? 'reserve' : `${pile} pile`}</span>)}
        <span className="legend"><span className="swatch in-play" aria-hidden="true" />cards in play</span>
      </figcaption>
      <details>
        <summary>The figures, turn by turn</summary>
        <table className="energy-table">
          <thead>
            <tr><th scope="col">Turn</th>{([0, 1] as const).map((s) => <th key={s} scope="col">{seatName(s)}: active · reserve · used · in play</th>)}</tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.turn}>
                <th scope="row">{p.turn}</th>
                {p.sides.map((s, i) => <td key={i}>{s.active} · {s.reserve} · {s.used} · {s.inPlay}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
