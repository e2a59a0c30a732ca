// Gongen cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { Selector } from '../../src/engine/abilities/vocabulary';
import { size, transport, SITE, AT_SITE, IN_BATTLE, supportIconsHere } from './common';
import type { CardAbilities, CardAbility } from './types';

const GONGEN_FIGHTERS_HERE: Selector = { who: 'you', kinds: ['ship'], label: 'Fighter', faction: 'Gongen', at: 'here', other: true };

/** Each player may drain here only with 8 or more total power or tactics among their cards here. */
const drainNeeds = (cards: Selector, stat: 'power' | 'tactics'): CardAbility[] => (['you', 'opponent'] as const).map((who): CardAbility => ({
  kind: 'ongoing', while: { compare: [{ stat, of: { ...cards, who, at: 'here' }, take: 'total' }, '<', 8] }, change: { cannot: 'drain', who } }));

/** A weapon's shot that reveals the top two cards of your reserve: pay, then damage a target opposing
 * unit in a site battle (here, or where `also` allows) if its defense is below the destiny chosen. */
const revealTwoShot = (pay: number, bullets: number, also: Selector = {}): CardAbility => ({ kind: 'activated', key: 'damage', bullets, cost: [{ pay }],
  targets: [{ select: { who: 'opponent', kinds: ['unit'], inBattle: true, where: SITE, ...(Object.keys(also).length ? also : { at: 'here' }) } }],
  effect: [{ do: 'revealPick', count: 2, then: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { noted: 'destiny' }] },
    then: [{ do: 'damage', card: { target: 0 } }] }] }] });

