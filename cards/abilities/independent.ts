// Independent cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Effect, Selector } from '../../src/engine/abilities/vocabulary';
import type { Faction } from '../../src/engine/cards/types';
import { AT_SECTOR, supportIconsHere } from './common';
import type { CardAbilities, CardAbility } from './types';

const ENCAMPMENT: CardAbilities = { abilities: [{ kind: 'keyword', keyword: 'encampment' }] };
const CAMP: CardAbilities = { abilities: [{ kind: 'keyword', keyword: 'unlimited' }, ...ENCAMPMENT.abilities] };

const icon = (f: Faction): Effect => ({ do: 'lasting', until: 'endOfTurn', change: { gainIcon: f } });

/** The bots of Nowhere to Hide: once each turn, reveal a card of a faction from hand and put it
 * on the used pile; your side of a target location gains that faction's icon (CARD-29..33). */
const hiddenBot = (f: Faction): CardAbilities => ({ abilities: [{ kind: 'activated', key: 'icon', bullets: 1,
  cost: [{ handToUsed: 1, faction: f, reveal: true }], targets: [{ select: { kinds: ['location'] } }], effect: [icon(f)] }] });

/** The strongholds: entering play in your deploy phase, the location is dismissed unless you have a
 * support icon of its faction besides its own, or show a card of that faction from your hand. */
const stronghold = (f: Faction): CardAbilities => ({ abilities: [{ kind: 'triggered', key: 'dismiss', on: { entersPlay: 'self' },
  if: { all: [{ phase: 'deploy', turn: 'yours' }, { compare: [{ icons: 'support', who: 'you', faction: f }, '<', 2] }] },
  effect: [{ do: 'choice', who: 'you', options: [
    { key: 'show', if: { compare: [{ cards: 'hand', who: 'you', matching: { faction: f } }, '>=', 1] }, effect: [{ do: 'showFromHand', select: { faction: f } }] },
    { key: 'dismiss', effect: [{ do: 'dismiss', card: 'self' }] }] }] }] });

/** A ship of yours here adds a support icon to your side of this location. */
const iconWithShip = (f: Faction): CardAbility => ({ kind: 'ongoing', while: { count: { who: 'you', kinds: ['ship'], at: 'here' } },
  change: { gainIcon: f } });

/** Alnak Station/Hallway and Titan/Raving Red's Refuge (errata in effect, CARD-25/26): once a turn,
 * lose 1, only while none of these cards are here: the next time your target one is lost this
 * turn, a delayed trigger puts it here (R-TRIG-09). */
const refuge = (sel: Selector): CardAbilities => ({ abilities: [{ kind: 'activated', key: 'watch', bullets: 1, cost: [{ lose: 1 }],
  only: { count: { ...sel, at: 'here' }, atMost: 0 },
  targets: [{ select: { ...sel, who: 'you' } }],
  effect: [{ do: 'nextTime', on: { lost: { target: 0 } }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'here' }] }] }] });

