// Lesson 10: keywords and card types. In their deploy phase the learner stacks an encampment under
// a location, puts a weapon under a character, plays an asset on its own, inverts an inverter, and
// meets bullets and unique cards.
import type { Lesson } from '../types';

export const KEYWORDS: Lesson = {
  id: 'keywords',
  title: 'Keywords and card types',
  about: 'Encampments, weapons, assets, inverters, bullets ("once each turn") and unique cards.',
  position: {
    seed: 20, turn: 4, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['1C237', '1C244', '1C256', '1C271', '1U231', '1C246'],
        active: ['1C246', '1C237', '1C256', '1C271', '1C244', '1U231', '1C235', '1C268'],
        hand: [
          { card: '1S305', name: 'hunters' }, { card: '1U236', name: 'dalaka' }, { card: '1C257', name: 'rally' },
          { card: '1PF3', name: 'second talkan' },
        ],
      },
      {
        reserve: ['1C4', '1C7', '1C32', '1C13', '1C55', '1C25'],
        active: ['1C7', '1C13'],
        hand: ['1C7', '1C32'],
      },
    ],
    row: [
      { card: '1S305', name: 'camp', controller: 0, cards: [[{ card: '1PF3', name: 'talkan' }], []] },
      { card: '1C307', name: 'tunnels', controller: 0, cards: [[{ card: '1C271', name: 'katal' }], []] },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[], [{ card: '1C4', name: 'guru' }]] },
    ],
  },
  stops: ['deploy'],
  steps: [
    {
      text: 'A card\'s type line names its type: characters and vehicles are units; then ships, weapons, assets, interrupts, orders and locations. Keywords, in bold at the start of a card\'s text, are rules in a word. Your Ganymede/Hunters\' Camp has one: Encampment.',
      show: [{ card: '@hunters' }],
      rules: ['R-CARD-11', 'R-KW-HELP-01'],
      end: 'next',
    },
    {
      text: 'An encampment may be played as a location of its own, or beneath one of your locations that shows you an energy icon or holds a unit of yours. Then it is no longer a location: its icons on your side add to that location\'s. Put it beneath Occupied Tunnels, then pass so that it happens.',
      show: [{ card: '@tunnels' }],
      allow: [{ type: 'play', card: '@hunters', at: '@tunnels', encamp: true }],
      refuse: 'Put the Hunters\' Camp beneath Occupied Tunnels.',
      rules: ['R-ENC-01', 'R-ENC-03', 'R-ENC-05'],
      end: 'acted',
      resolve: true,
    },
    {
      text: 'A weapon goes beneath one of your cards of the kind named in brackets on its type line, at most one to a card, and moves with it. Katal Dalaka is a (CHARACTER) weapon: put it beneath your Torrid Katal, then pass.',
      show: [{ card: '@dalaka' }],
      allow: [{ type: 'play', card: '@dalaka', at: '@katal' }],
      refuse: 'Put the Katal Dalaka beneath the Torrid Katal.',
      rules: ['R-WEAPON-02', 'R-WEAPON-04', 'R-WEAPON-06'],
      end: 'acted',
      resolve: true,
    },
    {
      text: 'The Dalaka may use its ability once each turn: on the printed card a bullet (•) marks that, one use a turn for each bullet. Assets stay in play to help you; one with no kind in brackets, like Rally Cry, stands on the table by itself. Play it, then pass.',
      show: [{ card: '@rally' }],
      allow: [{ type: 'play', card: '@rally' }],
      refuse: 'Play Rally Cry.',
      rules: ['R-ABIL-03', 'R-ASSET-02'],
      end: 'acted',
      resolve: true,
    },
    {
      text: 'Torrid Katal is an INVERTER: it has a second set of numbers and text, printed upside down, which count once it is inverted. It enters play upright. Pay 2 energy to invert it, then pass.',
      show: [{ card: '@katal' }],
      allow: [{ type: 'use', card: '@katal' }],
      refuse: 'Invert the Torrid Katal.',
      rules: ['R-KW-INV-01', 'R-KW-INV-02', 'R-KW-INV-03'],
      end: 'acted',
      resolve: true,
    },
    {
      text: 'Turned around, the Torrid Katal has 3 power instead of 1 and an ability of its own, once each turn. It stays inverted until something reverts it or it leaves play.',
      show: [{ card: '@katal' }],
      expect: { cards: { '@katal': { inverted: true, power: 3 } } },
      rules: ['R-KW-INV-04', 'R-KW-INV-05'],
      end: 'next',
    },
    {
      text: 'A diamond before a title marks a unique card: while you have a copy in play, you cannot play another. Your Talkan is at your Hunters\' Camp, so the one in your hand must wait, though you could pay for it. Your opponent may still have a Talkan of their own.',
      show: [{ card: '@talkan' }, { card: '@second talkan' }],
      expect: { cards: { '@second talkan': { zone: 'hand' } } },
      rules: ['R-CARD-07', 'R-CARD-14'],
      end: 'next',
    },
  ],
  summary: [
    'An encampment may go beneath a location of yours instead of being a location; its icons on your side add to that location\'s.',
    'A weapon goes beneath one of your cards of the kind its type line names, one to a card.',
    'An asset with no kind in brackets stands by itself; one with a kind goes beneath a card of that kind.',
    'An inverter has a second side: inverting it turns it around, and only that side counts.',
    'A bullet (•) before an ability or interrupt allows one use of it in each turn.',
    'While you have a unique card in play you cannot play another copy of it.',
  ],
};
