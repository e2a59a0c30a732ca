// The rules reference as data: every entry with its group and kind, looked up by ID, searched by
// words, linked both ways, and the coverage of the checklist's rules.
import { ABILITIES } from './entries/abilities';
import { BASICS } from './entries/basics';
import { BATTLES } from './entries/battles';
import { CARD_RULINGS } from './entries/cardRulings';
import { DESTINY } from './entries/destiny';
import { ENERGY } from './entries/energy';
import { KEYWORDS } from './entries/keywords';
import { LOCATIONS } from './entries/locations';
import { MOVEMENT } from './entries/movement';
import { PLAYING } from './entries/playing';
import { READING_CARDS } from './entries/readingCards';
import { STACK } from './entries/stack';
import { TERMS } from './entries/terms';
import { TURN } from './entries/turn';
import { UNITS } from './entries/units';
import { XCOM } from './entries/xcom';
import { GROUP_IDS } from './types';
import type { EntryKind, Explanation, GroupId, RuleEntry } from './types';

export { GROUPS } from './groups';
export { GROUP_IDS } from './types';
export type { EntryKind, Explanation, Group, GroupId, RuleEntry } from './types';

/** How many numbered rules the WARS checklist has (R-AREA-NN); the reference explains each of them
 * (and X-COM Incursion's XR- rules besides, in their own group). */
export const CHECKLIST_RULES = 331;

const BY_GROUP: Readonly<Record<GroupId, readonly Explanation[]>> = {
  basics: BASICS, cards: READING_CARDS, turn: TURN, energy: ENERGY, destiny: DESTINY, locations: LOCATIONS,
  playing: PLAYING, units: UNITS, battles: BATTLES, movement: MOVEMENT, stack: STACK,
  abilities: ABILITIES, keywords: KEYWORDS, terms: TERMS, cardRulings: CARD_RULINGS, xcom: XCOM,
};

export function kindOf(id: string): EntryKind {
  if (id.startsWith('EX-')) return 'example';
  if (id.startsWith('AMB-') || id.startsWith('XRU-')) return 'ruling';
  if (id.startsWith('CARD-')) return 'card';
  return 'rule';
}

const KIND_ORDER: Record<EntryKind, number> = { rule: 0, example: 1, ruling: 2, card: 3 };

/** Every entry, group by group; in a group the rules first (as written), then examples, then rulings. */
export const ENTRIES: readonly RuleEntry[] = GROUP_IDS.flatMap((group) =>
  BY_GROUP[group]
    .map((e) => ({ ...e, group, kind: kindOf(e.id) }))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]));

const BY_ID: ReadonlyMap<string, RuleEntry> = new Map(ENTRIES.map((e) => [e.id, e]));

export function entryById(id: string): RuleEntry | undefined {
  return BY_ID.get(id);
}

export function entriesOf(group: GroupId): RuleEntry[] {
  return ENTRIES.filter((e) => e.group === group);
}

const BACKLINKS: ReadonlyMap<string, readonly string[]> = (() => {
  const back = new Map<string, string[]>();
  for (const e of ENTRIES) for (const to of e.see ?? []) back.set(to, [...(back.get(to) ?? []), e.id]);
  return back;
})();

/** The entries an entry points to, then those pointing to it, each once. */
export function relatedIds(id: string): string[] {
  const e = BY_ID.get(id);
  return [...new Set([...(e?.see ?? []), ...(BACKLINKS.get(id) ?? [])])].filter((r) => r !== id && BY_ID.has(r));
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * Entries matching a search: an ID (whole or its end, "PLAY-04", "amb 3") first, then entries whose
 * title holds every word, then those whose text does.
 */
export function searchEntries(query: string): RuleEntry[] {
  const q = fold(query).trim();
  if (q === '') return [];
  const asId = q.replace(/\s+/g, '-').toUpperCase();
  const idHits = ENTRIES.filter((e) => e.id === asId || e.id.endsWith(`-${asId}`) || (/\d$/.test(asId) && idNumberMatch(e.id, asId)));
  const words = q.split(/\s+/);
  const has = (s: string) => { const f = fold(s); return words.every((w) => f.includes(w)); };
  const titleHits = ENTRIES.filter((e) => has(e.title));
  const textHits = ENTRIES.filter((e) => has(`${e.title} ${e.text}`));
  return [...new Set([...idHits, ...titleHits, ...textHits])];
}

/** "AMB-3" finds AMB-03: the same letters with the number written without its leading zero. */
function idNumberMatch(id: string, asked: string): boolean {
  const m = /^(.*?)(\d+)$/.exec(asked);
  return m !== null && id.endsWith(`${m[1]}${m[2].padStart(2, '0')}`) && m[1] !== '';
}

/** How many of the given rule IDs have an explanation. */
export function ruleCoverage(ruleIds: readonly string[]): { explained: number; total: number } {
  return { explained: ruleIds.filter((id) => BY_ID.get(id)?.text.trim()).length, total: ruleIds.length };
}

/** The coverage line `npm run lessons` ends with. */
export function coverageLine(ruleIds: readonly string[]): string {
  const { explained, total } = ruleCoverage(ruleIds);
  return `rules explained: ${explained}/${total}`;
}
