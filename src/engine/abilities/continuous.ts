// The one place that lists every continuous change in force: ongoing abilities of cards in
// play whose "as long as" holds (R-ABIL-05), keywords that change other cards (Piloting), and
// lasting effects. Nothing of this is stored: it is recomputed from the table whenever asked,
// so a change ends the moment its source or condition does (R-MOD-02).
import { defOf } from '../state';
import type { CardId, GameState, Seat } from '../types';
import type { Ability, Continuous } from './vocabulary';
import { holds } from './conditions';
import { memo, readOnly } from '../memo';

export interface ActiveChange {
  seat: Seat;
  source: CardId;
  change: Continuous;
  /** Fixed set of affected cards (lasting effects, R-EFF-04). */
  cards?: CardId[];
  location?: CardId;
}

/** The abilities a card in play has now: an inverted inverter uses its other side. */
export function abilitiesOf(s: GameState, id: CardId): readonly Ability[] {
  const d = defOf(s, id);
  if (s.table[id]?.inverted && d.invertedAbilities) return d.invertedAbilities;
  return d.abilities ?? [];
}

// Conditions may read numbers that themselves depend on continuous changes (a unit's tactics
// decides another's power; a conditional icon decides whether a site has icons). Past this
// depth conditional abilities are left out, which breaks any cycle. Two levels cover the pool:
// a condition may read a number another card's conditional ability changes, but no card's
// condition depends on a third card's condition.
const MAX_DEPTH = 2;
let depth = 0;

export function activeChanges(s: GameState): ActiveChange[] {
  // Nested reads (a condition reading icons that abilities change) differ by depth only. The
  // state cannot change while this is computed, so the whole computation is one read-only
  // question: each depth is collected once, not once per condition that asks.
  return readOnly(s, () => memo(s, `changes:${depth}`, () => collect(s)));
}

function collect(s: GameState): ActiveChange[] {
  const out: ActiveChange[] = [];
  depth++;
  try {
    for (const id in s.table) {
      const t = s.table[id];
      if (defOf(s, id).type === 'LOCATION' && !s.row.includes(id)) continue; // encampment
      for (const a of abilitiesOf(s, id)) {
        if (a.kind === 'keyword' && a.keyword === 'piloting') {
          out.push({ seat: t.controller, source: id,
            change: { stat: { power: a.value, tactics: a.value }, to: 'shipAboard' } });
        } else if (a.kind === 'ongoing') {
          if (a.while && (depth > MAX_DEPTH || !holds(s, { seat: t.controller, source: id, targets: [] }, a.while))) continue;
          out.push({ seat: t.controller, source: id, change: a.change });
        }
      }
    }
    for (const l of s.lasting) {
      out.push({ seat: l.seat, source: l.source, change: l.change, cards: l.cards, location: l.location });
    }
    // A gained Piloting works like a printed one: its ship gets the numbers (R-MOD-04).
    for (const a of out.slice()) {
      const c = a.change;
      if (!('gainKeyword' in c)) continue;
      const gainers = a.cards ?? (c.to === 'self' ? [a.source] : c.to === 'host' && s.table[a.source]?.under ? [s.table[a.source].under!] : []);
      for (const id of gainers) {
        if (!s.table[id]) continue;
        out.push({ seat: s.table[id].controller, source: id, change: { stat: { power: c.value, tactics: c.value }, to: 'shipAboard' } });
      }
    }
  } finally {
    depth--;
  }
  return out;
}
