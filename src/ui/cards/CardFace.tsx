// Card faces of our own design, in three sizes: the full face (the card detail, the start
// screen), the hand card, and the in-play tile. Every fact has a fixed place: the faction band
// with the cost and support top left and destiny top right, the type line, and the numbers in
// cells at the bottom. No publisher art or text: the picture area is the type's symbol. Game terms
// in our description are explained on hover, focus or tap.
import type { CSSProperties, ReactNode } from 'react';
import type { CardDef, CardFaction, CardView, Explained, Faction, Stats } from '../../engine';
import { TermText } from '../../learn/components/TermText';
import { softHyphens } from './hyphens';
import { Icon, factionIcon, typeIcon } from './icons';
import { supportWords, typeLine, typeWord } from './info';

export const factionClass = (f: CardFaction): string => `faction-${f.toLowerCase()}`;

/** A cost hexagon with the number on it. */
export function Cost({ n }: { n: number | null }) {
  return (
    <span className="cost" title={`Energy cost ${n ?? '?'}`}>
      <Icon name="cost" /><span className="cost-n">{n ?? '?'}</span>
    </span>
  );
}

/** Support icons a card needs (R-PLAY: your side must show that many of that faction). */
export function SupportNeeds({ cost }: { cost: Partial<Record<Faction, number>> }) {
  const list = Object.entries(cost) as [Faction, number][];
  if (list.length === 0) return null;
  return (
    <span className="support-needs" title={`Needs ${supportWords(cost)}`} aria-label={`needs ${supportWords(cost)}`} role="img">
      {list.flatMap(([f, n]) => Array.from({ length: n }, (_, i) => <Icon key={`${f}${i}`} name={factionIcon(f)} className="support-glyph" />))}
    </span>
  );
}

export function Destiny({ n }: { n: number | null }) {
  return (
    <span className="destiny" title={`Destiny ${n ?? '?'}`}>
      <Icon name="destiny" /><span className="destiny-n">{n ?? '?'}</span>
    </span>
  );
}

type Shown = Record<'power' | 'tactics' | 'defense', number | Explained>;
const valueOf = (x: number | Explained) => (typeof x === 'number' ? x : x.value);
/** Up or down from the printed number of the face that is up. */
function change(x: number | Explained): '' | 'up' | 'down' {
  if (typeof x === 'number') return '';
  const printed = x.parts[0]?.amount ?? x.value;
  return x.value > printed ? 'up' : x.value < printed ? 'down' : '';
}

const STAT_WORDS = { power: 'Power', tactics: 'Tactics', defense: 'Defense' } as const;

/** Power, tactics, defense (and capacity) in fixed cells. */
export function StatCells({ stats, capacity, captions = false }: { stats: Shown; capacity?: number; captions?: boolean }) {
  return (
    <span className="stat-cells">
      {(['power', 'tactics', 'defense'] as const).map((k) => (
        <span key={k} className={`stat stat-${k} ${change(stats[k])}`} title={`${STAT_WORDS[k]} ${valueOf(stats[k])}`}>
          <Icon name={k} /><span className="stat-n">{valueOf(stats[k])}</span>
          {captions && <span className="stat-caption">{STAT_WORDS[k]}</span>}
        </span>
      ))}
      {capacity !== undefined && (
        <span className="stat stat-capacity" title={`Capacity ${capacity}`}>
          <Icon name="capacity" /><span className="stat-n">{capacity}</span>
          {captions && <span className="stat-caption">Capacity</span>}
        </span>
      )}
    </span>
  );
}

const statsText = (s: Stats) => `${s.power}·${s.tactics}·${s.defense}`;

/** The whole card, as large as the detail panel shows it. */
export function FullCard({ def, inverted = false }: { def: CardDef; inverted?: boolean }) {
  if (def.type === 'LOCATION') return <FullLocation def={def} />;
  const up = inverted && def.inverted ? def.inverted : def.stats;
  const down = inverted ? def.stats : def.inverted;
  return (
    <div className={`card-full ${factionClass(def.faction)} ${inverted ? 'is-inverted' : ''}`}>
      <div className="band">
        <Cost n={def.energyCost} />
        <SupportNeeds cost={def.supportCost} />
        <Destiny n={def.destiny} />
      </div>
      <div className="band-title">{def.unique && <span className="unique" title="Unique">◆ </span>}{def.title}</div>
      <div className="type-line"><Icon name={typeIcon(def.type, def.kind)} /> {typeLine(def)}</div>
      <div className="picture" aria-hidden="true"><Icon name={typeIcon(def.type, def.kind)} /><Icon name={factionIcon(def.faction)} className="picture-faction" /></div>
      <p className="card-text"><TermText text={def.text} /></p>
      {up && <StatCells stats={up} capacity={def.capacity} captions />}
      {down && <div className="other-side"><Icon name="inverted" /> {inverted ? 'Upright' : 'Inverted'} side: {statsText(down)}</div>}
      <div className="footer"><span>{def.number}</span><span>{def.faction}</span></div>
    </div>
  );
}

