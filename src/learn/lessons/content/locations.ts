// Lesson 2: locations and the row. The learner reads the two sides of a location, then plays a
// related site beside its relatives and an unrelated sector apart from them.
import type { Lesson } from '../types';

export const LOCATIONS: Lesson = {
  id: 'locations',
  title: 'Locations and the row',
  about: 'Sites and sectors, the two sides of a location and their icons, related and adjacent locations, playing a location.',
  position: {
    seed: 12, turn: 3, turnPlayer: 0, phase: 'deploy',
    players: [
      {
        reserve: ['1C70', '1C93', '1U76', '1C80', '1C110', '1U99', '1C63', '1C71'],
        active: ['1C108', '1U77'],
        hand: [{ card: '1C311', name: 'bunker' }, { card: '1U316', name: 'haven' }, '1C70'],
      },
      {
        reserve: ['1C4', '1C7', '1C32', '1C13', '1C55', '1C25', '1C156', '1C165'],
        hand: ['1C7', '1C32', '1C13'],
      },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1S301', name: 'their camp', controller: 1 },
      { card: '1C309', name: 'source', controller: 1 },
    ],
  },
  steps: [
    {
      text: 'Locations are the places both players fight over, laid out in one row between you. A site is on the ground (a moon, a planet, an asteroid or a station); a sector is out in space. Characters and vehicles fight at sites, ships at sectors.',
      show: [{ card: '@camp' }, { card: '@their camp' }, { card: '@source' }],
      rules: ['R-LOC-01'],
      end: 'next',
    },
    {
      text: 'Each location has two edges. The edge nearer you is your side; the far edge is your opponent\'s. Whoever played it, the icons on your side are yours: energy icons add to your activation, and a faction\'s support icon lets you play that faction\'s cards. Traginium Source was played by your opponent: two energy icons face them, one faces you.',
      show: [{ card: '@source' }, { card: '@camp' }],
      rules: ['R-LOC-03', 'R-LOC-04', 'R-LOC-05'],
      end: 'next',
    },
    {
      text: 'The part of a title before the slash says where a location is. Locations with the same part are related: all three here are on Ganymede. Related sites lying side by side are adjacent, and units walk between adjacent sites. A sector is never adjacent to anything.',
      show: [{ card: '@camp' }, { card: '@their camp' }],
      rules: ['R-LOC-06', 'R-LOC-11'],
      end: 'next',
    },
    {
      text: 'You play locations in your deploy phase, for free. Ganymede/Underground Bunker is a site related to those in play, so it must go right next to one of them. Play it in one of the places the table lights up.',
      show: [{ card: '@bunker' }],
      allow: [{ type: 'play', card: '@bunker' }],
      refuse: 'Play the Underground Bunker first.',
      rules: ['R-LOC-02', 'R-LOC-07'],
      end: 'acted',
    },
    {
      text: 'Gongen/Pilgrims\' Haven is a sector with nothing related to it in play, so it goes apart from the Ganymede group. Play it.',
      show: [{ card: '@haven' }],
      allow: [{ type: 'play', card: '@haven' }],
      refuse: 'Play Pilgrims\' Haven now.',
      rules: ['R-LOC-08'],
      end: 'acted',
    },
    {
      text: 'A location stays where it was put for the rest of the game. Count what your side shows now: 1 energy icon at each camp, 1 at Traginium Source, 2 at the Bunker and 1 at the Haven. The Haven\'s own text adds 1 more while you have two Gongen support icons, and the camp, the Bunker and the Haven give you three. Next turn you may activate 7 + 1 = 8 energy.',
      show: [{ card: '@bunker' }, { card: '@haven' }],
      expect: { activationMax: { 0: 8 } },
      rules: ['R-LOC-09', 'R-ACT-02'],
      end: 'next',
    },
  ],
  summary: [
    'Sites are on the ground, where characters and vehicles fight; sectors are in space, where ships fight.',
    'The icons on the edge of a location facing you are yours, whoever played it: energy icons for activating, support icons for playing cards of that faction.',
    'Locations whose titles match before the slash are related; related sites next to each other are adjacent. Sectors are never adjacent.',
    'Locations cost nothing; a site goes next to a related site if there is one, a sector at the end of its related group, and an unrelated location apart. They never move afterwards.',
  ],
};
