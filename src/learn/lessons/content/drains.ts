// Lesson 4: control and drains. The learner reads who controls each location, drains twice, sees
// a hand card lost in place of energy, and wins when the opponent's last energy is gone.
import type { Lesson } from '../types';

export const DRAINS: Lesson = {
  id: 'drains',
  title: 'Control and drains',
  about: 'Who controls a location, draining it in your control phase, losing energy or hand cards, and winning by emptying the other player\'s energy.',
  position: {
    seed: 14, turn: 5, turnPlayer: 0, phase: 'control',
    players: [
      {
        reserve: ['1C93', '1U76', '1C110', '1U99', '1C63', '1C71', '1C108', '1U77'],
        active: ['1C70', '1C93', '1U76'],
        hand: ['1C80', '1C110'],
      },
      {
        reserve: ['1C4'],
        hand: [{ card: '1C7', name: 'grunt card' }, '1C32'],
      },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[{ card: '1C70', name: 'tactician' }], []] },
      { card: '1C311', name: 'bunker', controller: 0, cards: [[{ card: '1U76', name: 'leader' }], [{ card: '1C13', name: 'trooper' }]] },
      { card: '1U314', name: 'vantage', controller: 0, cards: [[{ card: '1C93', name: 'technician' }], []] },
    ],
  },
  steps: [
    {
      text: 'You control a location when you have at least one unit or ship there and your opponent has none. You control the Exploratory Camp and Vantage Point. At the Underground Bunker both players have a unit, so nobody controls it; nor does anybody control your empty Pilgrims\' Camp.',
      show: [{ card: '@their camp' }, { card: '@vantage' }, { card: '@bunker' }],
      rules: ['R-LOC-12'],
      end: 'next',
    },
    {
      text: 'In your control phase you may drain once at each location you control. Your opponent then loses one energy for each energy icon on their side of it. Your opponent played the Exploratory Camp, so its near edge faces them: it shows them 1 energy icon. Drain there.',
      show: [{ card: '@their camp' }],
      allow: [{ type: 'drain', location: '@their camp' }],
      refuse: 'Drain at the Exploratory Camp first.',
      rules: ['R-DRAIN-01', 'R-DRAIN-03'],
      end: 'acted',
    },
    {
      text: 'Nobody answered the drain, so your opponent had to lose 1 energy. To lose energy, a player takes cards one by one from the top of their reserve, active or used pile, as they choose. Instead of each energy they may lose a card from their hand, as your opponent just did: it lies in their lost pile now.',
      show: [{ pile: 'lost', seat: 1 }, { pile: 'hand', seat: 1 }],
      opponent: [{ type: 'choose', choice: { loseFromHand: '@grunt card' } }],
      expect: { piles: { 1: { lost: 1, hand: 1, reserve: 1 } } },
      rules: ['R-ENERGY-06', 'R-ENERGY-07'],
      end: 'next',
    },
    {
      text: 'Each location can be drained only once in a phase, but the same unit may give you control of several. Drain at Vantage Point: it shows your opponent 1 energy icon too.',
      show: [{ card: '@vantage' }],
      allow: [{ type: 'drain', location: '@vantage' }],
      refuse: 'Drain at Vantage Point now.',
      rules: ['R-DRAIN-02'],
      end: 'acted',
    },
    {
      text: 'This time your opponent lost the last card of their reserve. Their reserve, active and used piles are all empty: they have no energy left, so they lose the game, though a card is still in their hand. You win.',
      show: [{ pile: 'reserve', seat: 1 }, { pile: 'hand', seat: 1 }],
      opponent: [{ type: 'choose', choice: { lose: 'reserve' } }],
      expect: { winner: 0 },
      rules: ['R-WIN-01'],
      end: 'next',
    },
  ],
  summary: [
    'You control a location where you have a unit or ship and your opponent has none.',
    'In your control phase you may drain each location you control once: your opponent loses one energy per energy icon on their side of it.',
    'Energy is lost card by card from the top of the reserve, active or used pile, or a hand card in place of each one.',
    'A player with no card left in reserve, active or used pile loses.',
  ],
};
