// Shi cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Condition, Selector } from '../../src/engine/abilities/vocabulary';
import { FACTIONS } from '../../src/engine/cards/types';
import { piloting, quickdraw, SITE, AT_SITE, AT_SECTOR, IN_BATTLE, supportIconsHere } from './common';
import type { CardAbilities, CardAbility } from './types';

const SHI_ICON_HERE = supportIconsHere('you', '>=', 1, 'Shi');
const power2 = (cond: Condition): CardAbility =>
  ({ kind: 'ongoing', while: cond, change: { stat: { power: 2 }, to: 'self' } });
const THEIR_UNIT_IN_SITE_BATTLE_HERE: Selector = { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE };

export const SHI: Record<string, CardAbilities> = {
  // Quarrel Energy Burst (erratum, CARD-10, EX-RUL-12; the checklist prints its number as 1U98). Its
  // host is a fighter, always at a sector, so a battle here is a sector battle.
  '1U198': { abilities: [{ kind: 'activated', key: 'choice', bullets: 1, cost: [{ handToUsed: 1, kinds: ['ship'], reveal: true }],
    targets: [{ select: { who: 'opponent', kinds: ['ship'], at: 'here', inBattle: true }, chosenByOpponent: true }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'discard', if: { compare: [{ cards: 'hand', who: 'opponent', matching: { kinds: ['ship'] } }, '>=', 1] }, effect: [{ do: 'fromHand', to: 'used', count: 1, who: 'opponent', kinds: ['ship'], reveal: true }] },
      { key: 'destroy', effect: [{ do: 'destroy', card: { target: 0 } }] },
    ] }] }] },
  // Transport Vessel (erratum, CARD-18, EX-RUL-10): a delayed trigger puts the destroyed unit aboard.
  '1R213': { abilities: [{ kind: 'activated', key: 'watch', bullets: 1, cost: [{ pay: 4 }],
    targets: [{ select: { who: 'you', kinds: ['unit'], at: 'related', inBattle: true, where: SITE } }],
    effect: [{ do: 'nextTime', on: { lost: { target: 0 }, how: 'destroyed' }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'self' }] }] }] },
  // Well-concealed Charge
  '1C219': { abilities: [
    { kind: 'play', rule: { opponentHost: true } },
    { kind: 'activated', key: 'totalPower', bullets: 1, cost: [{ pay: 3 }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { add: 4, to: 'totalPower', at: 'here' } }] },
    { kind: 'triggered', key: 'dismiss', on: { controls: 'here', by: 'opponent' }, effect: [{ do: 'dismiss', card: 'self' }] },
  ] },
  // Anant Aeronaut
  '1C166': { abilities: [piloting(3), { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 2 }],
    targets: [{ select: { kinds: ['ship'], at: 'here', inBattle: true } }],
    effect: [{ do: 'if', cond: { card: 'shipAboard', is: { has: { kinds: ['weapon'] } } }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Kizen Sentinel
  '1C189': { abilities: [power2({ count: { who: 'you', label: 'Kizen', at: 'here', other: true } })] },
  // Irama-Vishal
  '1C188': { abilities: [{ kind: 'ongoing', while: supportIconsHere('you', '=', 0), change: { immuneToAttrition: 'self' } }] },
  // Ranarti-Anant
  '1PF4': { abilities: [
    piloting(3),
    { kind: 'activated', key: 'immune', bullets: 1, targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here', other: true }, paidAsCost: true }],
      cost: [{ dismiss: { target: 0 } }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'activated', key: 'move', bullets: 1, cost: [{ pay: 2 }], targets: [{ select: { kinds: ['sector'], inBattle: true } }],
      effect: [{ do: 'if', cond: { all: [{ card: 'shipAboard' }, { not: IN_BATTLE }] },
        then: [{ do: 'move', card: 'shipAboard', to: { target: 0 } }] }] },
  ] },
  // Devanar-Damir
  '1U178': { abilities: [{ kind: 'triggered', key: 'lose', on: { phase: 'battle', moment: 'ends', turn: 'opponents' },
    if: { all: [{ count: { who: 'opponent', kinds: ['unit', 'ship'], at: 'here' } }, { not: { thisTurn: 'attackedHere' } }] },
    effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] },
  // Selfless Protector
  '1C202': { abilities: [
    { kind: 'play', rule: { costLess: 'all', if: SHI_ICON_HERE } },
    { kind: 'ongoing', while: { all: [AT_SITE, SHI_ICON_HERE] }, change: { cannot: 'move', to: 'self' } },
  ] },
  // Sudeva Legionnaire (ruling: the limit counts the cards drawn during one battle)
  '1U207': { abilities: [{ kind: 'triggered', key: 'draw', on: { used: { kinds: ['weapon'], beneath: 'self' }, by: 'you' },
    effect: [{ do: 'draw', count: 3, upTo: true, perBattle: 3 }] }] },
  // Sudeva Quarrel
  '1C208': { abilities: [power2({ all: [AT_SECTOR, { card: 'here', is: { titleHas: 'Seyal' } }] })] },
  // Seyalshi Upholder
  '1C203': { abilities: [power2({ all: FACTIONS.filter((f) => f !== 'Shi').map((f): Condition =>
    ({ compare: [{ icons: 'support', who: 'you', faction: 'Shi' }, '>', { icons: 'support', who: 'you', faction: f }] })) })] },
  // Tilak Quarrel
  '1C212': { abilities: [power2({ all: [AT_SECTOR, supportIconsHere('you', '=', 0, 'Shi')] })] },
  // Squadron Lead
  '1C204': { abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['ship'], at: 'here', other: true }, exactly: 0 },
    change: { stat: { power: { count: { who: 'opponent', kinds: ['ship'], at: 'here' } },
      defense: { count: { who: 'opponent', kinds: ['ship'], at: 'here' } } }, to: 'self' } }] },
  // Assailing Vatarma (erratum, CARD-14: the opponent picks an undamaged unit of theirs, or puts two hand cards on their used pile)
  // The target is theirs to choose at resolution (R-TGT-01), so the ability needs one to exist.
  '1C168': { abilities: [{ kind: 'activated', key: 'choice', bullets: 1, cost: [{ handToUsed: 1 }],
    targets: [{ select: { ...THEIR_UNIT_IN_SITE_BATTLE_HERE, damaged: false }, chosenByOpponent: true }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'discard', if: { compare: [{ cards: 'hand', who: 'opponent' }, '>=', 2] }, effect: [{ do: 'fromHand', to: 'used', count: 2, who: 'opponent' }] },
      { key: 'damage', effect: [{ do: 'damage', card: { target: 0 } }] },
    ] }] }] },
  // Daunting Vatarma: the opponent may answer with two hand cards of one destiny, as the cost was paid.
  '1U177': { abilities: [{ kind: 'activated', key: 'destroy', bullets: 1, cost: [{ revealAlike: 2 }],
    targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'reveal', if: { canReveal: 'opponent', cards: 2, alike: true }, effect: [{ do: 'revealFromHand', who: 'opponent', count: 2, alike: true, toUsed: true }] },
      { key: 'destroy', effect: [{ do: 'destroy', card: { target: 0 } }] },
    ] }] }] },
  // Duress Vatarma
  '1U179': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }],
    targets: [{ select: { ...THEIR_UNIT_IN_SITE_BATTLE_HERE, lower: { stat: 'defense', than: { stat: 'tactics', of: 'host' } } } }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'reveal', if: { canReveal: 'opponent', cards: 1, above: 3 }, effect: [{ do: 'revealFromHand', who: 'opponent', count: 1, above: 3, toUsed: true }] },
      { key: 'damage', effect: [{ do: 'damage', card: { target: 0 } }] },
    ] }] }] },
  // Vishal Vatarma: the card revealed to pay sets the destiny the opponent must beat; theirs stays in hand.
  '1U218': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ handToUsed: 1, reveal: true }],
    targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'reveal', if: { canReveal: 'opponent', cards: 1, above: { paidDestiny: 'first' } }, effect: [{ do: 'revealFromHand', who: 'opponent', count: 1, above: { paidDestiny: 'first' } }] },
      { key: 'damage', effect: [{ do: 'damage', card: { target: 0 } }] },
    ] }] }] },
  // Carabinier
  '2C91': { abilities: [quickdraw] },
  // Ordnance Master
  '1C193': { abilities: [{ kind: 'activated', key: 'boost', bullets: 1, cost: [{ lose: 3 }],
    effect: [{ do: 'if', cond: { card: 'self', is: { has: { kinds: ['weapon'] } } }, then: [
      { do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3, tactics: 3, defense: 3 }, to: 'self' } },
      { do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } },
    ] }] }] },
  // Lifeseeker
  '2C101': { abilities: [{ kind: 'activated', key: 'toHand', bullets: 1, cost: [{ pay: 5 }],
    targets: [{ select: { kinds: ['unit'], damaged: true, other: true, at: 'here' } }], effect: [{ do: 'toHand', card: { target: 0 } }] }] },
  // Cornered
  '2C93': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', kinds: ['weapon'], inBattle: true, where: SITE } }],
    effect: [{ do: 'add', to: 'attrition', who: 'opponent', amount: -4 }] }] },
  // Resolute Quarrel
  '2C106': { abilities: [{ kind: 'triggered', key: 'discard', on: { entersPlay: 'self' }, effect: [{ do: 'fromHand', to: 'used', count: 1, who: 'opponent' }] }] },
  // Tilak House Guard
  '2C110': { abilities: [{ kind: 'triggered', key: 'draw', on: { entersPlay: 'self' }, optional: true, effect: [{ do: 'draw', count: 1 }] }] },
  // Assault Carbine
  '2C89': { abilities: [{ kind: 'activated', key: 'choice', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] },
      then: [{ do: 'choice', who: 'opponent', options: [
        { key: 'destroy', effect: [{ do: 'destroy', card: { target: 0 } }] },
        { key: 'discard', if: { compare: [{ cards: 'hand', who: 'opponent' }, '>=', 1] }, effect: [{ do: 'fromHand', to: 'used', count: 1, who: 'opponent' }] },
      ] }] }] }] },
  // Vishal Quarrel
  '1R216': { abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['ship'], at: 'here', other: true }, atMost: 0 },
    change: { stat: { tactics: 3, defense: 3 }, to: 'self' } }] },
  // Vatarva-Sudeva
  '1R214': { abilities: [{ kind: 'ongoing', change: { immuneToAttrition: 'self' } },
    { kind: 'ongoing', change: { immuneToAttrition: { select: { kinds: ['unit'], at: 'aboard' } } } }] },
  // Tavang-Damir
  '1R211': { abilities: [{ kind: 'ongoing', change: { add: -1, to: 'drain', who: 'opponent', at: 'relatedSite' } }] },
  // Vishal Scout
  '1U217': { abilities: [{ kind: 'keyword', keyword: 'scouting' }] },
  // Claviger
  '2U92': { abilities: [{ kind: 'keyword', keyword: 'scouting' }] },
  // Key Keeper
  '2C100': { abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['asset'], label: 'Stockpile', stacked: true } }, change: { immuneToAttrition: 'self' } }] },
  // Crown Vessel
  '2U95': { abilities: [{ kind: 'activated', key: 'immune', bullets: 1, cost: [{ lose: 2 }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } },
      { do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: { select: { kinds: ['unit'], at: 'aboard' } } } }] }] },
  // Anant Attendant
  '1C167': { abilities: [{ kind: 'ongoing', while: { all: [AT_SITE, { card: 'self', is: { damaged: true } }] },
    change: { immuneToAttrition: { select: { who: 'you', kinds: ['unit'], at: 'here' } } } }] },
  // Few Escape
  '2R98': { abilities: [{ kind: 'onPlay', only: { phase: 'move', turn: 'yours' }, targets: [{ select: { kinds: ['ship'], stat: { power: { atMost: 3 } } } }],
    effect: [{ do: 'destroy', card: { target: 0 } }] }] },
  // Sudeva Escort
  '1U206': { abilities: [{ kind: 'triggered', key: 'lose', on: { battle: 'begins', at: 'here', by: 'you' },
    if: { all: [{ count: { who: 'you', kinds: ['ship'], at: 'here' }, exactly: 1 }, { count: { who: 'opponent', kinds: ['ship'], at: 'here' }, exactly: 1 }] },
    effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] },
  // Reconnoiterer (erratum, CARD-16, EX-RUL-05)
  '1R199': { abilities: [{ kind: 'keyword', keyword: 'scouting' }, { kind: 'activated', key: 'cancel', cost: [{ toUsedPile: 'self' }],
    targets: [{ pending: 'drain', select: { at: 'adjacent' } }], effect: [{ do: 'cancel', target: 0 }] }] },
  // Introversion
  '1R187': { abilities: [{ kind: 'onPlay',
    only: { all: [{ card: 'battleLocation', is: SITE }, { count: { who: 'you', label: 'Kizen', inBattle: true } }, { count: { who: 'you', kinds: ['unit'], inBattle: true }, exactly: 1 }] },
    effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }] }] },
  // Pursuit Just Behind
  '1U197': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'opponent', label: 'Infiltrator', where: { kinds: ['sector'] } } }],
    effect: [{ do: 'destroy', card: { target: 0 } }, { do: 'lose', who: 'opponent', count: 3 }] }] },
  // Close Call
  '1C173': { abilities: [{ kind: 'onPlay', only: { phase: 'move', turn: 'yours' }, targets: [{ select: { who: 'you', kinds: ['ship', 'unit'] } }],
    effect: [{ do: 'toHand', card: { target: 0 } }] }] },
  // Undercurrents
  '2R113': { abilities: [{ kind: 'onPlay', extraCost: [{ lose: 2 }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { add: -1, to: 'drain', who: 'opponent' } }] }] },
  // Incapacitated
  '1U185': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'ongoing', change: { stat: { power: -1, tactics: -1, defense: -1 }, to: 'host' } }] },
  // Hastecurrent Pursuer
  '2C99': { abilities: [{ kind: 'play', rule: { costLess: { count: { who: 'opponent', label: 'Inverter', at: 'related' } } } }] },
  // Rantosh-Anant
  '2R104': { abilities: [piloting(2), { kind: 'ongoing', while: { all: [{ card: 'shipAboard' }, { count: { who: 'opponent', kinds: ['ship'], at: 'here' }, atMost: 0 }] },
    change: { costs: 2, to: 'play', of: { kinds: ['ship'] }, who: 'opponent', additional: 'lose', at: 'here' } }] },
  // Sumadar-Damir
  '1R210': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here', other: true }, paidAsCost: true }],
      cost: [{ dismiss: { target: 0 } }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'activated', key: 'attrition', bullets: 1, cost: [{ pay: 3 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { add: -2, to: 'attrition', at: 'here', who: 'opponent' } }] },
  ] },
  // Hailesh-Damir
  '1R184': { abilities: [{ kind: 'ongoing', while: { all: [AT_SITE, { card: 'self', is: { has: { kinds: ['weapon'] } } }] },
    change: { add: -3, to: 'attrition', at: 'here', who: 'opponent' } }] },
  // Sudeva Warrior
  '1U209': { abilities: [{ kind: 'activated', key: 'destroy', bullets: 1, cost: [{ lose: 4 }], only: { phase: 'battle', after: 'attrition' },
    targets: [{ select: { kinds: ['unit'], damaged: true, at: 'here' } }],
    effect: [{ do: 'if', cond: { all: [AT_SITE, IN_BATTLE] }, then: [{ do: 'destroy', card: { target: 0 } }] }] }] },
  // Premeditated Reaction
  '1R195': { abilities: [{ kind: 'play', rule: { onePerHost: true } }, { kind: 'ongoing', change: { stat: { defense: 1 }, to: 'host' } },
    { kind: 'activated', key: 'casualties', cost: [{ pay: 2 }, { dismiss: 'self' }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { casualtiesAtMost: 0 } }] }] },
  // Fallen Ally
  '1R182': { abilities: [{ kind: 'onPlay', only: { phase: 'battle', after: 'loss' },
    targets: [{ select: { who: 'you', kinds: ['character'], damaged: true, inBattle: true } }], effect: [{ do: 'toPile', card: { target: 0 }, pile: 'used' }] }] },
  // Subjugate
  '1U205': { abilities: [{ kind: 'onPlay',
    targets: [{ select: { kinds: ['unit'], inBattle: true, where: { kinds: ['site'], such: { compare: [{ stat: 'tactics', of: { who: 'you', kinds: ['unit'], at: 'here' } }, '>=',
      { stat: 'tactics', of: { who: 'opponent', kinds: ['unit'], at: 'here' }, times: 2 }] } } } }],
    effect: [{ do: 'damage', card: { target: 0 } }] }] },
  // Reliable Quarrel (ruling CARD-17: free when Amorian Shipyard plays it)
  '1R200': { abilities: [{ kind: 'play', rule: { costLess: 'all', if: { count: { who: 'you', kinds: ['ship'], at: 'here', other: true }, atMost: 0 } } },
    { kind: 'play', rule: { costLess: 'all', via: 'Amorian Shipyard' } },
    { kind: 'ongoing', while: { card: 'self', is: { thisTurn: { entered: true } } }, change: { cannot: 'move', to: 'self' } }] },
  // For the Glory of Seyal
  '1R183': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'ongoing', change: { cannot: 'drain', who: 'opponent', at: 'adjacent' } },
    { kind: 'triggered', key: 'dismiss', on: { controls: 'here', by: 'opponent' }, effect: [{ do: 'dismiss', card: 'self' }] }] },
  // Damir Quarrel (CARD-41, EX-DESTINY-03: both players reveal a destiny)
  '1U176': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 3 }],
    targets: [{ select: { kinds: ['ship'], label: 'Fighter', at: 'here', inBattle: true } }],
    effect: [{ do: 'if', cond: { compare: [
      { sum: [{ stat: 'power', of: { target: 0 } }, { stat: 'defense', of: { target: 0 } }, { destiny: 'opponent' }] }, '<',
      { sum: [{ stat: 'power', of: 'self' }, { stat: 'defense', of: 'self' }, { destiny: 'you' }] }] },
    then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Dhanake-Tilak
  '2R96': { abilities: [{ kind: 'ongoing', change: { stat: { power: { icons: 'support', who: 'you', faction: 'Shi' } }, to: 'self' } },
    { kind: 'ongoing', while: AT_SITE, change: { add: { icons: 'support', who: 'you', faction: 'Shi', times: -1 }, to: 'attrition', at: 'here', who: 'opponent' } }] },
  // Purana-Vishal
  '1R196': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here', other: true }, paidAsCost: true }],
      cost: [{ dismiss: { target: 0 } }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'activated', key: 'damage',
      targets: [{ select: { who: 'you', kinds: ['character'], at: 'here', other: true }, paidAsCost: true },
        { select: { who: 'you', kinds: ['character'], at: 'here', other: true }, paidAsCost: true },
        { select: { kinds: ['character'], at: 'here', inBattle: true, where: SITE } }],
      cost: [{ dismiss: { target: 0 } }, { dismiss: { target: 1 } }], effect: [{ do: 'damage', card: { target: 2 } }] },
  ] },
  // Alcove of Panacea (ruling: asked each time, and only when its player can pay)
  '2U87': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'ongoing', change: { saveFromDestroy: 3, of: { who: 'you', kinds: ['character'], label: 'Tilak', at: 'here' } } }] },
  // Ashmahi-Anant: its piloting is its printed 3 (nothing here changes a character's piloting).
  '2R88': { abilities: [piloting(3), { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 4 }],
    targets: [{ select: { who: 'opponent', kinds: ['ship'], at: 'here', inBattle: true } }],
    effect: [{ do: 'if', cond: { any: [{ compare: [{ stat: 'defense', of: { target: 0 } }, '<', 3] },
      { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { stat: 'tactics', of: 'self' }] }] },
    then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Eavesdropper: "all your units at that site" are those there as it resolves (R-EFF-04).
  '2U97': { abilities: [{ kind: 'onPlay', extraCost: [{ damage: { target: 0 } }],
    targets: [{ select: { who: 'you', kinds: ['unit'], keyword: 'scouting', inBattle: true, where: SITE }, paidAsCost: true }],
    effect: [{ do: 'lasting', until: 'endOfTurn', at: 'battleLocation', change: { immuneToAttrition: { select: { who: 'you', kinds: ['unit'], at: 'here' } } } }] }] },
  // Brief Encounter
  '1U169': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'card', select: { kinds: ['ship'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'addPower', to: { target: 0 } } }] }] },
  // Panacea Provider
  '1C194': { abilities: [{ kind: 'ongoing', while: AT_SITE,
    change: { add: { icons: 'support', who: 'any', faction: 'Shi', related: true, times: -1 }, to: 'attrition', at: 'here', who: 'opponent' } }] },
  // Ore Alembic
  '2C102': { abilities: [{ kind: 'activated', key: 'casualties', bullets: 1, cost: [{ handToUsed: 1, kinds: ['asset'], label: 'Stockpile', pile: 'lost' }],
    targets: [{ select: { kinds: ['location'], inBattle: true, either: [{ at: 'here' }, { at: 'related' }] } }],
    effect: [{ do: 'add', to: 'casualties', who: 'you', amount: -2 }] }] },
  // Energy Conduit
  '1R181': { abilities: [{ kind: 'onPlay',
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { costs: 1, to: 'draw', additional: 'pay', who: 'opponent', of: {} } }] }] },
  // Selsyn Maneuver
  '2U107': { abilities: [{ kind: 'triggered', key: 'lose', on: { damaged: { either: [{ kinds: ['ship'] }, { kinds: ['unit'] }] }, by: 'host' }, forEventPlayer: true,
    effect: [{ do: 'lose', who: 'you', count: 1 }] }] },
  // Ripping Beam
  '1R201': { abilities: [{ kind: 'onPlay', only: { phase: 'move', turn: 'yours' }, extraCost: [{ lose: 4 }],
    targets: [{ select: { kinds: ['ship'], where: { kinds: ['sector'], such: { count: { who: 'you', kinds: ['ship'], at: 'here', has: { kinds: ['weapon'] } } } } } }],
    effect: [{ do: 'destroy', card: { target: 0 } }] }] },
  // Martial Interrogation: the pending card's owner is the opponent who played it.
  '1C190': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'card', select: { kinds: ['ship', 'unit'] } }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { key: 'pay', if: { compare: [{ cards: 'active', who: 'opponent' }, '>=', 2] }, effect: [{ do: 'pay', who: 'opponent', count: 2 }] },
      { key: 'hand', effect: [{ do: 'toHand', card: { target: 0 } }] }] }] }] },
  // Reaper Craft
  '2R105': {
    abilities: [{ kind: 'activated', key: 'invert', bullets: 1, cost: [{ handToUsed: 1, kinds: ['asset'], label: 'Stockpile', pile: 'lost' }],
      effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'activated', key: 'move', bullets: 1, cost: [{ invertSelf: true, undo: true }],
      targets: [{ select: { kinds: ['sector'], at: 'elsewhere' } }], effect: [{ do: 'move', card: 'self', to: { target: 0 } }] }],
  },
  // Protective Fire
  '2U103': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['ship'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: { target: 0 } } },
      { do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: { select: { kinds: ['unit'], beneath: { target: 0 } } } } }] }] },
  // Damir Aeronaut
  '1U175': { abilities: [piloting(2), { kind: 'activated', key: 'immune', bullets: 1, cost: [{ lose: 1 }],
    effect: [{ do: 'if', cond: { card: 'shipAboard', is: { has: { kinds: ['weapon'] } } }, then: [
      { do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'shipAboard' } },
      { do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: { select: { kinds: ['character'], beneath: 'shipAboard' } } } },
      { do: 'lasting', until: 'endOfTurn', change: { stat: { power: 4 }, to: 'shipAboard' } }] }] }] },
  // Easy Prey
  '1U180': { abilities: [{ kind: 'onPlay',
    targets: [{ select: { kinds: ['character'], inBattle: true, where: { kinds: ['site'], such: { count: { who: 'you', kinds: ['character'], at: 'here', has: { kinds: ['weapon'] } } } } } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: -3, defense: -3 }, to: { target: 0 } } },
      { do: 'lasting', until: 'endOfTurn', change: { cannot: 'addTactics', to: { target: 0 } } }] }] },
  // Cerebral Incursion
  '1R171': { abilities: [{ kind: 'ongoing', while: { count: { who: 'opponent', label: 'Kizen', at: 'here' }, atMost: 0 },
    change: { add: -4, to: 'totalTactics', who: 'opponent', at: 'here' } }] },
  // Tilak-Vinisha
  '2R111': {
    abilities: [
      { kind: 'triggered', key: 'invert', on: { entersPlay: { who: 'opponent', kinds: ['ship'], at: 'here' } }, optional: true, effect: [{ do: 'invert', card: 'self' }] },
      { kind: 'triggered', key: 'invertOnMove', on: { moved: { who: 'opponent', kinds: ['ship'], at: 'here' } }, optional: true, effect: [{ do: 'invert', card: 'self' }] },
      { kind: 'triggered', key: 'lose', on: { lost: { who: 'opponent', kinds: ['ship'], at: 'here' } },
        if: { count: { who: 'opponent', kinds: ['ship'], at: 'here' }, atMost: 0 }, effect: [{ do: 'lose', who: 'opponent', count: 3 }] },
    ],
    invertedAbilities: [{ kind: 'triggered', key: 'loseInverted', on: { lost: { who: 'opponent', kinds: ['ship'], at: 'here' } },
      if: { count: { who: 'opponent', kinds: ['ship'], at: 'here' }, atMost: 0 }, effect: [{ do: 'lose', who: 'opponent', count: 3 }] }],
  },
  // Clone Reserves
  '1U172': { abilities: [{ kind: 'onPlay', effect: [{ do: 'search', pile: 'lost', to: 'hand', amongRandom: 3 }] }] },
  // Metamorphose
  '1C191': { abilities: [{ kind: 'ongoing', change: { stat: { tactics: 2 }, to: 'host' } },
    { kind: 'ongoing', change: { gainLabel: 'Kizen', to: 'host' } }, { kind: 'ongoing', change: { immuneToAttrition: 'host' } }] },
  // Ominous Presence (CARD-15, EX-RUL-04): the asset moved, itself or another, goes only where it could
  // be played now (R-ASSET-07).
  '1R192': { abilities: [{ kind: 'play', rule: { onePerHost: true } }, { kind: 'ongoing', change: { stat: { tactics: 1 }, to: 'host' } },
    { kind: 'activated', key: 'give', cost: [{ pay: 2 }],
      targets: [{ select: { kinds: ['asset'], at: 'here' } }, { select: { eligibleHost: { target: 0 } } }],
      effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] },
  // Vestiges
  '1R215': { abilities: [{ kind: 'triggered', key: 'stack', on: { battle: 'won', by: 'you' }, optional: true, effect: [{ do: 'stack', reserveOf: 'you', faceDown: true }] },
    { kind: 'activated', key: 'play', cost: [{ unstack: 3, to: 'used' }], effect: [{ do: 'play', from: 'lost', select: { kinds: ['character'] }, at: 'any', costLess: 3 }] }] },
  // Controlling
  '1R174': { abilities: [{ kind: 'ongoing', while: { all: [{ count: { who: 'you', kinds: ['ship'], where: { kinds: ['sector'] } } },
    { count: { who: 'you', kinds: ['unit'], where: SITE } }] }, change: { drainsEachTurn: 2 } }] },
  // Indiscriminate Strike (EX-MOD-04)
  '1R186': { abilities: [{ kind: 'play', rule: { onePerHost: true } }, { kind: 'ongoing', change: { stat: { power: 2 }, to: 'host' } },
    { kind: 'triggered', key: 'weaken', on: { used: { kinds: ['weapon'], beneath: 'host' }, targeting: { kinds: ['unit'] } },
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: -3, defense: -3 }, to: 'eventCard' } }] }] },
  // Celebrated
  '1R170': { abilities: [{ kind: 'play', rule: { onePerHost: true } },
    { kind: 'ongoing', while: { wonSince: 'you' }, change: { stat: { power: 6 }, to: 'host' } }] },
  // Swiftwave Attacker: only a character with Piloting of its own gains the extra 2.
  '2R108': { abilities: [{ kind: 'keyword', keyword: 'captain', title: 'Ashmahi-Anant' },
    { kind: 'ongoing', change: { gainKeyword: 'piloting', value: 2, ifHas: true, to: { select: { kinds: ['character'], beneath: 'self' } } } }] },
  // Target of Opportunity
  '2U109': { abilities: [{ kind: 'ongoing', change: { gainIcon: 'Shi',
    where: { kinds: ['location'], such: { count: { who: 'you', kinds: ['character'], label: 'Anant', at: 'here' } } } } }] },
  // Crippled (ruling: a location played to the row has no support cost to raise, R-LOC-02)
  '2R94': { abilities: [{ kind: 'ongoing', change: { costs: 1, to: 'support', faction: 'Shi', of: {} } },
    { kind: 'ongoing', change: { stat: { defense: -1 }, to: { select: { who: 'opponent', kinds: ['unit'] } } } }] },
  // Vidanar
  '2R114': { abilities: [{ kind: 'activated', key: 'look', bullets: 1, cost: [{ lose: 1 }],
    effect: [{ do: 'topCards', of: 'you', count: { icons: 'support', who: 'you', faction: 'Shi' }, put: { to: 'hand', n: 1, rest: 'usedTop' } }] }] },
  // Blinding Scream: the opponent names a destiny from their revealed hand; you pick a card of it.
  '2U90': { abilities: [{ kind: 'onPlay', only: { count: { who: 'you', label: 'Kizen' } }, effect: [
    { do: 'revealHand', who: 'opponent' },
    { do: 'nameDestiny', who: 'opponent', then: [{ do: 'takeRevealed', of: 'opponent', destiny: { noted: 'named' } }] },
  ] }] },
  // Traginium Harvest: the locations are read as the opponent's battle phase ends.
  '2U112': { abilities: [{ kind: 'triggered', key: 'stockpile', on: { phase: 'battle', moment: 'ends', turn: 'opponents' },
    if: { count: { kinds: ['location'], such: { all: [{ count: { who: 'you', kinds: ['ship', 'unit'], at: 'here' } },
      { count: { who: 'opponent', kinds: ['ship', 'unit'], at: 'here' } }, { not: { thisTurn: 'attackedHere' } }] } } },
    effect: [{ do: 'if', cond: { compare: [{ stackedOn: 'self' }, '<', 2] }, then: [{ do: 'lose', who: 'opponent', count: 1, stackOn: 'self' }] }] }] },
};
