// Earther cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { CardAbilities } from './types';

const size = (value: number): Ability => ({ kind: 'keyword', keyword: 'size', value });
const transport = (value: number): Ability => ({ kind: 'keyword', keyword: 'transport', value });
const quickdraw: Ability = { kind: 'keyword', keyword: 'quickdraw', value: 1 };

export const EARTHER: Record<string, CardAbilities> = {
  // Assault Guru
  '1C4': { abilities: [{ kind: 'ongoing', while: { all: [{ atSite: true }, { higherTotalTacticsHere: true }] },
    change: { attrition: 2, at: 'here' } }] },
  // CGC Grunt (erratum, CARD-01)
  '1C7': { abilities: [{ kind: 'ongoing', while: { higherTacticsUnitHere: true },
    change: { stat: { power: 2, defense: 2 }, to: 'self' } }] },
  // Infantry Officer
  '1C32': { abilities: [{ kind: 'ongoing',
    while: { all: [{ atSite: true }, { count: { who: 'you', kinds: ['character'], at: 'here', statAtLeast: { tactics: 3 } } }] },
    change: { stat: { power: 2 }, to: 'self' } }] },
  // Consigned Trooper
  '1C13': { abilities: [{ kind: 'ongoing', while: { all: [{ atSite: true }, { count: { who: 'you', kinds: ['vehicle'], at: 'here' } }] },
    change: { stat: { power: 2 }, to: 'self' } }] },
  // Zealous Squad (ruling, CARD-05: dismissed at once with no other unit of yours there)
  '1C55': { abilities: [
    { kind: 'play', rule: { mustHaveOtherUnitHere: true } },
    { kind: 'triggered', on: 'entersPlay', effect: [{ do: 'choose', select: { who: 'you', kinds: ['unit'], at: 'here' }, as: 0,
      then: [{ do: 'dismiss', card: { target: 0 } }] }] },
  ] },
  // Entrenched Infantry
  '1U17': { abilities: [
    { kind: 'ongoing', while: { atSite: true }, change: { extraPlayCost: { lose: 2 }, of: { kinds: ['unit'], at: 'here' }, at: 'here' } },
    { kind: 'triggered', on: 'drainHere', if: { atSite: true }, effect: [{ do: 'lose', who: 'you', count: 2 }] },
  ] },
  // Collaborative Strike
  '1C11': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', kinds: ['unit'], armed: true, at: 'inSiteBattle' } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 4, defense: 4 }, to: { target: 0 } } }] }] },
  // State of Readiness
  '1U46': { abilities: [{ kind: 'onPlay',
    only: { all: [{ card: 'battleLocation', is: { kinds: ['site'] } }, { count: { who: 'you', label: 'Warrior', at: 'inBattle' }, atLeast: 4 }] },
    effect: [{ do: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }] }] },
  // Survey Cruiser
  '1C48': { abilities: [{ kind: 'ongoing', change: { attrition: 1, at: 'relatedSite' } }] },
  // GR-Blade
  '1C25': { abilities: [size(2), transport(1), { kind: 'activated', cost: [{ pay: 4 }],
    effect: [{ do: 'if', cond: { all: [{ inBattle: true }, { atSite: true }] }, then: [{ do: 'battleDestiny', who: 'you', amount: 2 }] }] }] },
  // F.L.I.C.
  '1U19': { abilities: [
    { kind: 'ongoing', while: { atSite: true }, change: { attrition: 1, at: 'here' } },
    { kind: 'activated', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'siteBattleHere' } }],
      effect: [{ do: 'if', cond: { compare: [{ ofTarget: 0, stat: 'defense' }, '<',
        { destiny: 'you', plus: { count: { who: 'you', label: 'Warrior', at: 'here' } } }] },
      then: [{ do: 'damage', card: { target: 0 } }] }] },
  ] },
  // Mouthpiece
  '2C13': { abilities: [quickdraw] },
  // Ranger Watchman
  '2U18': { abilities: [quickdraw, { kind: 'triggered', on: 'attritionStepEndsHere', if: { attritionRemaining: 'opponent' },
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3 }, to: 'self' } }] }] },
  // Juggernaut Tender
  '1U36': { abilities: [
    { kind: 'ongoing', change: { moveCost: -1, of: { kinds: ['unit'], at: 'aboardThis' } } },
    { kind: 'activated', bullets: 1, cost: [{ pay: 3 }],
      targets: [{ select: { kinds: ['vehicle'], at: 'aboardThis' } }, { select: { kinds: ['site'], at: 'relatedLocation' } }],
      effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] },
  ] },
  // Venus Garrison Fighter
  '1C53': { abilities: [{ kind: 'ongoing', while: { all: [{ atSector: true }, { locationTitleHas: 'Venus' }] },
    change: { stat: { power: 2, tactics: 1, defense: 2 }, to: 'self' } }] },
  // Escort Cruiser
  '1C18': { abilities: [{ kind: 'ongoing',
    change: { attrition: { locationsWith: { who: 'you', kinds: ['vehicle'], at: 'relatedSite' } }, at: 'here' } }] },
  // Dagger Juggernaut
  '2C4': {
    abilities: [size(2), transport(1), { kind: 'triggered', on: 'battleWonHere', if: { atSite: true }, optional: true,
      effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [size(2), transport(1)],
  },
  // Infantry Support Vehicle
  '1C33': { abilities: [size(2), transport(1), { kind: 'activated', cost: [{ pay: 2 }],
    effect: [{ do: 'if', cond: { card: 'battleLocation', is: { kinds: ['site'], at: 'adjacentSite' } },
      then: [{ do: 'move', card: 'self', to: 'battleLocation' }] }] }] },
  // Dagger Lead
  '2PF1': {
    abilities: [size(2), transport(1), { kind: 'activated', bullets: 1, cost: [{ invertSelf: true }],
      targets: [{ select: { who: 'you', kinds: ['unit'], other: true, at: 'siteBattleHere' } }],
      effect: [{ do: 'undamage', card: { target: 0 } }] }],
    invertedAbilities: [size(2), transport(1)],
  },
  // Gorget Cannon
  '2C6': { abilities: [
    { kind: 'ongoing', while: { atSite: true }, change: { attrition: 1, at: 'here' } },
    { kind: 'activated', bullets: 2, cost: [{ pay: 1 }], targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'siteBattleHere' } }],
      effect: [{ do: 'if', cond: { compare: [{ ofTarget: 0, stat: 'defense' }, '<',
        { destiny: 'you', plus: { count: { who: 'opponent', kinds: ['unit'], at: 'here' } } }] },
      then: [{ do: 'damage', card: { target: 0 } }] }] },
  ] },
  // Jossel Swin
  '1PF1': { abilities: [
    { kind: 'activated', bullets: 1, cost: [{ pay: 3 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'ongoing', change: { battleDestinyFromTop: { pay: 3, reveal: 3 } } },
  ] },
};
