// Test-only characters, NōBots, vehicles and ships. "Plain" cards have no ability and cost
// nothing; "Test" cards stand in for a card of a worked example or a keyword.
import type { Ability, TargetSpec } from '../../../src/engine/abilities/vocabulary';
import type { CardFaction } from '../../../src/engine/cards/types';
import { character, nobot, ship, vehicle } from '../build';
import type { TestCard } from '../build';

const kw = (keyword: 'scouting' | 'piloting' | 'transport' | 'size' | 'quickdraw', value?: number): Ability =>
  ({ kind: 'keyword', keyword, ...(value !== undefined ? { value } : {}) } as Ability);
const unitTarget = (select: TargetSpec['select'] = {}): TargetSpec => ({ select: { kinds: ['unit'], ...select } });
const draws: Ability = { kind: 'triggered', on: 'entersPlay', effect: [{ do: 'draw', count: 1 }] };

/** A 2/2/2 character costing 1 that needs `n` support icons of a faction (Recruit: 1, Veteran: 2). */
const recruit = (faction: CardFaction, n: number): TestCard =>
  character(`${faction} ${n > 1 ? 'Veteran' : 'Recruit'}`, [2, 2, 2], { cost: 1, faction,
    support: n > 0 && faction !== 'Independent' && faction !== 'Unknown' ? { [faction]: n } : {} });

