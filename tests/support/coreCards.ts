// Test-only cards for the stack, trigger, replacement, modifier, effect, target, keyword and
// term tests (tests/rules/stack.test.ts ... terms.test.ts, rulings-core.test.ts). Numbered
// T200 and up so they never clash with tests/support/rulesCards.ts. Each stands in for a card
// named in the checklist's worked examples, keeping the example's numbers.
import type { Ability, Effect, TargetSpec } from '../../src/engine/abilities/vocabulary';
import type { CardDef } from '../../src/engine/cards/types';
import type { Scenario } from '../../src/scenario/types';
import { asset, character, interrupt, order, position, ship, site, vehicle, weapon } from './rulesCards';

type Def = Omit<CardDef, 'number'>;

const unitTarget = (select: TargetSpec['select'] = {}): TargetSpec => ({ select: { kinds: ['unit'], ...select } });
const onPlay = (effect: Effect[], targets?: TargetSpec[], extra: Partial<Extract<Ability, { kind: 'onPlay' }>> = {}): Ability =>
  ({ kind: 'onPlay', effect, ...(targets ? { targets } : {}), ...extra });
const untilEot = (change: Extract<Effect, { do: 'lasting' }>['change']): Effect => ({ do: 'lasting', until: 'endOfTurn', change });

export const C = {
  sap: 'T200', pump: 'T201', cancelOrder: 'T202', cancelAbility: 'T203', cancelDrain: 'T204', anticipation: 'T205',
  faded: 'T206', consultation: 'T207', cannon: 'T208', junshi: 'T209', firstAid: 'T210', shift: 'T211', hallway: 'T212',
  vessel: 'T213', anyDraw: 'T214', myDraw: 'T215', cruel: 'T216', grenade: 'T217', priceOfGame: 'T218', dedication: 'T219',
  kucha: 'T220', jack: 'T221', strike: 'T222', overburdened: 'T223', seize: 'T224', banish: 'T225', portent: 'T226',
  wings: 'T227', doubleHit: 'T228', ferry: 'T229', captainShip: 'T230', captain: 'T231', quickHand: 'T232', pistol: 'T233',
  truck: 'T234', drainWatch: 'T235', bomb: 'T236', oneOf: 'T237', enterDraw: 'T238', recruiter: 'T239', crowd: 'T240',
  mover: 'T241', unique: 'T242', zap: 'T243', dud: 'T244', wager: 'T245', damager: 'T246', lossWatch: 'T247',
  ordersDraw: 'T248', bounce: 'T249', zealot: 'T250', quickDraw: 'T251', twice: 'T252', theirPick: 'T253', revert: 'T254',
  farSight: 'T255', rebate: 'T256',
} as const;

