// The card being looked at, large: its facts, our description (its game terms explained on hover,
// focus or tap), its keywords explained and, in play, how its numbers come about. Only cards the viewer may see are shown.
import { stat } from '../../engine';
import type { CardId, SeatView } from '../../engine';
import { TermText } from '../../learn/components/LinkedText';
import { cardDef, keywordHelp, typeLine } from '../cards/info';
import { useInteraction } from '../interaction';
import { useTable } from '../store';

const STATS = ['power', 'tactics', 'defense'] as const;

function InPlayNumbers({ id }: { id: CardId }) {
  const game = useTable((s) => s.game)!;
  return (
    <ul className="explained">
      {STATS.map((n) => {
        const e = stat(game, id, n);
        return <li key={n}>{n} {e.value}: {e.parts.map((p) => `${p.amount >= 0 && p.label !== 'printed' ? '+' : ''}${p.amount} ${p.label}`).join(', ')}</li>;
      })}
    </ul>
  );
}

export function CardDetail({ view }: { view: SeatView }) {
  const id = useInteraction((s) => s.inspected);
  const number = id === null ? undefined : view.numbers[id];
  const def = number === undefined ? undefined : cardDef(number);
  if (!id || !def) {
    return <section className="card-detail" aria-label="Card details"><p>Point at or focus a card to see it here.</p></section>;
  }
  const keywords = keywordHelp(def);
  const support = Object.entries(def.supportCost).map(([f, n]) => `${n} ${f}`).join(', ');
  return (
    <section className="card-detail" aria-label="Card details" aria-live="polite">
      <h2>{def.title}</h2>
      <p className="card-type">{typeLine(def)} · {def.faction} · {def.number}{def.unique ? ' · unique' : ''}</p>
      <dl className="facts">
        {def.type !== 'LOCATION' && <><dt>Cost</dt><dd>{def.energyCost} energy{support ? `, needs ${support} support` : ''}</dd></>}
        <dt>Destiny</dt><dd>{def.destiny}</dd>
        {def.stats && <><dt>Power / tactics / defense</dt><dd>{def.stats.power} / {def.stats.tactics} / {def.stats.defense}</dd></>}
        {def.inverted && <><dt>Inverted</dt><dd>{def.inverted.power} / {def.inverted.tactics} / {def.inverted.defense}</dd></>}
        {def.capacity !== undefined && <><dt>Capacity</dt><dd>{def.capacity}</dd></>}
        {def.energyIcons && <><dt>Energy icons</dt><dd>{def.energyIcons.yourSide} on the side of whoever plays it, {def.energyIcons.opponentSide} on the other</dd></>}
        {def.labels.length > 0 && <><dt>Labels</dt><dd>{def.labels.join(', ')}</dd></>}
      </dl>
      <p className="card-text"><TermText text={def.text} /></p>
      {keywords.length > 0 && <ul className="keywords" aria-label="Keywords">{keywords.map((k) => <li key={k}>{k}</li>)}</ul>}
      {def.stats && view.table[id] && <InPlayNumbers id={id} />}
    </section>
  );
}
