// Lesson 7: movement and ships. In their move phase the learner drives a vehicle to the next site
// with a character along (Transport), puts a pilot aboard a fighter (capacity, Piloting), and flies
// a carrier with that fighter to another sector.
import type { Lesson } from '../types';

export const MOVEMENT: Lesson = {
  id: 'movement',
  title: 'Movement and ships',
  about: 'The move phase, the five ways to move and what each costs, ship capacity, Piloting and Transport.',
  position: {
    seed: 17, turn: 4, turnPlayer: 0, phase: 'move',
    players: [
      {
        reserve: ['1C93', '1U76', '1C110', '1U99', '1C63', '1C71', '1C108'],
        active: ['1C70', '1C93', '1U76', '1C80', '1C110', '1U99'],
        hand: ['1C63'],
      },
      {
        reserve: ['1C4', '1C7', '1C32', '1C13', '1C55', '1C25'],
        active: ['1C7', '1C13'],
        hand: ['1C7', '1C32'],
      },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0, cards: [[{ card: '1U77', name: 'tsv' }, { card: '1C70', name: 'tactician' }], []] },
      { card: '1U314', name: 'vantage', controller: 0, cards: [[{ card: '1C132', name: 'aviatrix' }], []] },
      { card: '1C309', name: 'source', controller: 0, cards: [[{ card: '1C71', name: 'carrier' }, { card: '1C80', name: 'fighter' }], []] },
      { card: '1U318', name: 'mercury', controller: 1, cards: [[], [{ card: '1C48', name: 'cruiser' }]] },
    ],
  },
  steps: [
    {
      text: 'In your move phase you may move your units and ships. Each movement costs 1 energy from your active pile, and you may make as many as you can pay for. There are five kinds, and they follow the row: sites and sectors whose names start with the same world, like Ganymede, are related.',
      show: [{ part: 'phases' }, { pile: 'active' }],
      rules: ['R-MOVE-01', 'R-MOVE-02', 'R-LOC-06'],
      end: 'next',
    },
    {
      text: 'A unit at a site may move to a related site next to it. The Ikazuchi T.S.V. is a vehicle with Transport 4: when it moves, up to four of your characters at its site may ride along for free. Move it to Vantage Point, taking the Grid Tactician along.',
      show: [{ card: '@tsv' }, { card: '@tactician' }],
      allow: [{ type: 'move', card: '@tsv', to: '@vantage', transport: ['@tactician'] }],
      refuse: 'Move the Ikazuchi T.S.V. to Vantage Point with the Grid Tactician along.',
      expect: { piles: { 0: { active: 6 } } },
      rules: ['R-MOVE-05', 'R-MOVE-11'],
      end: 'acted',
    },
    {
      text: 'One movement, one energy, and two cards went. A unit at a site may also board one of your ships at a related sector, if the ship has room: its capacity says how many may be aboard. The Jikoku Fighter has capacity 1. Put your Hellcat Aviatrix aboard it.',
      show: [{ card: '@fighter' }, { card: '@aviatrix' }],
      allow: [{ type: 'move', card: '@aviatrix', to: '@fighter' }],
      refuse: 'Move the Hellcat Aviatrix aboard the Jikoku Fighter.',
      expect: { piles: { 0: { active: 5 } }, cards: { '@tsv': { at: '@vantage' }, '@tactician': { at: '@vantage' } } },
      rules: ['R-MOVE-06', 'R-SHIP-04'],
      end: 'acted',
    },
    {
      text: 'The Aviatrix has Piloting 2: while she is aboard a ship, it gets 2 more power and 2 more tactics. The fighter is now 4 power and 4 tactics. Units aboard a ship add nothing themselves to a battle at a sector; only ships fight there, made stronger by their pilots.',
      show: [{ card: '@fighter' }],
      expect: { cards: { '@fighter': { power: 4, tactics: 4 } } },
      rules: ['R-KW-PILOT-01', 'R-UNIT-07'],
      end: 'next',
    },
    {
      text: 'Vehicles are bigger: Size 3 means the T.S.V. fills three places aboard a ship, too many for the fighter but not for the Guardian-Class Carrier, capacity 6. A unit aboard a ship may also get off at a related site, or cross to another of your ships at the same sector.',
      show: [{ card: '@tsv' }, { card: '@carrier' }],
      rules: ['R-KW-SIZE-01', 'R-MOVE-07', 'R-MOVE-08'],
      end: 'next',
    },
    {
      text: 'A ship may move from its sector to any other sector, related or not. The carrier has Transport 4 too: up to four of your fighters may go with it. Move the carrier to Mercury, where their Survey Cruiser is, with the Jikoku Fighter and its pilot.',
      show: [{ card: '@carrier' }, { card: '@mercury' }],
      allow: [{ type: 'move', card: '@carrier', to: '@mercury', transport: ['@fighter'] }],
      refuse: 'Move the Guardian-Class Carrier to Mercury with the Jikoku Fighter along.',
      rules: ['R-MOVE-04', 'R-MOVE-10', 'R-MOVE-11'],
      end: 'acted',
    },
    {
      text: 'Three movements cost 3 energy, and five cards went where you wanted them. Now both sides have ships at Mercury: next turn you may attack there. Transport works only with movements in your move phase.',
      show: [{ pile: 'active' }, { card: '@mercury' }],
      expect: { piles: { 0: { active: 3 } }, cards: { '@carrier': { at: '@mercury' }, '@fighter': { at: '@mercury' } } },
      rules: ['R-MOVE-12'],
      end: 'next',
    },
  ],
  summary: [
    'Each movement costs 1 energy; in your move phase you may make as many as you can pay for.',
    'A unit walks to a related site next to it, boards your ship at a related sector, gets off at a related site, or crosses to another of your ships at the same sector.',
    'A ship flies from its sector to any other sector.',
    'A ship\'s capacity is how many places it has aboard; a unit with Size takes that many.',
    'Piloting adds to the power and tactics of the ship its character is aboard.',
    'Transport lets a vehicle take characters, or a ship take fighters, along on its movement for free.',
  ],
};
