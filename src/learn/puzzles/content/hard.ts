// Hard puzzles: a chain of abilities, a card played at the one moment it works, or every source
// of loss in a turn added up.
import type { Puzzle } from '../types';
import { FIGHTERS_AT_SOURCE, THEIR_DESTINY_ZERO } from './medium';

export const LEADER_CHAIN: Puzzle = {
  id: 'leader-chain',
  title: 'Chain of command',
  task: 'Five energy in your active pile, two cards in hand, and a strong force at the Underground Bunker. Deploy, then win the battle there this turn. The top card of your reserve is Kujiko Torako.',
  difficulty: 3,
  goal: { kind: 'winBattle', at: '@bunker' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 109, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: [{ card: '1PF2', name: 'torako' }, '1U94', '1C93', '1U99', '1C63'],
        active: ['1C70', '1C93', '1U76', '1C80', '1C110'],
        hand: [{ card: '1U76', name: 'leader' }, { card: '1U99', name: 'follower' }],
      },
      { reserve: [{ card: '1PF1', name: 'their destiny card' }, '1C7', '1C32', '1C13', '1C4'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      {
        card: '1C311', name: 'bunker', controller: 0,
        cards: [[{ card: '1C93', name: 'technician' }], [{ card: '1C55', name: 'squad' }, { card: '1C32', name: 'officer' }, { card: '1C4', name: 'guru' }]],
      },
    ],
  },
  opponent: [{ type: 'choose', choice: { reveal: true } }],
  solution: [
    { type: 'play', card: '@leader', at: '@bunker' }, { type: 'choose', choice: { pick: '@torako' } },
    { type: 'choose', choice: { pick: '@follower' } },
    { type: 'attack', location: '@bunker' }, { type: 'choose', choice: { reveal: true } },
  ],
  wrong: [
    [{ type: 'play', card: '@follower', at: '@bunker' }, { type: 'attack', location: '@bunker' }, { type: 'choose', choice: { reveal: true } }],
    [{ type: 'play', card: '@leader', at: '@camp' }, { type: 'attack', location: '@bunker' }, { type: 'choose', choice: { reveal: true } }],
  ],
  hints: {
    rule: { text: 'A card that enters play may set off its own ability at once; one that plays another card can start a chain, each card entering play in turn.', rules: ['R-TRIG-01', 'R-BSTEP-17'] },
    card: { text: 'Ikazuchi Leader looks at the top of your reserve when it enters play, and a Gongen unit found there may come in for 3 less. Kujiko Torako, in turn, brings a cheap unit from your hand for free.', card: '@leader' },
    move: 'Play Ikazuchi Leader at the Underground Bunker, play the revealed Kujiko Torako there for 1, let Torako bring in Shikami Follower for free, then attack and reveal your destiny.',
  },
  explain: 'Five energy bought three units: the Leader for 3, Torako for 4 less 3, and the Follower for nothing, with 1 left to attack. 2 + 1 + 3 + 2 power and a destiny of 6 made 14 against their 8 and destiny 5.',
};

export const MORALE_BOOST: Puzzle = {
  id: 'morale-boost',
  title: 'Nothing in the active pile',
  task: 'Your active pile is empty, yet you must win a battle at the Traginium Source this turn. Your two fighters there face three ships.',
  difficulty: 3,
  goal: { kind: 'winBattle', at: '@source' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 110, turn: 6, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['1C70', '1C93', '1U76', '1C80', { card: '1S308', name: 'destiny card' }, '1U99', '1C63'],
        hand: [{ card: '1U94', name: 'morale' }, { card: '1C108', name: 'tamon' }],
      },
      THEIR_DESTINY_ZERO,
    ],
    row: FIGHTERS_AT_SOURCE,
  },
  opponent: [{ type: 'choose', choice: { reveal: true } }],
  solution: [
    { type: 'play', card: '@morale' }, { type: 'play', card: '@tamon', at: '@source' },
    { type: 'attack', location: '@source' }, { type: 'choose', choice: { reveal: true } },
  ],
  wrong: [[
    { type: 'play', card: '@morale' }, { type: 'play', card: '@tamon', at: '@haven' },
    { type: 'attack', location: '@source' }, { type: 'choose', choice: { reveal: true } },
  ]],
  hints: {
    rule: { text: 'Costs are paid from the active pile only; activating moves cards from the top of your reserve onto it, and some cards activate energy for you.', rules: ['R-ENERGY-05', 'R-ENERGY-03'] },
    card: { text: 'Rising Morale costs nothing and activates 4 energy, provided two of your fighters are together at a sector.', card: '@morale' },
    move: 'Play Rising Morale, then the Tamon Fighter at the Traginium Source; attack there and reveal your destiny.',
  },
  explain: 'Rising Morale needed no energy and moved 4 cards onto your active pile: 3 for the Tamon Fighter and 1 for the attack. Three fighters together gave the Zocho Fighter +1: 7 against 6.',
};

