// Lesson 3: deploying. The learner pays costs from the active pile, sees support icons stay, and
// puts a character at a site, a vehicle at the opponent's site, a ship at a sector and a
// character aboard that ship.
import type { Lesson } from '../types';

export const DEPLOYING: Lesson = {
  id: 'deploying',
  title: 'Deploying',
  about: 'Energy costs paid from the active pile, support icons that must be there but are never spent, and where characters, vehicles and ships enter play.',
  position: {
    seed: 13, turn: 3, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['1C93', '1U76', '1C110', '1U99', '1C63', '1C71', '1C108', '1U77'],
        active: ['1C70', '1C93', '1U76', '1C80', '1C110', '1U99', '1C63', '1C71', '1C108', '1C100'],
        hand: [
          { card: '1C70', name: 'tactician' }, { card: '1U77', name: 'tsv' }, { card: '1C80', name: 'fighter' },
          { card: '1U99', name: 'follower' }, { card: '1PF2', name: 'kujiko' },
        ],
      },
      {
        reserve: ['1C4', '1C7', '1C32', '1C13', '1C55', '1C25', '1C156', '1C165'],
        hand: ['1C7', '1C32', '1C13'],
      },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1S301', name: 'their camp', controller: 1 },
      { card: '1U316', name: 'haven', controller: 0 },
    ],
  },
  steps: [
    {
      text: 'In your deploy phase you play cards from your hand: as many as you can pay for. The number in a card\'s top left corner is its energy cost; the faction symbols under it are its support cost. Grid Tactician costs 2 energy and needs 2 Gongen support icons.',
      show: [{ card: '@tactician' }, { pile: 'active' }],
      rules: ['R-DEPLOY-01', 'R-PLAY-03'],
      end: 'next',
    },
    {
      text: 'Energy is paid from your active pile: that many cards go from its top onto your used pile. Support icons are different: you only need enough of them on your side of the locations. Your Pilgrims\' Camp and Pilgrims\' Haven give you two Gongen icons. Play the Grid Tactician at your Pilgrims\' Camp.',
      show: [{ card: '@camp' }, { card: '@haven' }],
      allow: [{ type: 'play', card: '@tactician', at: '@camp' }],
      refuse: 'Play the Grid Tactician at your Pilgrims\' Camp.',
      rules: ['R-ENERGY-05', 'R-LOC-05'],
      expect: { piles: { 0: { active: 10, used: 0 } } },
      end: 'acted',
    },
    {
      text: 'Two cards went from your active pile to your used pile. Your two Gongen icons are still there, not used up: every card this turn may count on them again.',
      show: [{ pile: 'active' }, { pile: 'used' }],
      expect: { piles: { 0: { active: 8, used: 2 } }, cards: { '@tactician': { at: '@camp' } } },
      end: 'next',
    },
    {
      text: 'Characters, NōBots and vehicles are units. A unit enters play at a site that shows at least one energy icon on your side, or where you already have a unit, even a site your opponent played. Play your Ikazuchi T.S.V., a vehicle, at your opponent\'s Exploratory Camp.',
      show: [{ card: '@their camp' }],
      allow: [{ type: 'play', card: '@tsv', at: '@their camp' }],
      refuse: 'Play the Ikazuchi T.S.V. at the Exploratory Camp.',
      rules: ['R-UNIT-03', 'R-UNIT-04'],
      end: 'acted',
    },
    {
      text: 'Ships enter play at a sector, on the same terms: an energy icon on your side, or a ship of yours already there. Play the Jikoku Fighter at Pilgrims\' Haven.',
      show: [{ card: '@haven' }],
      allow: [{ type: 'play', card: '@fighter', at: '@haven' }],
      refuse: 'Play the Jikoku Fighter at Pilgrims\' Haven.',
      rules: ['R-SHIP-01', 'R-SHIP-02'],
      end: 'acted',
    },
    {
      text: 'A unit may also enter play aboard one of your ships, if the ship has room: its capacity is how many it carries. The fighter\'s capacity is 1. Play the Shikami Follower aboard it.',
      show: [{ card: '@fighter' }],
      allow: [{ type: 'play', card: '@follower', at: '@fighter' }],
      refuse: 'Play the Shikami Follower aboard your Jikoku Fighter.',
      rules: ['R-UNIT-05', 'R-SHIP-04'],
      end: 'acted',
    },
    {
      text: 'Kujiko Torako needs three Gongen support icons and you have two, so it cannot be played, however much energy you have: the table shows it dimmed. A card you cannot pay in full is not played at all.',
      show: [{ card: '@kujiko' }],
      expect: { cards: { '@follower': { under: '@fighter' } } },
      rules: ['R-PLAY-04'],
      end: 'next',
    },
  ],
  summary: [
    'A card\'s energy cost is paid from your active pile onto your used pile.',
    'Its support cost asks for that many support icons of its faction on your side of the locations; they are never spent.',
    'Units (characters, NōBots, vehicles) enter play at a site, ships at a sector: one that shows an energy icon on your side, or where you already have one of them.',
    'A unit can also enter play aboard one of your ships with room for it.',
  ],
};
