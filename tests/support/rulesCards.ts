// Test-only cards and scenario builders for the rules tests (tests/rules/). Every card here is
// Independent unless it says otherwise, so it needs no support icons, and numbered T1, T2...
// as scenario files require. A scenario built with `position()` carries the whole library.
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { CardDef, CardType, Faction, Stats, SupportIcons } from '../../src/engine/cards/types';
import type { CardId, Seat } from '../../src/engine/types';
import type { ScenarioResult } from '../../src/scenario/run';
import type { CardEntry, PlayerEntry, Scenario } from '../../src/scenario/types';

type Def = Omit<CardDef, 'number'>;
interface Opts {
  cost?: number;
  destiny?: number;
  unique?: boolean;
  faction?: Faction | 'Independent';
  support?: SupportIcons;
  labels?: string[];
  abilities?: Ability[];
  text?: string;
  kind?: string;
  bullets?: number;
  inverted?: Stats;
  invertedAbilities?: Ability[];
}

function card(type: CardType, title: string, o: Opts, extra: Partial<Def> = {}): Def {
  return {
    title, type, unique: o.unique ?? false, set: 1, faction: o.faction ?? 'Independent',
    labels: o.labels ?? [], energyCost: o.cost ?? 0, destiny: o.destiny ?? 2, supportCost: o.support ?? {},
    text: o.text ?? title, abilities: o.abilities ?? [],
    ...(o.kind !== undefined ? { kind: o.kind } : {}),
    ...(o.bullets !== undefined ? { bullets: o.bullets } : {}),
    ...(o.inverted ? { inverted: o.inverted } : {}),
    ...(o.invertedAbilities ? { invertedAbilities: o.invertedAbilities } : {}),
    ...extra,
  };
}

const stats = ([power, tactics, defense]: [number, number, number]): Stats => ({ power, tactics, defense });

export const site = (title: string, [yourSide, opponentSide]: [number, number], o: Opts & { icons?: SupportIcons } = {}): Def =>
  card('LOCATION', title, { ...o, kind: 'Site' }, { energyIcons: { yourSide, opponentSide }, energyCost: 0, ...(o.icons ? { supportIcons: o.icons } : {}) });
export const sector = (title: string, [yourSide, opponentSide]: [number, number], o: Opts & { icons?: SupportIcons } = {}): Def =>
  card('LOCATION', title, { ...o, kind: 'Sector' }, { energyIcons: { yourSide, opponentSide }, energyCost: 0, ...(o.icons ? { supportIcons: o.icons } : {}) });
export const character = (title: string, s: [number, number, number], o: Opts = {}): Def =>
  card('CHARACTER', title, { ...o, labels: [...(o.labels ?? []), 'Unit'] }, { stats: stats(s) });
export const nobot = (title: string, s: [number, number, number], o: Opts = {}): Def =>
  card('NOBOT', title, { ...o, labels: [...(o.labels ?? []), 'Unit'] }, { stats: stats(s) });
export const vehicle = (title: string, s: [number, number, number], o: Opts = {}): Def =>
  card('VEHICLE', title, { ...o, labels: [...(o.labels ?? []), 'Unit'] }, { stats: stats(s) });
export const ship = (title: string, s: [number, number, number], capacity: number, o: Opts & { capital?: boolean } = {}): Def =>
  card('SHIP', title, { ...o, labels: [...(o.labels ?? []), o.capital ? 'Capital' : 'Fighter'] }, { stats: stats(s), capacity });
export const weapon = (title: string, kind: string, o: Opts = {}): Def => card('WEAPON', title, { ...o, kind });
export const asset = (title: string, kind: string | undefined, o: Opts = {}): Def => card('ASSET', title, { ...o, ...(kind ? { kind } : {}) });
export const order = (title: string, kind: 'Used' | 'Lost' | 'Used or Lost', o: Opts = {}): Def => card('ORDER', title, { ...o, kind });
export const interrupt = (title: string, kind: 'Used' | 'Lost' | 'Used or Lost', o: Opts = {}): Def => card('INTERRUPT', title, { ...o, kind });

