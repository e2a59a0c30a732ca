// Maverick cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { CardAbilities } from './types';

const size = (value: number): Ability => ({ kind: 'keyword', keyword: 'size', value });
const transport = (value: number): Ability => ({ kind: 'keyword', keyword: 'transport', value });
const piloting = (value: number): Ability => ({ kind: 'keyword', keyword: 'piloting', value });

export const MAVERICK: Record<string, CardAbilities> = {
  // Fifth Ace
  '1U125': { abilities: [{ kind: 'onPlay', effect: [{ do: 'handToReserve', count: 2, who: 'you' }] }] },
  // Vulture
  '1C165': {
    abilities: [{ kind: 'keyword', keyword: 'scouting' }, { kind: 'activated', cost: [{ pay: 2 }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [],
  },
  // Stinger
  '1C156': { abilities: [size(3), transport(2)] },
  // Nimble Jockey
  '1C141': { abilities: [piloting(2), { kind: 'activated', bullets: 1, cost: [{ pay: 4 }],
    effect: [{ do: 'if', cond: { aboardShip: true },
      then: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: { destiny: 'you' } }, to: 'shipAboard' } }] }] }] },
  // Ore Hound
  '1C142': { abilities: [{ kind: 'ongoing', while: { atSite: true }, change: { gainEnergyIcon: 1, side: 'you' } }] },
  // Sultry Opportunist
  '1U157': { abilities: [{ kind: 'triggered', on: 'controlPhaseStart', effect: [{ do: 'mayPay', cost: { pay: 2 },
    then: [{ do: 'if', cond: { compare: [{ destiny: 'you' }, '>', { destiny: 'opponent' }] }, then: [{ do: 'retrieve', count: 1 }] }] }] }] },
  // Traginium Heist
  '1C160': { abilities: [{ kind: 'onPlay', only: { wonBattleThisTurn: true }, effect: [{ do: 'handToReserve', count: 2, who: 'opponent' }] }] },
  // Lauded Flyer
  '1C134': { abilities: [piloting(2), { kind: 'triggered', on: 'battleWonHere', if: { atSector: true },
    effect: [{ do: 'activate', count: 3, upTo: true }] }] },
  // Killer Cait Grimalkin
  '2PF2': { abilities: [piloting(3), { kind: 'activated', bullets: 1, cost: [{ pay: 4 }],
    targets: [{ select: { kinds: ['sector'], at: 'elsewhere' } }],
    effect: [{ do: 'if', cond: { atSector: true }, then: [{ do: 'lasting', until: 'endOfTurn', change: { noBattleDestiny: 'opponent' } }] }] }] },
  // Plundering Bandit
  '1C144': {
    abilities: [{ kind: 'triggered', on: 'battleEndsWonHere', effect: [{ do: 'mayPay', cost: { pay: 1 }, then: [{ do: 'invert', card: 'self' }] }] }],
    invertedAbilities: [],
  },
  // Belt Runner
  '2C61': { abilities: [{ kind: 'triggered', on: 'entersPlay', if: { stackedOnYourStockpile: true }, optional: true,
    effect: [{ do: 'handToReserve', count: 2, who: 'you', upTo: true }] }] },
  // Widowmaker
  '2C85': {
    abilities: [{ kind: 'activated', bullets: 1, targets: [{ select: {}, from: 'opponentLost', paidAsCost: true }],
      cost: [{ stackLostOnStockpile: { target: 0 } }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'ongoing', change: { stat: { power: { count: { who: 'you', kinds: ['asset'], label: 'Stockpile', stacked: true },
      times: 3 } }, to: 'self' } }],
  },
  // Darkslider
  '2C66': {
    abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 4 }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'triggered', on: 'revealBattleDestinyHere', optional: true, inStep: true,
      effect: [{ do: 'revert', card: 'self' }, { do: 'battleDestiny', who: 'you', amount: 2, revealedCard: true }] }],
  },
  // Raider
  '1U147': { abilities: [{ kind: 'triggered', on: 'entersPlay', optional: true,
    effect: [{ do: 'activate', count: { count: { who: 'opponent', kinds: ['ship'], at: 'here' } } }] }] },
  // Razorjack
  '1C148': {
    abilities: [{ kind: 'triggered', on: 'revealBattleDestiny', if: { compare: [{ eventValue: true }, '>=', 6] },
      effect: [{ do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'invert', card: 'self' }] }] }],
    invertedAbilities: [],
  },
  // Boxer
  '1U114': { abilities: [size(3), transport(2), { kind: 'triggered', on: 'revealBattleDestinyHere', inStep: true,
    if: { all: [{ atSite: true }, { not: { marked: 'destiny' } }] },
    effect: [{ do: 'if', cond: { not: { marked: 'destiny' } }, then: [{ do: 'mayPay', cost: { pay: 1 },
      then: [{ do: 'mark', key: 'destiny' }, { do: 'battleDestiny', who: 'you', amount: 1, revealedCard: true }] }] }] }] },
  // Traginium Stash
  '2U83': { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], only: { battleAfter: 'destiny' },
    effect: [{ do: 'if', cond: { all: [{ compare: [{ battleDestiny: 'you' }, '>', { battleDestiny: 'opponent' }] },
      { compare: [{ stackedOnSelf: true }, '<', 2] }] },
    then: [{ do: 'lose', who: 'opponent', count: 1, stackOn: 'self' }] }] }] },
  // Little Nelly
  '2C76': { abilities: [size(2), transport(2), { kind: 'ongoing', change: { stat: { power: { energyIconsHere: 'you' } }, to: 'self' } }] },
  // Zhang Hotrod
  '2U86': { abilities: [size(2), transport(2), { kind: 'triggered', on: 'entersPlay', optional: true,
    effect: [{ do: 'handToUsed', count: 2, who: 'you', upTo: true, redraw: true }] }] },
};