export const UNITS: TestCard[] = [
  // Card tests' plain units.
  character('Plain Trooper', [2, 2, 2]),
  character('Plain Officer', [1, 4, 3]),
  character('Plain Warrior', [2, 1, 2], { labels: ['Warrior'] }),
  character('Costly Warrior', [2, 1, 2], { labels: ['Warrior'], cost: 3 }),
  character('Plain Kizen', [1, 1, 2], { labels: ['Kizen'] }),
  character('Plain Wall', [0, 0, 9]),
  character('Plain Pilot', [1, 1, 3], { abilities: [kw('piloting', 2)] }),
  character('Plain Gongen Monk', [2, 2, 2], { faction: 'Gongen', cost: 4 }),
  vehicle('Plain Tank', [3, 1, 3]),
  vehicle('Costly Tank', [3, 1, 3], { cost: 2 }),
  vehicle('Plain Big Tank', [3, 1, 3], { abilities: [kw('size', 2)] }),
  ship('Plain Fighter', [2, 2, 3], 2),
  ship('Plain Capital', [4, 2, 6], 8, { capital: true }),
  // Characters that need support icons to be played (support-icon cards' tests).
  recruit('Earther', 1), recruit('Earther', 2), recruit('Maverick', 1), recruit('Maverick', 2),
  recruit('Shi', 1), recruit('Gongen', 1), recruit('Quay', 1), recruit('Independent', 0),
  // Inverters: a character (1/1/2, inverted 3/3/3) and a fighter (2/2/3, inverted 4/4/4).
  character('Test Flipper', [1, 1, 2], { cost: 1, labels: ['Inverter'], inverted: { power: 3, tactics: 3, defense: 3 } }),
  ship('Test Flip Ship', [2, 2, 3], 2, { cost: 1, labels: ['Inverter'], inverted: { power: 4, tactics: 4, defense: 4 } }),

  // Rules tests' units.
  character('Test Trooper', [2, 2, 2], { cost: 1 }),
  character('Test Scout', [1, 1, 1], { cost: 1, abilities: [kw('scouting')] }),
  character('Test Hero', [4, 4, 4], { cost: 2, unique: true }),
  nobot('Test Bot', [1, 1, 1], { cost: 1, abilities: [kw('size', 2)] }),
  vehicle('Test Tank', [5, 2, 5], { cost: 3, abilities: [kw('size', 3)] }),
  ship('Test Fighter', [3, 2, 3], 2, { cost: 2 }),
  ship('Test Cruiser', [6, 3, 6], 4, { cost: 4, capital: true }),
  ship('Test Scout Ship', [1, 1, 1], 1, { cost: 1, abilities: [kw('scouting')] }),
  character('Test Pilot', [1, 1, 1], { cost: 1, abilities: [kw('piloting', 1)] }),
  // An inverter whose cost is to turn itself over; inverted it is Size 3.
  character('Test Inverter', [2, 2, 2], { cost: 1, labels: ['Inverter'], inverted: { power: 5, tactics: 1, defense: 1 },
    abilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }], invertedAbilities: [kw('size', 3)] }),
  character('Test Giant', [3, 3, 3], { cost: 1, abilities: [kw('size', 3)] }),
  // EX-MOD-04: Kucha 0/2/4 (+X, the highest unmodified power of another character here), Jack
  // Wilgress 7/7/7.
  character('Test Kucha', [0, 2, 4], { abilities: [{ kind: 'ongoing',
    change: { stat: { power: { highestPrinted: 'power', of: { kinds: ['character'], at: 'here', other: true } } }, to: 'self' } }] }),
  character('Test Jack', [7, 7, 7]),
  // Transport Vessel: • pay 1: the next time your target unit is destroyed this turn, put it aboard.
  ship('Test Vessel', [2, 1, 4], 4, { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'you' })],
    effect: [{ do: 'nextTime', event: 'destroyed', card: { target: 0 }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'self' }] }] }] }),
  // Captain (R-KW-CAPT): a capital ship and the unique character it names.
  ship('Test Flagship', [4, 2, 4], 4, { capital: true, abilities: [{ kind: 'keyword', keyword: 'captain', title: 'Test Captain' }] }),
  character('Test Captain', [2, 2, 2], { unique: true }),
  // Quickdraw 1 (R-ABIL-04).
  character('Test Gunslinger', [2, 2, 2], { abilities: [kw('quickdraw', 1)] }),
  // Transport 1 on a vehicle.
  vehicle('Test Truck', [2, 2, 2], { abilities: [kw('transport', 1)] }),
  // Each time you drain here, draw a card.
  character('Test Drain Watcher', [1, 1, 1], { abilities: [{ kind: 'triggered', on: 'drainHere', effect: [{ do: 'draw', count: 1 }] }] }),
  // When this enters play, destroy target unit (R-TRIG-07: targets chosen as it goes on the stack).
  character('Test Bomber', [1, 1, 1], { abilities: [{ kind: 'triggered', on: 'entersPlay',
    targets: [unitTarget({ who: 'opponent' })], effect: [{ do: 'destroy', card: { target: 0 } }] }] }),
  // When this enters play, draw a card.
  character('Test Greeter', [1, 1, 1], { abilities: [draws] }),
  // Move target unit of yours to an adjacent site (an ability, not a movement action).
  character('Test Runner', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [],
    targets: [unitTarget({ who: 'you' }), { select: { kinds: ['site'], at: 'adjacentSite' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  character('Test Unique', [3, 3, 3], { unique: true }),
  // Pay 1 for an ability that does nothing in practice.
  character('Test Dud', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ pay: 1 }], targets: [unitTarget({ who: 'opponent' })],
    effect: [{ do: 'if', cond: { handCards: 'you', atLeast: 99 }, then: [{ do: 'damage', card: { target: 0 } }] }] }] }),
  // When this is damaged, draw a card.
  character('Test Sentry', [2, 2, 2], { abilities: [{ kind: 'triggered', on: 'damaged', effect: [{ do: 'draw', count: 1 }] }] }),
  // When this is lost from a location, your opponent loses 1.
  character('Test Martyr', [1, 1, 1], { abilities: [{ kind: 'triggered', on: 'lostFromLocation', effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] }),
  // Dismiss another of your units here: activate 1.
  character('Test Zealot', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ dismiss: { kinds: ['unit'], at: 'here', other: true } }],
    effect: [{ do: 'activate', count: 1 }] }] }),
  // A unit that costs 2 less to play (so below 0).
  character('Test Far Sight', [1, 1, 1], { cost: 1, abilities: [{ kind: 'play', rule: { costLessPer: 2 } }] }),
  // EX-MOVE-01: 3 energy unloads a vehicle carried by this ship onto a related site.
  ship('Test Carrier', [4, 2, 4], 4, { capital: true, abilities: [{ kind: 'activated', cost: [{ pay: 3 }],
    targets: [{ select: { kinds: ['vehicle'], at: 'aboardThis' } }, { select: { kinds: ['site'], at: 'relatedSite' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  vehicle('Test Hauler', [2, 2, 2], { abilities: [kw('transport', 2)] }),
  // EX-BATTLE-10, Racing Sloop: each time you reveal battle destiny, you may pay 3 to destroy an
  // opposing fighter in the battle.
  ship('Test Sloop', [4, 4, 2], 2, { abilities: [{ kind: 'triggered', on: 'revealBattleDestiny', inStep: true, effect: [
    { do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'choose', select: { kinds: ['ship'], label: 'Fighter', who: 'opponent', at: 'inBattle' }, as: 0,
      then: [{ do: 'destroy', card: { target: 0 } }] }] }] }] }),
  // EX-BATTLE-11, Diplomacy Bot: your casualties in battles here are reduced to 5; and its numbers
  // without the ability.
  character('Test Diplomat', [0, 1, 3], { abilities: [{ kind: 'ongoing', change: { casualtiesAtMost: 5 } }] }),
  character('Test Envoy', [0, 1, 3]),
  // EX-TRIG-05, Reliable Quarrel: free when the shipyard plays it; draws a card as it enters play.
  ship('Test Reliable', [3, 1, 6], 1, { cost: 3, abilities: [draws, { kind: 'play', rule: { freeVia: 'Test Shipyard' } }] }),
  ship('Test Plain Fighter', [2, 1, 2], 1, { cost: 2, abilities: [draws] }),
  // EX-EFF-04/05: Gongen units for Sheltered to return.
  character('Test Technician', [2, 2, 4], { cost: 1, faction: 'Gongen', support: { Gongen: 1 } }),
  character('Test Gongen Lord', [3, 3, 3], { faction: 'Gongen', unique: true, support: { Gongen: 1 } }),
  character('Test Gongen Elder', [3, 3, 3], { faction: 'Gongen', support: { Gongen: 3 } }),
  // EX-RUL-04: a kizen for Ominous Presence to move to, and a rider.
  character('Test Kizen', [1, 1, 1], { labels: ['Kizen'] }),
  character('Test Rider', [1, 1, 1]),
  // EX-MOVE-02, Ranarti-Anant aboard the Zocho: move the ship this character is aboard to another sector.
  character('Test Ace', [2, 2, 2], { abilities: [{ kind: 'activated', cost: [], targets: [{ select: { kinds: ['sector'], at: 'elsewhere' } }],
    effect: [{ do: 'move', card: 'shipAboard', to: { target: 0 } }] }] }),
  ship('Test Zocho', [5, 3, 5], 4, { capital: true, abilities: [kw('transport', 4)] }),
];
