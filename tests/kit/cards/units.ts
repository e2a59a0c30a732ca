// Test-only characters, NōBots, vehicles and ships. "Plain" cards have no ability and cost
// nothing; "Test" cards stand in for a card of a worked example or a keyword.
import type { Ability, Effect, TargetSpec } from '../../../src/engine/abilities/vocabulary';
import type { CardFaction } from '../../../src/engine/cards/types';
import { character, nobot, ship, vehicle } from '../build';
import type { TestCard } from '../build';

const kw = (keyword: 'scouting' | 'piloting' | 'transport' | 'size' | 'quickdraw', value?: number): Ability =>
  ({ kind: 'keyword', keyword, ...(value !== undefined ? { value } : {}) } as Ability);
const unitTarget = (select: TargetSpec['select'] = {}): TargetSpec => ({ select: { kinds: ['unit'], ...select } });
const revealing = (effect: Effect[]): Ability => ({ kind: 'triggered', on: { destinyRevealed: 'you' }, inStep: true, effect });
const activate = (count: number) => [{ do: 'activate' as const, count }];
const draws: Ability = { kind: 'triggered', on: { entersPlay: 'self' }, effect: [{ do: 'draw', count: 1 }] };

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
  // An infiltrator, for the assets that go beneath one (Advanced Research).
  character('Plain Infiltrator', [2, 2, 2], { labels: ['Infiltrator'] }),
  ship('Plain Infiltrator Ship', [2, 2, 3], 1, { labels: ['Infiltrator'] }),
  character('Plain Wall', [0, 0, 9]),
  character('Elusive Trooper', [1, 1, 1], { abilities: [{ kind: 'ongoing', change: { cannot: 'beTargeted', to: 'self' } }] }),
  character('Plain Pilot', [1, 1, 3], { abilities: [kw('piloting', 2)] }),
  // Damage as a cost (Sitkatika Hekaton, Gishi Combat Tech): damage this card and pay 1: activate 1.
  character('Test Daredevil', [1, 1, 1], { abilities: [{ kind: 'activated', key: 'rush', cost: [{ damage: 'self' }, { pay: 1 }], effect: [{ do: 'activate', count: 1 }] }] }),
  // A target of one kind or another (Gishi Combat Tech's "bot or vehicle"): damage a Kizen or a vehicle here.
  character('Test Picker', [1, 1, 1], { abilities: [{ kind: 'activated', key: 'pick', cost: [],
    targets: [{ select: { at: 'here', either: [{ label: 'Kizen' }, { kinds: ['vehicle'] }] } }], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // A card's energy cost as an amount (Conservation, Makal Dalaka): activate as much as the target's cost.
  character('Test Appraiser', [1, 1, 1], { abilities: [{ kind: 'activated', key: 'appraise', cost: [],
    targets: [{ select: { kinds: ['unit'] } }], effect: [{ do: 'activate', count: { energyCost: { target: 0 } } }] }] }),
  // A pilot with a cost to reduce (Inca 1).
  character('Costly Pilot', [1, 1, 3], { cost: 3, abilities: [kw('piloting', 2)] }),
  character('Plain Gongen Monk', [2, 2, 2], { faction: 'Gongen', cost: 4 }),
  vehicle('Plain Tank', [3, 1, 3]),
  vehicle('Costly Tank', [3, 1, 3], { cost: 2 }),
  vehicle('Plain Big Tank', [3, 1, 3], { abilities: [kw('size', 2)] }),
  ship('Plain Fighter', [2, 2, 3], 2),
  ship('Plain Capital', [4, 2, 6], 8, { capital: true }),
  // A capital ship whose tactics 5 beat any plain unit's (CGC Grunt compares units, not ships).
  ship('Sharp Cruiser', [2, 5, 4], 4, { capital: true }),
  // An Earther ship for Venus/Yacht Works to boost.
  ship('Test Earther Yacht', [2, 2, 4], 2, { faction: 'Earther', cost: 2, capital: true }),
  // Characters that need support icons to be played (support-icon cards' tests).
  recruit('Earther', 1), recruit('Earther', 2), recruit('Maverick', 1), recruit('Maverick', 2),
  recruit('Shi', 1), recruit('Shi', 2), recruit('Gongen', 1), recruit('Gongen', 2), recruit('Quay', 1), recruit('Quay', 2), recruit('Independent', 0),
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
  // The same inverter, but its inverted side has the ability to invert too (R-KW-INV-03 refuses it).
  character('Test Double Inverter', [2, 2, 2], { labels: ['Inverter'], inverted: { power: 5, tactics: 1, defense: 1 },
    abilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }],
    invertedAbilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }] }),
  // Unlimited (R-KW-UNL-01), and a plain character to compare it with.
  character('Test Crowd', [1, 1, 1], { abilities: [{ kind: 'keyword', keyword: 'unlimited' }] }),
  character('Test Soldier', [1, 1, 1]),
  // Card anatomy (R-CARD): the same numbers with and without a label; the same card with two
  // descriptions; two factions side by side.
  character('Test Plain', [2, 2, 2]),
  character('Test Plain Warrior', [2, 2, 2], { labels: ['Warrior'] }),
  character('Test Echo', [2, 2, 2], { cost: 1, text: 'A soldier.' }),
  character('Test Lore Echo', [2, 2, 2], { cost: 1, text: 'Power +5. (This is lore, in italics.)' }),
  character('Test Gongen Monk', [1, 1, 1], { faction: 'Gongen' }),
  character('Test Earther Grunt', [1, 1, 1], { faction: 'Earther' }),
  // Destiny: pay 1, activate the opponent's D; entering play, draw D; compare both players' D (EX-DESTINY-03,
  // Damir Quarrel); a defense-3 target.
  character('Test Seer', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ pay: 1 }], effect: [{ do: 'activate', count: { destiny: 'opponent' } }] }] }),
  character('Test Oracle', [1, 1, 1], { abilities: [{ kind: 'triggered', on: { entersPlay: 'self' }, effect: [{ do: 'draw', count: { destiny: 'you' } }] }] }),
  character('Test Damir Quarrel', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [],
    effect: [{ do: 'if', cond: { compare: [{ destiny: 'you' }, '>', { destiny: 'opponent' }] }, then: [] }] }] }),
  character('Test Guard', [1, 1, 3]),
  // Energy: a character costing 2; one that returns itself to its used pile to activate 1; Shi
  // characters needing 3 icons (costing 5, or 1) and 2 icons (EX-ENERGY-02/03).
  character('Test Costly', [1, 1, 1], { cost: 2 }),
  character('Test Recaller', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ toUsedPile: 'self' }], effect: activate(1) }] }),
  character('Test Warlord', [5, 5, 5], { cost: 5, faction: 'Shi', support: { Shi: 3 } }),
  character('Test Cheap Warlord', [5, 5, 5], { cost: 1, faction: 'Shi', support: { Shi: 3 } }),
  character('Test Acolyte', [1, 1, 1], { cost: 1, faction: 'Shi', support: { Shi: 2 } }),
  // When destroyed, draw a card; when lost from a location, activate 1 (R-TERM-DESTROY-02: a dismissal
  // sets off only the second).
  character('Test Grudge', [1, 1, 1], { abilities: [{ kind: 'triggered', on: { lost: 'self', how: 'destroyed' }, effect: [{ do: 'draw', count: 1 }] },
    { kind: 'triggered', on: { lost: 'self' }, effect: activate(1) }] }),
  // Abilities (R-ABIL): one of each kind (pay 1: activate 1; entering play, activate 2; power +3);
  // EX-ABIL-01's "• pay 2: draw a card"; pay 2 for nothing; once a turn, damage target opposing unit;
  // power +2 while you have a vehicle here (EX-ABIL-04); Reconnoiterer (to the used pile: cancel a
  // pending drain at an adjacent site).
  character('Test Veteran', [2, 2, 2], { abilities: [
    { kind: 'activated', cost: [{ pay: 1 }], effect: activate(1) },
    { kind: 'triggered', on: { entersPlay: 'self' }, effect: activate(2) },
    { kind: 'ongoing', change: { stat: { power: 3 }, to: 'self' } }] }),
  character('Test Quartermaster', [1, 1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 2 }], effect: [{ do: 'draw', count: 1 }] }] }),
  character('Test Pumper', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ pay: 2 }], effect: [] }] }),
  character('Test Marksman', [1, 1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [],
    targets: [{ select: { who: 'opponent', kinds: ['unit'] } }], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  character('Test Vehicle Rider', [3, 1, 1], { abilities: [{ kind: 'ongoing',
    while: { count: { who: 'you', kinds: ['vehicle'], at: 'here' } }, change: { stat: { power: 2 }, to: 'self' } }] }),
  character('Test Reconnoiterer', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ toUsedPile: 'self' }],
    targets: [{ select: { at: 'adjacent' }, pending: 'drain' }], effect: [{ do: 'cancel', target: 0 }] }] }),
  // Playing cards (R-PLAY, R-UNIT, R-SHIP): two costs at once (pay 2 and dismiss another unit here);
  // pay 1 for nothing; free at a site ("you may play"); needs another unit of yours where it enters
  // (Zealous Squad); EX-CAP-02/03's Hannya (size 3 inverted, inverting itself) and Deigan (size 3),
  // and a capital ship of capacity 3.
  character('Test Costly Zealot', [1, 1, 1], { abilities: [{ kind: 'activated',
    cost: [{ pay: 2 }, { dismiss: { kinds: ['unit'], at: 'here', other: true } }], effect: activate(3) }] }),
  character('Test Small Pumper', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ pay: 1 }], effect: [] }] }),
  character('Test Guest', [1, 1, 1], { cost: 3, abilities: [{ kind: 'play', rule: { costLess: 'all', if: { card: 'here', is: { kinds: ['site'] } } } }] }),
  character('Test Zealous Squad', [4, 1, 4], { abilities: [{ kind: 'play', rule: { mustHaveOtherUnitHere: true } }] }),
  character('Test Hannya', [2, 2, 2], { labels: ['Inverter'], inverted: { power: 4, tactics: 2, defense: 2 },
    abilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }], invertedAbilities: [kw('size', 3)] }),
  character('Test Deigan', [3, 3, 3], { abilities: [kw('size', 3)] }),
  ship('Test Transport', [2, 2, 2], 3, { capital: true }),
  // A plain character that only ever sits in a hand (R-GEN-07: hidden information).
  character('Test Secret Agent', [1, 1, 1]),
  // Scouting, with and without its helper text (R-KW-HELP-01).
  character('Test Helped Scout', [1, 1, 1], { cost: 1, abilities: [kw('scouting')],
    text: 'Scouting: may be played at a site showing no energy icon on its player\'s side.' }),
  character('Test Bare Scout', [1, 1, 1], { cost: 1, abilities: [kw('scouting')], text: 'Scouting' }),
  // EX-MOD-04: Kucha 0/2/4 (+X, the highest unmodified power of another character here), Jack
  // Wilgress 7/7/7.
  character('Test Kucha', [0, 2, 4], { abilities: [{ kind: 'ongoing',
    change: { stat: { power: { stat: 'power', take: 'highest', printed: true, of: { kinds: ['character'], at: 'here', other: true } } }, to: 'self' } }] }),
  character('Test Jack', [7, 7, 7]),
  // Kucha with power 5 (AMB-22: X reads the other characters, not herself).
  character('Test Strong Kucha', [5, 2, 4], { abilities: [{ kind: 'ongoing',
    change: { stat: { power: { stat: 'power', take: 'highest', printed: true, of: { kinds: ['character'], at: 'here', other: true } } }, to: 'self' } }] }),
  // Costs 2 and two Gongen icons (a support cost no reduction touches).
  character('Test Elite', [3, 3, 3], { cost: 2, faction: 'Gongen', support: { Gongen: 2 } }),
  // Transport Vessel: • pay 1: the next time your target unit is destroyed this turn, put it aboard.
  ship('Test Vessel', [2, 1, 4], 4, { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
    targets: [unitTarget({ who: 'you' })],
    effect: [{ do: 'nextTime', on: { lost: { target: 0 }, how: 'destroyed' }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'self' }] }] }] }),
  // Captain (R-KW-CAPT): a capital ship and the unique character it names.
  ship('Test Flagship', [4, 2, 4], 4, { capital: true, abilities: [{ kind: 'keyword', keyword: 'captain', title: 'Test Captain' }] }),
  character('Test Captain', [2, 2, 2], { unique: true }),
  // Quickdraw 1 (R-ABIL-04).
  character('Test Gunslinger', [2, 2, 2], { abilities: [kw('quickdraw', 1)] }),
  // Transport 1 on a vehicle.
  vehicle('Test Truck', [2, 2, 2], { abilities: [kw('transport', 1)] }),
  // Each time you drain here, draw a card.
  character('Test Drain Watcher', [1, 1, 1], { abilities: [{ kind: 'triggered', on: { drained: 'here', by: 'you' }, effect: [{ do: 'draw', count: 1 }] }] }),
  // When this enters play, destroy target unit (R-TRIG-07: targets chosen as it goes on the stack).
  character('Test Bomber', [1, 1, 1], { abilities: [{ kind: 'triggered', on: { entersPlay: 'self' },
    targets: [unitTarget({ who: 'opponent' })], effect: [{ do: 'destroy', card: { target: 0 } }] }] }),
  // When this enters play, draw a card.
  character('Test Greeter', [1, 1, 1], { abilities: [draws] }),
  // Move target unit of yours to an adjacent site (an ability, not a movement action).
  character('Test Runner', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [],
    targets: [unitTarget({ who: 'you' }), { select: { kinds: ['site'], at: 'adjacent' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  character('Test Unique', [3, 3, 3], { unique: true }),
  // Pay 1 for an ability that does nothing in practice.
  character('Test Dud', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ pay: 1 }], targets: [unitTarget({ who: 'opponent' })],
    effect: [{ do: 'if', cond: { compare: [{ cards: 'hand', who: 'you' }, '>=', 99] }, then: [{ do: 'damage', card: { target: 0 } }] }] }] }),
  // When this is damaged, draw a card.
  character('Test Sentry', [2, 2, 2], { abilities: [{ kind: 'triggered', on: { damaged: 'self' }, effect: [{ do: 'draw', count: 1 }] }] }),
  // When this is lost from a location, your opponent loses 1.
  character('Test Martyr', [1, 1, 1], { abilities: [{ kind: 'triggered', on: { lost: 'self' }, effect: [{ do: 'lose', who: 'opponent', count: 1 }] }] }),
  // Dismiss another of your units here: activate 1.
  character('Test Zealot', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ dismiss: { kinds: ['unit'], at: 'here', other: true } }],
    effect: [{ do: 'activate', count: 1 }] }] }),
  // A unit that costs 2 less to play (so below 0).
  character('Test Far Sight', [1, 1, 1], { cost: 1, abilities: [{ kind: 'play', rule: { costLess: 2 } }] }),
  // EX-MOVE-01: 3 energy unloads a vehicle carried by this ship onto a related site.
  ship('Test Carrier', [4, 2, 4], 4, { capital: true, abilities: [{ kind: 'activated', cost: [{ pay: 3 }],
    targets: [{ select: { kinds: ['vehicle'], at: 'aboard' } }, { select: { kinds: ['site'], at: 'related' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  vehicle('Test Hauler', [2, 2, 2], { abilities: [kw('transport', 2)] }),
  // EX-BATTLE-10, Racing Sloop: each time you reveal battle destiny, you may pay 3 to destroy an
  // opposing fighter in the battle.
  ship('Test Sloop', [4, 4, 2], 2, { abilities: [{ kind: 'triggered', on: { destinyRevealed: 'you' }, inStep: true, effect: [
    { do: 'mayPay', cost: { pay: 3 }, then: [{ do: 'choose', select: { kinds: ['ship'], label: 'Fighter', who: 'opponent', inBattle: true }, as: 0,
      then: [{ do: 'destroy', card: { target: 0 } }] }] }] }] }),
  // EX-BATTLE-11, Diplomacy Bot: your casualties in battles here are reduced to 5; and its numbers
  // without the ability.
  character('Test Diplomat', [0, 1, 3], { abilities: [{ kind: 'ongoing', change: { casualtiesAtMost: 5 } }] }),
  character('Test Envoy', [0, 1, 3]),
  // EX-TRIG-05, Reliable Quarrel: free when the shipyard plays it; draws a card as it enters play.
  ship('Test Reliable', [3, 1, 6], 1, { cost: 3, abilities: [draws, { kind: 'play', rule: { costLess: 'all', via: 'Test Shipyard' } }] }),
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
  // The turn, battle and drain tests' units with an ability (plain ones are the "Unit P/T/D" family).
  // Once a turn (one bullet), for nothing: activate 1.
  character('Once-a-Turn Activator', [1, 1, 1], { destiny: 0, abilities: [{ kind: 'activated', bullets: 1, cost: [], effect: activate(1) }] }),
  // Size 2; a fighter of capacity 1; a capital ship with Transport 1 (movement tests).
  character('Test Bulky', [1, 1, 1], { destiny: 0, abilities: [kw('size', 2)] }),
  ship('Test Small Ship', [1, 1, 1], 1, { destiny: 0 }),
  ship('Test Tender', [1, 1, 1], 2, { capital: true, destiny: 0, abilities: [kw('transport', 1)] }),
  vehicle('Test Lorry', [1, 1, 1], { destiny: 0, abilities: [kw('transport', 3)] }),
  // Battle tests. Each time you reveal battle destiny (resolving at once, in the step): +2 to it,
  // +1 to it; every opposing ship is tactics -3; every opposing fighter is tactics -1 (Racing Sloop's
  // stand-in for EX-BATTLE-10).
  character('Test Surger', [1, 4, 1], { destiny: 0, abilities: [revealing([{ do: 'add', to: 'battleDestiny', who: 'you', amount: 2 }])] }),
  character('Test Small Surger', [1, 4, 1], { destiny: 0, abilities: [revealing([{ do: 'add', to: 'battleDestiny', who: 'you', amount: 1 }])] }),
  ship('Test Jammer', [1, 4, 1], 2, { destiny: 0, abilities: [revealing([{ do: 'lasting', until: 'endOfTurn',
    change: { stat: { tactics: -3 }, to: { select: { who: 'opponent', kinds: ['ship'] } } } }])] }),
  ship('Test Cutter', [1, 4, 1], 2, { destiny: 0, abilities: [revealing([{ do: 'lasting', until: 'endOfTurn',
    change: { stat: { tactics: -1 }, to: { select: { who: 'opponent', kinds: ['ship'], label: 'Fighter' } } } }])] }),
  // Pay 1: damage target opposing unit in the battle, wherever this is (R-BATTLE-07).
  character('Test Sniper', [1, 1, 1], { destiny: 0, abilities: [{ kind: 'activated', cost: [{ pay: 1 }], effect: [{ do: 'damage', card: { target: 0 } }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], inBattle: true } }] }] }),
  // Once a turn, only during a battle, pay 1: damage target opposing unit in the battle here (R-BSTEP-25).
  character('Test Blade', [1, 1, 1], { destiny: 0, abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], only: { card: 'here', is: { inBattle: true } },
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true } }], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // Immune to attrition, defense 3.
  character('Test Immune', [1, 1, 3], { destiny: 0, abilities: [{ kind: 'ongoing', change: { immuneToAttrition: 'self' } }] }),
  // You cause attrition +1 here.
  character('Test Grinder', [1, 1, 1], { destiny: 0, abilities: [{ kind: 'ongoing', change: { add: 1, to: 'attrition', at: 'here' } }] }),
  // When a battle you won here ends, activate 2.
  character('Test Spoiler', [3, 1, 1], { destiny: 0, abilities: [{ kind: 'triggered', on: { battle: 'ends', at: 'here', by: 'you' }, effect: activate(2) }] }),
  // Plain 1/1/1 characters whose titles tell them apart in the log (the order of destruction).
  ...['Test Alpha', 'Test Beta', 'Test Gamma', 'Test Faraway', 'Test First', 'Test Second', 'Test Third']
    .map((t) => character(t, [1, 1, 1], { destiny: 0 })),
  // Drains here take 2 more; the same only during a battle phase; each time you drain here, activate 1.
  character('Test Siphon', [1, 1, 1], { destiny: 0, abilities: [{ kind: 'ongoing', change: { add: 2, to: 'drain' } }] }),
  character('Test Battle Siphon', [1, 1, 1], { destiny: 0, abilities: [{ kind: 'ongoing', while: { phase: 'battle' }, change: { add: 2, to: 'drain' } }] }),
  character('Test Drain Bonus', [1, 1, 1], { destiny: 0, abilities: [{ kind: 'triggered', on: { drained: 'here', by: 'you' }, effect: activate(1) }] }),
  // 9 power; when it is destroyed, activate 3 (lost without being destroyed, it does nothing).
  character('Test Last Stand', [9, 1, 1], { destiny: 0, abilities: [{ kind: 'triggered', on: { lost: 'self', how: 'destroyed' }, effect: activate(3) }] }),
  // Readers for the frames test (tests/engine/frames.test.ts): 2/2/2 units costing 1 whose conditions
  // read what frames leave out unless a card in play reads it: the phase and turn, the battle, a hand,
  // the turn's counters; the Power Reader reads power, which the Battle Reader makes depend on the battle.
  character('Phase Reader', [2, 2, 2], { cost: 1, abilities: [{ kind: 'ongoing', while: { phase: 'battle', turn: 'yours' }, change: { stat: { power: 2 }, to: 'self' } }] }),
  character('Battle Reader', [2, 2, 2], { cost: 1, abilities: [{ kind: 'ongoing', while: { card: 'here', is: { inBattle: true } }, change: { stat: { power: 3 }, to: 'self' } }] }),
  character('Hand Reader', [2, 2, 2], { cost: 1, abilities: [{ kind: 'ongoing', while: { compare: [{ cards: 'hand', who: 'you' }, '>=', 4] }, change: { stat: { tactics: 2 }, to: 'self' } }] }),
  character('Counter Reader', [2, 2, 2], { cost: 1, abilities: [{ kind: 'ongoing', while: { thisTurn: 'youWonBattle' }, change: { stat: { defense: 2 }, to: 'self' } }] }),
  character('Power Reader', [2, 2, 2], { cost: 1, abilities: [{ kind: 'ongoing', while: { count: { who: 'you', kinds: ['unit'], at: 'here', stat: { power: { atLeast: 5 } } } },
    change: { stat: { power: 1 }, to: { select: { who: 'you', kinds: ['unit'], at: 'here' } } } }] }),
  // When it enters play, your opponent chooses his or her target undamaged unit here and damages it.
  character('Test Bully', [1, 1, 1], { abilities: [{ kind: 'triggered', on: { entersPlay: 'self' },
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', damaged: false }, chosenByOpponent: true }],
    effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // Ongoing abilities that read numbers other ongoing abilities change (abilities/continuous.ts
  // collect): the Drillmaster raises tactics here at a site; the Sergeant raises power here while a
  // unit of yours has tactics 4; the Bannerman gains defense while a unit of yours has power 6.
  character('Test Drillmaster', [2, 2, 2], { abilities: [{ kind: 'ongoing', while: { card: 'here', is: { kinds: ['site'] } },
    change: { stat: { tactics: 2 }, to: { select: { who: 'you', kinds: ['unit'], at: 'here' } } } }] }),
  character('Test Sergeant', [2, 2, 2], { abilities: [{ kind: 'ongoing',
    while: { count: { who: 'you', kinds: ['unit'], at: 'here', stat: { tactics: { atLeast: 4 } } } },
    change: { stat: { power: 2 }, to: { select: { who: 'you', kinds: ['unit'], at: 'here' } } } }] }),
  character('Test Bannerman', [2, 2, 2], { abilities: [{ kind: 'ongoing',
    while: { count: { who: 'you', kinds: ['unit'], at: 'here', stat: { power: { atLeast: 6 } } } },
    change: { stat: { defense: 3 }, to: 'self' } }] }),
  // Gets +2 power while its power is below 5: no position settles it.
  character('Test Flickerer', [4, 2, 2], { abilities: [{ kind: 'ongoing',
    while: { not: { card: 'self', is: { stat: { power: { atLeast: 5 } } } } }, change: { stat: { power: 2 }, to: 'self' } }] }),
];
