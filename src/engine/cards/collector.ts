// Reading the printed collector code and card type line (R-SETUP-11, R-CARD-02). The facts
// file is already split into fields; these read the printed forms players type or see.
import type { CardType } from './types';
import { CARD_TYPES } from './types';

export const SETS: Record<number, string> = { 1: 'Incursion', 2: 'Nowhere to Hide' };
export const RARITIES: Record<string, string> = {
  R: 'rare', U: 'uncommon', C: 'common', PF: 'premium foil', S: 'starter', RF: 'rare foil', F: 'promotional foil',
  // Printed on Ganymede/Subterranean Passage (2X157); not in the rules' list.
  X: 'unlisted',
};

export interface CollectorCode {
  set: 1 | 2;
  setName: string;
  rarity: string;
  rarityName: string;
  n: number;
  /** The collector number as the card pool keys it, e.g. "1U47". */
  number: string;
}

/** "1 U 47" or "1U47" → set 1 (Incursion), uncommon, #47; null when it is not a code. */
export function parseCollectorCode(code: string): CollectorCode | null {
  const m = /^\s*([12])\s*(PF|RF|R|U|C|S|F|X)\s*(\d+)\s*$/i.exec(code);
  if (!m) return null;
  const set = Number(m[1]) as 1 | 2;
  const rarity = m[2].toUpperCase();
  const n = Number(m[3]);
  return { set, setName: SETS[set], rarity, rarityName: RARITIES[rarity], n, number: `${set}${rarity}${n}` };
}

export interface TypeLine {
  type: CardType;
  /** The parenthesised kind, e.g. "Character", "Used or Lost"; absent for a capacity. */
  kind?: string;
  capacity?: number;
  labels: string[];
}

const title = (w: string) => w.toLowerCase().replace(/(^|\s)\S/g, (c) => c.toUpperCase()).replace(/ Or /g, ' or ');

/** "SHIP (CAPACITY 1) • FIGHTER" → type SHIP, capacity 1, labels [Fighter] (R-CARD-02). */
export function parseTypeLine(line: string): TypeLine | null {
  const m = /^\s*([A-ZŌÕ]+)\s*(?:\(([^)]*)\))?\s*((?:[•·]\s*[^•·]+)*)$/i.exec(line);
  if (!m) return null;
  const type = m[1].toUpperCase().replace(/[ŌÕ]/g, 'O') as CardType;
  if (!(CARD_TYPES as readonly string[]).includes(type)) return null;
  const out: TypeLine = { type, labels: m[3].split(/[•·]/).map((l) => l.trim()).filter(Boolean).map(title) };
  const paren = m[2]?.trim();
  if (paren) {
    const cap = /^CAPACITY\s+(\d+)$/i.exec(paren);
    if (cap) out.capacity = Number(cap[1]);
    else out.kind = title(paren);
  }
  return out;
}
