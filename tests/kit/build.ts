// Builders for test-only cards (tests/kit/cards/*). Each returns a card definition without its
// collector number: the registry (tests/kit/registry.ts) numbers every card itself. Unless told
// otherwise a card is Independent (it needs no support icons), costs 0 and has destiny 2.
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { CardDef, CardFaction, CardType, Stats, SupportIcons } from '../../src/engine/cards/types';

/** A test-only card as written in the registry: everything but the number it is given. */
export type TestCard = Omit<CardDef, 'number'>;

export interface Opts {
  cost?: number;
  destiny?: number;
  unique?: boolean;
  faction?: CardFaction;
  /** Support icons the card needs to be played. */
  support?: SupportIcons;
  labels?: string[];
  abilities?: Ability[];
  /** What the card does, in a few words (defaults to its title). */
  text?: string;
  bullets?: number;
  inverted?: Stats;
  invertedAbilities?: Ability[];
}

type StatLine = [power: number, tactics: number, defense: number];

const stats = ([power, tactics, defense]: StatLine): Stats => ({ power, tactics, defense });

function card(type: CardType, title: string, o: Opts, extra: Partial<TestCard> = {}): TestCard {
  return {
    title, type, unique: o.unique ?? false, set: 1, faction: o.faction ?? 'Independent',
    labels: o.labels ?? [], energyCost: o.cost ?? 0, destiny: o.destiny ?? 2, supportCost: o.support ?? {},
    text: o.text ?? title, abilities: o.abilities ?? [],
    ...(o.bullets !== undefined ? { bullets: o.bullets } : {}),
    ...(o.inverted ? { inverted: o.inverted } : {}),
    ...(o.invertedAbilities ? { invertedAbilities: o.invertedAbilities } : {}),
    ...extra,
  };
}

type PlaceOpts = Opts & { icons?: SupportIcons };
const place = (kind: 'Site' | 'Sector') => (title: string, [yourSide, opponentSide]: [number, number], o: PlaceOpts = {}): TestCard =>
  card('LOCATION', title, o, { kind, energyIcons: { yourSide, opponentSide }, ...(o.icons ? { supportIcons: o.icons } : {}) });

/** A site; the title's part before "/" says which locations it is related to (R-LOC-06). The
 * pair is the energy icons facing the player who played it, then those facing the opponent. */
export const site = place('Site');
export const sector = place('Sector');

const unitOf = (type: 'CHARACTER' | 'NOBOT' | 'VEHICLE') => (title: string, s: StatLine, o: Opts = {}): TestCard =>
  card(type, title, { ...o, labels: [...(o.labels ?? []), 'Unit'] }, { stats: stats(s) });

export const character = unitOf('CHARACTER');
export const nobot = unitOf('NOBOT');
export const vehicle = unitOf('VEHICLE');

/** A ship: a fighter unless `capital`. */
export const ship = (title: string, s: StatLine, capacity: number, o: Opts & { capital?: boolean } = {}): TestCard =>
  card('SHIP', title, { ...o, labels: [...(o.labels ?? []), o.capital ? 'Capital' : 'Fighter'] }, { stats: stats(s), capacity });

/** A weapon or asset; `kind` is the kind of card it is played beneath ("Character", "Ship"...),
 * none for an asset that stands by itself. */
export const weapon = (title: string, kind: string, o: Opts = {}): TestCard => card('WEAPON', title, o, { kind });
export const asset = (title: string, kind: string | undefined, o: Opts = {}): TestCard =>
  card('ASSET', title, o, kind ? { kind } : {});

type PileKind = 'Used' | 'Lost' | 'Used or Lost';
export const order = (title: string, kind: PileKind, o: Opts = {}): TestCard => card('ORDER', title, o, { kind });
export const interrupt = (title: string, kind: PileKind, o: Opts = {}): TestCard => card('INTERRUPT', title, o, { kind });
