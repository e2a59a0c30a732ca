// The X-COM Incursion cards as data. Names, counts, development costs, research levels, types and
// ranks are facts from the card lists; each card's one keyword ability is encoded as an `Ability`
// and worded by `abilityText` (our own words), so there is no second copy of what a card does.

export type Side = 'earth' | 'alien';
export type EarthType = 'interceptor' | 'base' | 'logistics' | 'squad' | 'tactics' | 'defense' | 'weapon';
export type AlienType = 'ufo' | 'mission' | 'race' | 'terror' | 'weapon' | 'functions' | 'support';
export type CardType = EarthType | AlienType;

export const EARTH_TYPES: readonly EarthType[] = ['interceptor', 'base', 'logistics', 'squad', 'tactics', 'defense', 'weapon'];
export const ALIEN_TYPES: readonly AlienType[] = ['ufo', 'mission', 'race', 'terror', 'weapon', 'functions', 'support'];

/** Which cards an ability points at: a type, the Psionics sub-type, or card names. */
export type Filter = { type: CardType } | { psionic: true } | { names: readonly string[] };

export type Ability =
  | { kind: 'supply'; n: number }
  | { kind: 'search'; n: number }
  | { kind: 'trashActions'; n: number }
  | { kind: 'call'; what: Filter }
  | { kind: 'kill'; what: Filter }
  | { kind: 'extra' }
  | { kind: 'more'; type: CardType }
  | { kind: 'rank'; what: Filter; n: number }
  | { kind: 'trashForRank'; n: number }
  | { kind: 'trashForResearch'; n: number }
  | { kind: 'researchFor'; type: CardType; n: number }
  | { kind: 'panic'; n: number }
  | { kind: 'rally'; n: number }
  | { kind: 'superSearch' };

export interface CardDef {
  name: string;
  side: Side;
  count: number;
  /** Development cost: research needed to buy it from the staging cards. */
  dc: number;
  /** Research level: what it pays towards a purchase. */
  rl: number;
  type: CardType;
  rank: number;
  psionic: boolean;
  abilities: readonly Ability[];
}

type Row = [name: string, count: number, dc: number, rl: number, type: CardType, rank: number, abilities?: Ability[], psionic?: 'psi'];

const supply = (n: number): Ability => ({ kind: 'supply', n });
const search = (n: number): Ability => ({ kind: 'search', n });
const call = (what: Filter): Ability => ({ kind: 'call', what });
const kill = (what: Filter): Ability => ({ kind: 'kill', what });
const rank = (what: Filter, n: number): Ability => ({ kind: 'rank', what, n });
const more = (type: CardType): Ability => ({ kind: 'more', type });
const trashR = (n: number): Ability => ({ kind: 'trashForRank', n });
const EXTRA: Ability = { kind: 'extra' };
const SUPER: Ability = { kind: 'superSearch' };
const t = (type: CardType): Filter => ({ type });
const named = (...names: string[]): Filter => ({ names });

const EARTH_START: Row[] = [
  ['Main Base', 1, 6, 2, 'base', 2, [SUPER]],
  ['Alien Autopsy', 1, 3, 1, 'logistics', 2],
  ['Rookie Squad', 3, 2, 0, 'squad', 1, [rank(t('weapon'), 1)]],
  ['Fighter Jets', 2, 3, 0, 'interceptor', 1, [kill(t('mission'))]],
  ['Smoke Grenades', 1, 2, 0, 'defense', 1, [rank(t('tactics'), 1)]],
  ['Auto-Cannons', 1, 3, 0, 'weapon', 2, [rank(t('interceptor'), 1)]],
  ['Electro-Flares', 1, 2, 0, 'tactics', 1, [EXTRA]],
  ['Improved AP Ammo', 2, 2, 0, 'weapon', 1, [EXTRA]],
  ['Alien Alloys', 1, 3, 1, 'logistics', 1, [search(1)]],
  ['Laboratory', 1, 4, 3, 'base', 1],
  ['Large Radar', 1, 4, 1, 'base', 1, [rank(t('interceptor'), 2)]],
  ['Recovery Mission', 1, 3, 1, 'tactics', 1, [search(1)]],
  ['Investigate Crash Site', 1, 3, 2, 'tactics', 1],
  ['Skyranger Transport', 1, 4, 1, 'logistics', 1, [call(t('squad'))]],
  ['Workshops', 1, 5, 1, 'base', 1, [supply(1), search(1)]],
  ['World Council Funding', 1, 6, 1, 'logistics', 1, [supply(2)]],
];

