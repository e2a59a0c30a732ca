// Maverick cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import { size, transport, piloting, quickdraw, SITE, AT_SITE, AT_SECTOR, BEFORE_DESTINY } from './common';
import type { Condition, Cost, Effect, Selector } from '../../src/engine/abilities/vocabulary';
import type { CardAbilities, CardAbility } from './types';

const THEIR_UNIT_IN_SITE_BATTLE_HERE: Selector = { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE };
const THEIR_SHIP_IN_BATTLE_HERE: Selector = { who: 'opponent', kinds: ['ship'], at: 'here', inBattle: true };
/** "Each time <side> reveals a card for battle destiny [here], you may <cost>: make that card's
 * destiny ...; no more than one card's destiny a turn": marked when done. It resolves at once in
 * the step (R-TRIG-04), so the mark is read as each reveal happens. Its key names the side. */
const nudgeDestiny = (side: 'you' | 'opponent', where: Condition | undefined, cost: Cost, change: Effect[]): CardAbility => ({
  kind: 'triggered', key: side === 'you' ? 'mine' : 'theirs', on: { destinyRevealed: side, ...(where ? { at: 'here' as const } : {}) }, inStep: true,
  if: { all: [...(where ? [where] : []), { not: { thisTurn: 'marked', key: 'destiny' } }] },
  effect: [{ do: 'mayPay', cost, then: [{ do: 'mark', key: 'destiny' }, ...change] }],
});
/** This character has a weapon beneath it. */
const ARMED: Condition = { card: 'self', is: { has: { kinds: ['weapon'] } } };


/** Set and Top Pair: at no cost, the top card of your reserve is stacked face up on the asset while
 * it holds five or fewer. With six it would do nothing: it is not offered then (a free ability that
 * does nothing would be offered without end). */
const SIX_AT_MOST: Condition = { compare: [{ stackedOn: 'self' }, '<=', 5] };
const STACK_TOP_UP_TO_SIX: CardAbility = { kind: 'activated', key: 'stack', cost: [], only: SIX_AT_MOST,
  effect: [{ do: 'if', cond: SIX_AT_MOST, then: [{ do: 'stack', reserveOf: 'you' }] }] };

