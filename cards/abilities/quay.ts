// Quay cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Selector } from '../../src/engine/abilities/vocabulary';
import { piloting, quickdraw, SITE, AT_SITE, AT_SECTOR, IN_BATTLE, supportIconsHere } from './common';
import type { CardAbilities } from './types';

const INVERT_SELF = [{ do: 'invert', card: 'self' }] as const;
const OTHER_CHARACTER_OF_YOURS_HERE: Selector = { who: 'you', kinds: ['character'], at: 'here', other: true };
const PILOTING_1 = piloting(1);

const YOUR_KIZEN_IN_BATTLE: Selector = { who: 'you', label: 'Kizen', inBattle: true };

export const QUAY: Record<string, CardAbilities> = {
  // Life Leech (erratum, CARD-28, EX-RUL-08): the additional cost puts your target character, other
  // than your kizen, in the battle at your kizen's location on its owner's used pile.
  '2R133': { abilities: [{ kind: 'onPlay',
    only: { all: [{ count: YOUR_KIZEN_IN_BATTLE },
      { any: [{ not: { card: { target: 0 }, is: { label: 'Kizen' } } }, { count: YOUR_KIZEN_IN_BATTLE, atLeast: 2 }] }] },
    targets: [{ select: { who: 'you', kinds: ['character'], inBattle: true }, paidAsCost: true },
      { select: { kinds: ['character'], inBattle: true } }],
    extraCost: [{ toUsedPile: { target: 0 } }],
    effect: [{ do: 'damage', card: { target: 1 } }] }] },
  // Kayaldi (erratum, CARD-19, EX-RUL-11): a delayed trigger on her next move this turn, if she moves
  // to a site holding an opposing character; "that site" is where she moved to.
  '1R239': { abilities: [{ kind: 'activated', key: 'watch', bullets: 1, cost: [{ lose: 2 }],
    effect: [{ do: 'nextTime', on: { moved: 'self' },
      if: { all: [AT_SITE, { count: { who: 'opponent', kinds: ['character'], at: 'here' } }] },
      effect: [{ do: 'revealTop', pile: 'used', count: 2 },
        { do: 'if', cond: { compare: [{ cards: 'used', who: 'you', top: 2, matching: { kinds: ['unit'] } }, '=', 2] }, then: [{ do: 'choice', who: 'you', options: [
          { key: 'destroy', if: { count: { kinds: ['character'], at: 'here' } },
            effect: [{ do: 'choose', select: { kinds: ['character'], at: 'here' }, as: 0, then: [{ do: 'destroy', card: { target: 0 } }] }] },
          { key: 'none', effect: [] },
        ] }] }] }] }] },
  // Rally Cry
  '1C257': { abilities: [{ kind: 'activated', key: 'reveal', cost: [{ pay: 3 }],
    effect: [{ do: 'revealTop', pile: 'used', count: 1, take: { kinds: ['unit'], faction: 'Quay' } }] }] },
  // Katal Inciter
  '1C237': { abilities: [{ kind: 'triggered', key: 'reveal', on: { battle: 'won', at: 'here', by: 'you' }, optional: true, effect: [{ do: 'revealTop', pile: 'used', count: 1, take: {} }] }] },
  // Luhus Mauler
  '1C244': {
    abilities: [{ kind: 'activated', key: 'invert', cost: [{ pay: 5 }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'triggered', key: 'damage', on: { inverted: 'self' }, if: IN_BATTLE, optional: true,
      targets: [{ select: { kinds: ['unit'], at: 'here' } }], effect: [{ do: 'damage', card: { target: 0 } }] }],
  },
  // Makal Shrieker
  '1C248': { abilities: [{ kind: 'activated', key: 'power', cost: [{ pay: 3 }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 2 }, to: 'self' } }] }] },
  // Torrid Katal
  '1C271': {
    abilities: [{ kind: 'activated', key: 'invert', cost: [{ pay: 2 }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'activated', key: 'attrition', bullets: 1, cost: [{ pay: 2 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { add: 1, to: 'attrition', at: 'here' } }] }],
  },
  // Frenzied Luhus
  '1U231': {
    abilities: [{ kind: 'activated', key: 'invert', cost: [{ pay: 3 }, { toUsedPile: OTHER_CHARACTER_OF_YOURS_HERE }, { toUsedPile: OTHER_CHARACTER_OF_YOURS_HERE }],
      effect: [...INVERT_SELF] }],
    invertedAbilities: [],
  },
  // Qurim Rager
  '1C256': { abilities: [{ kind: 'ongoing', while: AT_SITE,
    change: { stat: { defense: -2 }, to: { select: { kinds: ['character'], keyword: 'piloting', at: 'here' } } } }] },
  // Talkan
  '1PF3': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ handToUsed: 2 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    // "Target character you have here": Talkan himself too (the card does not say "other").
    { kind: 'activated', key: 'power', bullets: 1, targets: [{ select: { who: 'you', kinds: ['character'], at: 'here' }, paidAsCost: true }],
      cost: [{ toUsedPile: { target: 0 } }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 2 }, to: 'self' } }] }] },
  // Volt Scrounge: its inversion trigger is printed on the upright side; the engine reads a
  // card's abilities after it turns, so the trigger sits with the inverted side to see it.
  '1U273': {
    abilities: [{ kind: 'activated', key: 'invert', targets: [{ select: OTHER_CHARACTER_OF_YOURS_HERE, paidAsCost: true }],
      cost: [{ toUsedPile: { target: 0 } }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'triggered', key: 'pay', on: { inverted: 'self' },
      effect: [{ do: 'pay', who: 'opponent', count: 2 }, { do: 'activate', count: 2, upTo: true }] }],
  },
  // Revenge
  '1U260': { abilities: [{ kind: 'onPlay', effect: [{ do: 'lose', who: 'opponent', count: 2, from: 'reserve' }] }] },
  // The Beckoning
  '1C270': { abilities: [{ kind: 'onPlay', effect: [{ do: 'search', pile: 'used', select: { label: 'Inverter' }, to: 'hand', shuffle: true }] }] },
  // Ilna Hekaton
  '1C235': { abilities: [{ kind: 'triggered', key: 'pay', on: { entersPlay: 'self' }, effect: [{ do: 'pay', who: 'opponent', count: 1 }] }] },
  // Qurim Life Ship
  '1C255': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } }] },
  // Tahka Life Ship
  '1C268': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } },
    { kind: 'activated', key: 'power', cost: [{ toUsedPile: { kinds: ['unit'], at: 'aboard' } }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 1 }, to: 'self' } }] }] },
  // Luhus Dalaka
  '1C243': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 0 }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE, stat: { defense: { atMost: 4 } } } }],
    effect: [{ do: 'mayPay', cost: { pay: { destiny: 'you' } }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Traginium Hoard
  '2U141': { abilities: [{ kind: 'activated', key: 'lose', bullets: 1, cost: [{ pay: 1 }], only: { phase: 'control', turn: 'yours' },
    effect: [{ do: 'if', cond: { all: [{ count: { kinds: ['location'], battleground: true, controlledBy: 'you' }, atLeast: 3 }, { compare: [{ stackedOn: 'self' }, '<', 2] }] },
      then: [{ do: 'lose', who: 'opponent', count: 1, stackOn: 'self' }] }] }] },
  // Ilna Guide
  '2C128': { abilities: [PILOTING_1, { kind: 'ongoing', while: AT_SECTOR,
    change: { stat: { tactics: -1 }, to: { select: { kinds: ['ship'], at: 'here', not: { has: { keyword: 'piloting' } } } } } }] },
  // Quay Navigator (erratum, CARD-21)
  '1U252': { abilities: [PILOTING_1, { kind: 'activated', key: 'cancel', cost: [{ toUsedPile: 'self' }],
    targets: [{ pending: 'drain', select: { at: 'related' } }], effect: [{ do: 'cancel', target: 0 }] }] },
  // Tahka Chuluk Squad
  '1U266': { abilities: [{ kind: 'triggered', key: 'lose', on: { battle: 'won', at: 'here', by: 'you' }, if: AT_SITE,
    effect: [{ do: 'mayPay', cost: { pay: 1 }, then: [{ do: 'lose', who: 'opponent', count: 1 }] }] }] },
  // Ravagers
  '2C136': { abilities: [{ kind: 'ongoing', while: { all: [{ count: { who: 'you', kinds: ['asset'], label: 'Stockpile', stacked: true } }, AT_SITE] },
    change: { add: 3, to: 'attrition', at: 'here' } }] },
  // Rakat
  '2U135': { abilities: [PILOTING_1, { kind: 'triggered', key: 'toHand', on: { lost: 'self', how: 'destroyed' },
    effect: [{ do: 'mayPay', cost: { pay: 2 }, then: [{ do: 'toHand', card: 'self' }] }] }] },
  // Tahka Assault Craft
  '2U140': { abilities: [{ kind: 'triggered', key: 'search', on: { entersPlay: 'self' }, optional: true,
    if: { all: [AT_SECTOR, supportIconsHere('you', '=', 0)] },
    effect: [{ do: 'search', pile: 'used', to: 'hand', shuffle: true }] }] },
  // Makal Claw Beast
  '1C246': { abilities: [{ kind: 'triggered', key: 'search', on: { battle: 'won', at: 'here', by: 'you' },
    effect: [{ do: 'mayPay', cost: { pay: 1 }, then: [{ do: 'search', pile: 'used', to: 'hand', shuffle: true }] }] }] },
  // Katal Dalaka: "pay or lose 2" is the opponent's choice; paying needs 2 in their active pile.
  '1U236': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] },
      then: [{ do: 'damage', card: { target: 0 } }, { do: 'choice', who: 'opponent', options: [
        { key: 'pay', if: { compare: [{ cards: 'active', who: 'opponent' }, '>=', 2] }, effect: [{ do: 'pay', who: 'opponent', count: 2 }] },
        { key: 'lose', effect: [{ do: 'lose', who: 'opponent', count: 2 }] }] }] }] }] },
  // Apparition
  '1R222': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', label: 'Kizen', inBattle: true, where: SITE } }],
    effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: 3 }] }] },
  // Alnak
  '1R221': { abilities: [{ kind: 'ongoing', while: AT_SITE, change: { add: 1, to: 'drain', at: 'relatedSite' } }] },
  // Breaching
  '2U118': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'], not: { keyword: 'piloting' }, where: { kinds: ['sector'] } } }],
    effect: [{ do: 'destroy', card: { target: 0 } }] }] },
  // Deft Attacker
  '2C120': { abilities: [{ kind: 'ongoing', while: { compare: [{ cards: 'used', who: 'you' }, '<=', 1] }, change: { stat: { power: 2, defense: 2 }, to: 'self' } }] },
  // Qurim Dalaka
  '1C254': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you', plus: { count: { who: 'you', kinds: ['weapon'], at: 'here', other: true } } }] },
      then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Hekaton Flametongue
  '2C126': { abilities: [
    { kind: 'ongoing', change: { stat: { power: { count: { kinds: ['location'], at: 'related', controlledBy: 'you' } } }, to: 'host' } },
    { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: { who: 'opponent', kinds: ['ship'], at: 'here', inBattle: true } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] }, then: [{ do: 'damage', card: { target: 0 } }] }] },
  ] },
  // Luhus Commander
  '1C242': { abilities: [{ kind: 'ongoing', while: AT_SITE,
    change: { add: { count: { who: 'you', kinds: ['unit'], inverted: true, at: 'here' } }, to: 'attrition', at: 'here' } }] },
  // Katuka
  '2U131': { abilities: [quickdraw, { kind: 'ongoing', change: { stat: { tactics: -2 }, to: { select: { who: 'opponent', kinds: ['unit'], damaged: true, at: 'here' } } } }] },
  // Kucha (erratum, CARD-20, EX-MOD-04: the highest printed power among the characters here)
  '1U240': { abilities: [{ kind: 'ongoing',
    change: { stat: { power: { stat: 'power', of: { kinds: ['character'], at: 'here' }, take: 'highest', printed: true } }, to: 'self' } }] },
  // Tahka Quarrel (erratum, CARD-22, EX-RUL-05)
  '1U269': { abilities: [{ kind: 'activated', key: 'cancel', cost: [{ toUsedPile: 'self' }],
    targets: [{ pending: 'drain', select: { at: 'related' } }], effect: [{ do: 'cancel', target: 0 }] }] },
  // Reaping
  '1R258': { abilities: [{ kind: 'onPlay', only: { phase: 'control', turn: 'yours' },
    effect: [{ do: 'lose', who: 'opponent', count: { count: { kinds: ['location'], battleground: true, controlledBy: 'you' } } }] }] },
  // Attack Plan
  '2C116': { abilities: [{ kind: 'onPlay', only: { phase: 'control', turn: 'yours' },
    effect: [{ do: 'choose', select: { who: 'you', label: 'Inverter', inverted: false }, as: 0, then: [{ do: 'invert', card: { target: 0 } }] }] }] },
  // Fury
  '1R233': { abilities: [{ kind: 'onPlay', effect: [{ do: 'play', from: 'hand', select: { kinds: ['character'], label: 'Inverter' }, at: 'any' }] }] },
  // Clandestine Team: "move" by an ability, not a movement action (R-ABIL-08).
  '2C119': { abilities: [{ kind: 'activated', key: 'move', bullets: 1, cost: [], only: { phase: 'move', turn: 'yours' },
    effect: [{ do: 'choose', select: { kinds: ['location'], at: 'related' }, as: 0, then: [{ do: 'move', card: 'self', to: { target: 0 } }] }] }] },
  // Spineslinger
  '2R138': { abilities: [
    { kind: 'ongoing', change: { cannot: 'move', to: 'self' } },
    { kind: 'activated', key: 'destroy', cost: [{ dismiss: 'self' }, { lose: 2 }], only: { phase: 'control', turn: 'yours' },
      effect: [{ do: 'each', select: { kinds: ['unit'], at: 'here' }, as: 0, then: [{ do: 'destroy', card: { target: 0 } }] }] },
  ] },
  // Rising Dread
  '1R261': { abilities: [{ kind: 'onPlay',
    effect: [{ do: 'choose', who: 'opponent', select: { who: 'opponent', kinds: ['unit'] }, as: 0, then: [{ do: 'toHand', card: { target: 0 } }] }] }] },
  // Encroaching Hekaton
  '2C121': { abilities: [{ kind: 'triggered', key: 'lose', on: { entersPlay: 'self' },
    effect: [{ do: 'lose', who: 'opponent', count: { count: { who: 'opponent', kinds: ['unit'], at: 'here', not: { keyword: 'piloting' } }, times: 2 } }] }] },
  // Katal Life Ship
  '1R238': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } },
    { kind: 'triggered', key: 'toHand', on: { entersPlay: 'self' }, optional: true, if: { count: { kinds: ['ship'], at: 'here', other: true }, atMost: 0 },
      targets: [{ select: { kinds: ['unit'], at: 'related', where: SITE } }], effect: [{ do: 'toHand', card: { target: 0 } }] }] },
  // Sitka
  '1R263': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ handToUsed: 2 }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'ongoing', while: AT_SITE, change: { add: -4, to: 'totalPower', at: 'here' } },
    { kind: 'triggered', key: 'lose', on: { lost: 'self' }, if: AT_SITE,
      effect: [{ do: 'lose', who: 'opponent', count: { count: { who: 'opponent', kinds: ['unit'], at: 'here' } } }] },
  ] },
  // Intimidation
  '2U129': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['location'], battleground: true } }],
    effect: [{ do: 'pay', who: 'opponent', count: { count: { who: 'you', kinds: ['unit'], label: 'Tahka', at: 'here' }, times: 2 } }] }] },
  // Natural Talent
  '1U250': { abilities: [{ kind: 'play', rule: { opponentHost: true } }, { kind: 'play', rule: { onePerHost: true } },
    { kind: 'ongoing', change: { stat: { tactics: -1 }, to: { select: { who: 'opponent', kinds: ['unit'], at: 'here' } } } },
    { kind: 'triggered', key: 'dismiss', on: { controls: 'here', by: 'opponent' }, effect: [{ do: 'dismiss', card: 'self' }] }] },
  // Arhnaknak
  '1R223': {
    abilities: [{ kind: 'activated', key: 'invert', cost: [{ lose: 3 }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'triggered', key: 'destiny', on: { battle: 'destinyEnds', at: 'here' }, inStep: true, if: AT_SITE,
      effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }] }],
  },
  // Suppressed
  '2R139': { abilities: [{ kind: 'activated', key: 'lose', bullets: 1, cost: [{ pay: 2 }],
    only: { all: [{ phase: 'control', turn: 'yours' }, { count: { kinds: ['site'], battleground: true, controlledBy: 'you' } },
      { count: { kinds: ['sector'], battleground: true, controlledBy: 'you' } }] },
    effect: [{ do: 'lose', who: 'opponent', count: 2 }] }] },
  // Luhus Spearhead
  '2C134': {
    abilities: [{ kind: 'activated', key: 'invert', cost: [{ pay: 2 }], targets: [{ select: { kinds: ['character'], keyword: 'quickdraw', at: 'here' } }], effect: [...INVERT_SELF] }],
    invertedAbilities: [],
  },
  // Lahrik
  '2R132': {
    abilities: [{ kind: 'triggered', key: 'invert', on: { lost: { who: 'opponent', kinds: ['unit'], at: 'here' } }, optional: true, effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'activated', key: 'revert', bullets: 1, cost: [{ invertSelf: true, undo: true }], effect: [{ do: 'lose', who: 'opponent', count: 1 }] }],
  },
  // Tahka Disruptor
  '1R267': { abilities: [{ kind: 'ongoing', while: { card: 'self', is: { thisTurn: { entered: true } } },
    change: { stat: { tactics: -1 }, to: { select: { kinds: ['unit'], at: 'here' } } } }] },
  // Anakatika
  '2U115': { abilities: [{ kind: 'activated', key: 'power', bullets: 3, cost: [{ handToUsed: 2 }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 1 }, to: 'self' } }] }] },
  // Luhustika
  '1R245': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } }, { kind: 'ongoing', change: { add: 1, to: 'drain', at: 'related' } }] },
  // Extraction
  '2R122': { abilities: [
    { kind: 'triggered', key: 'stack', on: { entersPlay: 'self' }, effect: [{ do: 'stack', reserveOf: 'opponent' }] },
    { kind: 'triggered', key: 'lose', on: { lost: { who: 'opponent', sameTitleAsStacked: true } }, effect: [{ do: 'lose', who: 'opponent', count: 3 }] },
  ] },
  // Sitkatika Hekaton
  '1C264': { abilities: [{ kind: 'activated', key: 'damage', cost: [{ damage: 'self' }, { pay: 4 }],
    targets: [{ select: { who: 'opponent', kinds: ['ship'], at: 'here', inBattle: true } }], effect: [{ do: 'damage', card: { target: 0 } }] }] },
  // Frozen by Fear: for both players' plays.
  '1U232': { abilities: [{ kind: 'onPlay', effect: [{ do: 'lasting', until: 'endOfTurn',
    change: { costs: 2, to: 'play', who: 'any', of: { kinds: ['ship', 'unit'], where: { kinds: ['location'], such: { count: { who: 'you', label: 'Kizen', at: 'related' } } } } } }] }] },
  // Makaltika
  '1U249': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } },
    { kind: 'ongoing', change: { costs: 1, to: 'play', who: 'opponent', of: { kinds: ['unit'], at: 'related', where: SITE } } }] },
  // Conservation
  '1R228': { abilities: [{ kind: 'play', rule: { onePerHost: true } }, { kind: 'activated', key: 'activate', bullets: 1,
    targets: [{ select: { who: 'you', kinds: ['character'], at: 'here', inBattle: true, where: SITE }, paidAsCost: true }],
    cost: [{ damage: { target: 0 } }], effect: [{ do: 'activate', count: { energyCost: { target: 0 }, times: 2 } }] }] },
  // Makal Dalaka: the opponent picks paying or losing, and can pick paying only with the energy to do it.
  '1C247': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 2 }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] }, then: [
      { do: 'damage', card: { target: 0 } },
      { do: 'choice', who: 'opponent', options: [
        { key: 'pay', if: { compare: [{ cards: 'active', who: 'opponent' }, '>=', { energyCost: { target: 0 } }] },
          effect: [{ do: 'pay', who: 'opponent', count: { energyCost: { target: 0 } } }] },
        { key: 'lose', effect: [{ do: 'lose', who: 'opponent', count: { energyCost: { target: 0 } } }] }] }] }] }] },
  // Abominable Presence
  '1U220': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', label: 'Kizen', where: SITE } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', at: { target: 0 }, change: { add: -1, to: 'drain', who: 'opponent', at: 'related' } }] }] },
  // Banak Ilnasit
  '2R117': { abilities: [{ kind: 'triggered', key: 'damage', on: { battle: 'won', at: 'here', by: 'you' }, optional: true,
    targets: [{ select: { kinds: ['unit'], at: 'here', other: true } }],
    effect: [{ do: 'damage', card: { target: 0 } }, { do: 'choice', who: 'you', options: [
      { key: 'undamage', effect: [{ do: 'damage', card: 'self', undo: true }] }, { key: 'stay', effect: [] }] }] }] },
  // Recovery: the ability it gives its ship is read here, from the ship's side.
  '1R259': { abilities: [{ kind: 'ongoing',
    while: { count: { who: 'you', kinds: ['ship'], at: 'here', not: { label: 'Infiltrator' } }, exactly: 0 },
    change: { cannot: 'attack', who: 'any' } },
    { kind: 'activated', key: 'toHand', cost: [{ pay: 3 }], effect: [{ do: 'toHand', card: 'host' }] }] },
  // Defiled
  '1U230': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'play', rule: { hostIs: { kinds: ['location'], such: { count: { who: 'you', label: 'Infiltrator', at: 'here' } } } } },
    { kind: 'ongoing', change: { costs: 3, to: 'drain', additional: 'pay', who: 'opponent', of: { kinds: ['location'], at: 'here' } } }] },
  // Kulak: "lost from a battle here" is a unit of yours lost here while a battle is under way here.
  '1R241': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ handToUsed: 2 }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'activated', key: 'save', bullets: 1, cost: [{ lose: 4 }],
      effect: [{ do: 'nextTime', on: { lost: { who: 'you', kinds: ['unit'], other: true, at: 'here' } }, if: { card: 'here', is: { inBattle: true } },
        effect: [{ do: 'toHand', card: 'eventCard' }] }] }] },
  // Chuluktika
  '1U226': { abilities: [{ kind: 'activated', key: 'move', cost: [{ pay: 3 }], only: { not: { phase: 'battle' } },
    targets: [{ select: { kinds: ['vehicle'], at: 'related', where: SITE } }],
    effect: [{ do: 'choose', select: { kinds: ['site'], such: { card: { target: 0 }, is: { at: 'adjacent' } } }, as: 1,
      then: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }] },
  // Flamecutter
  '2R124': {
    abilities: [{ kind: 'triggered', key: 'invert', on: { battle: 'won', at: 'here', by: 'you' }, optional: true,
      if: { compare: [{ cards: 'used', who: 'you' }, '<=', 1] }, effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'ongoing', change: { immuneToAttrition: 'self' } }],
  },
  // Seyaltika
  '1U262': { abilities: [{ kind: 'activated', key: 'move', bullets: 1, cost: [{ lose: 3 }, { handToUsed: 1 }],
    targets: [{ select: { kinds: ['sector'], at: 'elsewhere' } }], effect: [{ do: 'move', card: 'self', to: { target: 0 } }] }] },
  // Waylaid: no duration printed, so the change lasts while the character stays in play.
  '1R274': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['character'], inBattle: true, where: SITE } }],
    effect: [{ do: 'choose', select: { who: 'you', label: 'Kizen', inBattle: true }, as: 1, then: [{ do: 'lasting', fixed: true,
      change: { stat: { power: { stat: 'tactics', of: { target: 1 }, times: -1 }, tactics: { stat: 'tactics', of: { target: 1 }, times: -1 } }, to: { target: 0 } } }] }] }] },
  // Karaktika
  '2R130': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } },
    { kind: 'activated', key: 'dismiss', bullets: 1, cost: [{ lose: 1 }],
      only: { all: [{ phase: 'move', turn: 'yours' }, { compare: [{ cards: 'used', who: 'you' }, '<=', 1] }] },
      effect: [{ do: 'choose', who: 'opponent', by: 'opponent', select: { who: 'opponent', kinds: ['ship'], at: 'here' }, as: 0,
        then: [{ do: 'dismiss', card: { target: 0 } }] }] }] },
  // Hounded: the unit is chosen when the delayed trigger resolves, at the site the character moved to.
  '1R234': { abilities: [{ kind: 'onPlay', effect: [{ do: 'nextTime', on: { moved: { who: 'you', kinds: ['character'] } }, if: AT_SITE,
    effect: [{ do: 'choose', select: { kinds: ['unit'], at: 'here', such: { compare: [{ stat: 'power', of: 'self' }, '<', { stat: 'power', of: 'eventCard' }] } }, as: 0,
      then: [{ do: 'destroy', card: { target: 0 } }] }] }] }] },
  // Cloak of Fear: "the kizen" is the card that moved.
  '1R227': { abilities: [{ kind: 'play', rule: { onePerHost: true } },
    { kind: 'activated', key: 'watch', bullets: 1, cost: [{ pay: 0 }], effect: [{ do: 'nextTime', on: { moved: 'host' }, if: AT_SITE,
      effect: [{ do: 'choose', select: { kinds: ['unit'], at: 'here', such: { compare: [{ stat: 'tactics', of: 'self' }, '<', { stat: 'tactics', of: 'eventCard' }] } }, as: 0,
        then: [{ do: 'toHand', card: { target: 0 } }] }] }] }] },
  // Fill With Fear: the pending drain comes first, so the inverter is read as related to its location.
  '2R123': { abilities: [{ kind: 'onPlay',
    targets: [{ pending: 'drain', select: {} }, { select: { who: 'you', label: 'Inverter', inverted: true, at: 'related' }, paidAsCost: true }],
    extraCost: [{ revert: { target: 1 } }], effect: [{ do: 'cancel', target: 0 }] }] },
  // Hullripper
  '2C127': {
    abilities: [{ kind: 'activated', key: 'invert', bullets: 1, cost: [{ handToUsed: 1, kinds: ['location'], reveal: true }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'activated', key: 'draw', bullets: 1, cost: [{ invertSelf: true, undo: true }],
      effect: [{ do: 'revealTop', pile: 'used', count: 1, take: {} }] }],
  },
  // Armored: the unit's owner decides, after it is lost.
  '1U224': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'triggered', key: 'save', on: { lost: { kinds: ['unit'], at: 'here' } }, forEventPlayer: true,
      effect: [{ do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'toHand', card: 'eventCard' }] }] }] },
  // Defensive Position: the totals are compared before the asset leaves, then it is dismissed.
  '1U229': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'play', rule: { hostIs: { kinds: ['site'], such: { count: { who: 'you', kinds: ['unit'], at: 'here' } } } } },
    { kind: 'triggered', key: 'dismiss', on: { phase: 'draw', moment: 'ends', turn: 'opponents' }, effect: [
      { do: 'if', cond: { compare: [{ stat: 'power', of: { who: 'you', kinds: ['unit', 'ship'], at: 'here' } }, '>', { stat: 'power', of: { who: 'opponent', kinds: ['unit', 'ship'], at: 'here' } }] },
        then: [{ do: 'lose', who: 'you', count: 4 }] },
      { do: 'if', cond: { compare: [{ stat: 'power', of: { who: 'opponent', kinds: ['unit', 'ship'], at: 'here' } }, '>', { stat: 'power', of: { who: 'you', kinds: ['unit', 'ship'], at: 'here' } }] },
        then: [{ do: 'lose', who: 'opponent', count: 4 }] },
      { do: 'dismiss', card: 'self' }] }] },
  // Portent: "here" is where the pending card would enter play; a ship may go to another sector, a
  // unit to a site related to it, and only where it could enter play (R-PEND-05).
  '1R251': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'card', select: { kinds: ['ship', 'unit'] } },
    { select: { either: [{ kinds: ['sector'], at: 'elsewhere' }, { kinds: ['site'], at: 'related' }], takes: { target: 0 } } }],
    effect: [{ do: 'redirect', target: 0, to: 1 }] }] },
  // Tunnels: fewer units than the destiny revealed slip away to a related site.
  '1U272': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['site'] } }, { select: { who: 'you', kinds: ['unit'], at: 'here' }, upTo: 99 }],
    effect: [{ do: 'if', cond: { compare: [{ count: { chosen: 1 } }, '<', { destiny: 'you' }] },
      // The site chosen takes the first target's place: every target from the second on is a unit.
      then: [{ do: 'choose', select: { kinds: ['site'], at: 'related' }, as: 0, then: [{ do: 'move', card: { target: 1 }, to: { target: 0 } }] }] }] }] },
  // Capture
  '1R225': { abilities: [{ kind: 'triggered', key: 'stack', on: { entersPlay: 'self' }, effect: [{ do: 'stack', reserveOf: 'opponent' }] },
    { kind: 'ongoing', change: { cannot: 'play', who: 'any', of: { sameTitleAsStacked: true } } },
    { kind: 'play', rule: { stackedLeaveTo: 'used' } }] },
  // Rousing Leap
  '2R137': { abilities: [{ kind: 'onPlay', extraCost: [{ loseFromHand: 5 }], effect: [{ do: 'usedPile', usedPile: 'hand', who: 'you' }] }] },
  // Flare of Rage: the target player is chosen as a choice between the two.
  '2U125': { abilities: [{ kind: 'onPlay', effect: [{ do: 'choice', who: 'you', options: [
    { key: 'mine', effect: [{ do: 'usedPile', usedPile: 'reserve', who: 'you' }] },
    { key: 'theirs', effect: [{ do: 'usedPile', usedPile: 'reserve', who: 'opponent' }] }] }] }] },
  // Qurim Ahmak: any other unit lost here, yours or theirs; it is played from its owner's lost pile.
  '1R253': { abilities: [{ kind: 'triggered', key: 'take', on: { lost: { kinds: ['unit'], at: 'here', other: true } }, if: AT_SITE,
    effect: [{ do: 'mayPay', cost: { pay: 7 }, then: [{ do: 'playAsYours', card: 'eventCard', at: 'here', free: true }] }] }] },
  // Spite: "that location" is the target location; the drain must take at least one card.
  '1R265': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['location'] } }, { select: { kinds: ['ship', 'unit'], at: 'here' } }],
    effect: [{ do: 'nextTime', on: { drained: 'here', by: 'opponent' }, if: { compare: [{ eventValue: 'drain' }, '>=', 1] }, effect: [{ do: 'toHand', card: { target: 1 } }] }] }] },
};