/** Cards used across the rules tests. Numbers are fixed so tests can name them. */
export const T = {
  // Locations. Ganymede/* are related to each other; the others stand alone.
  siteA: 'T1', siteB: 'T2', ganySector: 'T3', loneSite: 'T4', barrenSite: 'T5', barrenSector: 'T6',
  camp: 'T7', siteC: 'T8', loneSector: 'T9',
  // Units and ships.
  trooper: 'T10', scout: 'T11', hero: 'T12', bot: 'T13', tank: 'T14', fighter: 'T15', cruiser: 'T16',
  scoutShip: 'T17', pilot: 'T18', inverter: 'T19', bigUnit: 'T20',
  // Weapons and assets.
  rifle: 'T21', fighterGun: 'T22', banner: 'T23', medal: 'T24', gift: 'T25', shipGun: 'T26',
  // Orders and interrupts.
  usedOrder: 'T30', lostOrder: 'T31', boost: 'T32', counter: 'T33', strike: 'T34', twoBullet: 'T35',
  eitherOrder: 'T36', eitherInterrupt: 'T37',
  // Energy filler: card "Destiny N" has destiny N.
  d0: 'T90', d1: 'T91', d2: 'T92', d3: 'T93', d4: 'T94', d5: 'T95', d6: 'T96', d7: 'T97',
} as const;

const D = (n: number): Def => order(`Destiny ${n}`, 'Used', { destiny: n, abilities: [] });