const ALIEN_START: Row[] = [
  ['Cydonia Base', 1, 6, 2, 'support', 2, [SUPER]],
  ['Sectoids', 2, 3, 1, 'race', 1, [EXTRA]],
  ['Floaters', 1, 3, 1, 'race', 2],
  ['Reapers', 2, 3, 0, 'terror', 2, [rank(named('Floaters'), 2)]],
  ['Soldiers', 1, 2, 0, 'functions', 2],
  ['Navigator', 1, 3, 1, 'functions', 1, [rank(t('ufo'), 1)]],
  ['Medic', 1, 3, 1, 'functions', 1, [call(t('race'))]],
  ['Mind Probes', 1, 3, 1, 'support', 1, [kill(t('tactics'))], 'psi'],
  ['Elerium', 1, 4, 1, 'support', 1, [supply(1)]],
  ['Alien Abduction', 1, 3, 1, 'mission', 1, [{ kind: 'panic', n: 2 }]],
  ['Alien Harvest', 1, 4, 1, 'mission', 1, [supply(1)]],
  ['Alien Research', 1, 3, 2, 'mission', 1],
  ['Small Scout', 2, 3, 1, 'ufo', 1, [search(1)]],
  ['Medium Scout', 1, 4, 2, 'ufo', 1, [search(1)]],
  ['Large Scout', 1, 4, 1, 'ufo', 2, [search(1)]],
  ['Small Launcher', 1, 3, 0, 'weapon', 2, [rank(t('functions'), 1)]],
  ['Plasma Guns', 1, 5, 0, 'weapon', 5],
];