/** Energy and support icons printed on one side of a location. */
export function LocationIcons({ energy, support }: { energy: number; support: Partial<Record<Faction, number>> }) {
  const list = Object.entries(support) as [Faction, number][];
  return (
    <span className="loc-icons">
      {Array.from({ length: energy }, (_, i) => <Icon key={i} name="energy" className="energy-glyph" />)}
      {list.flatMap(([f, n]) => Array.from({ length: n }, (_, i) => <Icon key={`${f}${i}`} name={factionIcon(f)} className={`support-glyph ${factionClass(f)}`} />))}
      {energy === 0 && list.length === 0 && <span className="none">no icons</span>}
    </span>
  );
}

/** A location card in landscape: the opponent's side on top, the owner's side below. */
function FullLocation({ def }: { def: CardDef }) {
  const icons = def.energyIcons ?? { yourSide: 0, opponentSide: 0 };
  return (
    <div className={`card-full card-full-location ${factionClass(def.faction)}`}>
      <div className="loc-edge">Opponent's side <LocationIcons energy={icons.opponentSide} support={{}} /></div>
      <div className="loc-body">
        <div className="type-line"><Icon name={typeIcon(def.type, def.kind)} /> {typeLine(def)}</div>
        <div className="band-title">{def.unique && <span className="unique" title="Unique">◆ </span>}{def.title} <Destiny n={def.destiny} /></div>
        <p className="card-text"><TermText text={def.text} /></p>
      </div>
      <div className="loc-edge">Owner's side <LocationIcons energy={icons.yourSide} support={def.supportIcons ?? {}} /></div>
    </div>
  );
}

/** A title on a narrow card or tab, whole: a location's related name ("Ganymede/") in smaller
 * letters on a line of its own, long words broken between syllables (with a hyphen); the longest
 * word sets how small the letters may go (cards.css, table.css), so nothing of it is cut off.
 * `lead` (a tab's symbol) starts the first line and takes about two letters of it. */
export function WholeTitle({ title, className, lead, style }: { title: string; className: string; lead?: ReactNode; style?: CSSProperties }) {
  const slash = title.indexOf('/') + 1;
  const name = title.slice(slash);
  const words = name.split(/[\s-]+/).map((w) => w.length);
  // The related name is set at 0.75 of the size (cards.css): it counts for that much of a word.
  const first = (slash > 0 ? slash * 0.75 : words[0]) + (lead ? 2 : 0);
  return (
    <span className={className} style={{ ...style, '--word': Math.max(first, ...words) } as CSSProperties}>
      {lead}
      {slash > 0 && <span className="title-group">{title.slice(0, slash)}</span>}
      <span className="title-name">{name.split(' ').map(softHyphens).join(' ')}</span>
    </span>
  );
}

/** A hand card: cost, support, destiny, title, type and the printed numbers. */
export function HandFace({ def }: { def: CardDef }) {
  return (
    <span className={`face face-hand ${factionClass(def.faction)}`}>
      <span className="band">
        <Cost n={def.energyCost} />
        <SupportNeeds cost={def.supportCost} />
        <Destiny n={def.destiny} />
      </span>
      <WholeTitle title={def.title} className="face-title" />
      <span className="face-type"><Icon name={typeIcon(def.type, def.kind)} /> {typeWord(def)}</span>
      {/* A location's kind is its type line already. */}
      {def.stats ? <StatCells stats={def.stats} capacity={def.capacity} /> : def.type !== 'LOCATION' && <span className="face-kind">{def.kind ?? ''}</span>}
    </span>
  );
}

/** A card in play: title and current numbers on top (what stays visible when cards overlap),
 * then its type and state. Damaged and inverted cards say so in words, upright. */
export function TileFace({ card }: { card: CardView }) {
  return (
    <span className={`face face-tile ${factionClass(card.faction)}`}>
      {/* Its length lets a long title shrink to fit the tile on one line (cards.css), down to a
          readable floor; where it may take more lines, a long word breaks between syllables. */}
      <WholeTitle title={card.title} className="face-title" style={{ '--chars': card.title.length } as CSSProperties} />
      {card.stats ? <StatCells stats={card.stats} capacity={card.capacity?.total} /> : <span className="face-kind">{card.kind ?? ''}</span>}
      <span className="face-body">
        <Icon name={typeIcon(card.type, card.kind)} className="face-symbol" />
        {card.damaged && <span className="state-word damaged-word">Damaged</span>}
        {card.inverted && <span className="state-word inverted-word">Inverted</span>}
        {card.otherSide && <span className="other-numbers">{card.inverted ? 'upright' : 'inverted'} {statsText(card.otherSide)}</span>}
        {!card.damaged && !card.inverted && !card.otherSide && <span className="face-type-word">{typeWordOf(card)}</span>}
      </span>
      {(card.damaged || card.inverted) && (
        <span className="markers">
          {card.inverted && <Icon name="inverted" className="marker marker-inverted" />}
          {card.damaged && <Icon name="damaged" className="marker marker-damaged" />}
        </span>
      )}
    </span>
  );
}

function typeWordOf(card: CardView): string {
  return typeWord({ type: card.type, kind: card.kind }) + (card.capacity ? ` · ${card.capacity.free} free` : '');
}

/** A one-line description of a card for labels and tooltips. */
export function cardLabel(def: CardDef): string {
  const cost = def.type === 'LOCATION' ? '' : `, cost ${def.energyCost}`;
  const stats = def.stats ? `, power ${def.stats.power}, tactics ${def.stats.tactics}, defense ${def.stats.defense}` : '';
  return `${def.title} (${typeLine(def)}${cost}${stats})`;
}
