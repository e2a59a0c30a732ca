// The deck's shape in small charts: energy-cost curve and destiny spread as columns, card types
// and factions as rows, and support icons needed against those the deck's locations give. Every
// bar carries its number as text, so the charts read aloud and need no colour to be understood.
import type { CardType } from '../../engine/decksEntry';
import { typeWord } from '../cards/info';
import { averageDestiny } from './shape';
import type { Bar, DeckShape, SupportNeed } from './shape';

const most = (bars: readonly Bar[]): number => Math.max(1, ...bars.map((b) => b.count));
const cards = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;

function Columns({ title, bars, unit, note }: { title: string; bars: Bar[]; unit: string; note?: string }) {
  const top = most(bars);
  return (
    <figure className="chart" aria-label={title}>
      <figcaption>{title}{note && <span className="muted"> · {note}</span>}</figcaption>
      <ol className="columns">
        {bars.map((b) => (
          <li key={b.label} aria-label={`${unit} ${b.label}: ${cards(b.count)}`}>
            <span className="column-well" aria-hidden="true">
              <span className="column-count">{b.count || ''}</span>
              <span className="column" style={{ height: `${(b.count / top) * 78}%` }} />
            </span>
            <span className="column-label" aria-hidden="true">{b.label}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

function Rows({ title, bars, word }: { title: string; bars: Bar[]; word(label: string): string }) {
  const top = most(bars);
  return (
    <figure className="chart" aria-label={title}>
      <figcaption>{title}</figcaption>
      <ul className="rows">
        {bars.map((b) => (
          <li key={b.label} aria-label={`${word(b.label)}: ${cards(b.count)}`}>
            <span className="row-label" aria-hidden="true">{word(b.label)}</span>
            <span className="row-track" aria-hidden="true"><span className="row" style={{ width: `${(b.count / top) * 100}%` }} /></span>
            <span className="row-count" aria-hidden="true">{b.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const pips = (n: number) => <span className="pips" aria-hidden="true">{'●'.repeat(Math.min(n, 12))}{n > 12 ? '…' : ''}</span>;

function Support({ needs }: { needs: SupportNeed[] }) {
  return (
    <figure className="chart chart-support" aria-label="Support icons">
      <figcaption>Support icons <span className="muted">· most any card needs, against what your locations give</span></figcaption>
      {needs.length === 0 ? <p className="muted">No card needs support icons.</p> : (
        <table>
          <thead><tr><th scope="col">Faction</th><th scope="col">Needed</th><th scope="col">Locations give</th></tr></thead>
          <tbody>
            {needs.map((s) => {
              const short = s.give < s.need;
              return (
                <tr key={s.faction} className={short ? 'short' : undefined}>
                  <th scope="row">{s.faction}</th>
                  <td>{pips(s.need)} {s.need === 0 ? 'none' : `${s.need} (${cards(s.cards)})`}</td>
                  <td>{pips(s.give)} {s.give}{short && <span className="short-note"> · {s.need - s.give} short</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </figure>
  );
}

export function DeckShapeCharts({ shape }: { shape: DeckShape }) {
  const avg = averageDestiny(shape);
  return (
    <section className="deck-shape" aria-label="Deck shape">
      <Columns title="Energy cost" unit="Cost" bars={shape.cost} note="no locations" />
      <Columns title="Destiny" unit="Destiny" bars={shape.destiny} note={avg === null ? undefined : `average ${avg}`} />
      <Rows title="Card types" bars={shape.types} word={(t) => typeWord({ type: t as CardType })} />
      <Rows title="Factions" bars={shape.factions} word={(f) => f} />
      <Support needs={shape.support} />
    </section>
  );
}