export const LIBRARY: Record<string, Def> = {
  T1: site('Ganymede/Test Site A', [2, 1], { icons: { Gongen: 1 } }),
  T2: site('Ganymede/Test Site B', [1, 1]),
  T3: sector('Ganymede/Test Orbit', [2, 1]),
  T4: site('Mars/Lone Site', [1, 1], { icons: { Earther: 1 } }),
  T5: site('Vesta/Barren Site', [0, 0]),
  T6: sector('Ceti/Barren Sector', [0, 0]),
  T7: site('Io/Test Camp', [1, 1], { icons: { Earther: 1 }, abilities: [{ kind: 'keyword', keyword: 'encampment' }] }),
  T8: site('Ganymede/Test Site C', [1, 1]),
  T9: sector('Pluto/Lone Sector', [1, 1]),
  T10: character('Test Trooper', [2, 2, 2], { cost: 1 }),
  T11: character('Test Scout', [1, 1, 1], { cost: 1, abilities: [{ kind: 'keyword', keyword: 'scouting' }] }),
  T12: character('Test Hero', [4, 4, 4], { cost: 2, unique: true }),
  T13: nobot('Test Bot', [1, 1, 1], { cost: 1, abilities: [{ kind: 'keyword', keyword: 'size', value: 2 }] }),
  T14: vehicle('Test Tank', [5, 2, 5], { cost: 3, abilities: [{ kind: 'keyword', keyword: 'size', value: 3 }] }),
  T15: ship('Test Fighter', [3, 2, 3], 2, { cost: 2 }),
  T16: ship('Test Cruiser', [6, 3, 6], 4, { cost: 4, capital: true }),
  T17: ship('Test Scout Ship', [1, 1, 1], 1, { cost: 1, abilities: [{ kind: 'keyword', keyword: 'scouting' }] }),
  T18: character('Test Pilot', [1, 1, 1], { cost: 1, abilities: [{ kind: 'keyword', keyword: 'piloting', value: 1 }] }),
  T19: character('Test Inverter', [2, 2, 2], {
    cost: 1, labels: ['Inverter'], inverted: { power: 5, tactics: 1, defense: 1 },
    abilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }],
    invertedAbilities: [{ kind: 'keyword', keyword: 'size', value: 3 }],
  }),
  T20: character('Test Giant', [3, 3, 3], { cost: 1, abilities: [{ kind: 'keyword', keyword: 'size', value: 3 }] }),
  T21: weapon('Test Rifle', 'Character', { cost: 1 }),
  T22: weapon('Test Fighter Gun', 'Fighter', { cost: 1 }),
  T23: asset('Test Banner', undefined, { cost: 1 }),
  T24: asset('Test Medal', 'Character', { cost: 1 }),
  T25: asset('Test Gift', 'Character', { cost: 0, abilities: [{ kind: 'play', rule: { opponentHost: true } }] }),
  T26: weapon('Test Ship Gun', 'Ship', { cost: 1 }),
  T30: order('Test Orders', 'Used', { cost: 1, abilities: [{ kind: 'onPlay', effect: [{ do: 'activate', count: 1 }] }] }),
  T31: order('Test Last Orders', 'Lost', { cost: 1, abilities: [{ kind: 'onPlay', effect: [{ do: 'activate', count: 1 }] }] }),
  T32: interrupt('Test Boost', 'Used', { cost: 1, abilities: [{ kind: 'onPlay', effect: [{ do: 'activate', count: 2 }] }] }),
  T33: interrupt('Test Counter', 'Lost', { cost: 0, abilities: [{ kind: 'onPlay',
    targets: [{ select: {}, pending: 'card' }], effect: [{ do: 'cancel', target: 0 }] }] }),
  T34: interrupt('Test Strike', 'Used', { cost: 0, abilities: [{ kind: 'onPlay',
    targets: [{ select: { kinds: ['unit', 'ship'] } }], effect: [{ do: 'destroy', card: { target: 0 } }] }] }),
  T35: interrupt('Test Double Tap', 'Used', { cost: 0, bullets: 2, abilities: [{ kind: 'onPlay', effect: [{ do: 'activate', count: 1 }] }] }),
  T36: order('Test Either Order', 'Used or Lost', { cost: 0, abilities: [
    { kind: 'onPlay', mode: 'used', effect: [{ do: 'activate', count: 1 }] },
    { kind: 'onPlay', mode: 'lost', effect: [{ do: 'activate', count: 3 }] }] }),
  T37: interrupt('Test Either Interrupt', 'Used or Lost', { cost: 0, abilities: [
    { kind: 'onPlay', mode: 'used', effect: [{ do: 'activate', count: 1 }] },
    { kind: 'onPlay', mode: 'lost', effect: [{ do: 'activate', count: 3 }] }] }),
  T90: D(0), T91: D(1), T92: D(2), T93: D(3), T94: D(4), T95: D(5), T96: D(6), T97: D(7),
};

/** n filler cards (destiny 2). */
export const fill = (n: number, c: string = T.d2): CardEntry[] => Array.from({ length: n }, () => c);

/** A player with 5 cards in reserve and 5 in the active pile unless the entry says otherwise. */
export const player = (p: PlayerEntry = {}): PlayerEntry => ({ reserve: fill(5), active: fill(5), ...p });

/** A scenario with the card library, both players given energy, P1's deploy phase by default. */
export function position(sc: Partial<Scenario> & { extraCards?: Record<string, Def> }): Scenario {
  const { extraCards, ...rest } = sc;
  const defs: Record<string, Def> = { ...LIBRARY, ...extraCards };
  const cards = Object.fromEntries(Object.entries(defs).map(([n, d]) => [n, { ...d, number: n } as CardDef]));
  return {
    turnPlayer: 0, phase: 'deploy',
    ...rest,
    players: rest.players ?? [player(), player()],
    cards,
  };
}

/** The id of a named card in a scenario result. */
export function idOf(r: ScenarioResult, name: string): CardId {
  const id = r.loaded.names.get(name);
  if (!id) throw new Error(`no card named ${name}`);
  return id;
}

/** Pile sizes of a seat. */
export function piles(r: ScenarioResult, seat: Seat) {
  const p = r.state.players[seat];
  return { reserve: p.reserve.length, active: p.active.length, used: p.used.length, lost: p.lost.length, hand: p.hand.length };
}
