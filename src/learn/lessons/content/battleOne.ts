// Lesson 5: battle, part one. The learner attacks, reveals a battle destiny, and meets the
// attrition it is dealt; the opponent meets the learner's.
import type { Lesson } from '../types';

export const BATTLE_ONE: Lesson = {
  id: 'battle-1',
  title: 'Battle, part one',
  about: 'Attacking, the steps of a battle, battle destiny and when you may draw it, and attrition.',
  position: {
    seed: 15, turn: 5, turnPlayer: 0, phase: 'battle',
    players: [
      {
        reserve: [{ card: '1C70', name: 'destiny card' }, '1C93', '1U76', '1C110', '1U99', '1C63', '1C71', '1C108'],
        active: ['1C80', '1C93', '1U76', '1C110'],
        hand: ['1C80', '1U77'],
      },
      {
        reserve: [{ card: '1C25', name: 'their destiny card' }, '1C7', '1C32', '1C13', '1C55', '1C156'],
        active: ['1C4', '1C7'],
        hand: ['1C7', '1C32'],
      },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      {
        card: '1U314', name: 'vantage', controller: 0,
        cards: [
          [{ card: '1U76', name: 'leader' }, { card: '1C93', name: 'technician' }],
          [{ card: '1C32', name: 'officer' }, { card: '1C4', name: 'guru' }, { card: '1C13', name: 'trooper' }],
        ],
      },
    ],
  },
  stops: ['battle'],
  steps: [
    {
      text: 'In your battle phase you may attack once at each location where both players have units (at a site) or ships (at a sector). An attack costs 1 energy and starts a battle there. You and your opponent both have units at Vantage Point.',
      show: [{ card: '@vantage' }],
      rules: ['R-BATTLE-01', 'R-BATTLE-02'],
      end: 'next',
    },
    {
      text: 'Attack at Vantage Point.',
      allow: [{ type: 'attack', location: '@vantage' }],
      refuse: 'Attack at Vantage Point.',
      end: 'acted',
    },
    {
      text: 'A battle goes through five steps: battle destiny, attrition, power, loss and the end of the battle. Before each step comes a window in which either player may play interrupts or use abilities, the attacker first; once both pass, the next step begins. You have nothing to play: pass, and the battle destiny step begins.',
      show: [{ part: 'battle' }],
      allow: [{ type: 'pass' }],
      rules: ['R-BATTLE-11', 'R-BSTEP-02'],
      end: { reached: { decision: 'revealDestiny' } },
    },
    {
      text: 'Add up the tactics (the middle number) of your units in the battle: Ikazuchi Leader 3 and Resource Technician 2 make 5. With 4 or more you may reveal the top card of your reserve: its destiny number, in the top right corner, becomes your battle destiny. Reveal it.',
      show: [{ card: '@leader' }, { card: '@technician' }],
      allow: [{ type: 'choose', choice: { reveal: true } }],
      refuse: 'Reveal your battle destiny.',
      rules: ['R-BSTEP-04', 'R-BSTEP-05', 'R-DESTINY-01'],
      expect: { decision: 'revealDestiny' },
      end: 'acted',
    },
    {
      text: 'You revealed a Grid Tactician: destiny 4, your battle destiny. The revealed card went onto your used pile. Your opponent\'s three units have 1 + 2 + 1 = 4 tactics, so they revealed too: a GR-Blade, destiny 2.',
      show: [{ part: 'battle' }, { pile: 'used' }],
      opponent: [{ type: 'choose', choice: { reveal: true } }],
      expect: { battle: { destiny: [4, 2] } },
      rules: ['R-BSTEP-06', 'R-DESTINY-08'],
      end: 'next',
    },
    {
      text: 'Another window, then attrition. Pass.',
      allow: [{ type: 'pass' }],
      end: { reached: { decision: 'attrition' } },
    },
    {
      text: 'Each player\'s battle destiny is attrition against the other: your opponent\'s 2 is attrition against you. Damage your units in the battle one at a time until the defense (the last number) of your damaged units adds up to 2 or more. As the attacker, you meet attrition first. Pick a unit to damage.',
      show: [{ card: '@leader' }, { card: '@technician' }],
      allow: [{ type: 'choose' }],
      refuse: 'Choose a unit to damage for the attrition.',
      expect: { decision: 'attrition', battle: { attritionAgainst: [2, 4] } },
      rules: ['R-BSTEP-10', 'R-BSTEP-11', 'R-BSTEP-12'],
      end: 'acted',
    },
    {
      text: 'A damaged card is turned sideways, and cannot be damaged again. Your 4 attrition made your opponent damage their Infantry Officer, whose defense of 4 covers it all, so their other units stay whole. Once the attrition is met nobody damages more, even when the last card went over it.',
      show: [{ card: '@officer' }],
      opponent: [{ type: 'choose', choice: { damage: '@officer' } }],
      expect: { cards: { '@officer': { damaged: true } } },
      rules: ['R-BATTLE-08', 'R-BSTEP-12'],
      end: 'next',
    },
    {
      text: 'Power, casualties and winning are the next lesson. Pass until this battle is over.',
      show: [{ part: 'battle' }],
      allow: [{ type: 'pass' }],
      end: { reached: { battle: 'none' } },
    },
    {
      text: 'Your power was higher, so you won. When a battle ends, damaged cards are destroyed on both sides, yours too: your damaged unit and their Infantry Officer went to the lost piles.',
      show: [{ pile: 'lost' }, { pile: 'lost', seat: 1 }],
      expect: { battle: null, cards: { '@officer': { zone: 'lost' } }, piles: { 0: { lost: 1 }, 1: { lost: 1 } } },
      rules: ['R-BSTEP-26'],
      end: 'next',
    },
  ],
  summary: [
    'In your battle phase, each location where both players have units (or ships at a sector) may be attacked once, for 1 energy.',
    'A battle runs five steps, each after a window in which both players may play interrupts and abilities.',
    'With 4 or more tactics among your cards in the battle, you may reveal the top card of your reserve for battle destiny.',
    'Each side\'s battle destiny is attrition against the other: damage your cards in the battle until their defense covers it.',
    'Damaged cards are turned sideways and destroyed at the end of the battle.',
  ],
};
