// Lesson 6: battle, part two. The opponent attacks and wins on power; the learner sees their
// damaged unit's defense take most of the casualties and satisfies the rest by hand.
import type { Lesson } from '../types';

export const BATTLE_TWO: Lesson = {
  id: 'battle-2',
  title: 'Battle, part two',
  about: 'Total power, who wins a battle, the casualties the loser must satisfy, and how damaged cards reduce them.',
  position: {
    seed: 16, turn: 6, turnPlayer: 1, phase: 'battle',
    players: [
      {
        reserve: ['1C93', '1U76', '1C110', '1U99', '1C71', '1C108'],
        active: ['1C80', '1C70'],
        used: ['1C110', { card: '1C70', name: 'your destiny card' }],
        hand: ['1C80', '1U77'],
      },
      {
        reserve: ['1C7', '1C32', '1C13', '1C55', '1C156'],
        active: ['1C4', '1C7', '1C13'],
        used: [{ card: '1C32', name: 'their destiny card' }],
        hand: ['1C7'],
      },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      {
        card: '1U314', name: 'vantage', controller: 0,
        cards: [
          [{ card: '1C93', name: 'technician', damaged: true }, { card: '1C70', name: 'tactician' }, { card: '1U76', name: 'leader' }],
          [{ card: '1C55', name: 'squad' }, { card: '1C32', name: 'officer', damaged: true }, { card: '1C4', name: 'guru' }],
        ],
      },
      { card: '1S301', name: 'their camp', controller: 1 },
    ],
    battle: { location: '@vantage', attacker: 1, step: 'window3', destiny: [2, 3] },
  },
  stops: ['battle'],
  steps: [
    {
      text: 'It is your opponent\'s turn, and they attacked your units at Vantage Point. Battle destiny and attrition are behind you: their 3 attrition damaged your Resource Technician, and your 2 damaged their Infantry Officer. What is left is power, and the loss it brings.',
      show: [{ part: 'battle' }, { card: '@technician' }, { card: '@officer' }],
      expect: { battle: { step: 'window3', destiny: [2, 3] }, cards: { '@technician': { damaged: true }, '@officer': { damaged: true } } },
      rules: ['R-BATTLE-05', 'R-BATTLE-08'],
      end: 'next',
    },
    {
      text: 'Each side\'s total power is the power (the first number) of all its units in the battle, damaged ones included, plus its battle destiny. Yours: 2 + 1 + 1 and destiny 2 make 6. Theirs: Zealous Squad\'s 6, 1 and 1, and destiny 3 make 11.',
      show: [{ card: '@technician' }, { card: '@tactician' }, { card: '@leader' }, { card: '@squad' }],
      rules: ['R-BSTEP-17'],
      end: 'next',
    },
    {
      text: 'This window is the last moment to change power: after it, the totals are fixed. Your opponent passed; you have nothing to play. Pass, and the power step compares the totals.',
      show: [{ part: 'battle' }],
      allow: [{ type: 'pass' }],
      rules: ['R-BSTEP-15', 'R-BSTEP-16'],
      end: { reached: { battle: 'window4' } },
    },
    {
      text: 'The higher total wins the battle: your opponent, 11 to 6. The loser must satisfy casualties, as many as the difference: 11 minus 6 is 5. Had the totals been equal, nobody would have won and there would be no casualties.',
      show: [{ part: 'battle' }],
      expect: { battle: { power: [6, 11], winner: 1, casualties: 5 } },
      rules: ['R-BSTEP-18', 'R-BSTEP-19'],
      end: 'next',
    },
    {
      text: 'One more window, the last moment to change casualties. Pass, and the loss step begins.',
      allow: [{ type: 'pass' }],
      rules: ['R-BSTEP-20'],
      end: { reached: { decision: 'casualties' } },
    },
    {
      text: 'Damage you took in this battle pays first: the defense of your damaged units in it comes off the casualties. Your Resource Technician\'s defense of 4 takes 4 of the 5, so only 1 is left for you to satisfy.',
      show: [{ card: '@technician' }],
      expect: { decision: 'casualties', battle: { casualties: 5 } },
      rules: ['R-BSTEP-22'],
      end: 'next',
    },
    {
      text: 'Each remaining casualty is paid one at a time: lose 1 energy from the top of your reserve, active or used pile, lose a card from your hand, or damage one of your undamaged units in the battle, which counts its whole defense but will be destroyed with it. For 1 casualty, one energy is the cheapest: lose the top card of your used pile.',
      show: [{ pile: 'used' }, { pile: 'hand' }],
      allow: [{ type: 'choose', choice: { lose: 'used' } }],
      refuse: 'Lose the top card of your used pile for the last casualty.',
      rules: ['R-BSTEP-23'],
      end: 'acted',
    },
    {
      text: 'The casualties are satisfied. Pass through the last window to the end of the battle.',
      show: [{ part: 'battle' }],
      allow: [{ type: 'pass' }],
      rules: ['R-BSTEP-25'],
      end: { reached: { battle: 'none' } },
    },
    {
      text: 'At the end of the battle every damaged card is destroyed, the winner\'s as well: your Resource Technician and their Infantry Officer are in the lost piles. Your other two units are still at Vantage Point, so their Zealous Squad does not take it from you.',
      show: [{ pile: 'lost' }, { pile: 'lost', seat: 1 }, { card: '@tactician' }, { card: '@leader' }],
      expect: { battle: null, cards: { '@technician': { zone: 'lost' }, '@officer': { zone: 'lost' } } },
      rules: ['R-BSTEP-26', 'R-LOC-12'],
      end: 'next',
    },
  ],
  summary: [
    'Total power is the power of your units in the battle, damaged ones too, plus your battle destiny.',
    'The higher total wins; equal totals mean no winner and no casualties.',
    'The loser\'s casualties are the difference between the totals.',
    'The defense of the loser\'s damaged cards in the battle comes off the casualties first.',
    'The rest is paid one at a time: an energy, a hand card, or damaging a unit for its whole defense.',
  ],
};