export const DAUNTLESS: Puzzle = {
  id: 'dauntless',
  title: 'Lose nothing',
  task: 'Your opponent is about to win the battle at Vantage Point by 9. Both your units there are already damaged. Come out of their battle phase with all 3 of your energy.',
  difficulty: 3,
  goal: { kind: 'survive', energy: 3 },
  limit: { phase: 'move' },
  limitText: 'until your opponent\'s battle phase ends',
  position: {
    seed: 111, turn: 7, turnPlayer: 1, phase: 'battle',
    players: [
      { reserve: ['1C93', '1U76'], active: ['1C70'], hand: [{ card: '1C63', name: 'defense' }] },
      { reserve: ['1C7', '1C32', '1C13', '1C4'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      {
        card: '1U314', name: 'vantage', controller: 0,
        cards: [
          [{ card: '1C93', name: 'technician', damaged: true }, { card: '1C70', name: 'tactician', damaged: true }],
          [{ card: '1C55', name: 'squad' }],
        ],
      },
      { card: '1S301', name: 'their camp', controller: 1 },
    ],
    battle: { location: '@vantage', attacker: 1, step: 'window3', destiny: [0, 6] },
  },
  solution: [{ type: 'play', card: '@defense' }],
  wrong: [[{ type: 'choose', choice: { loseFromHand: '@defense' } }]],
  hints: {
    rule: { text: 'The defense of the loser\'s damaged cards in the battle comes off the casualties before anything else is paid.', rules: ['R-BSTEP-22'] },
    card: { text: 'Dauntless Defense gives each of your units in a battle +1 defense for the rest of the turn.', card: '@defense' },
    move: 'Before the loss step, play Dauntless Defense on Vantage Point.',
  },
  explain: 'Your damaged units\' defense, 4 and 3, covered 7 of the 9 casualties. Dauntless Defense raised each by 1, so they covered all 9; paying its cost moved an energy from your active pile to your used pile, which is still energy.',
};

export const FINISH_THEM: Puzzle = {
  id: 'finish-them',
  title: 'Finish them',
  task: 'Your opponent has 5 energy and no hand. Win the game this turn.',
  difficulty: 3,
  goal: { kind: 'win' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 112, turn: 8, turnPlayer: 0, phase: 'control',
    players: [
      { reserve: [{ card: '1C93', name: 'destiny card' }, '1C70', '1U76', '1U99', '1C63'], active: ['1C70', '1C93', '1U76'] },
      { reserve: ['1C7', '1C32', '1C13'], active: ['1C4', '1C13'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[{ card: '1C70', name: 'tactician' }], []] },
      { card: '1U314', name: 'vantage', controller: 0, cards: [[{ card: '1U99', name: 'follower' }], []] },
      {
        card: '1C311', name: 'bunker', controller: 0,
        cards: [[{ card: '1C93', name: 'technician' }, { card: '1U76', name: 'leader' }], [{ card: '1C7', name: 'grunt' }]],
      },
    ],
  },
  solution: [
    { type: 'drain', location: '@their camp' }, { type: 'drain', location: '@vantage' },
    { type: 'attack', location: '@bunker' }, { type: 'choose', choice: { reveal: true } },
  ],
  wrong: [
    [{ type: 'drain', location: '@their camp' }, { type: 'drain', location: '@vantage' },
      { type: 'attack', location: '@bunker' }, { type: 'choose', choice: { reveal: false } }],
  ],
  hints: {
    rule: { text: 'Drains come in your control phase and battles in your battle phase; the loser of a battle pays casualties, and with no hand and no whole unit left in the battle they must be paid in energy.', rules: ['R-DRAIN-03', 'R-BSTEP-23', 'R-WIN-01'] },
    card: { text: 'At the Underground Bunker your two units have 5 tactics against a lone CGC Grunt: enough to reveal a battle destiny.', card: '@bunker' },
    move: 'Drain at the Exploratory Camp and at Vantage Point, then in your battle phase attack at the Underground Bunker and reveal your destiny.',
  },
  explain: 'The drains took 2. At the Bunker your destiny of 2 was attrition that damaged their Grunt, and 3 plus 2 against 1 left 4 casualties, 1 paid by the Grunt\'s defense and 3 from their last energy.',
};
