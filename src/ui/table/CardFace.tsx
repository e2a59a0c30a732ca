// A card's face as text: title, type line, cost and destiny, and its numbers (derived when in play).
import type { CardDef } from '../../engine/cards/types';
import { typeLine } from '../cards/info';

export interface Numbers {
  power: number;
  tactics: number;
  defense: number;
}

export function CardFace({ def, numbers }: { def: CardDef; numbers?: Numbers }) {
  const n = numbers ?? def.stats;
  return (
    <span className={`card-face faction-${def.faction.toLowerCase()}`}>
      <span className="card-title">{def.title}</span>
      <span className="card-type">{typeLine(def)}</span>
      <span className="card-numbers">
        {def.type !== 'LOCATION' && <span title="energy cost">⚡{def.energyCost}</span>}
        <span title="destiny">◆{def.destiny}</span>
        {n && <span title="power / tactics / defense">{n.power}/{n.tactics}/{n.defense}</span>}
      </span>
    </span>
  );
}

/** A one-line description of a card for labels and tooltips. */
export function cardLabel(def: CardDef): string {
  const cost = def.type === 'LOCATION' ? '' : `, cost ${def.energyCost}`;
  const stats = def.stats ? `, ${def.stats.power}/${def.stats.tactics}/${def.stats.defense}` : '';
  return `${def.title} (${typeLine(def)}${cost}${stats})`;
}
