// Easy puzzles: one idea each, from the first lessons (drains, losing energy, a battle).
import type { Puzzle } from '../types';

export const TWO_DRAINS: Puzzle = {
  id: 'two-drains',
  title: 'Drain them dry',
  task: 'Your opponent has 3 energy left and nothing in hand. Win the game in this control phase.',
  difficulty: 1,
  goal: { kind: 'win' },
  limit: { phase: 'deploy' },
  limitText: 'before your control phase ends',
  position: {
    seed: 101, turn: 6, turnPlayer: 0, phase: 'control',
    players: [
      { reserve: ['1C93', '1U76', '1C110', '1U99'], active: ['1C70', '1C93'], hand: ['1C80'] },
      { reserve: ['1C4', '1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1C313', name: 'valley', controller: 1, cards: [[{ card: '1C93', name: 'technician' }], []] },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[{ card: '1U99', name: 'follower' }], []] },
    ],
  },
  solution: [{ type: 'drain', location: '@valley' }, { type: 'drain', location: '@their camp' }],
  wrong: [[{ type: 'drain', location: '@valley' }]],
  hints: {
    rule: { text: 'A drain costs your opponent one energy for each energy icon on their side of a location you control, and each location may be drained once a phase.', rules: ['R-DRAIN-01', 'R-DRAIN-03'] },
    card: { text: 'Count the icons on your opponent\'s side of every location you hold alone: the Valley shows them 2.', card: '@valley' },
    move: 'Drain at the Valley for 2, then at the Exploratory Camp for 1.',
  },
  explain: 'Two drains, 2 and 1, took their last 3 energy: a player with no card in reserve, active or used pile loses. With no hand, they had nothing else to lose instead.',
};

export const PICK_THE_BATTLE: Puzzle = {
  id: 'pick-the-battle',
  title: 'Pick your fight',
  task: 'Both of you have units at two sites. Win a battle this turn.',
  difficulty: 1,
  goal: { kind: 'winBattle' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 102, turn: 6, turnPlayer: 0, phase: 'battle',
    players: [
      { reserve: ['1C93', '1U76', '1C110', '1U99', '1C63'], active: ['1C70', '1C93', '1U76'] },
      { reserve: ['1C4', '1C7', '1C32', '1C13', '1C25'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1U314', name: 'vantage', controller: 0, cards: [[{ card: '1C93', name: 'technician' }], [{ card: '1C13', name: 'trooper' }]] },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[{ card: '1C70', name: 'tactician' }], [{ card: '1C55', name: 'squad' }]] },
    ],
  },
  solution: [{ type: 'attack', location: '@vantage' }],
  wrong: [[{ type: 'attack', location: '@their camp' }]],
  hints: {
    rule: { text: 'The side with the higher total power wins a battle: the power of its units there plus its battle destiny, and a side needs 4 or more tactics to reveal a destiny at all.', rules: ['R-BSTEP-17', 'R-BSTEP-04'] },
    card: { text: 'Compare the first numbers, power, at each site: your Resource Technician has 2.', card: '@technician' },
    move: 'Attack at Vantage Point, where your Technician\'s 2 power beats the Trooper\'s 1.',
  },
  explain: 'Nobody had 4 tactics, so no battle destiny: power alone decided. At Vantage Point 2 beat 1; at the Exploratory Camp the Zealous Squad\'s 6 would have crushed your Tactician.',
};

export const HAND_FOR_ENERGY: Puzzle = {
  id: 'hand-for-energy',
  title: 'Last card standing',
  task: 'You have a single energy left, and your opponent is about to drain you twice. Still be in the game when their control phase ends.',
  difficulty: 1,
  goal: { kind: 'survive' },
  limit: { phase: 'deploy' },
  limitText: 'until your opponent\'s control phase ends',
  position: {
    seed: 103, turn: 7, turnPlayer: 1, phase: 'control',
    players: [
      { reserve: [{ card: '1C93', name: 'last energy' }], hand: [{ card: '1C80', name: 'fighter' }, { card: '1C63', name: 'defense' }] },
      { reserve: ['1C4', '1C7', '1C32', '1C13', '1C25'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0, cards: [[], [{ card: '1C7', name: 'grunt' }]] },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[], [{ card: '1C13', name: 'trooper' }]] },
    ],
  },
  opponent: [{ type: 'drain', location: '@camp' }, { type: 'drain', location: '@their camp' }],
  solution: [{ type: 'choose', choice: { loseFromHand: '@fighter' } }, { type: 'choose', choice: { loseFromHand: '@defense' } }],
  wrong: [[{ type: 'choose', choice: { lose: 'reserve' } }]],
  hints: {
    rule: { text: 'Each energy you have to lose can be replaced by a card from your hand. Hand cards are not energy, so giving them up costs nothing you need to stay in the game.', rules: ['R-ENERGY-07', 'R-WIN-01'] },
    card: { text: 'Your reserve holds your only energy; your hand holds two cards you can give up instead.', card: '@fighter' },
    move: 'For each energy the drains ask, lose a hand card: the Jikoku Fighter, then the Dauntless Defense.',
  },
  explain: 'Each drain cost 1, and each time you gave up a hand card instead of your last energy. A player loses only when reserve, active and used piles are all empty; the hand does not count.',
};

export const FRENZY: Puzzle = {
  id: 'frenzy',
  title: 'Work into a frenzy',
  task: 'Your Makal Shrieker and Katal Inciter face a lone GR-Blade at the Hunters\' Camp, and 4 energy wait in your active pile. Win a battle this turn.',
  difficulty: 1,
  goal: { kind: 'winBattle' },
  limit: { phase: 'move' },
  limitText: 'before your battle phase ends',
  position: {
    seed: 113, turn: 6, turnPlayer: 0, phase: 'battle',
    players: [
      { reserve: ['1C237', '1C244', '1C256', '1C271', '1U231'], active: ['1C237', '1C244', '1C271', '1C256'] },
      { reserve: ['1C4', '1C7', '1C32', '1C13', '1C55'], active: ['1C7', '1C32'] },
    ],
    row: [
      { card: '1S305', name: 'camp', controller: 0, cards: [[{ card: '1C248', name: 'shrieker' }, { card: '1C237', name: 'inciter' }], [{ card: '1C25', name: 'blade' }]] },
      { card: '1S301', name: 'their camp', controller: 1 },
    ],
  },
  solution: [{ type: 'attack', location: '@camp' }, { type: 'use', card: '@shrieker' }],
  wrong: [[{ type: 'attack', location: '@camp' }]],
  hints: {
    rule: { text: 'When the power totals are equal, nobody wins the battle. You may use an activated ability whenever you hold initiative, in a battle too, and a boost for the rest of the turn still counts when power is added up.', rules: ['R-BSTEP-18', 'R-ABIL-02', 'R-BSTEP-17'] },
    card: { text: 'Makal Shrieker can pay 3 energy to have 2 more power until the turn ends.', card: '@shrieker' },
    move: 'Attack at the Hunters\' Camp for 1 energy, then pay 3 for the Makal Shrieker\'s +2 power before the power step.',
  },
  explain: 'Your Shrieker (1) and Inciter (2) against the GR-Blade\'s 3 would tie, and a tie wins nothing. With the attack paid, 3 energy were left for the Shrieker: 5 against 3. Neither side had 4 tactics, so no battle destiny changed the count.',
};
