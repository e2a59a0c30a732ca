// A deck's shape at a glance, apart from React: its energy-cost curve, destiny spread, card types
// and factions, and each faction's support icons its cards need against those its locations give.
import { CARD_TYPES, FACTIONS } from '../../engine/decksEntry';
import type { CardDef, CardFaction, DeckEntry, Faction } from '../../engine/decksEntry';

export interface Bar {
  label: string;
  /** Copies of the deck's cards in this bar. */
  count: number;
}

export interface SupportNeed {
  faction: Faction;
  /** The most icons of this faction any one card needs (icons are never used up, R-LOC-05). */
  need: number;
  /** Copies of cards needing at least one icon of this faction. */
  cards: number;
  /** Icons of this faction on your side of the deck's locations; a unique location counts once. */
  give: number;
}

export interface DeckShape {
  /** Cards other than locations by energy cost; the last bar holds every cost from it up. */
  cost: Bar[];
  destiny: Bar[];
  types: Bar[];
  factions: Bar[];
  /** Only factions the deck needs or gives. */
  support: SupportNeed[];
}

/** Costs from this up share the last bar of the curve. */
export const TOP_COST = 6;

const inOrder = (labels: readonly string[], counts: Map<string, number>): Bar[] =>
  labels.filter((l) => (counts.get(l) ?? 0) > 0).map((label) => ({ label, count: counts.get(label)! }));

function tally<K>(into: Map<K, number>, key: K, n: number): void {
  into.set(key, (into.get(key) ?? 0) + n);
}

/** The shape of a deck; `destinies` are the destiny values the pool prints, every one a bar. */
export function deckShape(deck: readonly DeckEntry[], lookup: (n: string) => CardDef | undefined, destinies: readonly number[]): DeckShape {
  const cost = Array.from({ length: TOP_COST + 1 }, (_, i) => ({ label: i === TOP_COST ? `${i}+` : String(i), count: 0 }));
  const destiny = destinies.map((d) => ({ label: String(d), count: 0 }));
  const types = new Map<string, number>();
  const factions = new Map<string, number>();
  const need = new Map<Faction, SupportNeed>(FACTIONS.map((f) => [f, { faction: f, need: 0, cards: 0, give: 0 }]));
  for (const e of deck) {
    const c = lookup(e.number);
    if (!c) continue;
    tally(types, c.type, e.qty);
    tally(factions, c.faction, e.qty);
    const d = destinies.indexOf(c.destiny ?? -1);
    if (d >= 0) destiny[d].count += e.qty;
    if (c.type === 'LOCATION') {
      for (const [f, n] of Object.entries(c.supportIcons ?? {}) as [Faction, number][]) need.get(f)!.give += n * (c.unique ? 1 : e.qty);
      continue;
    }
    if (c.energyCost !== null) cost[Math.min(c.energyCost, TOP_COST)].count += e.qty;
    for (const [f, n] of Object.entries(c.supportCost) as [Faction, number][]) {
      const s = need.get(f)!;
      s.need = Math.max(s.need, n);
      if (n > 0) s.cards += e.qty;
    }
  }
  const factionOrder: readonly CardFaction[] = [...FACTIONS, 'Independent', 'Unknown'];
  return {
    cost,
    destiny,
    types: inOrder(CARD_TYPES, types),
    factions: inOrder(factionOrder, factions),
    support: [...need.values()].filter((s) => s.need > 0 || s.give > 0),
  };
}

/** The destiny values the pool prints, lowest first: the destiny chart's bars. */
export function destinyValues(cards: readonly CardDef[]): number[] {
  return [...new Set(cards.flatMap((c) => (c.destiny === null ? [] : [c.destiny])))].sort((a, b) => a - b);
}

/** The deck's average destiny, to one decimal (it drives battle destiny); null for an empty deck. */
export function averageDestiny(shape: DeckShape): number | null {
  const n = shape.destiny.reduce((a, b) => a + b.count, 0);
  return n === 0 ? null : Math.round((shape.destiny.reduce((a, b) => a + Number(b.label) * b.count, 0) / n) * 10) / 10;
}