export const CORE: Record<string, Def> = {
  // EX-MOD-01/02: power −3 and +4 until end of turn.
  T200: interrupt('Test Sap', 'Used', { abilities: [onPlay([untilEot({ stat: { power: -3 }, to: { target: 0 } })], [unitTarget()])] }),
  T201: interrupt('Test Pump', 'Used', { abilities: [onPlay([untilEot({ stat: { power: 4 }, to: { target: 0 } })], [unitTarget()])] }),
  // EX-PEND-02: cancel target pending order.
  T202: interrupt('Test Veto', 'Lost', { abilities: [onPlay([{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'order' }])] }),
  T203: interrupt('Test Jam', 'Used', { abilities: [onPlay([{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'ability' }])] }),
  T204: interrupt('Test Drain Block', 'Used', { abilities: [onPlay([{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'drain' }])] }),
  // Anticipation (USED): your target character is defense +3 until end of turn.
  T205: interrupt('Test Anticipation', 'Used', { abilities: [onPlay([untilEot({ stat: { defense: 3 }, to: { target: 0 } })],
    [{ select: { who: 'you', kinds: ['character'] } }])] }),
  // Faded: target character defense +2 and can't be targeted by your opponent until end of turn.
  T206: interrupt('Test Faded', 'Used', { cost: 1, bullets: 1, abilities: [onPlay([
    untilEot({ stat: { defense: 2 }, to: { target: 0 } }), untilEot({ untargetable: { target: 0 }, by: 'opponent' })],
  [{ select: { kinds: ['character'] } }])] }),
  // Consultation: destroy target vehicle.
  T207: interrupt('Test Consultation', 'Lost', { abilities: [onPlay([{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['vehicle'] } }])] }),
  // Plasma Cannon (on a vehicle): • pay 1: damage target opposing unit here.
  T208: weapon('Test Cannon', 'Vehicle', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'opponent', at: 'here' })], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // Junshi: destroy target asset.
  T209: interrupt('Test Junshi', 'Lost', { abilities: [onPlay([{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['asset'] } }])] }),
  // First Aid: once per turn, 1 energy: your chosen unit survives its next destruction this turn, undamaged.
  T210: asset('Test First Aid', undefined, { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'you' })], effect: [{ do: 'preventNext', event: 'destroyed', card: { target: 0 }, undamage: true }] }] }),
  // Shift in Tactics: next battle destiny reveal is replaced by +X, X = your target unit's tactics.
  T211: interrupt('Test Shift', 'Lost', { abilities: [onPlay([{ do: 'replaceBattleDestiny', amount: { ofTarget: 0, stat: 'tactics' } }],
    [unitTarget({ who: 'you', at: 'inBattle' })], { only: { not: { battleAfter: 'destiny' } }, noReserveNeeded: true })] }),
  // Alnak Station/Hallway: • lose 1 (no characters here): the next time your target character is lost this turn, put it here.
  T212: site('Alnak/Test Hallway', [1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [{ lose: 1 }],
    only: { count: { kinds: ['character'], at: 'here' }, atMost: 0 },
    targets: [{ select: { who: 'you', kinds: ['character'] } }],
    effect: [{ do: 'nextTime', event: 'lost', card: { target: 0 }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'here' }] }] }] }),
  // Transport Vessel: • pay 1: the next time your target unit is destroyed this turn, put it aboard this ship.
  T213: ship('Test Vessel', [2, 1, 4], 4, { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'you' })],
    effect: [{ do: 'nextTime', event: 'destroyed', card: { target: 0 }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'self' }] }] }] }),
  // EX-TRIG-01.
  T214: asset('Test Any Draw', undefined, { abilities: [{ kind: 'triggered', on: 'playerDraws', optional: true, effect: [{ do: 'activate', count: 1 }] }] }),
  T215: asset('Test My Draw', undefined, { abilities: [{ kind: 'triggered', on: 'youDraw', effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] }),
  // Cruel Lesson: each time a unit is damaged, if its player has another damaged unit, they lose 2.
  T216: asset('Test Cruel Lesson', undefined, { abilities: [{ kind: 'triggered', on: 'unitDamaged', forEventPlayer: true,
    if: { count: { who: 'you', kinds: ['unit'], damaged: true }, atLeast: 2 }, effect: [{ do: 'lose', who: 'you', count: 2 }] }] }),
  // Clanton Grav Grenade: damages four target units, one at a time.
  T217: interrupt('Test Grenade', 'Used', { abilities: [onPlay([0, 1, 2, 3].map((i) => ({ do: 'damage', card: { target: i } }) as Effect),
    [0, 1, 2, 3].map(() => unitTarget({ who: 'opponent' })))] }),
  // Price of the Game (in a step): each time you reveal battle destiny, that card +1 and draw a card.
  T218: asset('Test Price', undefined, { abilities: [{ kind: 'triggered', on: 'revealBattleDestiny', inStep: true,
    effect: [{ do: 'battleDestiny', who: 'you', amount: 1, revealedCard: true }, { do: 'draw', count: 1 }] }] }),
  // Dedication: your damaged characters are defense +1.
  T219: asset('Test Dedication', undefined, { abilities: [{ kind: 'ongoing',
    change: { stat: { defense: 1 }, to: { select: { who: 'you', kinds: ['character'], damaged: true } } } }] }),
  // EX-MOD-04: Kucha 0/2/4 (+X, the highest unmodified power of another character here), Jack Wilgress 7/7/7,
  // Indiscriminate Strike +2 power to its host.
  T220: character('Test Kucha', [0, 2, 4], { abilities: [{ kind: 'ongoing',
    change: { stat: { power: { highestPrinted: 'power', of: { kinds: ['character'], at: 'here', other: true } } }, to: 'self' } }] }),
  T221: character('Test Jack', [7, 7, 7]),
  T222: asset('Test Strike', 'Character', { abilities: [{ kind: 'ongoing', change: { stat: { power: 2 }, to: 'host' } }] }),
  // Overburdened (USED part, simplified): if your opponent has 13+ cards in hand, they put 5 on their used pile.
  T223: interrupt('Test Overburdened', 'Used', { abilities: [onPlay([{ do: 'if', cond: { handCards: 'opponent', atLeast: 13 },
    then: [{ do: 'handToUsed', who: 'opponent', count: 5 }] }])] }),
  // "Use target opponent's unit as yours."
  T224: interrupt('Test Seize', 'Used', { abilities: [onPlay([{ do: 'takeControl', card: { target: 0 } }], [unitTarget({ who: 'opponent' })])] }),
  // "Remove target unit from the game."
  T225: interrupt('Test Banish', 'Lost', { abilities: [onPlay([{ do: 'removeFromGame', card: { target: 0 } }], [unitTarget()])] }),
  // Portent: give target pending card a new place (a sector).
  T226: interrupt('Test Portent', 'Lost', { abilities: [onPlay([{ do: 'redirect', target: 0, to: 1 }],
    [{ select: {}, pending: 'card' }, { select: { kinds: ['sector'] } }])] }),
  // Target character gains Piloting 2 until end of turn.
  T227: interrupt('Test Wings', 'Used', { abilities: [onPlay([untilEot({ gainKeyword: 'piloting', value: 2, to: { target: 0 } })],
    [{ select: { kinds: ['character'] } }])] }),
  // Damage two target units.
  T228: interrupt('Test Double Hit', 'Used', { abilities: [onPlay([{ do: 'damage', card: { target: 0 } }, { do: 'damage', card: { target: 1 } }],
    [unitTarget(), unitTarget()])] }),
  // A location: move one of your target units here to a related site. Your opponent may use this ability.
  T229: site('Ganymede/Test Ferry', [1, 1], { abilities: [{ kind: 'activated', usableBy: 'opponent', cost: [],
    targets: [unitTarget({ who: 'you', at: 'here' }), { select: { kinds: ['site'], at: 'relatedSite' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  T230: ship('Test Flagship', [4, 2, 4], 4, { capital: true, abilities: [{ kind: 'keyword', keyword: 'captain', title: 'Test Captain' }] }),
  T231: character('Test Captain', [2, 2, 2], { unique: true }),
  // Quickdraw 1, and a weapon with a bulleted ability.
  T232: character('Test Gunslinger', [2, 2, 2], { abilities: [{ kind: 'keyword', keyword: 'quickdraw', value: 1 }] }),
  T233: weapon('Test Pistol', 'Character', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], effect: [{ do: 'activate', count: 1 }] }] }),
  // Transport 1 on a vehicle.
  T234: vehicle('Test Truck', [2, 2, 2], { abilities: [{ kind: 'keyword', keyword: 'transport', value: 1 }] }),
  // Each time you drain here, draw a card.
  T235: character('Test Drain Watcher', [1, 1, 1], { abilities: [{ kind: 'triggered', on: 'drainHere', effect: [{ do: 'draw', count: 1 }] }] }),
  // When this enters play, destroy target unit (R-TRIG-07: targets chosen when it goes on the stack).
  T236: character('Test Bomber', [1, 1, 1], { abilities: [{ kind: 'triggered', on: 'entersPlay',
    targets: [unitTarget({ who: 'opponent' })], effect: [{ do: 'destroy', card: { target: 0 } }] }] }),
  // A choice: lose 1 from the reserve if you have one, or draw 2.
  T237: order('Test Either', 'Used', { abilities: [onPlay([{ do: 'choice', who: 'you', options: [
    { if: { reserveCards: 'you', atLeast: 1 }, effect: [{ do: 'lose', who: 'you', count: 1, from: 'reserve' }] },
    { if: { handCards: 'you', atLeast: 20 }, effect: [{ do: 'draw', count: 2 }] }] }])] }),
  // When this enters play, draw a card.
  T238: character('Test Greeter', [1, 1, 1], { abilities: [{ kind: 'triggered', on: 'entersPlay', effect: [{ do: 'draw', count: 1 }] }] }),
  // A site: • you may play a unit here from hand at no cost.
  T239: site('Ganymede/Test Barracks', [1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [],
    effect: [{ do: 'play', from: 'hand', select: { kinds: ['unit'] }, at: 'here', free: true }] }] }),
  // Make each of your units here power +1 until end of turn (EX-EFF-02).
  T240: interrupt('Test Rally', 'Used', { abilities: [onPlay([untilEot({ stat: { power: 1 }, to: { select: { who: 'you', kinds: ['unit'], at: 'here' } } })],
    [{ select: { kinds: ['location'] } }])] }),
  // Move target unit of yours to an adjacent site (an ability, not a movement action).
  T241: character('Test Runner', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [],
    targets: [unitTarget({ who: 'you' }), { select: { kinds: ['site'], at: 'adjacentSite' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  T242: character('Test Unique', [3, 3, 3], { unique: true }),
  // Damage target unit (one target).
  T243: interrupt('Test Zap', 'Used', { abilities: [onPlay([{ do: 'damage', card: { target: 0 } }], [unitTarget()])] }),
  // Pay 1: no effect at all.
  T244: character('Test Dud', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ pay: 1 }], targets: [unitTarget({ who: 'opponent' })],
    effect: [{ do: 'if', cond: { handCards: 'you', atLeast: 99 }, then: [{ do: 'damage', card: { target: 0 } }] }] }] }),
  // Draw D cards (one reveal per D, AMB-23): a D plus a D.
  T245: order('Test Wager', 'Used', { abilities: [onPlay([{ do: 'draw', count: { destiny: 'you', plus: { destiny: 'you' } } }])] }),
  // When this is damaged, draw a card.
  T246: character('Test Sentry', [2, 2, 2], { abilities: [{ kind: 'triggered', on: 'damaged', effect: [{ do: 'draw', count: 1 }] }] }),
  // When this is lost from a location, your opponent loses 1.
  T247: character('Test Martyr', [1, 1, 1], { abilities: [{ kind: 'triggered', on: 'lostFromLocation', effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] }),
  // Each time you draw a card, activate 1 (an order-of-play trigger).
  T248: asset('Test Draw Engine', undefined, { abilities: [{ kind: 'triggered', on: 'youDraw', effect: [{ do: 'activate', count: 1 }] }] }),
  // Return target unit to its owner's hand.
  T249: interrupt('Test Recall', 'Used', { abilities: [onPlay([{ do: 'toHand', card: { target: 0 } }], [unitTarget()])] }),
  // Dismiss another of your units here: activate 1.
  T250: character('Test Zealot', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ dismiss: { kinds: ['unit'], at: 'here', other: true } }],
    effect: [{ do: 'activate', count: 1 }] }] }),
  // Draw D cards (an interrupt: it reveals a card for destiny, not for battle destiny).
  T251: interrupt('Test Quick Draw', 'Used', { abilities: [onPlay([{ do: 'draw', count: { destiny: 'you' } }])] }),
  // Damage two of your units in a battle (each chosen in turn).
  T252: interrupt('Test Friendly Fire', 'Used', { abilities: [onPlay([
    { do: 'choose', select: { who: 'you', kinds: ['unit'], at: 'inBattle', damaged: false }, as: 0, then: [{ do: 'damage', card: { target: 0 } }] },
    { do: 'choose', select: { who: 'you', kinds: ['unit'], at: 'inBattle', damaged: false }, as: 0, then: [{ do: 'damage', card: { target: 0 } }] }])] }),
  // Your opponent chooses one of their units and damages it (R-TGT-01's exception).
  T253: interrupt('Test Their Pick', 'Used', { abilities: [onPlay([
    { do: 'choose', who: 'opponent', select: { who: 'opponent', kinds: ['unit'] }, as: 0, then: [{ do: 'damage', card: { target: 0 } }] }])] }),
  // Revert target inverter.
  T254: interrupt('Test Revert', 'Used', { abilities: [onPlay([{ do: 'revert', card: { target: 0 } }], [unitTarget()])] }),
  // A unit that costs 2 less to play (so below 0).
  T255: character('Test Far Sight', [1, 1, 1], { cost: 1, abilities: [{ kind: 'play', rule: { costLessPer: 2 } }] }),
  // Your units cost 3 less to play.
  T256: asset('Test Rebate', undefined, { abilities: [{ kind: 'ongoing', change: { playCost: -3, of: { kinds: ['unit'] } } }] }),
};

/** A scenario with both libraries (rulesCards.ts and these). */
export function core(sc: Parameters<typeof position>[0]): Scenario {
  return position({ ...sc, extraCards: { ...CORE, ...sc.extraCards } });
}
