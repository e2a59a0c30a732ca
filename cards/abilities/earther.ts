// Earther cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Effect, Selector } from '../../src/engine/abilities/vocabulary';
import { size, transport, piloting, quickdraw, SITE, AT_SITE, AT_SECTOR, IN_BATTLE, BEFORE_DESTINY } from './common';
import type { CardAbilities, CardAbility } from './types';


/** Your ships and units here, and your opponent's. */
const YOURS_HERE: Selector = { who: 'you', kinds: ['unit', 'ship'], at: 'here' };
const THEIRS_HERE: Selector = { who: 'opponent', kinds: ['unit', 'ship'], at: 'here' };
const UNITS_YOURS_HERE: Selector = { who: 'you', kinds: ['unit'], at: 'here' };
const UNITS_THEIRS_HERE: Selector = { who: 'opponent', kinds: ['unit'], at: 'here' };
/** A ship weapon's shot: once a turn, pay 1: damage a target opposing ship in a battle here if its
 * defense < D + the number of `counted` cards. */
const shipGun = (counted: Selector): CardAbility => ({ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }],
  targets: [{ select: { who: 'opponent', kinds: ['ship'], at: 'here', inBattle: true } }],
  effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you', plus: { count: counted } }] },
    then: [{ do: 'damage', card: { target: 0 } }] }] });
/** "Any reserve", "target player's reserve": the player chooses whose, then the top cards of it. */
const eitherReserve = (o: Omit<Extract<Effect, { do: 'topCards' }>, 'do' | 'of' | 'count'> & { count?: number }): Effect => ({ do: 'choice', who: 'you', options: [
  { key: 'mine', effect: [{ do: 'topCards', of: 'you', count: 1, ...o }] },
  { key: 'theirs', effect: [{ do: 'topCards', of: 'opponent', count: 1, ...o }] },
] });
/** Entering play, it dismisses a unit of yours at its location (itself if it is the only one). */
const DISMISS_A_UNIT_HERE: CardAbility = { kind: 'triggered', key: 'dismiss', on: { entersPlay: 'self' },
  effect: [{ do: 'choose', select: UNITS_YOURS_HERE, as: 0, then: [{ do: 'dismiss', card: { target: 0 } }] }] };