export const INDEPENDENT: Record<string, CardAbilities> = {
  // Chained (erratum, CARD-23, EX-RUL-06): offered only while nothing is stacked here (paying would
  // do nothing else), and checked again when the interrupt's effects are done.
  '1U276': { abilities: [
    { kind: 'triggered', key: 'stack', on: { played: { kinds: ['interrupt'] } }, if: { card: 'self', is: { stacked: false } },
      effect: [{ do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'stackAfterResolving', card: 'eventCard' }] }] },
    { kind: 'ongoing', change: { costs: 3, to: 'play', additional: 'pay', who: 'any', of: { sameTitleAsStacked: true } } },
  ] },
  // Alnak Station/Hallway (erratum, CARD-25, EX-TRIG-04)
  '1R294': refuge({ kinds: ['character'] }),
  // Titan/Raving Red's Refuge (erratum, CARD-26, EX-RUL-14)
  '1R324': refuge({ kinds: ['ship'], label: 'Fighter' }),
  // Ganymede/Pilgrims' Camp
  '1S308': CAMP,
  // Ganymede/Exploratory Camp
  '1S301': CAMP,
  // Ganymede/Frontier Camp
  '1S303': CAMP,
  // Ganymede/Harvesting Camp
  '1S304': CAMP,
  // Ganymede/Hunters' Camp
  '1S305': CAMP,
  // Ceres/Belt Hideaway
  '1S296': { abilities: [{ kind: 'keyword', keyword: 'unlimited' }, { kind: 'ongoing', change: { destinyCards: -2 } }] },
  // Ganymede/Traginium Source
  '1C309': { abilities: [{ kind: 'ongoing', change: { add: { count: { kinds: ['site'], at: 'related', controlledBy: 'you' } }, to: 'drain', who: 'any' } }] },
  // Ganymede/Core Shaft
  '1R300': { abilities: [{ kind: 'ongoing', change: { add: 2, to: 'drain', who: 'any',
    ifPlayer: { compare: [{ factionsAmong: { who: 'you', kinds: ['unit'], at: 'here' } }, '>=', 2] } } }] },
  // Ganymede/Abandoned Mine
  '2R154': { abilities: [{ kind: 'activated', key: 'drain', bullets: 1, usableBy: 'any', cost: [{ stockpileToLost: 1 }],
    targets: [{ pending: 'drain', select: { who: 'you', at: 'here' } }], effect: [{ do: 'boostDrain', target: 0, amount: 1 }] }] },
  // Ganymede/Underground Bunker
  '1C311': { abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['unit'], at: 'here' } },
    change: { gainIcon: 'Gongen' } }] },
  // Ganymede/Vantage Point
  '1U314': { abilities: [{ kind: 'triggered', key: 'search', on: { entersPlay: 'self' },
    effect: [{ do: 'mayPay', cost: { pay: 1 }, then: [{ do: 'search', pile: 'reserve', select: { kinds: ['location'], titleHas: 'Ganymede' }, to: 'hand' }] }] }] },
  // Gongen/Pilgrims' Haven
  '1U316': { abilities: [{ kind: 'ongoing', change: { generate: 1, at: 'here', who: 'any',
    ifPlayer: { compare: [{ icons: 'support', who: 'you', faction: 'Gongen' }, '>=', 2] } } }] },
  // Mercury/Untapped Planet
  '1U318': { abilities: [{ kind: 'ongoing', change: { add: 4, to: 'totalPower', at: 'here', who: 'any',
    ifPlayer: { count: { who: 'you', kinds: ['ship'], at: 'here' }, exactly: 2 } } }] },
  // Ganymede/Occupied Tunnels
  '1C307': { abilities: [{ kind: 'ongoing', change: { cannot: 'addPower', to: { select: { kinds: ['vehicle'], at: 'here' } } } }] },
  // Ganymede/Forward Base
  '1C302': { abilities: [{ kind: 'ongoing',
    while: { all: [{ card: 'here', is: { controlledBy: 'you' } }, { count: { who: 'you', label: 'Kizen', at: 'here' } }] },
    change: { add: 2, to: 'totalPower', at: 'relatedSite' } }] },
  // Seyal/Light Side
  '1C321': { abilities: [iconWithShip('Shi')] },
  // Themis/Mobile Asteroid
  '1C323': { abilities: [iconWithShip('Maverick')] },
  // Arethusa/Remote Power Plant
  '2C150': { abilities: [{ kind: 'ongoing', change: { generate: 2, at: 'here', who: 'any',
    ifPlayer: { count: { who: 'you', kinds: ['ship'], at: 'here', inverted: true } } } }] },
  // Ganymede/Captured Refinery
  '2C155': { abilities: [{ kind: 'activated', key: 'lose', bullets: 1, usableBy: 'any', cost: [{ pay: 3 }],
    only: { all: [{ card: 'here', is: { controlledBy: 'you' } }, { phase: 'control', turn: 'yours' }] },
    effect: [{ do: 'lose', who: 'opponent', count: { count: { who: 'you', kinds: ['unit'], at: 'here', inverted: true } } }] }] },
  // Ganymede/Mining Platform
  '1U306': { abilities: [{ kind: 'ongoing', while: { card: 'here', is: { controlledBy: 'you' } }, change: { generate: 1, at: 'relatedWithYours' } }] },
  // Ganymede/Traginium Well
  '1C310': { abilities: [{ kind: 'triggered', key: 'pay', on: { entersPlay: { kinds: ['unit'], at: 'here' } }, forEventPlayer: true,
    effect: [{ do: 'pay', who: 'opponent', count: 1 }] }] },
  // Venus/Yacht Works
  '2C165': { abilities: [{ kind: 'activated', key: 'power', bullets: 1, usableBy: 'any', cost: [{ pay: 4 }],
    targets: [{ select: { who: 'you', kinds: ['ship'], faction: 'Earther', at: 'here', inBattle: true } }],
    effect: [{ do: 'lasting', change: { stat: { power: 5 }, to: { target: 0 } } }] }] },
  // Themis/Landing Pad: a "move" ability, not a movement action (R-ABIL-08, CARD-38); any number
  // of the user's units here go to one other site. Either player, in their own move phase.
  '1C322': { abilities: [{ kind: 'activated', key: 'move', usableBy: 'any', cost: [{ pay: 2 }], only: { phase: 'move', turn: 'yours' },
    targets: [{ select: { kinds: ['site'], at: 'elsewhere' } }, { select: { who: 'you', kinds: ['unit'], at: 'here' }, upTo: 99 }],
    effect: [{ do: 'move', card: { target: 1 }, to: { target: 0 } }] }] },
  // Earth/Corporate Headquarters
  '1C297': { abilities: [{ kind: 'triggered', key: 'play', on: { entersPlay: { kinds: ['vehicle'], at: 'here' } }, forEventPlayer: true,
    effect: [{ do: 'play', from: 'hand', select: { label: 'Warrior' }, at: 'here', free: true }] }] },
  // Ganymede/Valley
  '1C313': { abilities: [{ kind: 'ongoing', change: { destinyCards: 2, for: 'weapon' } }] },
  // Type II Fighter
  '1C292': { abilities: [{ kind: 'ongoing', while: { all: [AT_SECTOR, supportIconsHere('any', '=', 0)] },
    change: { stat: { power: 2, defense: 2 }, to: 'self' } }] },
  // Corporate Transport
  '1C277': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ pay: 2 }], effect: [icon('Earther')] }] },
  // Independent Transport
  '1C282': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ pay: 2 }], effect: [icon('Maverick')] }] },
  // Earther Bot
  '1U279': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ toUsedPile: 'self' }], only: { phase: 'deploy', turn: 'yours' },
    effect: [icon('Earther')] }] },
  // Maverick Bot
  '1U283': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ toUsedPile: 'self' }], only: { phase: 'deploy', turn: 'yours' },
    targets: [{ select: { kinds: ['location'] } }], effect: [icon('Maverick')] }] },
  // Construction Bot (ruling CARD-29)
  '2C142': hiddenBot('Earther'),
  // Hunter Bot (ruling CARD-31)
  '2C144': hiddenBot('Quay'),
  // Porter Bot (ruling CARD-32)
  '2C146': hiddenBot('Shi'),
  // Expansion
  '1C280': { abilities: [{ kind: 'onPlay', effect: [{ do: 'if', cond: { compare: [{ icons: 'factions', who: 'you' }, '=', 1] },
    then: [{ do: 'search', pile: 'reserve', select: { keyword: 'encampment' }, to: 'hand' }],
    else: [{ do: 'search', pile: 'reserve', select: { keyword: 'encampment', supportIcon: 'matchingYours' }, to: 'hand' }] }] }] },
  // Earth/Humanity's Home
  '1C298': { abilities: [iconWithShip('Earther')] },
  // Gongen Bot
  '1U281': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ toUsedPile: 'self' }], only: { phase: 'deploy', turn: 'yours' },
    targets: [{ select: { kinds: ['location'] } }], effect: [icon('Gongen')] }] },
  // Alnak Station/Captured Base
  '1U293': { abilities: [{ kind: 'activated', key: 'download', only: { phase: 'deploy', turn: 'yours' },
    targets: [{ select: { who: 'you', kinds: ['ship'], at: 'here' }, paidAsCost: true }], cost: [{ toUsedPile: { target: 0 } }],
    effect: [{ do: 'search', pile: 'reserve', select: { kinds: ['site'], titleHas: 'Alnak Station' }, to: 'hand' }] }] },
  // Luna/Military Outpost: for whichever player's capital it is.
  '1U317': { abilities: [{ kind: 'triggered', key: 'play', on: { entersPlay: { kinds: ['ship'], label: 'Capital', at: 'here' } }, forEventPlayer: true,
    effect: [{ do: 'play', from: 'hand', select: { kinds: ['ship'], label: 'Fighter' }, at: 'here', free: true }] }] },
  // Vesta/Coveted Rock
  '1R326': { abilities: [{ kind: 'ongoing', change: { add: 1, to: 'drain', who: 'any' } }] },
  // Ganymede/Orbital Expanse
  '2C156': { abilities: [{ kind: 'ongoing', change: { stat: { tactics: -1 }, to: { select: { kinds: ['ship'], at: 'here', not: { faction: 'Shi' } } } } }] },
  // Opulent Transport
  '1C284': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ pay: 2 }], effect: [icon('Shi')] }] },
  // Pilgrims' Transport
  '1C286': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ pay: 2 }], effect: [icon('Gongen')] }] },
  // Salvaged Transport
  '1C289': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ pay: 2 }], effect: [icon('Quay')] }] },
  // Diplomacy Bot
  '1U278': { abilities: [{ kind: 'ongoing', change: { casualtiesAtMost: 5 } }] },
  // Belt/Derelict Freighter
  '2U151': ENCAMPMENT,
  // Belt/Navigation Corridor
  '2U152': ENCAMPMENT,
  // Belt/Pilgrims' Holdings
  '2U153': ENCAMPMENT,
  // Jupiter/Approach Route
  '2U159': ENCAMPMENT,
  // Venus/Trade Route
  '2U164': ENCAMPMENT,
  // Geisha Bot (ruling CARD-30)
  '2C143': hiddenBot('Gongen'),
  // Server Bot (ruling CARD-33)
  '2C149': hiddenBot('Maverick'),
  // Gongen/Michiyo Shrine
  '2U158': { abilities: [{ kind: 'ongoing', change: { costs: -3, to: 'play', of: { kinds: ['nobot'], at: 'here' }, who: 'any' } }] },
  // Last Chance/Outer Rim Station
  '2U160': { abilities: [{ kind: 'activated', key: 'invert', usableBy: 'any', cost: [{ pay: 5 }], only: { phase: 'draw', turn: 'yours' },
    targets: [{ select: { who: 'you', kinds: ['ship'], label: 'Inverter', inverted: false, at: 'here' } }], effect: [{ do: 'invert', card: { target: 0 } }] }] },
  // Seyal/Dhanake's Demesne
  '2U162': { abilities: [{ kind: 'activated', key: 'immune', usableBy: 'any', cost: [{ pay: 4 }],
    targets: [{ select: { who: 'you', label: 'Kizen', at: 'here', inBattle: true } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: { target: 0 } } }] }] },
  // Phobos/Disputed Territory
  '2C161': { abilities: [{ kind: 'triggered', key: 'retrieve', on: { drained: 'here' }, forEventPlayer: true,
    effect: [{ do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'retrieve', count: 1 }] }] }] },
  // Alnak Station/Launch Bay: a "move" ability, not a movement action (R-ABIL-08, CARD-39); either
  // player, in their own move phase.
  '1C295': { abilities: [{ kind: 'activated', key: 'move', usableBy: 'any', cost: [{ pay: 2 }], only: { phase: 'move', turn: 'yours' },
    targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here' } }, { select: { kinds: ['site'], at: 'elsewhere' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] },
  // Gongen/Ice Mine: whoever's vehicle it is.
  '1C315': { abilities: [
    { kind: 'triggered', key: 'enters', on: { entersPlay: { kinds: ['vehicle'], at: 'here' } }, effect: [{ do: 'toPile', card: 'eventCard', pile: 'used' }] },
    { kind: 'triggered', key: 'moves', on: { moved: { kinds: ['vehicle'], at: 'here' } }, effect: [{ do: 'toPile', card: 'eventCard', pile: 'used' }] },
  ] },
  // Prolonged Exposure
  '2R147': { abilities: [{ kind: 'triggered', key: 'toll', on: { phase: 'control', moment: 'starts' }, forEventPlayer: true,
    effect: [{ do: 'choice', who: 'you', options: [
      { key: 'pay', if: { compare: [{ cards: 'active', who: 'you' }, '>=', 2] }, effect: [{ do: 'pay', who: 'you', count: 2 }] },
      { key: 'lose', effect: [{ do: 'lose', who: 'you', count: 1 }] },
    ] }] }] },
  // Venus/Gula Mons Correctional Facility
  '2U163': { abilities: [{ kind: 'ongoing', change: { cannot: 'drain', who: 'you' } },
    { kind: 'ongoing', while: { card: 'here', is: { controlledBy: 'you' } },
      change: { costs: 1, to: 'play', of: { kinds: ['ship', 'unit'] }, who: 'opponent', additional: 'pay' } }] },
  // Restricted Passage
  '2U148': { abilities: [{ kind: 'ongoing', change: { costs: 2, to: 'play', of: { kinds: ['location'], supportIcon: false }, who: 'any', additional: 'lose' } }] },
  // Pallas/Asteroid Stronghold
  '1R319': stronghold('Gongen'),
  // Seyal/Dark Side
  '1R320': stronghold('Shi'),
  // Venus/Research Base
  '1R325': stronghold('Earther'),
  // Quay Bot: once in your deploy phase.
  '1U287': { abilities: [{ kind: 'activated', key: 'icon', bullets: 1, cost: [{ toUsedPile: 'self' }], only: { phase: 'deploy', turn: 'yours' },
    targets: [{ select: { kinds: ['location'] } }], effect: [icon('Quay')] }] },
  // Shi Bot
  '1U290': { abilities: [{ kind: 'activated', key: 'icon', cost: [{ toUsedPile: 'self' }], only: { phase: 'deploy', turn: 'yours' },
    targets: [{ select: { kinds: ['location'] } }], effect: [icon('Shi')] }] },
  // Europa/The Gambler's Hideaway: a "move" ability (R-ABIL-08), for either player's own fighters (R-ABIL-07).
  '1U299': { abilities: [{ kind: 'activated', key: 'move', usableBy: 'any', cost: [{ pay: 2 }],
    targets: [{ select: { who: 'you', kinds: ['ship'], label: 'Fighter', at: 'here' } }, { select: { kinds: ['sector'], label: 'Moon', inBattle: true, other: true } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] },
  // Ganymede/Unstable Ground: the draw phase is the last of a turn.
  '1C312': { abilities: [{ kind: 'ongoing', change: { add: 1, to: 'drain', who: 'any' } },
    { kind: 'triggered', key: 'toUsed', on: { phase: 'draw', moment: 'ends' }, forEventPlayer: true,
      effect: [{ do: 'choose', select: { who: 'you', kinds: ['unit'], at: 'here' }, as: 0, then: [{ do: 'toPile', card: { target: 0 }, pile: 'used' }] }] }] },
  // Ganymede/Subterranean Passage
  '2X157': { abilities: [{ kind: 'triggered', key: 'destroy', on: { moved: { kinds: ['character'], faction: 'Quay', at: 'here' } }, forEventPlayer: true,
    targets: [{ select: { kinds: ['character'], at: 'here' } }], effect: [{ do: 'mayPay', cost: { pay: 8 }, then: [{ do: 'destroy', card: { target: 0 } }] }] }] },
  // Refuge
  '1U288': { abilities: [{ kind: 'onPlay',
    targets: [{ select: { kinds: ['location'], such: { count: { who: 'opponent', kinds: ['unit'], at: 'here', thisTurn: { entered: true } }, atLeast: 4 } } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'attack', who: 'opponent' } }] }] },
  // Aggressive Stance
  '1U275': { abilities: [{ kind: 'ongoing', change: { costs: -1, to: 'attack', of: { kinds: ['location'] } } },
    { kind: 'ongoing', change: { costs: 3, to: 'drain', additional: 'pay', who: 'any', of: { kinds: ['location'] },
      ifPlayer: { not: { all: [{ count: { who: 'you', kinds: ['ship'], where: { kinds: ['sector'], battleground: true } } },
        { count: { who: 'you', kinds: ['unit'], where: { kinds: ['site'], battleground: true } } }] } } } }] },
  // Transport Depot: its site is a port; in your move phase it sends your units out to any site, or
  // brings them in from a port.
  '1U291': { abilities: [{ kind: 'play', rule: { opponentHost: true } }, { kind: 'ongoing', change: { gainLabel: 'Port', to: 'host' } },
    { kind: 'activated', key: 'out', cost: [{ pay: 1 }], only: { phase: 'move', turn: 'yours' },
      targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here' } }, { select: { kinds: ['site'], at: 'elsewhere' } }],
      effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] },
    { kind: 'activated', key: 'in', cost: [{ pay: 1 }], only: { phase: 'move', turn: 'yours' },
      targets: [{ select: { who: 'you', kinds: ['unit'], where: { kinds: ['site'], label: 'Port', at: 'elsewhere' } } }],
      effect: [{ do: 'move', card: { target: 0 }, to: 'here' }] }] },
  // Overburdened: the hand size is read as it resolves (EX-EFF-03); its cards are picked by the
  // game's seeded generator.
  '1U285': { abilities: [
    { kind: 'onPlay', mode: 'used', effect: [{ do: 'if', cond: { compare: [{ cards: 'hand', who: 'opponent' }, '>=', 13] },
      then: [{ do: 'keepAtRandom', who: 'opponent', keep: 8 }] }] },
    { kind: 'onPlay', mode: 'lost', effect: [{ do: 'mayPay', cost: { pay: 4 }, then: [
      { do: 'revealHand', who: 'opponent' }, { do: 'loseTitle', who: 'opponent', copies: 2 }] }] },
  ] },
  // Long Way Down: moves by abilities are barred too.
  '2R145': { abilities: [{ kind: 'play', rule: { opponentHost: true } }, { kind: 'ongoing', change: { cannot: 'moveHere', who: 'any', except: 'ownMovePhase' } }] },
};