export const GONGEN: Record<string, CardAbilities> = {
  // Grid Tactician
  '1C70': { abilities: [{ kind: 'ongoing', change: { generate: 1, at: 'here' } }] },
  // Ikazuchi Leader
  '1U76': { abilities: [{ kind: 'triggered', key: 'play', on: { entersPlay: 'self' },
    effect: [{ do: 'play', from: 'reserveTop', select: { kinds: ['unit'], faction: 'Gongen' }, at: 'here', costLess: 3 }] }] },
  // Resource Technician (EX-RUL-15: "is at a site")
  '1C93': { abilities: [{ kind: 'ongoing', while: { all: [AT_SITE, supportIconsHere('you', '=', 0)] },
    change: { generate: 2, at: 'here' } }] },
  // Shikami Follower (erratum, CARD-11)
  '1U99': { abilities: [{ kind: 'activated', key: 'destiny', cost: [{ dismiss: { kinds: ['unit'], at: 'here', other: true } }],
    only: IN_BATTLE, effect: [{ do: 'add', to: 'battleDestiny', who: 'opponent', amount: -3 }] }] },
  // Kujiko Torako
  '1PF2': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ lose: 2 }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'triggered', key: 'play', on: { entersPlay: 'self' },
      effect: [{ do: 'play', from: 'hand', select: { kinds: ['unit'] }, at: 'here', free: true, maxCost: 2 }] }] },
  // Loremaster
  '1U85': { abilities: [{ kind: 'triggered', key: 'search', on: { lost: 'self' }, optional: true,
    effect: [{ do: 'search', pile: 'lost', to: 'activeBottom' }] }] },
  // Dauntless Defense
  '1C63': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['location'], inBattle: true } }],
    effect: [{ do: 'lasting', until: 'endOfTurn',
      change: { stat: { defense: 1 }, to: { select: { who: 'you', kinds: ['unit', 'ship'], inBattle: true } } } }] }] },
  // Rising Morale
  '1U94': { abilities: [{ kind: 'onPlay',
    only: { count: { kinds: ['sector'], such: { count: { who: 'you', kinds: ['ship'], label: 'Fighter', at: 'here' }, atLeast: 2 } } },
    effect: [{ do: 'activate', count: 4 }] }] },
  // Cloud
  '1U61': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['ship'], inBattle: true } }],
    effect: [{ do: 'if', cond: { compare: [{ destiny: 'opponent' }, '<', { count: { who: 'you', label: 'Fighter', kinds: ['ship'], inBattle: true } }] },
      then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Jikoku Fighter
  '1C80': { abilities: [{ kind: 'ongoing', while: { count: GONGEN_FIGHTERS_HERE, atLeast: 2 },
    change: { stat: { defense: 2 }, to: 'self' } }] },
  // Zocho Fighter
  '1C110': { abilities: [{ kind: 'ongoing', while: { count: GONGEN_FIGHTERS_HERE, atLeast: 2 },
    change: { stat: { power: 1 }, to: 'self' } }] },
  // Guardian-Class Carrier
  '1C71': { abilities: [{ kind: 'keyword', keyword: 'transport', value: 4 }] },
  // Tamon Fighter
  '1C108': { abilities: [{ kind: 'triggered', key: 'retrieve', on: { entersPlay: 'self' }, optional: true, effect: [{ do: 'retrieve', count: 1 }] }] },
  // Komoku (erratum, CARD-7)
  '1C83': { abilities: [{ kind: 'keyword', keyword: 'transport', value: 4 },
    { kind: 'play', rule: { costLess: { count: { kinds: ['site'], at: 'related', such: { count: { who: 'you', kinds: ['unit'], at: 'here' } } } } } }] },
  // Zocho
  '1U109': { abilities: [{ kind: 'keyword', keyword: 'transport', value: 4 },
    { kind: 'ongoing', change: { stat: { power: { count: { who: 'you', kinds: ['ship'], at: 'here', other: true } } }, to: 'self' } }] },
  // Ikazuchi T.S.V.
  '1U77': { abilities: [{ kind: 'keyword', keyword: 'size', value: 3 }, { kind: 'keyword', keyword: 'transport', value: 4 },
    { kind: 'triggered', key: 'pay', on: { battle: 'begins', at: 'here' }, if: AT_SITE, effect: [{ do: 'pay', who: 'opponent', count: 3 }] }] },
  // Shikami T.S.V.
  '1C100': { abilities: [{ kind: 'keyword', keyword: 'size', value: 3 }, { kind: 'keyword', keyword: 'transport', value: 4 },
    { kind: 'activated', key: 'defense', bullets: 1, cost: [{ pay: 2 }], only: AT_SITE,
      targets: [{ select: { kinds: ['unit'], at: 'here' } }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { defense: -2 }, to: { target: 0 } } }] }] },
  // Taihu
  '1U106': { abilities: [{ kind: 'ongoing', change: { stat: { defense: 2 }, to: 'host' } },
    { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 3 }], targets: [{ select: { who: 'opponent', kinds: ['ship'], at: 'here', inBattle: true } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<',
        { destiny: 'you', plus: { count: { who: 'you', kinds: ['ship'], faction: 'Gongen', at: 'here' } } }] },
      then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Gongen Katana: "this character" is the one carrying it.
  '1U68': { abilities: [{ kind: 'ongoing', change: { stat: { defense: 2 }, to: 'host' } },
    { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] },
        then: [{ do: 'damage', card: { target: 0 } }] }] },
    { kind: 'activated', key: 'toHand', cost: [{ pay: 3 }], effect: [{ do: 'toHand', card: 'self' }] }] },
  // Jet Pack Attack
  '1R78': { abilities: [{ kind: 'onPlay',
    targets: [{ select: { who: 'you', kinds: ['character'], where: { kinds: ['site'], such: { card: 'battleLocation', is: { kinds: ['site'], at: 'adjacent' } } } } }],
    effect: [{ do: 'move', card: { target: 0 }, to: 'battleLocation' }] }] },
  // Defensive Fire
  '2U33': { abilities: [{ kind: 'onPlay', effect: [{ do: 'lasting', until: 'endOfTurn',
    change: { stat: { defense: 4 }, to: { select: { kinds: ['unit'], label: 'Ikazuchi' } } } }] }] },
  // Jikoku Interceptor
  '2C41': { abilities: [{ kind: 'ongoing', change: { stat: { defense: { count: { who: 'you', kinds: ['ship'], at: 'here', other: true } } }, to: 'self' } }] },
  // Zocho Interceptor
  '2C57': { abilities: [{ kind: 'ongoing', change: { stat: { power: { count: { who: 'opponent', kinds: ['ship'], at: 'here' } } }, to: 'self' } }] },
  // Komoku Interceptor
  '2U43': { abilities: [{ kind: 'ongoing', change: { immuneToAttrition: { select: { who: 'you', kinds: ['ship'], titleHas: 'Komoku', at: 'here', other: true } } } }] },
  // NoBot Battle Sword
  '1R90': { abilities: [{ kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 6 }],
    targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }], effect: [{ do: 'damage', card: { target: 0 } }] }] },
  // Spirit Theft
  '1C103': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'], damaged: true } }],
    effect: [{ do: 'activate', count: { stat: 'defense', of: { target: 0 } } }] }] },
  // Shikami Warrior
  '1C101': { abilities: [{ kind: 'triggered', key: 'retrieve', on: { entersPlay: 'self' }, optional: true,
    if: { all: [AT_SITE, { count: { who: 'you', label: 'Bot', at: 'here' } }] }, effect: [{ do: 'retrieve', count: 1 }] }] },
  // Deigan Follower
  '1U66': { abilities: [{ kind: 'triggered', key: 'damage', on: { battle: 'begins', at: 'here' }, if: AT_SITE,
    targets: [{ select: { kinds: ['unit'], at: 'here' } }], effect: [{ do: 'mayPay', cost: { lose: 3 }, then: [{ do: 'damage', card: { target: 0 } }] }] }] },
  // Junshi
  '1U81': { abilities: [{ kind: 'onPlay', only: { count: { who: 'you', label: 'Kizen' } }, targets: [{ select: { kinds: ['asset'] } }],
    effect: [{ do: 'destroy', card: { target: 0 } }] }] },
  // Ikazuchi Follower
  '2C38': { abilities: [{ kind: 'ongoing', while: { card: 'self', is: { damaged: true } }, change: { stat: { power: 2 }, to: 'self' } }] },
  // Dedication
  '1C64': { abilities: [
    { kind: 'ongoing', change: { stat: { defense: 1 }, to: { select: { who: 'you', kinds: ['character'], damaged: true } } } },
    { kind: 'ongoing', change: { stat: { defense: 1 }, to: { select: { who: 'you', kinds: ['ship'], label: 'Fighter', damaged: true } } } },
  ] },
  // Shikami
  '1R98': { abilities: [size(3), { kind: 'ongoing', while: { count: { who: 'you', kinds: ['unit'], faction: 'Gongen', at: 'here', other: true }, atLeast: 2 },
    change: { stat: { power: 2 }, to: 'self' } }] },
  // Ikazuchi
  '1R75': { abilities: [size(3), { kind: 'activated', key: 'defense', bullets: 1, cost: [{ pay: 2 }],
    targets: [{ select: { kinds: ['unit'], at: 'here', other: true } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { defense: 2 }, to: { target: 0 } } }] }] },
  // Komoku Fighter
  '1R84': { abilities: [{ kind: 'triggered', key: 'download', on: { entersPlay: 'self' },
    effect: [{ do: 'search', pile: 'reserve', select: { titleHas: 'Komoku Fighter' }, to: 'hand' }] }] },
  // Tachikaze
  '2R48': { abilities: [transport(4), { kind: 'activated', key: 'defense', bullets: 3, cost: [{ pay: 1 }],
    targets: [{ select: { who: 'you', kinds: ['ship'], at: 'here' } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { defense: 1 }, to: { target: 0 } } }] }] },
  // Sniffed Out
  '1U102': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'opponent', label: 'Infiltrator', where: SITE } }],
    effect: [{ do: 'destroy', card: { target: 0 } }, { do: 'lose', who: 'opponent', count: 3 }] }] },
  // Combat Support T.S.V.
  '2U31': { abilities: [size(3), transport(4), { kind: 'triggered', key: 'retrieve', on: { entersPlay: 'self' }, optional: true,
    if: { all: [AT_SITE, { any: [{ count: { who: 'you', label: 'Bot', at: 'here' } }, { count: { who: 'you', kinds: ['vehicle'], at: 'here', other: true } }] }] },
    effect: [{ do: 'retrieve', count: 1 }] }] },
  // Hamon of Ikazuchi
  '1C72': { abilities: [size(3), transport(4), { kind: 'triggered', key: 'activate', on: { entersPlay: 'self' }, if: AT_SITE,
    effect: [{ do: 'activate', count: { count: { who: 'you', kinds: ['unit'], at: 'here', other: true } } }] }] },
  // Jikoku
  '1R79': { abilities: [transport(4), { kind: 'activated', key: 'immune', bullets: 1, cost: [{ handToUsed: 1, kinds: ['ship'], reveal: true }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] }] },
  // Hannya
  '2R37': {
    abilities: [{ kind: 'activated', key: 'invert', cost: [{ lose: 3 }], effect: [{ do: 'invert', card: 'self' }] }],
    invertedAbilities: [{ kind: 'triggered', key: 'attrition', on: { inverted: 'self' }, if: { all: [AT_SITE, IN_BATTLE] },
      effect: [{ do: 'add', to: 'attrition', who: 'you', amount: { destiny: 'you' } }] }],
  },
  // Much Admired
  '1R89': { abilities: [{ kind: 'play', rule: { onePerHost: true } }, { kind: 'activated', key: 'attrition', bullets: 1, cost: [{ pay: 2 }],
    effect: [{ do: 'if', cond: { compare: [{ destiny: 'opponent' }, '<', { stat: 'tactics', of: 'host' }] },
      then: [{ do: 'lasting', until: 'endOfTurn', change: { add: -4, to: 'attrition', at: 'here', who: 'opponent' } }] }] }] },
  // Indomitable Will: "no other units here" than the kizen it is beneath.
  '2C40': { abilities: [{ kind: 'play', rule: { onePerHost: true } }, { kind: 'triggered', key: 'retrieve', on: { drained: 'here', by: 'you' }, optional: true,
    if: { all: [AT_SITE, { count: { who: 'you', kinds: ['unit'], at: 'here' }, atMost: 1 }] }, effect: [{ do: 'retrieve', count: 1 }] }] },
  // Kano Masako
  '1R82': { abilities: [{ kind: 'ongoing', change: { cannot: 'beDamaged', to: 'self' } },
    { kind: 'activated', key: 'activate', bullets: 1, cost: [{ handToUsed: 1 }], effect: [{ do: 'activate', count: 1 }] }] },
  // Tennaru Hari
  '2R52': { abilities: [{ kind: 'keyword', keyword: 'quickdraw', value: 2 },
    { kind: 'ongoing', while: { card: 'self', is: { has: { kinds: ['weapon'] } } }, change: { cannot: 'beDamaged', to: 'self' } }] },
  // Gunso Squad Leader
  '2C35': { abilities: [{ kind: 'activated', key: 'protect', bullets: 1, cost: [{ pay: 4 }],
    targets: [{ select: { who: 'you', kinds: ['character'], at: 'here', where: SITE } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'beDamaged', to: { target: 0 } } }] }] },
  // Tamon Interceptor
  '2C50': { abilities: [{ kind: 'triggered', key: 'toUsed', on: { lost: 'self', how: 'destroyed' }, optional: true,
    effect: [{ do: 'toPile', card: 'self', pile: 'used' }] }] },
  // Ikazuchi Technician: "here" is where it was destroyed.
  '2C39': { abilities: [{ kind: 'triggered', key: 'toUsed', on: { lost: 'self', how: 'destroyed' }, optional: true, if: { all: [AT_SITE, IN_BATTLE] },
    effect: [{ do: 'toPile', card: 'self', pile: 'used' }] }] },
  // Cheng Lin: once each turn, marked when used.
  '2R30': { abilities: [{ kind: 'triggered', key: 'toUsed', on: { lost: { who: 'you', kinds: ['vehicle'], at: 'here' }, how: 'destroyed' }, optional: true,
    if: { not: { thisTurn: 'marked', key: 'toUsed' } },
    effect: [{ do: 'if', cond: { not: { thisTurn: 'marked', key: 'toUsed' } }, then: [{ do: 'mark', key: 'toUsed' }, { do: 'toPile', card: 'eventCard', pile: 'used' }] }] }] },
  // Chijo Warrior
  '1C60': { abilities: [{ kind: 'activated', key: 'play', bullets: 1, cost: [],
    effect: [{ do: 'if', cond: { all: [AT_SITE, { card: 'self', is: { has: { kinds: ['weapon'] } } }] },
      then: [{ do: 'play', from: 'hand', select: { kinds: ['unit'] }, at: 'here' }] }] }] },
  // Traginium Cache
  '2U54': { abilities: [{ kind: 'activated', key: 'stockpile', bullets: 1, cost: [{ pay: 1 }], only: { phase: 'deploy', turn: 'yours' },
    effect: [{ do: 'if', cond: { all: [{ count: { kinds: ['sector'], such: { count: { who: 'you', kinds: ['ship'], label: 'Fighter', at: 'here' }, atLeast: 2 } } },
      { compare: [{ stackedOn: 'self' }, '<', 2] }] }, then: [{ do: 'lose', who: 'opponent', count: 1, stackOn: 'self' }] }] }] },
  // Tataki Commander
  '2U51': { abilities: [{ kind: 'activated', key: 'move', bullets: 1, cost: [{ pay: 1 }], only: { phase: 'any', turn: 'opponents' },
    targets: [{ select: { kinds: ['site'], at: 'adjacent', inBattle: true } }], effect: [{ do: 'move', card: 'self', to: { target: 0 } }] }] },
  // Serenity
  '1R95': { abilities: [{ kind: 'onPlay', effect: [{ do: 'loseFromHand', who: 'opponent', count: 1, random: true }] }] },
  // Transport Aide
  '2C55': { abilities: [{ kind: 'triggered', key: 'toHand', on: { entersPlay: 'self' }, optional: true,
    if: { count: { who: 'you', kinds: ['asset'], label: 'Stockpile', stacked: true } },
    effect: [{ do: 'search', pile: 'lost', select: { kinds: ['vehicle'] }, to: 'hand' }] }] },
  // Kayu Gekkane
  '2U42': { abilities: [{ kind: 'ongoing', while: { all: [AT_SITE, { count: { who: 'opponent', kinds: ['unit'], at: 'here' }, atMost: 2 }] },
    change: { cannot: 'revealBattleDestiny', who: 'opponent' } }] },
  // Amorian Shipyard (ruling CARD-06: a fighter played from it sets off its own "enters play")
  '1R56': { abilities: [
    { kind: 'triggered', key: 'stack', on: { lost: { who: 'you', kinds: ['ship'], label: 'Fighter', inBattle: true } }, optional: true,
      if: { card: 'self', is: { stacked: false } },
      effect: [{ do: 'if', cond: { card: 'self', is: { stacked: false } }, then: [{ do: 'stack', card: 'eventCard' }] }] },
    { kind: 'activated', key: 'play', cost: [{ pay: 2 }], only: { phase: 'deploy', turn: 'yours' },
      effect: [{ do: 'play', from: 'stackedOnSelf', select: { kinds: ['ship'], label: 'Fighter' }, at: 'any', to: { kinds: ['sector'], label: 'Asteroid' } }] },
  ] },
  // Higen Orochito
  '1R73': { abilities: [
    { kind: 'activated', key: 'immune', bullets: 1, cost: [{ lose: 2 }], effect: [{ do: 'lasting', until: 'endOfTurn', change: { immuneToAttrition: 'self' } }] },
    { kind: 'triggered', key: 'retrieve', on: { lost: 'self' }, if: AT_SITE, effect: [{ do: 'retrieve', count: 3, upTo: true }] },
  ] },
  // Carrier Screen: "battle destiny -3" is taken once, as the battle destiny step ends.
  '1R58': { abilities: [{ kind: 'play', rule: { opponentHost: true } }, { kind: 'play', rule: { onePerHost: true } },
    { kind: 'triggered', key: 'destiny', on: { battle: 'destinyEnds', at: 'here' }, inStep: true,
      effect: [{ do: 'add', to: 'battleDestiny', who: 'opponent', amount: -3 }] },
    { kind: 'triggered', key: 'dismiss', on: { controls: 'here', by: 'opponent' }, effect: [{ do: 'dismiss', card: 'self' }] }] },
  // Deigan
  '1R65': { abilities: [size(3),
    { kind: 'triggered', key: 'dismiss', on: { becomes: { not: { count: { who: 'you', kinds: ['unit'], faction: 'Gongen', at: 'here', other: true }, atLeast: 2 } } },
      effect: [{ do: 'dismiss', card: 'self' }] },
    { kind: 'ongoing', while: { all: [AT_SITE, supportIconsHere('you', '=', 0)] }, change: { add: -2, to: 'attrition', at: 'here', who: 'opponent' } }] },
  // Gishi Combat Tech
  '2U34': { abilities: [{ kind: 'activated', key: 'toHand', only: IN_BATTLE, cost: [{ damage: 'self' }],
    targets: [{ select: { who: 'you', at: 'here', either: [{ label: 'Bot' }, { kinds: ['vehicle'] }] } }],
    effect: [{ do: 'toHand', card: { target: 0 } }] }] },
  // Mark of the Kami and Not Easily Taken: a drain's "extra cost" of having the numbers here is a
  // condition, not something paid; each side is barred while its own numbers fall short (R-GEN-03).
  // Mark of the Kami
  '1R86': { abilities: [{ kind: 'play', rule: { opponentHost: true } }, ...drainNeeds({ kinds: ['ship'] }, 'power')] },
  // Not Easily Taken
  '1R91': { abilities: [{ kind: 'play', rule: { opponentHost: true } }, ...drainNeeds({ kinds: ['ship', 'unit'] }, 'tactics')] },
  // Swift Response
  '1U104': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'card', select: { kinds: ['ship'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannot: 'move', to: { target: 0 } } }] }] },
  // Sword Wall: each player decides for the assets they hold.
  '2R47': { abilities: [{ kind: 'onPlay', effect: (['you', 'opponent'] as const).map((who) => ({
    do: 'each' as const, select: { who, kinds: ['asset' as const] }, as: 0, ...(who === 'opponent' ? { by: 'opponent' as const } : {}),
    then: [{ do: 'choice' as const, who: 'you' as const, options: [{ key: 'dismiss', effect: [{ do: 'dismiss' as const, card: { target: 0 } }] },
      { key: 'lose', effect: [{ do: 'lose' as const, who: 'you' as const, count: 2 }] }] }] })) }] },
  // Rapid Fire
  '2U45': { abilities: [{ kind: 'ongoing', change: { stat: { defense: 2 }, to: 'host' } },
    { kind: 'ongoing', change: { gainKeyword: 'quickdraw', value: 1, to: 'host', ifNone: true } }] },
  // Last Stand
  '2U44': { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['location'], inBattle: true } }],
    effect: [{ do: 'add', to: 'casualties', who: 'you', amount: { icons: 'support', who: 'you', faction: 'Gongen', here: true, times: -5 } }] }] },
  // Cruel Lesson
  '1R62': { abilities: [{ kind: 'triggered', key: 'lose', on: { damaged: { kinds: ['unit'] }, by: { kinds: ['weapon'] } }, forEventPlayer: true,
    if: { count: { who: 'you', kinds: ['unit'], damaged: true }, atLeast: 2 }, effect: [{ do: 'lose', who: 'you', count: 2 }] }] },
  // Sharper Than Steel
  '1U96': { abilities: [{ kind: 'triggered', key: 'destroy', on: { damaged: { either: [{ kinds: ['ship'] }, { kinds: ['unit'] }] }, by: { kinds: ['weapon'] } },
    effect: [{ do: 'mayPay', cost: { pay: 2 }, then: [{ do: 'destroy', card: 'eventCard' }] }] }] },
  // Gongen T.S.V.
  '1C69': { abilities: [size(3), transport(4), { kind: 'triggered', key: 'destroy',
    on: { damaged: { kinds: ['unit'], other: true }, by: { kinds: ['weapon'], at: 'aboard' } },
    effect: [{ do: 'mayPay', cost: { pay: 2 }, then: [{ do: 'destroy', card: 'eventCard' }] }] }] },
  // Plasma Cannon: the target may also be in a site battle at a site adjacent to the weapon's.
  '1U92': { abilities: [{ kind: 'ongoing', change: { stat: { defense: 1 }, to: 'host' } },
    revealTwoShot(1, 1, { either: [{ at: 'here' }, { at: 'adjacent' }] })] },
  // Chijo Katana
  '1U59': { abilities: [{ kind: 'ongoing', change: { cannot: 'beDamaged', to: 'host' } }, revealTwoShot(1, 1)] },
  // Hailstorm Blaster
  '2R36': { abilities: [{ kind: 'ongoing', change: { stat: { defense: 4 }, to: 'host' } }, revealTwoShot(2, 2)] },
  // Ancestral Garden: the character's printed tactics against the kizen's, read as the order resolves.
  '1R57': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', label: 'Kizen' } }, { select: { kinds: ['character'] }, from: 'lost' }],
    effect: [{ do: 'if', cond: { compare: [{ stat: 'tactics', of: { target: 1 }, printed: true }, '<', { stat: 'tactics', of: { target: 0 } }] },
      then: [{ do: 'playCard', card: { target: 1 }, at: 'any' }] }] }] },
  // Sheltered: "that site" is named with the targets, the unit dismissed to pay is one of yours there.
  '1R97': { abilities: [{ kind: 'onPlay',
    targets: [{ select: { kinds: ['site'] } }, { select: { who: 'you', kinds: ['unit'], at: 'here' }, paidAsCost: true },
      { select: { kinds: ['unit'], faction: 'Gongen' }, from: 'lost' }],
    extraCost: [{ dismiss: { target: 1 } }], effect: [{ do: 'playCard', card: { target: 2 }, at: 'here', costLess: 3 }] }] },
  // Dance of Steel
  '2R32': { abilities: [{ kind: 'triggered', key: 'retrieve', on: { destinyRevealed: 'you' }, optional: true,
    effect: [{ do: 'retrieve', count: { count: { who: 'opponent', kinds: ['unit'], damaged: true, inBattle: true } } }] }] },
  // Minefield: the unit's player resolves it, so "your opponent's D" is the other player's.
  '1C88': { abilities: [{ kind: 'play', rule: { opponentHost: true } },
    { kind: 'triggered', key: 'destroy', on: { entersPlay: { kinds: ['unit'], at: 'here' } }, forEventPlayer: true,
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: 'eventCard' }, '<', { destiny: 'opponent' }] }, then: [{ do: 'destroy', card: 'eventCard' }] }] }] },
  // T.S.V. Command Post: up to four plays, each offered in turn.
  '1U105': { abilities: [size(3), transport(4), { kind: 'activated', key: 'deploy', bullets: 1, cost: [{ lose: 3 }],
    effect: [{ do: 'if', cond: AT_SITE, then: [1, 2, 3, 4].map(() => ({ do: 'play' as const, from: 'hand' as const,
      select: { kinds: ['unit' as const], stat: { tactics: { atMost: 1 } } }, at: 'here' as const, costLess: 2 })) }] }] },
  // Takumi Shadow Warriors
  '2R49': { abilities: [{ kind: 'keyword', keyword: 'quickdraw', value: 1 }, { kind: 'play', rule: { weapons: 2 } }] },
  // Tamon: each player in turn keeps their other capitals here by dismissing a fighter of theirs here.
  '1R107': { abilities: [transport(4), { kind: 'triggered', key: 'dismiss', on: { entersPlay: 'self' },
    effect: (['you', 'opponent'] as const).map((who) => {
      const by = who === 'opponent' ? { by: 'opponent' as const } : {};
      return { do: 'choice' as const, who, options: [
        { key: 'fighter', if: { count: { who, label: 'Fighter', at: 'here' } },
          effect: [{ do: 'choose' as const, who, select: { who, label: 'Fighter', at: 'here' }, as: 0, then: [{ do: 'dismiss' as const, card: { target: 0 } }], ...by }] },
        { key: 'capitals', effect: [{ do: 'each' as const, select: { who, label: 'Capital', at: 'here', other: true }, as: 0, then: [{ do: 'dismiss' as const, card: { target: 0 } }], ...by }] },
      ] };
    }) }] },
  // Meditation
  '1R87': { abilities: [{ kind: 'play', rule: { onePerHost: true } },
    { kind: 'activated', key: 'exchange', bullets: 1, cost: [{ pay: 1 }], effect: [{ do: 'exchangeTop', match: 'destiny' }] }] },
  // Thunder-Edge Greatsword
  '2C53': { abilities: [
    { kind: 'triggered', key: 'toHand', on: { lost: 'self', how: 'hostDestroyed' }, optional: true, effect: [{ do: 'toHand', card: 'self' }] },
    { kind: 'activated', key: 'damage', bullets: 1, cost: [{ pay: 1 }], targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, where: SITE } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you', plus: 2 }] }, then: [{ do: 'damage', card: { target: 0 } }] }] },
  ] },
  // Strength of Arms: "your Deigan unit" wherever it is destroyed.
  '2R46': { abilities: [
    { kind: 'triggered', key: 'stack', on: { lost: { who: 'you', kinds: ['unit'], label: 'Deigan' }, how: 'destroyed' }, optional: true,
      if: { card: 'self', is: { stacked: false } }, effect: [{ do: 'stack', card: 'eventCard' }] },
    { kind: 'activated', key: 'toHand', cost: [{ loseFromHand: 1 }], only: { all: [{ phase: 'deploy', turn: 'yours' }, { card: 'self', is: { stacked: true } }] }, effect: [{ do: 'unstack', unstack: 'hand' }] },
  ] },
  // Unbidden Martyr: X is the removed kizen's printed energy cost.
  '2R56': { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', label: 'Kizen' }, paidAsCost: true }], extraCost: [{ removeFromGame: { target: 0 } }],
    effect: [{ do: 'retrieve', count: { energyCost: { target: 0 } } }, { do: 'removeFromGame', card: 'self' }] }] },
  // Honorable Death: its fighters lost in battles are kept on it, and count when it is dismissed.
  '1U74': { abilities: [{ kind: 'triggered', key: 'stack', on: { lost: { who: 'you', kinds: ['ship'], label: 'Fighter', inBattle: true } }, optional: true,
    effect: [{ do: 'stack', card: 'eventCard' }] },
  { kind: 'activated', key: 'power', cost: [{ dismiss: 'self' }], targets: [{ select: { kinds: ['sector'] } }],
    effect: [{ do: 'lasting', until: 'endOfTurn', fixed: true, change: { add: { stackedOn: 'self', times: 2 }, to: 'totalPower' } }] }] },
  // Energy Tap: "here" is the pending drain's location; the next drain of yours there is that one.
  '1R67': { abilities: [{ kind: 'onPlay', targets: [{ pending: 'drain', select: { who: 'you' } }],
    effect: [{ do: 'nextTime', on: { drained: 'here', by: 'you' }, effect: [{ do: 'retrieve', count: { eventValue: 'drain' } }] }] }] },
};
