// Shi cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Ability, Condition, Selector } from '../../src/engine/abilities/vocabulary';
import type { CardAbilities } from './types';

const piloting = (value: number): Ability => ({ kind: 'keyword', keyword: 'piloting', value });
const quickdraw: Ability = { kind: 'keyword', keyword: 'quickdraw', value: 1 };
const power2 = (cond: Condition): Ability =>
  ({ kind: 'ongoing', while: cond, change: { stat: { power: 2 }, to: 'self' } });
const THEIR_UNIT_IN_SITE_BATTLE_HERE: Selector = { who: 'opponent', kinds: ['unit'], at: 'siteBattleHere' };

export const SHI: Record<string, CardAbilities> = {
  // Quarrel Energy Burst (erratum, CARD-10, EX-RUL-12; the checklist prints its number as 1U98). Its
  // host is a fighter, always at a sector, so a battle here is a sector battle.
  '1U198': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ handToUsed: 1, kinds: ['ship'], reveal: true }],
    targets: [{ select: { who: 'opponent', kinds: ['ship'], at: 'battleHere' }, chosenByOpponent: true }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { if: { handCards: 'opponent', atLeast: 1, kinds: ['ship'] }, effect: [{ do: 'handToUsed', count: 1, who: 'opponent', kinds: ['ship'], reveal: true }] },
      { effect: [{ do: 'destroy', card: { target: 0 } }] },
    ] }] }] },
  // Transport Vessel (erratum, CARD-18, EX-RUL-10): a delayed trigger puts the destroyed unit aboard.
  '1R213': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 4 }],
    targets: [{ select: { who: 'you', kinds: ['unit'], at: 'battleAtRelatedSite' } }],
    effect: [{ do: 'nextTime', event: 'destroyed', card: { target: 0 }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'self' }] }] }] },
  // Well-concealed Charge
  '1C219': { abilities: [
    { kind: 'play', rule: { opponentHost: true } },
    { kind: 'activated', bullets: 1, cost: [{ pay: 3 }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { totalPower: 4, at: 'here' } }] },
    { kind: 'triggered', on: 'opponentControlsHere', effect: [{ do: 'dismiss', card: 'self' }] },
  ] },
  // Anant Aeronaut
  '1C166': { abilities: [piloting(3), { kind: 'activated', bullets: 1, cost: [{ pay: 2 }],
    targets: [{ select: { kinds: ['ship'], at: 'battleHere' } }],
    effect: [{ do: 'if', cond: { card: 'shipAboard', is: { armed: true } }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Kizen Sentinel
  '1C189': { abilities: [power2({ count: { who: 'you', label: 'Kizen', at: 'here', other: true } })] },
  // Irama-Vishal
  '1C188': { abilities: [{ kind: 'ongoing', while: { supportIconsHere: 'you', atMost: 0 }, change: { immuneToAttrition: 'self' } }] },
  // Ranarti-Anant
  '1PF4': { abilities: [
    piloting(3),
    { kind: 'activated', bullets: 1, targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here', other: true }, paidAsCost: true }],
      cost: [{ dismiss: { target: 0 } }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'activated', bullets: 1, cost: [{ pay: 2 }], targets: [{ select: { kinds: ['sector'], at: 'inBattle' } }],
      effect: [{ do: 'if', cond: { all: [{ aboardShip: true }, { not: { inBattle: true } }] },
        then: [{ do: 'move', card: 'shipAboard', to: { target: 0 } }] }] },
  ] },
  // Devanar-Damir
  '1U178': { abilities: [{ kind: 'triggered', on: 'opponentBattlePhaseEnd',
    if: { all: [{ count: { who: 'opponent', kinds: ['unit', 'ship'], at: 'here' } }, { not: { attackedHere: true } }] },
    effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] },
  // Selfless Protector
  '1C202': { abilities: [
    { kind: 'play', rule: { freeAt: { supportIconsHere: 'you', faction: 'Shi', atLeast: 1 } } },
    { kind: 'ongoing', while: { all: [{ atSite: true }, { supportIconsHere: 'you', faction: 'Shi', atLeast: 1 }] }, change: { cannotMove: 'self' } },
  ] },
  // Sudeva Quarrel
  '1C208': { abilities: [power2({ all: [{ atSector: true }, { locationTitleHas: 'Seyal' }] })] },
  // Seyalshi Upholder
  '1C203': { abilities: [power2({ mostSupportIcons: 'Shi' })] },
  // Tilak Quarrel
  '1C212': { abilities: [power2({ all: [{ atSector: true }, { supportIconsHere: 'you', faction: 'Shi', atMost: 0 }] })] },
  // Squadron Lead
  '1C204': { abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['ship'], at: 'here', other: true }, exactly: 0 },
    change: { stat: { power: { count: { who: 'opponent', kinds: ['ship'], at: 'here' } },
      defense: { count: { who: 'opponent', kinds: ['ship'], at: 'here' } } }, to: 'self' } }] },
  // Assailing Vatarma (erratum, CARD-14: the opponent picks an undamaged unit of theirs, or puts two hand cards on their used pile)
  // The target is theirs to choose at resolution (R-TGT-01), so the ability needs one to exist.
  '1C168': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ handToUsed: 1 }],
    targets: [{ select: { ...THEIR_UNIT_IN_SITE_BATTLE_HERE, damaged: false }, chosenByOpponent: true }],
    effect: [{ do: 'choice', who: 'opponent', options: [
      { if: { handCards: 'opponent', atLeast: 2 }, effect: [{ do: 'handToUsed', count: 2, who: 'opponent' }] },
      { effect: [{ do: 'damage', card: { target: 0 } }] },
    ] }] }] },
  // Carabinier
  '2C91': { abilities: [quickdraw] },
  // Ordnance Master
  '1C193': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ lose: 3 }],
    effect: [{ do: 'if', cond: { armed: true }, then: [
      { do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3, tactics: 3, defense: 3 }, to: 'self' } },
      { do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } },
    ] }] }] },
  // Lifeseeker
  '2C101': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 5 }],
    targets: [{ select: { kinds: ['unit'], damaged: true, other: true, at: 'here' } }], effect: [{ do: 'toHand', card: { target: 0 } }] }] },
  // Cornered
  '2C93': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', kinds: ['weapon'], at: 'inSiteBattle' } }],
    effect: [{ do: 'attrition', who: 'opponent', amount: -4 }] }] },
  // Resolute Quarrel
  '2C106': { abilities: [{ kind: 'triggered', on: 'entersPlay', effect: [{ do: 'handToUsed', count: 1, who: 'opponent' }] }] },
  // Tilak House Guard
  '2C110': { abilities: [{ kind: 'triggered', on: 'entersPlay', optional: true, effect: [{ do: 'draw', count: 1 }] }] },
  // Assault Carbine
  '2C89': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: THEIR_UNIT_IN_SITE_BATTLE_HERE }],
    effect: [{ do: 'if', cond: { compare: [{ ofTarget: 0, stat: 'defense' }, '<', { destiny: 'you' }] },
      then: [{ do: 'choice', who: 'opponent', options: [
        { effect: [{ do: 'destroy', card: { target: 0 } }] },
        { if: { handCards: 'opponent', atLeast: 1 }, effect: [{ do: 'handToUsed', count: 1, who: 'opponent' }] },
      ] }] }] }] },
};