export const EARTHER: Record<string, CardAbilities> = {
  // Armor Penetrating (EX-BATTLE-09, AMB-20: the units are at the weapon's location, wherever the
  // unit it damaged is)
  '1U3': { abilities: [{ kind: 'onPlay', effect: [{ do: 'nextTime', on: { damaged: { kinds: ['unit'] }, by: { who: 'you', kinds: ['weapon'] } },
    targets: [{ select: { kinds: ['unit'], at: 'byCard' }, upTo: 2 }], effect: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Assault Guru
  '1C4': { abilities: [{ kind: 'ongoing', while: { all: [AT_SITE, { compare: [{ stat: 'tactics', of: YOURS_HERE }, '>', { stat: 'tactics', of: THEIRS_HERE }] }] },
    change: { add: 2, to: 'attrition', at: 'here' } }] },
  // CGC Grunt (erratum, CARD-01)
  '1C7': { abilities: [{ kind: 'ongoing', while: { all: [{ count: UNITS_THEIRS_HERE },
    { compare: [{ stat: 'tactics', of: UNITS_YOURS_HERE, take: 'highest' }, '>', { stat: 'tactics', of: UNITS_THEIRS_HERE, take: 'highest' }] }] },
    change: { stat: { power: 2, defense: 2 }, to: 'self' } }] },
  // Infantry Officer
  '1C32': { abilities: [{ kind: 'ongoing',
    while: { all: [AT_SITE, { count: { who: 'you', kinds: ['character'], at: 'here', stat: { tactics: { atLeast: 3 } } } }] },
    change: { stat: { power: 2 }, to: 'self' } }] },
  // Consigned Trooper
  '1C13': { abilities: [{ kind: 'ongoing', while: { all: [AT_SITE, { count: { who: 'you', kinds: ['vehicle'], at: 'here' } }] },
    change: { stat: { power: 2 }, to: 'self' } }] },
  // Zealous Squad (ruling, CARD-05: dismissed at once with no other unit of yours there)
  '1C55': { abilities: [
    { kind: 'play', rule: { mustHaveOtherUnitHere: true } },
    { kind: 'triggered', key: 'dismiss', on: { entersPlay: 'self' }, effect: [{ do: 'choose', select: { who: 'you', kinds: ['unit'], at: 'here' }, as: 0,
      then: [{ do: 'dismiss', card: { target: 0 } }] }] },
  ] },
  // Entrenched Infantry
  '1U17': { abilities: [
    { kind: 'ongoing', while: AT_SITE, change: { costs: 2, to: 'play', additional: 'lose', who: 'any', of: { kinds: ['unit'], at: 'here' }, at: 'here' } },
    { kind: 'triggered', key: 'lose', on: { drained: 'here', by: 'you' }, if: AT_SITE, effect: [{ do: 'lose', who: 'you', count: 2 }] },
  ] },
  // Collaborative Strike
  '1C11': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', kinds: ['unit'], has: { kinds: ['weapon'] }, inBattle: true, where: SITE } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 4, defense: 4 }, to: { target: 0 } } }] }] },
  // State of Readiness
  '1U46': { abilities: [{ kind: 'onPlay',
    only: { all: [{ card: 'battleLocation', is: { kinds: ['site'] } }, { count: { who: 'you', label: 'Warrior', inBattle: true }, atLeast: 4 }] },
    effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }] }] },
  // Survey Cruiser
  '1C48': { abilities: [{ kind: 'ongoing', change: { add: 1, to: 'attrition', at: 'relatedSite' } }] },
  // GR-Blade
  '1C25': { abilities: [size(2), transport(1), { kind: 'activated', key: 'destiny', cost: [{ pay: 4 }],
    effect: [{ do: 'if', cond: { all: [IN_BATTLE, AT_SITE] }, then: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: 2 }] }] }] },
  // F.L.I.C.
  '1U19': { abilities: [
    { kind: 'ongoing', while: AT_SITE, change: { add: 1, to: 'attrition', at: 'here' } },
    { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<',
        { destiny: 'you', plus: { count: { who: 'you', label: 'Warrior', at: 'here' } } }] },
      then: [{ do: 'damage', card: { target: 0 } }] }] },
  ] },
  // Mouthpiece
  '2C13': { abilities: [quickdraw] },
  // Ranger Watchman
  '2U18': { abilities: [quickdraw, { kind: 'triggered', key: 'power', on: { battle: 'attritionEnds', at: 'here' }, if: { compare: [{ battle: 'attritionLeft', who: 'opponent' }, '>', 0] },
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3 }, to: 'self' } }] }] },
  // Ivan McCarr (ruling: a play uses every support icon of a faction it needs; one more energy a play)
  '1U34': { abilities: [{ kind: 'ongoing', change: { costs: 1, to: 'play', of: {}, who: 'opponent', additional: 'pay', at: 'iconsHere' } }] },
  // Juggernaut Tender
  '1U36': { abilities: [
    { kind: 'ongoing', change: { costs: -1, to: 'move', of: { kinds: ['unit'], at: 'aboard' } } },
    { kind: 'activated', key: 'move', bullets: 1, cost: [{ pay: 3 }],
      targets: [{ select: { kinds: ['vehicle'], at: 'aboard' } }, { select: { kinds: ['site'], at: 'related' } }],
      effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] },
  ] },
  // Venus Garrison Fighter
  '1C53': { abilities: [{ kind: 'ongoing', while: { all: [AT_SECTOR, { card: 'here', is: { titleHas: 'Venus' } }] },
    change: { stat: { power: 2, tactics: 1, defense: 2 }, to: 'self' } }] },
  // Escort Cruiser
  '1C18': { abilities: [{ kind: 'ongoing',
    change: { add: { count: { kinds: ['site'], at: 'related', such: { count: { who: 'you', kinds: ['vehicle'], at: 'here' } } } }, to: 'attrition', at: 'here' } }] },
  // Dagger Juggernaut
  '2C4': {
    abilities: [size(2), transport(1), { kind: 'triggered', key: 'invert', on: { battle: 'won', at: 'here', by: 'you' }, if: AT_SITE, optional: true,
      effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [size(2), transport(1)],
  },
  // Infantry Support Vehicle
  '1C33': { abilities: [size(2), transport(1), { kind: 'activated', key: 'move', cost: [{ pay: 2 }],
    effect: [{ do: 'if', cond: { card: 'battleLocation', is: { kinds: ['site'], at: 'adjacent' } },
      then: [{ do: 'move', card: 'self', to: 'battleLocation' }] }] }] },
  // Dagger Lead
  '2PF1': {
    abilities: [size(2), transport(1), { kind: 'activated', key: 'damage', bullets: 1, cost: [{ invertSelf: true }],
      targets: [{ select: { who: 'you', kinds: ['unit'], other: true, at: 'here', inBattle: true, where: SITE } }],
      effect: [{ do: 'damage', card: { target: 0 }, undo: true }] }],
    invertedAbilities: [size(2), transport(1)],
  },
  // Gorget Cannon
  '2C6': { abilities: [
    { kind: 'ongoing', while: AT_SITE, change: { add: 1, to: 'attrition', at: 'here' } },
    { kind: 'activated', key: 'damage', bullets: 2, cost: [{ pay: 1 }], targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<',
        { destiny: 'you', plus: { count: { who: 'opponent', kinds: ['unit'], at: 'here' } } }] },
      then: [{ do: 'damage', card: { target: 0 } }] }] },
  ] },
  // Jossel Swin
  '1PF1': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ pay: 3 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'ongoing', change: { battleDestinyFromTop: { pay: 3, reveal: 3 } } },
  ] },
  // Horatio Hicks
  '1R27': { abilities: [piloting(3), { kind: 'activated', key: 'immune', bullets: 1, cost: [{ pay: 3 }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] }] },
  // Inca 2
  '1R31': { abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['unit'], keyword: 'piloting', at: 'aboard' } },
    change: { add: 2, to: 'attrition', at: 'here' } }] },
  // Sidearm: "this character" is the one carrying it.
  '1R44': { abilities: [
    { kind: 'ongoing', while: AT_SITE, change: { add: 1, to: 'attrition', at: 'here' } },
    { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 3 }], targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you', plus: { stat: 'tactics', of: 'host' } }] },
        then: [{ do: 'damage', card: { target: 0 } }] }] },
  ] },
  // Shift in Tactics
  '1R43': { abilities: [{ kind: 'onPlay', only: BEFORE_DESTINY, targets: [{ select: { who: 'you', kinds: ['unit'], inBattle: true } }],
    effect: [{ do: 'replaceBattleDestiny', amount: { stat: 'tactics', of: { target: 0 } } }] }] },
  // Veteran Pilot
  '1U54': { abilities: [piloting(1), { kind: 'activated', key: 'hold', cost: [{ pay: 4 }], targets: [{ select: { kinds: ['ship'], at: 'here' } }],
    effect: [{ do: 'if', cond: { card: 'shipAboard', is: { label: 'Fighter' } },
      then: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'move', to: { target: 0 } } }] }] }] },
  // Atlantis
  '1R5': { abilities: [{ kind: 'ongoing', change: { add: 2, to: 'totalPower', at: 'relatedSite' } }] },
  // Rev A Shrouds
  '2C20': { abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['asset'], label: 'Stockpile', stacked: true } }, change: { stat: { tactics: 2 }, to: 'self' } }] },
  // Aftermath
  '2U1': { abilities: [{ kind: 'onPlay',
    targets: [{ select: { kinds: ['weapon'], where: { kinds: ['site'], such: { count: { who: 'you', kinds: ['character'], at: 'here', stat: { tactics: { atLeast: 3 } } } } } } }],
    effect: [{ do: 'destroy', card: { target: 0 } }] }] },
  // Level II Guru
  '1C37': { abilities: [{ kind: 'ongoing', while: AT_SITE,
    change: { add: { count: { who: 'you', kinds: ['unit'], at: 'here', stat: { tactics: { atLeast: 3 } } } }, to: 'attrition', at: 'here' } }] },
  // Chan Whitmer
  '1R8': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ lose: 1 }],
    targets: [{ select: { kinds: ['vehicle'], at: 'here', inBattle: true, where: SITE } }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Advanced Research
  '1U1': { abilities: [{ kind: 'ongoing', change: { stat: { power: 2, tactics: 2 }, to: 'host' } }] },
  // Luna Garrison Fighter
  '1C39': { abilities: [{ kind: 'ongoing', while: { all: [AT_SECTOR, { card: 'here', is: { titleHas: 'Luna' } }] },
    change: { stat: { power: 2, tactics: 1, defense: 2 }, to: 'self' } }] },
  // Grav Operator
  '1U24': { abilities: [{ kind: 'ongoing', while: { all: [AT_SITE, { count: { who: 'you', kinds: ['unit'], at: 'here', stat: { tactics: { atLeast: 5 } } } }] },
    change: { stat: { power: 4 }, to: 'self' } }] },
  // Heavy Juggernaut (ruling, CARD-02: with no other unit of yours there it dismisses itself)
  '1U26': { abilities: [size(2), transport(1), DISMISS_A_UNIT_HERE] },
  // Howler's Blades (ruling, CARD-03, as Heavy Juggernaut)
  '1R29': { abilities: [size(2), transport(1), DISMISS_A_UNIT_HERE] },
  // Hostilities Unleashed (ruling: "could attack" is the moment, not a location to attack): the
  // attack it makes may be at a location already attacked this phase.
  '1R28': { abilities: [{ kind: 'onPlay', only: { couldAttack: true }, targets: [{ select: { kinds: ['location'], thisTurn: { battled: true } } }],
    effect: [{ do: 'attack', at: { target: 0 } }] }] },
  // James Howler
  '1R35': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ pay: 3 }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'ongoing', while: AT_SITE, change: { add: { count: { who: 'you', kinds: ['vehicle'], at: 'here' } }, to: 'attrition', at: 'here' } },
  ] },
  // Crossfire
  '1R15': { abilities: [{ kind: 'onPlay', only: { card: 'battleLocation', is: SITE },
    effect: [{ do: 'add', to: 'attrition', who: 'you', amount: { count: { who: 'you', label: 'Warrior', inBattle: true } } }] }] },
  // First Aid
  '1U22': { abilities: [{ kind: 'activated', key: 'prevent', bullets: 1, cost: [{ pay: 4 }], targets: [{ select: { who: 'you', kinds: ['unit'] } }],
    effect: [{ do: 'preventNext', card: { target: 0 }, undamage: true }] }] },
  // Patch Job
  '2C15': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', kinds: ['unit'] } }],
    effect: [{ do: 'preventNext', card: { target: 0 }, undamage: true }] }] },
  // Defensive Grid: "that battle's location" is read from the location itself.
  '2C5': { abilities: [{ kind: 'onPlay',
    only: { card: 'battleLocation', is: { such: { compare: [{ icons: 'support', who: 'you', here: true }, '>', 1] } } },
    effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }] }] },
  // Shadowsurfer
  '2R22': { abilities: [{ kind: 'keyword', keyword: 'captain', title: 'Rogan Hallard' },
    { kind: 'ongoing', change: { cannot: 'beTargeted', to: 'self', who: 'opponent' } }] },
  // Rogan Hallard
  '2R21': {
    abilities: [piloting(2), { kind: 'activated', key: 'undamage', bullets: 1, cost: [{ invertSelf: true }],
      targets: [{ select: { who: 'you', kinds: ['character'], at: 'here', inBattle: true } }], effect: [{ do: 'damage', card: { target: 0 }, undo: true }] }],
    invertedAbilities: [piloting(2)],
  },
  // Commerce Authority Fighter
  '1U12': { abilities: [{ kind: 'ongoing', while: IN_BATTLE, change: { costs: 1, to: 'play', of: { kinds: ['interrupt'] }, who: 'opponent' } }] },
  // Disruption
  '1R16': { abilities: [{ kind: 'onPlay', only: { count: { who: 'you', label: 'Kizen' } }, targets: [{ pending: 'ability', select: {} }],
    effect: [{ do: 'cancel', target: 0 }] }] },
  // Inca Fighter
  '2C9': { abilities: [{ kind: 'triggered', key: 'toUsed', on: { entersPlay: 'self' }, optional: true,
    targets: [{ select: { kinds: ['unit'], at: 'here', not: { keyword: 'piloting' } } }], effect: [{ do: 'toPile', card: { target: 0 }, pile: 'used' }] }] },
  // Fighter Support
  '1U20': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'triggered', key: 'destiny', on: { battle: 'destinyEnds', at: 'related' }, inStep: true, if: { card: 'battleLocation', is: SITE },
      effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }] },
    { kind: 'triggered', key: 'dismiss', on: { controls: 'here', by: 'opponent' }, effect: [{ do: 'dismiss', card: 'self' }] }] },
  // CISyn Coordinators
  '2C3': { abilities: [{ kind: 'activated', key: 'look', bullets: 1, cost: [{ pay: 1 }], effect: [eitherReserve({})] }] },
  // Sheria Coreg
  '2R23': { abilities: [
    { kind: 'triggered', key: 'look', on: { entersPlay: 'self' }, optional: true, effect: [eitherReserve({ put: { to: 'reserveBottom', n: 1, upTo: true } })] },
    { kind: 'activated', key: 'bottom', bullets: 1, cost: [{ pay: 1 }], effect: [eitherReserve({ unseen: true, put: { to: 'reserveBottom', n: 1 } })] },
  ] },
  // Piggyback
  '2R16': { abilities: [{ kind: 'onPlay', only: { count: { who: 'you', kinds: ['character'], label: 'CISyn', where: { kinds: ['location'], battleground: true } } },
    effect: [eitherReserve({ reveal: true, put: { to: 'usedTop', n: 1, upTo: true } })] }] },
  // Untold Power of Visions
  '1R51': { abilities: [{ kind: 'play', rule: { onePerHost: true } },
    { kind: 'activated', key: 'look', bullets: 1, cost: [{ pay: 1 }], effect: [eitherReserve({ count: 2, put: { to: 'usedTop', n: 1 } })] }] },
  // Close Support Pilot
  '1C10': { abilities: [piloting(1), { kind: 'triggered', key: 'follow', on: { moved: { kinds: ['ship'] }, from: 'here' }, optional: true,
    if: { card: 'shipAboard', is: { label: 'Fighter' } }, effect: [{ do: 'move', card: 'shipAboard', to: 'eventPlace' }] }] },
  // Headlong Rush
  '2U7': { abilities: [{ kind: 'onPlay',
    targets: [{ select: { who: 'you', kinds: ['vehicle'], where: { kinds: ['site'], such: { card: 'battleLocation', is: { kinds: ['site'], at: 'adjacent' } } } } }],
    effect: [{ do: 'move', card: { target: 0 }, to: 'battleLocation' }] }] },
  // Consultation
  '1R14': { abilities: [{ kind: 'onPlay', only: { phase: 'move', turn: 'yours' },
    targets: [{ select: { kinds: ['vehicle'], where: { kinds: ['site'], such: { compare: [{ stat: 'tactics', of: UNITS_YOURS_HERE }, '>', { stat: 'tactics', of: UNITS_THEIRS_HERE }] } } } }],
    effect: [{ do: 'destroy', card: { target: 0 } }] }] },
  // Howler's Gambit: units first, so those aboard a ship go to the hand rather than being lost with it.
  '2R8': { abilities: [{ kind: 'onPlay', only: { phase: 'move', turn: 'yours' },
    targets: [{ select: { kinds: ['location'], such: { compare: [{ stat: 'tactics', of: YOURS_HERE }, '>', { stat: 'tactics', of: THEIRS_HERE }] } } }],
    effect: [{ do: 'each', select: { kinds: ['unit'], at: 'here' }, as: 1, then: [{ do: 'toHand', card: { target: 1 } }] },
      { do: 'each', select: { kinds: ['ship'], at: 'here' }, as: 1, then: [{ do: 'toHand', card: { target: 1 } }] }] }] },
  // Traginium Surplus
  '2U25': { abilities: [{ kind: 'activated', key: 'stockpile', bullets: 1, cost: [{ pay: 1 }],
    effect: [{ do: 'if', cond: { card: 'self', is: { stacked: false } }, then: [{ do: 'lose', who: 'opponent', count: 1, stackOn: 'self' }] }] }] },
  // Watch Your Back
  '2U26': { abilities: [{ kind: 'onPlay',
    effect: [{ do: 'play', from: 'hand', select: { label: 'Kizen' }, at: 'any', costLess: { count: { who: 'you', label: 'Kizen' } } }] }] },
  // Z-Level Gurus: X is chosen and paid as it is played; the one battle under way is at the target.
  '2R29': { abilities: [{ kind: 'onPlay', extraCost: [{ payX: true }], targets: [{ select: { kinds: ['location'], inBattle: true } }],
    effect: [{ do: 'add', to: 'attrition', who: 'you', amount: { noted: 'x' } }] }] },
  // XeLabs Type IV
  '2R27': { abilities: [{ kind: 'activated', key: 'toHand', bullets: 1, cost: [{ lose: 3 }],
    only: { all: [{ phase: 'move', turn: 'yours' }, { not: { card: 'self', is: { thisTurn: { entered: true } } } }] },
    targets: [{ select: { kinds: ['ship'], at: 'here' } }], effect: [{ do: 'toHand', card: { target: 0 } }] }] },
  // Grade 7 Fluid Laser
  '1U23': { abilities: [{ kind: 'ongoing', change: { add: 2, to: 'attrition', at: 'here' } }, shipGun({ who: 'you', kinds: ['ship'], label: 'Capital', at: 'here' })] },
  // LongBow Missile 27-B
  '1U38': { abilities: [{ kind: 'ongoing', change: { add: 1, to: 'attrition', at: 'here' } }, shipGun({ who: 'you', kinds: ['ship'], label: 'Fighter', at: 'here' })] },
  // Syndicate Interference (CARD-43, EX-DRAIN-02): for each unit of the drainer's at the drain's site,
  // the drainer pays 1 or dismisses it.
  '1R49': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'drain', select: {} }],
    effect: [{ do: 'each', select: { who: 'opponent', kinds: ['unit'], at: 'here' }, as: 1, by: 'opponent', then: [{ do: 'choice', who: 'you', options: [
      { key: 'pay', if: { compare: [{ cards: 'active', who: 'you' }, '>=', 1] }, effect: [{ do: 'pay', who: 'you', count: 1 }] },
      { key: 'dismiss', effect: [{ do: 'dismiss', card: { target: 1 } }] }] }] }] }] },
  // Chindon Relk: taken as the battle destiny step ends.
  '2U2': { abilities: [{ kind: 'triggered', key: 'destiny', on: { battle: 'destinyEnds', at: 'here' }, inStep: true, if: AT_SITE,
    effect: [{ do: 'add', to: 'battleDestiny', who: 'you',
      amount: { sum: [{ count: { who: 'you', label: 'Kizen', at: 'here' } }, { count: { who: 'you', label: 'Kizen', at: 'related', where: SITE } }] } }] }] },
  // Orbital Coverage
  '1U41': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'triggered', key: 'casualties', on: { battle: 'won', at: 'related', by: 'opponent' }, if: { card: 'battleLocation', is: SITE },
      effect: [{ do: 'mayPay', cost: { lose: 5 }, then: [{ do: 'lasting', until: 'endOfPhase', at: 'battleLocation', change: { casualtiesAtMost: 0 } }] }] },
    { kind: 'triggered', key: 'dismiss', on: { controls: 'here', by: 'opponent' }, effect: [{ do: 'dismiss', card: 'self' }] }] },
  // Vanguard Trooper
  '1R52': { abilities: [{ kind: 'activated', key: 'play', cost: [], only: { phase: 'deploy', turn: 'yours' },
    effect: [{ do: 'play', from: 'hand', select: { kinds: ['unit'] }, at: 'any', to: { kinds: ['site'], at: 'related' }, costLess: 1 }] }] },
  // Optical Delusion
  '2U14': { abilities: [{ kind: 'onPlay', only: { card: 'battleLocation' },
    effect: [{ do: 'play', from: 'hand', select: { kinds: ['ship', 'unit'], label: 'XeLabs' }, at: 'any', to: { kinds: ['location'], inBattle: true } }] }] },
  // Anticipation
  '1C2': { abilities: [{ kind: 'onPlay', targets: [{ select: { label: 'Kizen' } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { defense: { count: { who: 'you', kinds: ['location'], titleHas: 'Earth' }, times: 3 } }, to: { target: 0 } } }] }] },
  // Informational Advantage (the Ivan McCarr ruling: once a card played)
  '2R10': { abilities: [{ kind: 'triggered', key: 'lose', on: { played: {}, by: 'opponent', usingIcons: 'here' }, effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] },
  // Jylan Rathe
  '2R11': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, only: { all: [AT_SITE, IN_BATTLE] },
    targets: [{ select: { who: 'you', at: 'here', either: [{ label: 'Kizen' }, { label: 'Infiltrator', other: true }] }, paidAsCost: true },
      { select: UNITS_THEIRS_HERE }],
    cost: [{ damage: { target: 0 } }], effect: [{ do: 'damage', card: { target: 1 } }] }] },
  // Inca 1: "aboard this ship" read as the unit is played beneath it.
  '1R30': { abilities: [{ kind: 'ongoing', change: { costs: -2, to: 'play', of: { kinds: ['unit'], keyword: 'piloting', at: 'aboard' } } }] },
  // Sudden Approach
  '1U47': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'card', select: { kinds: ['unit'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'move', to: { target: 0 } } }] }] },
  // Slippery: the ability it gives its character is read here, from the character's side.
  '1R45': { abilities: [{ kind: 'ongoing',
    while: { all: [AT_SITE, { count: { who: 'you', kinds: ['unit'], at: 'here', not: { label: 'Infiltrator' } }, exactly: 0 }] },
    change: { cannot: 'attack', who: 'any' } },
    { kind: 'activated', key: 'toHand', cost: [{ pay: 3 }], effect: [{ do: 'toHand', card: 'host' }] }] },
  // Kneecapped
  '2R12': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'play', rule: { hostIs: { who: 'opponent', kinds: ['unit'], where: { kinds: ['site'], such: { count: { who: 'you', label: 'Infiltrator', at: 'here' } } } } } },
    { kind: 'ongoing', change: { cannot: 'move', to: 'host' } },
    { kind: 'ongoing', change: { add: -1, to: 'drain', who: 'opponent' } }] },
  // CISyn Retaliation: paying 1 (with a kizen at a battleground) to keep it is its Used mode.
  '1R9': { abilities: [{ kind: 'onPlay', mode: 'lost', targets: [{ pending: 'drain', select: {} }], effect: [{ do: 'cancel', target: 0 }] },
    { kind: 'onPlay', mode: 'used', only: { count: { who: 'you', label: 'Kizen', where: { kinds: ['location'], battleground: true } } }, extraCost: [{ pay: 1 }],
      targets: [{ pending: 'drain', select: {} }], effect: [{ do: 'cancel', target: 0 }] }] },
  // Orbital Bombardment
  '1U40': { abilities: [{ kind: 'play', rule: { opponentHost: true } }, { kind: 'activated', key: 'damage', bullets: 1, cost: [{ lose: 2 }],
    targets: [{ select: { kinds: ['unit'], inBattle: true, at: 'here' } }, { select: { kinds: ['sector'], at: 'related' } }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<',
      { sum: [{ destiny: 'you' }, { stat: 'tactics', of: { who: 'you', kinds: ['ship'], such: { card: { target: 1 }, is: { at: 'here' } } } }] }] },
    then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Untapped Mettle: dismissed to pay, it still names the kizen it was beneath (the host when used).
  '1R50': { abilities: [{ kind: 'play', rule: { onePerHost: true } },
    { kind: 'activated', key: 'boost', cost: [{ dismiss: 'self' }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3 }, to: 'host' } },
        { do: 'lasting', until: 'endOfTurn', change: { add: 2, to: 'attrition', at: 'here' } }] }] },
  // Blockade
  '1U6': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'ongoing', change: { costs: 1, times: { count: { who: 'you', kinds: ['ship'], at: 'related' } }, to: 'play', who: 'opponent', of: { kinds: ['unit'], at: 'here' } } }] },
  // Pavel Royerk
  '1U42': { abilities: [{ kind: 'ongoing', while: { card: 'self', is: { thisTurn: { moved: false } } }, change: { costs: -1, to: 'move', of: { other: false } } }] },
  // Fire for Effect: the sites are read as each drain resolves, until the end of the turn.
  '1U21': { abilities: [{ kind: 'onPlay', effect: [{ do: 'lasting', until: 'endOfTurn', change: { add: -1, to: 'drain', who: 'opponent',
    where: { kinds: ['site'], such: { count: { kinds: ['site'], at: 'related', such: { count: { who: 'you', kinds: ['vehicle'], at: 'here' } } } } } } }] }] },
  // Pompeii (ruling: any activated ability, of any card and either player, used while a battle is under way here)
  '2U17': { abilities: [{ kind: 'ongoing', while: { card: 'here', is: { inBattle: true } }, change: { costs: 3, to: 'use', who: 'any', of: {} } }] },
  // XeRacer: played at an interrupt's moment only to a sector with a battle, losing 1 as well.
  '2C28': { abilities: [{ kind: 'play', rule: { asInterrupt: true, to: { kinds: ['sector'], inBattle: true }, lose: 1 } }] },
  // Remote Coordinator: X is the kizen's printed tactics (out of play, what changed it is gone).
  '2U19': { abilities: [{ kind: 'triggered', key: 'take', on: { lost: { who: 'opponent', label: 'Kizen', at: 'here' }, how: 'destroyed' },
    effect: [{ do: 'mayPay', cost: { pay: { stat: 'tactics', of: 'eventCard', printed: true } }, then: [{ do: 'playAsYours', card: 'eventCard', at: 'here', free: true }] }] }] },
  // Terms of the Deal: its entering play during a battle is when it was played; the casualty
  // reduction does anything only for the loser, once casualties are set (R-BSTEP-20).
  '2R24': { abilities: [{ kind: 'play', rule: { asInterrupt: true } },
    { kind: 'triggered', key: 'casualties', on: { entersPlay: 'self' }, if: { compare: [{ battle: 'casualties', who: 'you' }, '>', 0] }, effect: [{ do: 'add', to: 'casualties', who: 'you', amount: -8 }] },
    { kind: 'ongoing', change: { generate: 2, at: 'action', who: 'opponent' } }] },
};
