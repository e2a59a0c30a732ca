// Schema checks for card facts. The data is generated once and then edited by hand, so these
// checks catch slips (a ship without capacity, an inverter without its second side) early.
import { CARD_TYPES, FACTIONS } from './types';

/**
 * Collector number: set, rarity, number (R-SETUP-11). "X" is not in the rules' rarity list
 * but is printed on Ganymede/Subterranean Passage (2X157), so it is accepted.
 */
export const NUMBER_FORMAT = /^[12](R|U|C|PF|S|RF|F|X)\d+$/;
export const TEST_NUMBER = /^T\d+$/;

const CARD_FACTIONS: readonly string[] = [...FACTIONS, 'Independent', 'Unknown'];
const UNIT_TYPES: readonly string[] = ['CHARACTER', 'NOBOT', 'VEHICLE'];
const LABEL_FORMAT = /^[A-Za-z][A-Za-z0-9-]*$/;

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function checkStats(v: unknown, field: string, out: string[]): void {
  if (!isRec(v)) {
    out.push(`${field} must be an object`);
    return;
  }
  for (const k of ['power', 'tactics', 'defense']) {
    if (!isCount(v[k])) out.push(`${field}.${k} must be a whole number >= 0`);
  }
}

function checkIcons(v: unknown, field: string, out: string[]): void {
  if (!isRec(v)) {
    out.push(`${field} must be an object`);
    return;
  }
  for (const [k, n] of Object.entries(v)) {
    if (!(FACTIONS as readonly string[]).includes(k)) out.push(`${field} has unknown faction ${k}`);
    if (!isCount(n) || n === 0) out.push(`${field}.${k} must be a whole number >= 1`);
  }
}

function checkFields(c: Rec, out: string[]): void {
  // Test-only cards in scenario files are numbered T1, T2... and belong to no printed set.
  if (typeof c.number === 'string' && TEST_NUMBER.test(c.number)) { /* any set */ }
  else if (typeof c.number !== 'string' || !NUMBER_FORMAT.test(c.number)) out.push('number has a bad format');
  else if (c.set !== Number(c.number[0])) out.push('set does not match the collector number');
  if (typeof c.title !== 'string' || c.title.trim() === '') out.push('title must be a non-empty string');
  if (typeof c.unique !== 'boolean') out.push('unique must be a boolean');
  if (c.set !== 1 && c.set !== 2) out.push('set must be 1 or 2');
  if (!CARD_FACTIONS.includes(c.faction as string)) out.push('faction is not known');
  if (!(CARD_TYPES as readonly string[]).includes(c.type as string)) out.push('type is not a card type');
  if (c.kind !== undefined && (typeof c.kind !== 'string' || c.kind === '')) out.push('kind must be a non-empty string');
  if (c.bullets !== undefined && (!isCount(c.bullets) || c.bullets === 0)) out.push('bullets must be >= 1');
  if (!Array.isArray(c.labels)) out.push('labels must be an array');
  else for (const l of c.labels) {
    if (typeof l !== 'string' || !LABEL_FORMAT.test(l)) out.push(`label ${JSON.stringify(l)} is malformed`);
  }
  if (c.capacity !== undefined && !isCount(c.capacity)) out.push('capacity must be a whole number >= 0');
  // null = unknown (Flamecutter); undefined is a slip.
  if (c.energyCost !== null && !isCount(c.energyCost)) out.push('energyCost must be a whole number or null');
  if (c.destiny !== null && !isCount(c.destiny)) out.push('destiny must be a whole number or null');
  checkIcons(c.supportCost, 'supportCost', out);
  if (c.stats !== undefined) checkStats(c.stats, 'stats', out);
  if (c.inverted !== undefined) checkStats(c.inverted, 'inverted', out);
  if (c.supportIcons !== undefined) checkIcons(c.supportIcons, 'supportIcons', out);
  if (c.energyIcons !== undefined) {
    const e = c.energyIcons;
    if (!isRec(e) || !isCount(e.yourSide) || !isCount(e.opponentSide)) out.push('energyIcons must have two counts');
  }
}

/** Type-specific requirements: what the engine relies on for each card type. */
function checkTypeRules(c: Rec, out: string[]): void {
  const labels = Array.isArray(c.labels) ? (c.labels as unknown[]) : [];
  if (c.type === 'LOCATION') {
    if (c.energyIcons === undefined) out.push('a location needs energyIcons');
    if (c.kind !== 'Site' && c.kind !== 'Sector') out.push('a location is a Site or a Sector');
  }
  if (c.type === 'SHIP') {
    if (c.capacity === undefined) out.push('a ship needs a capacity');
    if (c.stats === undefined) out.push('a ship needs stats');
    if (labels.includes('Fighter') === labels.includes('Capital')) out.push('a ship is a Fighter or a Capital');
  }
  if (UNIT_TYPES.includes(c.type as string)) {
    if (c.stats === undefined) out.push('a unit needs stats');
    if (!labels.includes('Unit')) out.push('a unit needs the Unit label');
  }
  const inverter = labels.includes('Inverter');
  if (inverter && (c.stats === undefined || c.inverted === undefined)) out.push('an inverter needs both sides');
  if (!inverter && c.inverted !== undefined) out.push('only an inverter has inverted stats');
}

/** Problems with one card's facts; empty when valid. Never throws. */
export function validateCardFacts(x: unknown): string[] {
  if (!isRec(x)) return ['card must be an object'];
  const out: string[] = [];
  checkFields(x, out);
  checkTypeRules(x, out);
  const id = typeof x.number === 'string' ? x.number : '?';
  return out.map((p) => `${id}: ${p}`);
}

/** Problems with a whole pool: each card's, plus collector numbers unique. */
export function validatePool(cards: readonly unknown[]): string[] {
  const out = cards.flatMap(validateCardFacts);
  const seen = new Set<string>();
  for (const c of cards) {
    const n = isRec(c) ? c.number : undefined;
    if (typeof n !== 'string') continue;
    if (seen.has(n)) out.push(`${n}: collector number used twice`);
    seen.add(n);
  }
  return out;
}