export const MAVERICK: Record<string, CardAbilities> = {
  // Fifth Ace
  '1U125': { abilities: [{ kind: 'onPlay', effect: [{ do: 'fromHand', to: 'reserve', count: 2, who: 'you' }] }] },
  // Vulture
  '1C165': {
    abilities: [{ kind: 'keyword', keyword: 'scouting' }, { kind: 'activated', key: 'invert', cost: [{ pay: 2 }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [],
  },
  // Stinger
  '1C156': { abilities: [size(3), transport(2)] },
  // Nimble Jockey
  '1C141': { abilities: [piloting(2), { kind: 'activated', key: 'power', bullets: 1, cost: [{ pay: 4 }],
    effect: [{ do: 'if', cond: { card: 'shipAboard' },
      then: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: { destiny: 'you' } }, to: 'shipAboard' } }] }] }] },
  // Ore Hound
  '1C142': { abilities: [{ kind: 'ongoing', while: AT_SITE, change: { gainIcon: 'energy' } }] },
  // Sultry Opportunist
  '1U157': { abilities: [{ kind: 'triggered', key: 'retrieve', on: { phase: 'control', moment: 'starts', turn: 'yours' }, effect: [{ do: 'mayPay', cost: { pay: 2 },
    then: [{ do: 'if', cond: { compare: [{ destiny: 'you' }, '>', { destiny: 'opponent' }] }, then: [{ do: 'retrieve', count: 1 }] }] }] }] },
  // Traginium Heist
  '1C160': { abilities: [{ kind: 'onPlay', only: { thisTurn: 'youWonBattle' }, effect: [{ do: 'fromHand', to: 'reserve', count: 2, who: 'opponent' }] }] },
  // Lauded Flyer
  '1C134': { abilities: [piloting(2), { kind: 'triggered', key: 'activate', on: { battle: 'won', at: 'here', by: 'you' }, if: AT_SECTOR,
    effect: [{ do: 'activate', count: 3, upTo: true }] }] },
  // Killer Cait Grimalkin
  '2PF2': { abilities: [piloting(3), { kind: 'activated', key: 'block', bullets: 1, cost: [{ pay: 4 }],
    targets: [{ select: { kinds: ['sector'], at: 'elsewhere' } }],
    effect: [{ do: 'if', cond: AT_SECTOR, then: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'revealBattleDestiny', who: 'opponent' } }] }] }] },
  // Plundering Bandit
  '1C144': {
    abilities: [{ kind: 'triggered', key: 'invert', on: { battle: 'ends', at: 'here', by: 'you' }, effect: [{ do: 'mayPay', cost: { pay: 1 }, then: [{ do: 'invert', card: 'self' }] }] }],
    invertedAbilities: [],
  },
  // Belt Runner
  '2C61': { abilities: [{ kind: 'triggered', key: 'discard', on: { entersPlay: 'self' }, if: { count: { who: 'you', kinds: ['asset'], label: 'Stockpile', stacked: true } }, optional: true,
    effect: [{ do: 'fromHand', to: 'reserve', count: 2, who: 'you', upTo: true }] }] },
  // Widowmaker
  '2C85': {
    abilities: [{ kind: 'activated', key: 'invert', bullets: 1, targets: [{ select: {}, from: 'opponentLost', paidAsCost: true }],
      cost: [{ stackLostOnStockpile: { target: 0 } }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'ongoing', change: { stat: { power: { count: { who: 'you', kinds: ['asset'], label: 'Stockpile', stacked: true },
      times: 3 } }, to: 'self' } }],
  },
  // Cribber (ruling: the energy is the destiny the card counts for, modifiers included)
  '2C65': { abilities: [{ kind: 'triggered', key: 'again', on: { destinyRevealed: 'any', at: 'here' }, inStep: true,
    if: { not: { thisTurn: 'marked', key: 'again' } },
    effect: [{ do: 'mayPay', cost: { pay: { eventValue: 'destiny' } }, then: [{ do: 'mark', key: 'again' }, { do: 'replaceBattleDestiny', another: true }] }] }] },
  // Darkslider
  '2C66': {
    abilities: [{ kind: 'activated', key: 'invert', bullets: 1, cost: [{ pay: 4 }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'triggered', key: 'revert', on: { destinyRevealed: 'you', at: 'here' }, optional: true, inStep: true,
      effect: [{ do: 'invert', card: 'self', undo: true }, { do: 'add', to: 'battleDestiny', who: 'you', amount: 2, revealedCard: true }] }],
  },
  // Raider
  '1U147': { abilities: [{ kind: 'triggered', key: 'activate', on: { entersPlay: 'self' }, optional: true,
    effect: [{ do: 'activate', count: { count: { who: 'opponent', kinds: ['ship'], at: 'here' } } }] }] },
  // Razorjack
  '1C148': {
    abilities: [{ kind: 'triggered', key: 'invert', on: { destinyRevealed: 'you', atLeast: 6 },
      effect: [{ do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'invert', card: 'self' }] }] }],
    invertedAbilities: [],
  },
  // Boxer
  '1U114': { abilities: [size(3), transport(2), { kind: 'triggered', key: 'destiny', on: { destinyRevealed: 'you', at: 'here' }, inStep: true,
    if: { all: [AT_SITE, { not: { thisTurn: 'marked', key: 'destiny' } }] },
    effect: [{ do: 'if', cond: { not: { thisTurn: 'marked', key: 'destiny' } }, then: [{ do: 'mayPay', cost: { pay: 1 },
      then: [{ do: 'mark', key: 'destiny' }, { do: 'add', to: 'battleDestiny', who: 'you', amount: 1, revealedCard: true }] }] }] }] },
  // Traginium Stash
  '2U83': { abilities: [{ kind: 'activated', key: 'lose', bullets: 1, cost: [{ pay: 1 }], only: { phase: 'battle', after: 'destiny' },
    effect: [{ do: 'if', cond: { all: [{ compare: [{ battle: 'destiny', who: 'you' }, '>', { battle: 'destiny', who: 'opponent' }] },
      { compare: [{ stackedOn: 'self' }, '<', 2] }] },
    then: [{ do: 'lose', who: 'opponent', count: 1, stackOn: 'self' }] }] }] },
  // Little Nelly
  '2C76': { abilities: [size(2), transport(2), { kind: 'ongoing', change: { stat: { power: { icons: 'energy', who: 'you', here: true } }, to: 'self' } }] },
  // Zhang Hotrod
  '2U86': { abilities: [size(2), transport(2), { kind: 'triggered', key: 'discard', on: { entersPlay: 'self' }, optional: true,
    effect: [{ do: 'fromHand', to: 'used', count: 2, who: 'you', upTo: true, redraw: true }] }] },
  // Hellcat Aviatrix
  '1C132': { abilities: [piloting(2)] },
  // Sprinkle's Deal
  '1R154': { abilities: [{ kind: 'onPlay', effect: [{ do: 'draw', count: { destiny: 'you' } }] }] },
  // General Bots NAV4
  '1U128': { abilities: [{ kind: 'triggered', key: 'draw', on: { entersPlay: 'self' }, effect: [{ do: 'draw', count: { destiny: 'you' }, upTo: true }] }] },
  // Up the Sleeve
  '1U163': { abilities: [{ kind: 'onPlay', only: BEFORE_DESTINY, effect: [{ do: 'fromHand', to: 'reserve', count: 1, who: 'you', reveal: true }] }] },
  // The Gambler
  '1R158': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ loseRandomFromHand: 1 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'activated', key: 'stack', bullets: 1, cost: [{ pay: 2 }], effect: [{ do: 'fromHand', to: 'reserve', count: 1, who: 'you' }] }] },
  // Jack Wilgress
  '1R133': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ loseRandomFromHand: 1 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'triggered', key: 'destroy', on: { battle: 'powerEnds', at: 'here' }, if: { compare: [{ battle: 'power', who: 'you' }, '=', 21] },
      effect: [{ do: 'each', select: { who: 'opponent', kinds: ['unit'], at: 'here' }, as: 0, then: [{ do: 'destroy', card: { target: 0 } }] }] }] },
  // Cartel Legate
  '1R115': { abilities: [{ kind: 'ongoing', while: AT_SITE, change: { add: 1, to: 'drain' } }] },
  // Bean Counter
  '1C113': { abilities: [{ kind: 'ongoing', while: { compare: [{ cards: 'active', who: 'you' }, '>=', 8] }, change: { stat: { power: 4 }, to: 'self' } }] },
  // Faded (a bullet interrupt: once each turn)
  '1R123': { abilities: [{ kind: 'onPlay', targets: [{ select: { label: 'Kizen' } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { defense: 2 }, to: { target: 0 } } },
      { do: 'lasting', until: 'endOfTurn', change: { cannot: 'beTargeted', to: { target: 0 }, who: 'opponent' } }] }] },
  // Hawk's Wing
  '1U131': { abilities: [{ kind: 'ongoing', change: { cannot: 'loseHandToDrain', who: 'opponent' } }] },
  // Dubious Contact
  '1C121': { abilities: [{ kind: 'triggered', key: 'activate', on: { entersPlay: { who: 'opponent', kinds: ['unit'], at: 'here' } }, if: AT_SITE, optional: true,
    effect: [{ do: 'activate', count: 1 }] }] },
  // Spassky Quickfire II
  '1C153': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you', plus: 1 }] }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Clanton Rev I Missile
  '1U118': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: THEIR_SHIP_IN_BATTLE_HERE }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] },
      then: [{ do: 'damage', card: { target: 0 } }, { do: 'retrieve', count: 1 }] }] }] },
  // Colt-Burton MK. 412: the card revealed goes back on the reserve only when the unit is destroyed.
  '1U120': { abilities: [{ kind: 'activated', key: 'destroy', bullets: 1, cost: [{ pay: 3 }], targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
    effect: [{ do: 'note', amount: { destiny: 'you' }, then: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { noted: 'destiny' }] },
      then: [{ do: 'destroy', card: { target: 0 } }, { do: 'toPile', card: 'revealed', pile: 'reserve' }] }] }] }] },
  // M44 Heavy Plasma Gun
  '1R135': { abilities: [
    { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] }, then: [{ do: 'damage', card: { target: 0 } }] }] },
    { kind: 'activated', key: 'destroy', bullets: 1, cost: [{ pay: 3 }], targets: [{ select: { ...THEIR_UNIT_IN_SITE_BATTLE_HERE, damaged: true } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] }, then: [{ do: 'destroy', card: { target: 0 } }] }] },
  ] },
  // Joker Danniko
  '2R74': { abilities: [quickdraw,
    { kind: 'ongoing', while: ARMED, change: { immuneToAttrition: 'self' } },
    { kind: 'ongoing', while: ARMED, change: { add: 1, to: 'drain' } }] },
  // Careless Cat
  '2U62': { abilities: [quickdraw, { kind: 'ongoing', while: ARMED, change: { generate: 2, at: 'here' } }] },
  // Harried and Harassed
  '1R130': { abilities: [{ kind: 'onPlay', effect: [{ do: 'lasting', until: 'endOfTurn',
    change: { costs: 1, to: 'play', of: { kinds: ['unit'] }, who: 'opponent', additional: 'pay' } }] }] },
  // Do Not Push
  '2U68': { abilities: [{ kind: 'ongoing', change: { costs: 3, to: 'play', of: { kinds: ['interrupt'] }, who: 'any' } }] },
  // Modular Transport
  '1R140': {
    abilities: [{ kind: 'activated', key: 'invert', cost: [{ pay: 6 }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'triggered', key: 'activate', on: { battle: 'begins', at: 'here', by: 'you' },
      if: { count: { who: 'you', kinds: ['ship'], inverted: true, at: 'here', other: true } }, effect: [{ do: 'activate', count: 3, upTo: true }] }],
  },
  // Haggard Hulk
  '1U129': {
    abilities: [{ kind: 'keyword', keyword: 'scouting' }, { kind: 'activated', key: 'invert', cost: [{ pay: 3 }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [],
  },
  // Racing Sloop
  '1C146': {
    abilities: [{ kind: 'triggered', key: 'invert', on: { destinyRevealed: 'you', atLeast: 6 },
      effect: [{ do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'invert', card: 'self' }] }] }],
    invertedAbilities: [{ kind: 'triggered', key: 'destroy', on: { inverted: 'self' }, optional: true,
      targets: [{ select: { kinds: ['ship'], label: 'Fighter', at: 'here', other: true } }], effect: [{ do: 'destroy', card: { target: 0 } }] }],
  },
  // Mercurial
  '1R137': { abilities: [{ kind: 'play', rule: { onePerHost: true } }, { kind: 'activated', key: 'toReserve', bullets: 1, cost: [{ pay: 4 }],
    targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here' } }], effect: [{ do: 'toPile', card: { target: 0 }, pile: 'reserve' }] }] },
  // Inquiry
  '2U73': { abilities: [{ kind: 'triggered', key: 'draw', on: { battle: 'destinyEnds' }, inStep: true, optional: true,
    if: { compare: [{ battle: 'destiny', who: 'you' }, '=', 3] },
    effect: [{ do: 'draw', count: { count: { who: 'you', kinds: ['asset'], label: 'Evidence' } } }] },
    { kind: 'activated', key: 'toReserve', bullets: 1, cost: [], effect: [{ do: 'toPile', card: 'self', pile: 'reserve' }] }] },
  // Reload
  '1U149': { abilities: [{ kind: 'onPlay', effect: [{ do: 'fromHand', to: 'reserveBottom', count: 1, who: 'you' }] }] },
  // "Two-Way" Berson
  '1R162': { abilities: [{ kind: 'ongoing', change: { drainWithYourIcons: true } }] },
  // Death Dealer
  '2C67': {
    abilities: [{ kind: 'activated', key: 'invert', bullets: 1, cost: [{ pay: 4 }],
      effect: [{ do: 'if', cond: { all: [AT_SECTOR, { compare: [{ icons: 'support', who: 'you', faction: 'Maverick', here: true }, '>=', 1] }] }, then: [{ do: 'invert', card: 'self' }] }] }],
    invertedAbilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ invertSelf: true, undo: true }],
      targets: [{ select: { kinds: ['ship'], at: 'here', inBattle: true } }], effect: [{ do: 'damage', card: { target: 0 } }] }],
  },
  // Festering Cargo
  '1R124': { abilities: [{ kind: 'onPlay', effect: [{ do: 'loseFromHand', who: 'opponent', count: 1, kinds: ['interrupt', 'order'], reveal: true }] }] },
  // Flinger Battery
  '1U126': { abilities: [size(3), nudgeDestiny('opponent', AT_SITE, { pay: 1 }, [{ do: 'add', to: 'battleDestiny', who: 'opponent', amount: -1, revealedCard: true }])] },
  // Starhawk: either side's card, one card a turn for both triggers.
  '1U155': { abilities: (['you', 'opponent'] as const).map((side) => nudgeDestiny(side, AT_SITE, { pay: 3 },
    [{ do: 'add', to: 'battleDestiny', who: side, amount: 2, revealedCard: true }])) },
  // Price of the Game: anywhere, +1 or -1.
  '1U145': { abilities: (['you', 'opponent'] as const).map((side) => nudgeDestiny(side, undefined, { lose: 1 },
    [{ do: 'choice', who: 'you', options: [{ key: 'up', effect: [{ do: 'add', to: 'battleDestiny', who: side, amount: 1, revealedCard: true }] },
      { key: 'down', effect: [{ do: 'add', to: 'battleDestiny', who: side, amount: -1, revealedCard: true }] }] }])) },
  // Fuel Theft
  '1C127': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['location'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { gainIcon: 'energy' } }, { do: 'lasting', until: 'endOfTurn', change: { gainIcon: 'energy' } }] }] },
  // Trumped
  '1U161': { abilities: [{ kind: 'onPlay', only: { count: { who: 'you', label: 'Kizen' } }, targets: [{ pending: 'card', select: { kinds: ['interrupt', 'order'] } }],
    effect: [{ do: 'cancel', target: 0 }] }] },
  // Outmaneuvered (CARD-44, EX-ABIL-09)
  '1C143': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'card', select: { kinds: ['interrupt', 'order'] } }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'pay', if: { compare: [{ cards: 'active', who: 'opponent' }, '>=', 1] }, effect: [{ do: 'pay', who: 'opponent', count: 1 }] },
      { key: 'cancel', effect: [{ do: 'cancel', target: 0 }] }] }] }] },
  // UV-IR739
  '1R164': { abilities: [{ kind: 'ongoing', while: AT_SITE, change: { add: -4, to: 'totalPower', at: 'related', who: 'opponent' } }] },
  // Cat's Claw
  '2R63': {
    abilities: [{ kind: 'triggered', key: 'invert', on: { entersPlay: { who: 'you', kinds: ['character'], keyword: 'piloting', at: 'aboard' } }, optional: true,
      effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'keyword', keyword: 'captain', title: 'Killer Cait Grimalkin' },
      { kind: 'activated', key: 'draw', bullets: 1, cost: [{ pay: 3 }], effect: [{ do: 'draw', count: 2 }] }],
  },
  // Reliquaries
  '2U79': { abilities: [{ kind: 'triggered', key: 'hide', on: { battle: 'destinyEnds' }, inStep: true, optional: true,
    if: { compare: [{ battle: 'destiny', who: 'you' }, '=', 5] },
    effect: [{ do: 'fromHand', to: 'reserveBottom', who: 'you', count: { count: { who: 'you', kinds: ['asset'], label: 'Evidence' } } }] },
    { kind: 'activated', key: 'toReserve', bullets: 1, cost: [{ pay: 1 }], effect: [{ do: 'toPile', card: 'self', pile: 'reserve' }] }] },
  // Empty Heart
  '2U69': { abilities: [{ kind: 'triggered', key: 'power', on: { battle: 'destinyEnds' }, inStep: true, optional: true,
    if: { compare: [{ battle: 'destiny', who: 'you' }, '=', 1] }, targets: [{ select: { kinds: ['character'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', fixed: true,
      change: { stat: { power: { count: { who: 'you', kinds: ['asset'], label: 'Evidence' }, times: 3 } }, to: { target: 0 } } }] },
    { kind: 'activated', key: 'toReserve', bullets: 1, cost: [{ pay: 2 }], effect: [{ do: 'toPile', card: 'self', pile: 'reserve' }] }] },
  // Battleaxe Boden: the ship he is aboard moves as a ship's movement would, to another sector (R-MOVE-04), but as a "move" effect.
  '2R59': { abilities: [piloting(2), { kind: 'activated', key: 'move', bullets: 1, cost: [{ pay: 3 }],
    only: { all: [{ phase: 'deploy', turn: 'yours' }, { card: 'shipAboard' }] },
    targets: [{ select: { kinds: ['sector'], at: 'elsewhere' } }], effect: [{ do: 'move', card: 'shipAboard', to: { target: 0 } }] }] },
  // Rugged Empty
  '2U80': {
    abilities: [{ kind: 'triggered', key: 'invert', on: { battle: 'won', at: 'here', by: 'you' }, optional: true, effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'activated', key: 'drain', cost: [{ invertSelf: true, undo: true }],
      targets: [{ pending: 'drain', select: { at: 'here' } }], effect: [{ do: 'boostDrain', target: 0, amount: 2 }] }],
  },
  // Field Report
  '2R70': { abilities: [{ kind: 'onPlay',
    targets: [{ pending: 'drain', select: { where: { kinds: ['location'], such: { compare: [{ icons: 'energy', who: 'you', here: true }, '=', 0] } } } }],
    effect: [{ do: 'boostDrain', target: 0, amount: { count: { who: 'you', kinds: ['asset'], label: 'Evidence' }, plus: 1 } }] }] },
  // Chicken
  '1U116': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'card', select: { kinds: ['unit'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'addPower', to: { target: 0 } } }] }] },
  // Ensnared
  '1R122': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'play', rule: { hostIs: { kinds: ['location'], such: { count: { who: 'opponent', either: [{ kinds: ['ship'] }, { kinds: ['unit'] }], at: 'here' } } } } },
    { kind: 'ongoing', change: { add: 3, to: 'drain' } }] },
  // Accord Negotiation
  '1R111': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'ongoing', change: { costs: 2, to: 'attack', additional: 'lose', who: 'any', of: { kinds: ['location'], at: 'related' } } },
    { kind: 'triggered', key: 'dismiss', on: { controls: 'here', by: 'opponent' }, effect: [{ do: 'dismiss', card: 'self' }] }] },
  // Chameleon
  '2R64': { abilities: [{ kind: 'activated', key: 'activate', bullets: 1, cost: [{ handToUsed: 2, pile: 'lost' }], only: { phase: 'any', turn: 'yours' },
    effect: [{ do: 'activate', count: 3 }] }] },
  // Misty Miller
  '1U138': { abilities: [{ kind: 'activated', key: 'cancel', bullets: 1, cost: [{ pay: 4 }], only: AT_SITE,
    targets: [{ pending: 'attack', select: { at: 'here' } }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'pay', if: { compare: [{ cards: 'active', who: 'opponent' }, '>=', 3] }, effect: [{ do: 'pay', who: 'opponent', count: 3 }] },
      { key: 'cancel', effect: [{ do: 'cancel', target: 0 }] }] }] }] },
  // Clanton Grav Grenade: one destiny, read once, against every unit in the site battle here.
  '1R117': { abilities: [{ kind: 'activated', key: 'damage', cost: [{ dismiss: 'self' }],
    effect: [{ do: 'note', amount: { destiny: 'you' }, then: [{ do: 'each', select: { kinds: ['unit'], at: 'here', inBattle: true, where: SITE }, as: 0,
      then: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { noted: 'destiny' }] }, then: [{ do: 'damage', card: { target: 0 } }] }] }] }] }] },
  // Wagner S70 Plasma Bolter
  '2C84': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you', bottom: true }] }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Mechanic's Grip: the bottom card is revealed first, then the destiny it is compared with.
  '1R136': { abilities: [{ kind: 'onPlay',
    effect: [{ do: 'if', cond: { compare: [{ destiny: 'you', bottom: true }, '=', { destiny: 'you' }] },
      then: [{ do: 'play', from: 'hand', select: {}, at: 'any', costLess: 6 }] }] }] },
  // Ace McCallister: one destiny, read once, picks which of the three boosts applies.
  '1R112': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ loseRandomFromHand: 1 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'activated', key: 'destiny', bullets: 1, cost: [{ pay: 4 }],
      effect: [{ do: 'note', amount: { destiny: 'you' }, then: [
        { do: 'if', cond: { all: [{ compare: [{ noted: 'destiny' }, '>=', 1] }, { compare: [{ noted: 'destiny' }, '<=', 2] }] },
          then: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { defense: 2 }, to: 'self' } }] },
        { do: 'if', cond: { all: [{ compare: [{ noted: 'destiny' }, '>=', 3] }, { compare: [{ noted: 'destiny' }, '<=', 4] }] },
          then: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 2 }, to: 'self' } }] },
        { do: 'if', cond: { all: [{ compare: [{ noted: 'destiny' }, '>=', 5] }, { compare: [{ noted: 'destiny' }, '<=', 6] }] },
          then: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 6, tactics: 6, defense: 6 }, to: 'self' } }] }] }] },
  ] },
  // Begging for Mercy: an empty reserve shows no card, so no number matches.
  '2R60': { abilities: [{ kind: 'onPlay', effect: [{ do: 'nameNumber', max: 7, then: [{ do: 'if',
    cond: { all: [{ compare: [{ cards: 'reserve', who: 'opponent' }, '>=', 1] }, { compare: [{ noted: 'named' }, '=', { topDestiny: 'opponent', top: 1 }] }] },
    then: [{ do: 'draw', count: 5, upTo: true }] }] }] }] },
  // Simple Wager (CARD-13, EX-DESTINY-07): one card in the opponent's reserve gives the total alone;
  // none cancels the effect (R-DESTINY-06). The two cards go back in the order its player chooses.
  '1R151': { abilities: [{ kind: 'onPlay', effect: [{ do: 'nameNumber', max: 14, then: [{ do: 'if',
    cond: { all: [{ compare: [{ cards: 'reserve', who: 'opponent' }, '>=', 1] }, { compare: [{ noted: 'named' }, '=', { topDestiny: 'opponent', top: 2 }] }] },
    then: [{ do: 'lasting', until: 'endOfPhase', change: { movementsAsInMovePhase: true } }] },
  { do: 'reorder', of: 'opponent', count: 2 }] }] }] },
  // Fortune Seeker
  '2C71': { abilities: [{ kind: 'triggered', key: 'reorder', on: { entersPlay: 'self' }, optional: true, effect: [{ do: 'reorder', of: 'you', count: 3 }] }] },
  // Synched Up: one of the three beneath the active pile, one of the two left to the lost pile.
  '2U82': { abilities: [{ kind: 'onPlay', effect: [
    { do: 'topCards', of: 'you', count: 3, reveal: true, put: { to: 'activeBottom', n: 1 } },
    { do: 'topCards', of: 'you', count: 2, reveal: true, put: { to: 'lost', n: 1 } }] }] },
  // Gray Market Middleman
  '2C72': { abilities: [quickdraw, { kind: 'triggered', key: 'reveal', on: { entersPlay: 'self' }, optional: true,
    effect: [{ do: 'revealTop', pile: 'used', count: 1, mayPut: 'reserveTop' }] }] },
  // Max Retros: the inverter reverted is at the pending attack's location ("here" for an interrupt
  // whose first target is a pending attack).
  '2R78': { abilities: [{ kind: 'onPlay',
    targets: [{ pending: 'attack', select: {} }, { select: { who: 'you', kinds: ['ship', 'unit'], label: 'Inverter', inverted: true, at: 'here' }, paidAsCost: true }],
    extraCost: [{ revert: { target: 1 } }], effect: [{ do: 'cancel', target: 0 }] }] },
  // Jovian Standoff: revealed from the reserve for battle destiny, it hears its own reveal.
  '2R75': { abilities: [
    { kind: 'activated', key: 'boost', cost: [{ dismiss: 'self' }], targets: [{ pending: 'drain', select: { at: 'here' } }],
      effect: [{ do: 'if', cond: AT_SITE, then: [{ do: 'boostDrain', target: 0, amount: 3 }] }] },
    { kind: 'triggered', key: 'lose', on: { destinyRevealed: 'you', card: 'self' }, effect: [{ do: 'lose', who: 'you', count: 3 }] },
  ] },
  // Cloud Skipper
  '1U119': { abilities: [size(3), transport(2), { kind: 'triggered', key: 'discard', on: { battle: 'won', at: 'here', by: 'you' },
    if: { all: [AT_SITE, { compare: [{ battle: 'casualties', who: 'opponent' }, '=', 7] }] },
    effect: [{ do: 'loseFromHand', who: 'opponent', count: 3 }] }] },
  // Set: three of a kind damages a unit in a battle.
  '1R150': { abilities: [STACK_TOP_UP_TO_SIX, { kind: 'activated', key: 'damage', bullets: 1, cost: [{ unstack: 3, to: 'lost' }],
    targets: [{ select: { kinds: ['unit'], inBattle: true } }], effect: [{ do: 'if', cond: { paidAlike: 'destiny' }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Top Pair: a pair keeps the opponent from revealing battle destiny for the rest of the turn.
  '1R159': { abilities: [STACK_TOP_UP_TO_SIX, { kind: 'activated', key: 'noDestiny', bullets: 1, cost: [{ unstack: 2, to: 'lost' }],
    effect: [{ do: 'if', cond: { paidAlike: 'destiny' }, then: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'revealBattleDestiny', who: 'opponent' } }] }] }] },
  // Slider
  '1R152': { abilities: [size(2), transport(2), { kind: 'triggered', key: 'loseHand', on: { battle: 'ends', at: 'here' },
    if: { all: [{ card: 'battleLocation', is: SITE }, { compare: [{ battle: 'destinyAtPower', who: 'you' }, '=', 11] }] },
    effect: [{ do: 'loseFromHand', who: 'opponent', count: 'all' }] }] },
  // Modded Type IV
  '1C139': { abilities: [{ kind: 'ongoing', change: { battleDestinyFromTop: { pay: 0, reveal: 1, bottom: true } } }] },
  // Aris Thantos: X is the size of the drain as it resolves.
  '2R58': { abilities: [{ kind: 'triggered', key: 'reveal', on: { drained: 'here', by: 'you' }, optional: true,
    effect: [{ do: 'revealTopLoseOne', of: 'opponent', pile: 'reserve', count: { eventValue: 'drain' }, orderedBy: 'opponent' }] }] },
  // Long Odds: the revealed card sent to the lost pile is chosen as it resolves (it can't be
  // named before it is seen).
  '2R77': { abilities: [{ kind: 'onPlay', effect: [{ do: 'note', amount: { destiny: 'you', bottom: true }, then: [
    { do: 'revealTopLoseOne', of: 'opponent', pile: 'used', count: { noted: 'destiny' }, orderedBy: 'you' }] }] }] },
  // Snap Switch
  '2R81': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['character'], such: { count: { who: 'you', label: 'Kizen', at: 'here' } } } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { switchStats: ['tactics', 'defense'], to: { target: 0 } } }] }] },
};