const EARTH_BASE: Row[] = [
  ['Garrison', 1, 3, 0, 'squad', 2, [rank(t('base'), 1)]],
  ['Veteran Squad', 2, 4, 0, 'squad', 4, [more('defense')]],
  ['Elite Squad', 2, 5, 0, 'squad', 4, [more('tactics')]],
  ['Supermen Squad', 2, 7, 0, 'squad', 6, [more('weapon')]],
  ['HWP Cannons', 1, 8, 0, 'squad', 7, [EXTRA]],
  ['HWP Rockets', 1, 9, 0, 'squad', 8, [EXTRA]],
  ['Hover Tanks', 1, 9, 0, 'squad', 9],
  ['Personal Armor', 1, 3, 0, 'defense', 1, [rank(t('squad'), 2)]],
  ['Power Armor', 1, 6, 0, 'defense', 6],
  ['Flying Suits', 1, 4, 0, 'defense', 3, [rank(t('tactics'), 1)]],
  ['Missile Defenses', 1, 3, 0, 'defense', 2, [trashR(3)]],
  ['Laser Defenses', 1, 3, 0, 'defense', 3],
  ['Plasma Defenses', 1, 5, 0, 'defense', 5],
  ['Fusion Defenses', 1, 7, 0, 'defense', 6, [more('base')]],
  ['Medi-Kit', 1, 3, 0, 'defense', 1, [call(t('squad'))]],
  ['Bravery Training', 1, 4, 0, 'defense', 2, [kill({ psionic: true })]],
  ['Reaction Training', 1, 5, 0, 'defense', 5],
  ['Stingray Missiles', 1, 3, 0, 'interceptor', 2, [trashR(3)]],
  ['Laser Cannons', 1, 3, 0, 'interceptor', 3],
  ['Avalanche Missiles', 1, 5, 0, 'interceptor', 4, [trashR(3)]],
  ['Plasma Beams', 2, 5, 0, 'interceptor', 5],
  ['Fusion Missile', 1, 8, 0, 'interceptor', 6, [kill(t('ufo'))]],
  ['Firestorm', 1, 4, 0, 'interceptor', 4],
  ['Lightning', 1, 7, 0, 'interceptor', 5, [call(t('squad'))]],
  ['Avenger', 2, 9, 0, 'interceptor', 9],
  ['Grav Shield', 1, 5, 0, 'base', 4, [EXTRA]],
  ['Hangars', 1, 5, 0, 'base', 2, [call(t('interceptor'))]],
  ['Decoy Base', 1, 3, 0, 'base', 2, [trashR(3)]],
  ['Supply Depot', 1, 4, 1, 'base', 1, [supply(1)]],
  ['Outpost', 1, 3, 1, 'base', 1, [{ kind: 'rally', n: 2 }]],
  ['Containment Facilities', 1, 3, 2, 'base', 0, [more('logistics')]],
  ['Mind Shield', 1, 6, 0, 'base', 6, [], 'psi'],
  ['Access Lift', 1, 4, 0, 'base', 2, [supply(1)]],
  ['Psi Laboratory', 2, 3, 2, 'base', 0, [call({ psionic: true })]],
  ['Improved HE Ammo', 1, 3, 0, 'weapon', 1, [rank(t('tactics'), 2)]],
  ['Improved Incendiary', 1, 2, 0, 'weapon', 2],
  ['Laser Guns', 2, 3, 0, 'weapon', 3],
  ['Plasma Guns', 1, 5, 0, 'weapon', 5],
  ['Psi-Amps', 1, 6, 0, 'weapon', 3, [rank(t('squad'), 3)], 'psi'],
  ['Alien Grenades', 1, 4, 0, 'weapon', 3, [trashR(3)]],
  ['Stun Rod', 1, 2, 1, 'weapon', 1],
  ['Stun Bombs', 1, 3, 1, 'weapon', 2],
  ['Alien Blaster Bombs', 1, 6, 0, 'weapon', 5, [trashR(3)]],
  ['Live Examinations', 1, 3, 2, 'logistics', 0, [search(1)]],
  ['Research Project', 1, 4, 3, 'logistics', 0, [{ kind: 'trashForResearch', n: 3 }]],
  ['Interrogate Leader', 1, 3, 3, 'logistics', 0],
  ['Cydonia or Bust', 1, 9, 1, 'logistics', 7, [call(named('Avenger'))]],
  ['Upgrades', 1, 8, 4, 'logistics', 3, [{ kind: 'trashActions', n: 1 }]],
  ['Scavenged Elerium', 1, 5, 2, 'logistics', 1, [supply(1)]],
  ['Sell Alien Artifacts', 1, 3, 1, 'logistics', 0, [supply(2)]],
  ['Sell Weapons', 1, 3, 0, 'logistics', 1, [supply(2)]],
  ['Expand Coverage', 1, 5, 2, 'logistics', 2, [{ kind: 'rally', n: 2 }]],
  ['UFO Secrets', 1, 3, 1, 'logistics', 0, [{ kind: 'researchFor', type: 'interceptor', n: 4 }]],
  ['Rear Commander', 1, 5, 1, 'tactics', 3, [more('squad')]],
  ['Disarm Aliens', 1, 7, 0, 'tactics', 5, [kill(t('weapon'))], 'psi'],
  ['Mind Control', 1, 9, 0, 'tactics', 7, [kill(t('race'))], 'psi'],
  ['Panic Aliens', 1, 4, 0, 'tactics', 4, [], 'psi'],
  ['Accuracy Training', 1, 5, 0, 'tactics', 3, [kill(t('functions'))]],
  ['Proximity Grenade', 1, 3, 0, 'tactics', 2, [EXTRA]],
  ['Motion Detectors', 2, 4, 1, 'tactics', 3],
  ['Hyperwave Decoder', 1, 8, 1, 'tactics', 5, [kill(t('mission'))]],
  ['Alien Base Assault', 1, 8, 1, 'tactics', 5, [more('squad')]],
];

