// The one registry of test-only cards. Tests name a test card by its title, as they name a real
// card; the registry gives each card its collector number (T1, T2...) itself, so a number can
// never mean two cards. Besides the cards listed in tests/kit/cards/, families of cards are made on
// demand from their title, which says all there is to them:
//   "Unit P/T/D"    a character with those numbers, no ability, cost 0, destiny 0;
//   "Vehicle P/T/D" the same as a vehicle; "Ship P/T/D" a fighter of capacity 2;
//   "Destiny N"     energy filler: a USED order with no ability and destiny N;
//   "Battle Destiny +N", "Attrition +N": free USED interrupts adding N to your battle destiny, or
//                   to the attrition you cause; "Power +N": target unit is power +N until end of turn.
import { CARDS } from '../../cards';
import type { CardDef } from '../../src/engine/cards/types';
import { character, interrupt, ship, vehicle } from './build';
import type { TestCard } from './build';
import { GEAR } from './cards/gear';
import { PLACES } from './cards/places';
import { destinyFiller, PLAYS } from './cards/plays';
import { UNITS } from './cards/units';

const byTitle = new Map<string, CardDef>();

function register(c: TestCard): CardDef {
  if (byTitle.has(c.title)) throw new Error(`two test cards are titled "${c.title}"`);
  const def: CardDef = { ...c, number: `T${byTitle.size + 1}` };
  byTitle.set(c.title, def);
  return def;
}

for (const c of [...PLACES, ...UNITS, ...GEAR, ...PLAYS]) register(c);

const plain = 'A plain card with no ability.';
const FAMILIES: { pattern: RegExp; make: (title: string, n: number[]) => TestCard }[] = [
  { pattern: /^Unit (\d+)\/(\d+)\/(\d+)$/, make: (t, [p, ta, d]) => character(t, [p, ta, d], { destiny: 0, text: plain }) },
  { pattern: /^Vehicle (\d+)\/(\d+)\/(\d+)$/, make: (t, [p, ta, d]) => vehicle(t, [p, ta, d], { destiny: 0, text: plain }) },
  { pattern: /^Ship (\d+)\/(\d+)\/(\d+)$/, make: (t, [p, ta, d]) => ship(t, [p, ta, d], 2, { destiny: 0, text: plain }) },
  { pattern: /^Destiny (\d+)$/, make: (_t, [n]) => destinyFiller(n) },
  { pattern: /^Battle Destiny \+(\d+)$/, make: (t, [n]) => interrupt(t, 'Used', { destiny: 0,
    abilities: [{ kind: 'onPlay', effect: [{ do: 'battleDestiny', who: 'you', amount: n }] }] }) },
  { pattern: /^Attrition \+(\d+)$/, make: (t, [n]) => interrupt(t, 'Used', { destiny: 0,
    abilities: [{ kind: 'onPlay', effect: [{ do: 'attrition', who: 'you', amount: n }] }] }) },
  { pattern: /^Power \+(\d+)$/, make: (t, [n]) => interrupt(t, 'Used', { destiny: 0, abilities: [{ kind: 'onPlay',
    targets: [{ select: { kinds: ['unit'] } }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: n }, to: { target: 0 } } }] }] }) },
];

/** The test card with this title, or undefined when there is none. */
export function testCard(title: string): CardDef | undefined {
  const known = byTitle.get(title);
  if (known) return known;
  for (const f of FAMILIES) {
    const m = f.pattern.exec(title);
    if (m) return register(f.make(title, m.slice(1).map(Number)));
  }
  return undefined;
}

/** The test card with this collector number, among those registered so far. */
export const testCardByNumber = (n: string): CardDef | undefined => [...byTitle.values()].find((c) => c.number === n);

/** Every test card registered so far (the listed ones, and family members asked for). */
export const testCards = (): CardDef[] => [...byTitle.values()];

const realByTitle = new Map(Object.values(CARDS).map((c) => [c.title, c]));

/** A real card of the pool by title or collector number. */
export const realCard = (ref: string): CardDef | undefined => realByTitle.get(ref) ?? CARDS[ref];
