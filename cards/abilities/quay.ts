// Quay cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Ability, Selector } from '../../src/engine/abilities/vocabulary';
import type { CardAbilities } from './types';

const INVERT_SELF = [{ do: 'invert', card: 'self' }] as const;
const OTHER_CHARACTER_OF_YOURS_HERE: Selector = { who: 'you', kinds: ['character'], at: 'here', other: true };
const PILOTING_1: Ability = { kind: 'keyword', keyword: 'piloting', value: 1 };

const YOUR_KIZEN_IN_BATTLE: Selector = { who: 'you', label: 'Kizen', at: 'inBattle' };

export const QUAY: Record<string, CardAbilities> = {
  // Life Leech (erratum, CARD-28, EX-RUL-08): the additional cost puts your target character, other
  // than your kizen, in the battle at your kizen's location on its owner's used pile.
  '2R133': { abilities: [{ kind: 'onPlay',
    only: { all: [{ count: YOUR_KIZEN_IN_BATTLE },
      { any: [{ not: { card: { target: 0 }, is: { label: 'Kizen' } } }, { count: YOUR_KIZEN_IN_BATTLE, atLeast: 2 }] }] },
    targets: [{ select: { who: 'you', kinds: ['character'], at: 'inBattle' }, paidAsCost: true },
      { select: { kinds: ['character'], at: 'inBattle' } }],
    extraCost: [{ toUsedPile: { target: 0 } }],
    effect: [{ do: 'damage', card: { target: 1 } }] }] },
  // Kayaldi (erratum, CARD-19, EX-RUL-11): a delayed trigger on her next move this turn to a site
  // where the opponent has a character; "that site" is where she moved to.
  '1R239': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ lose: 2 }],
    effect: [{ do: 'nextTime', event: 'moves', card: 'self',
      if: { all: [{ atSite: true }, { count: { who: 'opponent', kinds: ['character'], at: 'here' } }] },
      effect: [{ do: 'revealTop', pile: 'used', count: 2 },
        { do: 'if', cond: { topOfPile: 'used', n: 2, are: { kinds: ['unit'] } }, then: [{ do: 'choice', who: 'you', options: [
          { if: { count: { kinds: ['character'], at: 'here' } },
            effect: [{ do: 'choose', select: { kinds: ['character'], at: 'here' }, as: 0, then: [{ do: 'destroy', card: { target: 0 } }] }] },
          { effect: [] },
        ] }] }] }] }] },
  // Rally Cry
  '1C257': { abilities: [{ kind: 'activated', cost: [{ pay: 3 }],
    effect: [{ do: 'topToHand', pile: 'used', select: { kinds: ['unit'], faction: 'Quay' } }] }] },
  // Katal Inciter
  '1C237': { abilities: [{ kind: 'triggered', on: 'battleWonHere', optional: true, effect: [{ do: 'topToHand', pile: 'used' }] }] },
  // Luhus Mauler
  '1C244': {
    abilities: [{ kind: 'activated', cost: [{ pay: 5 }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'triggered', on: 'inverted', if: { inBattle: true }, optional: true,
      targets: [{ select: { kinds: ['unit'], at: 'here' } }], effect: [{ do: 'damage', card: { target: 0 } }] }],
  },
  // Makal Shrieker
  '1C248': { abilities: [{ kind: 'activated', cost: [{ pay: 3 }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 2 }, to: 'self' } }] }] },
  // Torrid Katal
  '1C271': {
    abilities: [{ kind: 'activated', cost: [{ pay: 2 }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 2 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { attrition: 1, at: 'here' } }] }],
  },
  // Frenzied Luhus
  '1U231': {
    abilities: [{ kind: 'activated', cost: [{ pay: 3 }, { toUsedPile: OTHER_CHARACTER_OF_YOURS_HERE }, { toUsedPile: OTHER_CHARACTER_OF_YOURS_HERE }],
      effect: [...INVERT_SELF] }],
    invertedAbilities: [],
  },
  // Qurim Rager
  '1C256': { abilities: [{ kind: 'ongoing', while: { atSite: true },
    change: { stat: { defense: -2 }, to: { select: { kinds: ['character'], pilot: true, at: 'here' } } } }] },
  // Talkan
  '1PF3': { abilities: [
    { kind: 'activated', bullets: 1, cost: [{ handToUsed: 2 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    // "Target character you have here": Talkan himself too (the card does not say "other").
    { kind: 'activated', bullets: 1, targets: [{ select: { who: 'you', kinds: ['character'], at: 'here' }, paidAsCost: true }],
      cost: [{ toUsedPile: { target: 0 } }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 2 }, to: 'self' } }] }] },
  // Volt Scrounge: its inversion trigger is printed on the upright side; the engine reads a
  // card's abilities after it turns, so the trigger sits with the inverted side to see it.
  '1U273': {
    abilities: [{ kind: 'activated', targets: [{ select: OTHER_CHARACTER_OF_YOURS_HERE, paidAsCost: true }],
      cost: [{ toUsedPile: { target: 0 } }], effect: [...INVERT_SELF] }],
    invertedAbilities: [{ kind: 'triggered', on: 'inverted',
      effect: [{ do: 'pay', who: 'opponent', count: 2 }, { do: 'activate', count: 2, upTo: true }] }],
  },
  // Revenge
  '1U260': { abilities: [{ kind: 'onPlay', effect: [{ do: 'lose', who: 'opponent', count: 2, from: 'reserve' }] }] },
  // The Beckoning
  '1C270': { abilities: [{ kind: 'onPlay', effect: [{ do: 'search', pile: 'used', select: { label: 'Inverter' }, to: 'hand', shuffle: true }] }] },
  // Ilna Hekaton
  '1C235': { abilities: [{ kind: 'triggered', on: 'entersPlay', effect: [{ do: 'pay', who: 'opponent', count: 1 }] }] },
  // Qurim Life Ship
  '1C255': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } }] },
  // Tahka Life Ship
  '1C268': { abilities: [{ kind: 'ongoing', change: { charactersFreeAboard: true } },
    { kind: 'activated', cost: [{ toUsedPile: { kinds: ['unit'], at: 'aboardThis' } }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 1 }, to: 'self' } }] }] },
  // Luhus Dalaka
  '1C243': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 0 }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'siteBattleHere', statBelow: { defense: 5 } } }],
    effect: [{ do: 'mayPayAmount', amount: { destiny: 'you' }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Traginium Hoard
  '2U141': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], only: { phase: 'control', turn: 'yours' },
    effect: [{ do: 'if', cond: { all: [{ battlegroundsControlled: 'you', atLeast: 3 }, { compare: [{ stackedOnSelf: true }, '<', 2] }] },
      then: [{ do: 'lose', who: 'opponent', count: 1, stackOn: 'self' }] }] }] },
  // Ilna Guide
  '2C128': { abilities: [PILOTING_1, { kind: 'ongoing', while: { atSector: true },
    change: { stat: { tactics: -1 }, to: { select: { kinds: ['ship'], at: 'here', piloted: false } } } }] },
  // Quay Navigator (erratum, CARD-21)
  '1U252': { abilities: [PILOTING_1, { kind: 'activated', cost: [{ toUsedPile: 'self' }],
    targets: [{ pending: 'drain', select: { at: 'relatedLocation' } }], effect: [{ do: 'cancel', target: 0 }] }] },
  // Tahka Chuluk Squad
  '1U266': { abilities: [{ kind: 'triggered', on: 'battleWonHere', if: { atSite: true },
    effect: [{ do: 'mayPay', cost: { pay: 1 }, then: [{ do: 'lose', who: 'opponent', count: 1 }] }] }] },
  // Ravagers
  '2C136': { abilities: [{ kind: 'ongoing', while: { all: [{ stackedOnYourStockpile: true }, { atSite: true }] },
    change: { attrition: 3, at: 'here' } }] },
  // Rakat
  '2U135': { abilities: [PILOTING_1, { kind: 'triggered', on: 'destroyed',
    effect: [{ do: 'mayPay', cost: { pay: 2 }, then: [{ do: 'toHand', card: 'self' }] }] }] },
  // Tahka Assault Craft
  '2U140': { abilities: [{ kind: 'triggered', on: 'entersPlay', optional: true,
    if: { all: [{ atSector: true }, { supportIconsHere: 'you', atMost: 0 }] },
    effect: [{ do: 'search', pile: 'used', to: 'hand', shuffle: true }] }] },
};