const ALIEN_BASE: Row[] = [
  ['Sectoids', 1, 3, 1, 'race', 1, [EXTRA]],
  ['Floaters', 2, 3, 1, 'race', 2],
  ['Snakemen', 2, 5, 0, 'race', 4, [rank(t('weapon'), 1)]],
  ['Mutons', 3, 6, 0, 'race', 6],
  ['Ethereals', 2, 9, 1, 'race', 7, [more('functions')], 'psi'],
  ['Silacoids', 2, 2, 0, 'terror', 1, [rank(named('Mutons'), 2)]],
  ['Celatid', 2, 5, 0, 'terror', 4, [rank(named('Mutons'), 2)]],
  ['Cyberdisk', 2, 8, 0, 'terror', 7, [rank(named('Sectoids'), 2)]],
  ['Chryssalid', 2, 8, 0, 'terror', 6, [kill(t('squad'))]],
  ['Sectopod', 2, 9, 0, 'terror', 9],
  ['Mind Probes', 1, 3, 1, 'support', 1, [kill(t('tactics'))], 'psi'],
  ['Elyrium', 1, 4, 1, 'support', 1, [supply(1)]],
  ['Alien Food', 1, 3, 1, 'support', 0, [supply(1)]],
  ['Alien Entertainment', 1, 2, 1, 'support', 0, [EXTRA]],
  ['Alien Reproduction', 1, 3, 3, 'support', 0],
  ['Alien Recycling', 1, 4, 3, 'support', 0, [{ kind: 'trashActions', n: 1 }]],
  ['UFO Construction', 2, 7, 4, 'support', 1, [supply(1)]],
  ['UFO Navigation', 1, 3, 1, 'support', 1, [rank(t('mission'), 2)]],
  ['UFP Power Sources', 1, 5, 3, 'support', 1, [rank(t('ufo'), 1)]],
  ['Medium Scout', 1, 4, 2, 'ufo', 1, [search(1)]],
  ['Large Scout', 1, 4, 1, 'ufo', 2, [search(1)]],
  ['Abductor Ship', 1, 5, 1, 'ufo', 3, [rank(t('mission'), 1)]],
  ['Harvester Ship', 1, 6, 1, 'ufo', 4, [rank(t('mission'), 1)]],
  ['Supply Ship', 2, 6, 2, 'ufo', 2, [supply(1)]],
  ['Terror Ship', 2, 7, 0, 'ufo', 6, [more('terror')]],
  ['Battleship', 2, 9, 0, 'ufo', 9],
  ['Alien Grenades', 2, 6, 0, 'weapon', 6],
  ['Plasma Guns', 2, 5, 0, 'weapon', 5],
  ['Stun Bombs', 1, 3, 1, 'weapon', 2],
  ['Alien Blaster Bombs', 2, 8, 0, 'weapon', 8],
  ['Disarm Humans', 1, 7, 0, 'weapon', 5, [kill(t('weapon'))], 'psi'],
  ['Mind Control', 1, 9, 0, 'weapon', 7, [kill(t('squad'))], 'psi'],
  ['Cause Panic', 1, 4, 0, 'weapon', 4, [], 'psi'],
  ['Soldiers', 1, 2, 0, 'functions', 2],
  ['Navigator', 1, 3, 1, 'functions', 1, [rank(t('ufo'), 1)]],
  ['Medic', 1, 3, 1, 'functions', 1, [call(t('race'))]],
  ['Engineer', 2, 5, 1, 'functions', 2, [supply(1)]],
  ['Leader', 2, 7, 1, 'functions', 4, [call(t('terror'))]],
  ['Sectoid Commander', 1, 7, 0, 'functions', 5, [call(named('Sectoids', 'Cyberdisk'))], 'psi'],
  ['Commander', 2, 8, 1, 'functions', 6, [more('race')]],
  ['Alien Supply', 1, 5, 2, 'mission', 1, [supply(1)]],
  ['Alien Base', 2, 5, 2, 'mission', 2, [more('support')]],
  ['Alien Retaliation', 2, 7, 0, 'mission', 6, [more('weapon')]],
  ['Alien Terror', 1, 7, 0, 'mission', 5, [{ kind: 'panic', n: 4 }]],
  ['Alien Infiltration', 2, 5, 3, 'mission', 1, [{ kind: 'panic', n: 2 }]],
  ['Final Assault', 1, 9, 0, 'mission', 7, [call(named('Battleship'))]],
];

function defs(side: Side, rows: Row[]): CardDef[] {
  return rows.map(([name, count, dc, rl, type, rnk, abilities = [], psi]) => ({
    name, side, count, dc, rl, type, rank: rnk, psionic: psi === 'psi', abilities,
  }));
}

/** The four decks: each side's starting active deck and its base deck (one entry per title). */
export const DECKS = {
  earth: { start: defs('earth', EARTH_START), base: defs('earth', EARTH_BASE) },
  alien: { start: defs('alien', ALIEN_START), base: defs('alien', ALIEN_BASE) },
} as const;

/** One entry per physical card of a side: the starting cards first, then the base deck, in list order. */
export function sideCards(side: Side): readonly CardDef[] {
  return SIDE_CARDS[side];
}

const expand = (side: Side): readonly CardDef[] => [...DECKS[side].start, ...DECKS[side].base].flatMap((d) => Array<CardDef>(d.count).fill(d));
const SIDE_CARDS = { earth: expand('earth'), alien: expand('alien') };

/** Cards a side holds in each deck at the start (the starting deck is its active deck). */
export function startCount(side: Side): number {
  return DECKS[side].start.reduce((n, d) => n + d.count, 0);
}

const TYPE_WORD: Record<CardType, string> = {
  interceptor: 'Interceptor', base: 'Base', logistics: 'Logistics', squad: 'Squad', tactics: 'Tactics',
  defense: 'Defense', weapon: 'Weapon', ufo: 'UFO', mission: 'Mission', race: 'Alien Race', terror: 'Terror',
  functions: 'Functions', support: 'Support',
};

export function typeName(type: CardType): string {
  return TYPE_WORD[type];
}

function filterText(f: Filter): string {
  if ('type' in f) return `${TYPE_WORD[f.type]} card`;
  if ('psionic' in f) return 'Psionic card';
  return f.names.join(' or ');
}

/** An ability in plain words, as the table would show it. */
export function abilityText(a: Ability, card: CardDef): string {
  switch (a.kind) {
    case 'supply': return `Action phase: ${a.n === 1 ? 'once' : `${a.n} times`}, draw a card from your active deck and put it straight into play.`;
    case 'search': return `Search phase: ${a.n} more staging card${a.n === 1 ? '' : 's'} may be swapped for the next one.`;
    case 'trashActions': return `End phase: you may trash ${a.n} more of your cards in play.`;
    case 'call': return `Action phase: take a ${filterText(a.what)} from your discard pile and put it into play.`;
    case 'kill': return `Action phase: send an opponent's ${filterText(a.what)} in play to their discard pile.`;
    case 'extra': return `In a meld, this card takes no ${TYPE_WORD[card.type]} place.`;
    case 'more': return `While this is in play, your meld has room for one more ${TYPE_WORD[a.type]} card.`;
    case 'rank': return `While this is in play, each of your ${'names' in a.what ? a.what.names.join(' or ') : `${filterText(a.what)}s`} counts ${a.n} higher.`;
    case 'trashForRank': return `Interception or tactics: count ${a.n} higher for that phase; the card is trashed in the end phase.`;
    case 'trashForResearch': return `Research: pays ${a.n} more if it is trashed instead of discarded.`;
    case 'researchFor': return `Research: pays ${a.n} more towards a ${TYPE_WORD[a.type]} card.`;
    case 'panic': return `If the Aliens win the turn, Earth takes ${a.n} more panic.`;
    case 'rally': return `If Earth wins the turn, Earth sheds ${a.n} more panic.`;
    case 'superSearch': return 'Base phase: pick any card of your base deck to join the staging cards, trashing one of them.';
  }
}
