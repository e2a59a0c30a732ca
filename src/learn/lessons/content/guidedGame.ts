// Lesson 11: a guided first game with Decipher's two Sample Decks, both players at the screen.
// The coach follows the opening turns and says what each thing is the first time it happens:
// activating, playing a location and a unit, drawing, the end of a turn, a drain and the chance to
// answer it, an attack, power and casualties. Each deck holds exactly its 40 cards
// (tests/learn/guidedGame.test.ts); the reserves are in a chosen order so the game goes the same
// way every time. A step that names a player's hand cards begins only once that player has
// their own screen.
import type { Lesson } from '../types';

export const GUIDED_GAME: Lesson = {
  id: 'guided-game',
  title: 'A guided first game',
  about: 'Two players, one screen, the Sample Decks A and B: the opening turns of a real game, each new thing explained as it comes up.',
  bothSeats: true,
  deckNames: ['Sample Deck A', 'Sample Deck B'],
  position: {
    seed: 21, turn: 1, turnPlayer: 0, phase: 'activate',
    players: [
      {
        reserve: [
          '1C48', '1R27', '1C33', '1C277', '1C93', '1C10', '1U54', '1C32', '1C25', '1PF1', '1C33', '1C277',
          '1C48', '1R27', '1C100', '1U281', '1R31', '1C298', '1S301', '1S308', '1U317', '1U314', '1C309',
          '1R51', '1R44', '1R43', '1C18', '1U109', '1C108', '1R78', '1U68',
        ],
        hand: [
          { card: '1C311', name: 'bunker' }, { card: '1U99', name: 'follower' }, { card: '1S301', name: 'exploratory' },
          { card: '1C25', name: 'blade' }, { card: '1C100', name: 'tsv' }, '1C32', '1PF1', '1C93',
        ],
      },
      {
        reserve: [
          '1C282', '1U128', '1R154', '1U157', '1C255', '1U252', '1C246', '1S305', '1S303', '1U314', '1C323',
          '1R162', '1U236', '1C243', '1U131', '1C237', '1C282', '1C255', '1U252', '1R158', '1C132', '1R133',
          '1R133', '1U147', '1U147', '1U283', '1C156', '1U293', '1U250', '1S303', '1S305',
        ],
        hand: [
          '1S303', { card: '1C237', name: 'inciter' }, '1C246', '1C132', '1U163', '1R158',
          '1U283', '1C156',
        ],
      },
    ],
    row: [
      { card: '1S308', name: 'pilgrims', controller: 0 },
      { card: '1S305', name: 'hunters', controller: 1 },
    ],
  },
  steps: [
    {
      text: 'Two players, one screen: P1 plays Sample Deck A (Gongen and Earthers), P2 Sample Deck B (Quay and Mavericks). Each chose a starting location, both on Ganymede and so side by side, and drew 8 cards. Whoever must see their hand gets the screen.',
      show: [{ card: '@pilgrims' }, { card: '@hunters' }],
      rules: ['R-SETUP-05', 'R-SETUP-06', 'R-SETUP-08'],
      end: 'next',
    },
    {
      text: 'P1 starts. Each turn begins by activating: moving cards from the top of the reserve to the active pile, one for each energy icon on your side of the locations, plus one. P1 sees one icon on each camp: activate 3.',
      show: [{ pile: 'reserve' }, { pile: 'active' }],
      allow: [{ type: 'activate', seat: 0, amount: 3 }],
      refuse: 'P1 activates 3 energy.',
      rules: ['R-ACT-02', 'R-ENERGY-03'],
      end: 'acted',
    },
    {
      text: 'Nothing to drain yet: P1 passes through the control phase to the deploy phase.',
      show: [{ part: 'phases' }],
      allow: [{ type: 'pass', seat: 0 }],
      rules: ['R-STACK-06'],
      end: { reached: { phase: 'deploy' } },
    },
    {
      text: 'Locations cost nothing. P1, play Ganymede/Underground Bunker into the row: it shows you 2 energy icons, so from next turn you activate more.',
      show: [{ card: '@bunker' }],
      allow: [{ type: 'play', seat: 0, card: '@bunker' }],
      refuse: 'P1 plays the Underground Bunker into the row.',
      rules: ['R-DEPLOY-01', 'R-LOC-07'],
      end: 'acted',
    },
    {
      text: 'Now a unit. Shikami Follower costs 2 energy, paid from the active pile, and needs a Gongen support icon, which your Pilgrims\' Camp has. Play it at Pilgrims\' Camp.',
      show: [{ card: '@follower' }],
      allow: [{ type: 'play', seat: 0, card: '@follower', at: '@pilgrims' }],
      refuse: 'P1 plays the Shikami Follower at Pilgrims\' Camp.',
      rules: ['R-PLAY-03', 'R-UNIT-04'],
      end: 'acted',
    },
    {
      text: 'No battle, no moves and nothing to draw: P1 passes to the end of the turn. Used piles go beneath the reserves, and it is P2\'s turn.',
      allow: [{ type: 'pass', seat: 0 }],
      rules: ['R-EOT-02', 'R-EOT-04'],
      end: { reached: { turnPlayer: 1 } },
    },
    {
      text: 'P2 sees 3 icons: one on each camp and one on the Bunker. P2, activate 4.',
      show: [{ pile: 'active', seat: 1 }],
      allow: [{ type: 'activate', seat: 1, amount: 4 }],
      refuse: 'P2 activates 4 energy.',
      end: 'acted',
    },
    {
      text: 'P2 passes on to the deploy phase, where the screen goes to P2.',
      allow: [{ type: 'pass', seat: 1 }],
      end: { reached: { phase: 'deploy' } },
    },
    {
      text: 'Katal Inciter costs 1 and needs the Quay icon of your Hunters\' Camp. Play it there.',
      show: [{ card: '@inciter' }],
      allow: [{ type: 'play', seat: 1, card: '@inciter', at: '@hunters' }],
      refuse: 'P2 plays the Katal Inciter at Hunters\' Camp.',
      end: 'acted',
    },
    {
      text: 'P2 keeps the other 3 energy and passes to the end of the turn.',
      allow: [{ type: 'pass', seat: 1 }],
      end: { reached: { turnPlayer: 0 } },
    },
    {
      text: 'P1\'s second turn. With the Bunker, P1 now sees 4 icons: activate 5.',
      show: [{ pile: 'active' }],
      allow: [{ type: 'activate', seat: 0, amount: 5 }],
      refuse: 'P1 activates 5 energy.',
      expect: { activationMax: { 0: 5 } },
      end: 'acted',
    },
    {
      text: 'P1 passes on to the control phase.',
      allow: [{ type: 'pass', seat: 0 }],
      end: { reached: { phase: 'control' } },
    },
    {
      text: 'P1\'s Follower stands alone at Pilgrims\' Camp, so P1 controls it and may drain there: P2 would lose 1 energy for the icon on their side. Drain.',
      show: [{ card: '@pilgrims' }],
      allow: [{ type: 'drain', seat: 0, location: '@pilgrims' }],
      refuse: 'P1 drains at Pilgrims\' Camp.',
      rules: ['R-LOC-12', 'R-DRAIN-01'],
      end: 'acted',
    },
    {
      text: 'P2 could have answered now, with an interrupt played on top of the drain; having none to play, the table passed for them. P2 loses 1 energy: the top card of a pile, or a card from hand.',
      show: [{ part: 'log' }],
      allow: [{ type: 'choose', seat: 1 }],
      refuse: 'P2 chooses what to lose.',
      rules: ['R-STACK-03', 'R-ENERGY-06'],
      end: { reached: { decision: 'none' } },
    },
    {
      text: 'P1 passes on to the deploy phase.',
      allow: [{ type: 'pass', seat: 0 }],
      end: { reached: { phase: 'deploy' } },
    },
    {
      text: 'P1 needs an Earther icon for the GR-Blade. Play Ganymede/Exploratory Camp into the row first.',
      show: [{ card: '@exploratory' }],
      allow: [{ type: 'play', seat: 0, card: '@exploratory' }],
      refuse: 'P1 plays the Exploratory Camp into the row.',
      end: 'acted',
    },
    {
      text: 'A unit may go to a site with an energy icon on your side, even the opponent\'s: Hunters\' Camp shows P1 one. Play the GR-Blade there, next to P2\'s Katal Inciter.',
      show: [{ card: '@blade' }],
      allow: [{ type: 'play', seat: 0, card: '@blade', at: '@hunters' }],
      refuse: 'P1 plays the GR-Blade at Hunters\' Camp.',
      rules: ['R-UNIT-04'],
      end: 'acted',
    },
    {
      text: 'And the Shikami T.S.V. there too.',
      show: [{ card: '@tsv' }],
      allow: [{ type: 'play', seat: 0, card: '@tsv', at: '@hunters' }],
      refuse: 'P1 plays the Shikami T.S.V. at Hunters\' Camp.',
      end: 'acted',
    },
    {
      text: 'P1 passes on to the battle phase.',
      allow: [{ type: 'pass', seat: 0 }],
      end: { reached: { phase: 'battle' } },
    },
    {
      text: 'Both players have units at Hunters\' Camp: P1 may attack there for 1 energy. Neither side has 4 tactics in the battle, so nobody reveals battle destiny and nobody has attrition to meet. Attack.',
      show: [{ card: '@hunters' }],
      allow: [{ type: 'attack', seat: 0, location: '@hunters' }],
      refuse: 'P1 attacks at Hunters\' Camp.',
      rules: ['R-BATTLE-01', 'R-BSTEP-04', 'R-BSTEP-05'],
      end: { reached: { decision: 'casualties' } },
    },
    {
      text: 'Power: the GR-Blade\'s 3 and the T.S.V.\'s 3 make 6 against the Katal Inciter\'s 2. P1 wins, and P2 must satisfy 4 casualties: damaging the Inciter counts its defense of 3, and one energy or hand card pays the last.',
      show: [{ part: 'battle' }],
      allow: [{ type: 'choose', seat: 1, choice: { damage: '@inciter' } }, { type: 'choose', seat: 1 }],
      refuse: 'P2 satisfies the casualties.',
      expect: { battle: { power: [6, 2], winner: 0, casualties: 4 } },
      rules: ['R-BSTEP-17', 'R-BSTEP-19', 'R-BSTEP-23'],
      end: { reached: { battle: 'none' } },
    },
    {
      text: 'The battle is over, and the damaged Katal Inciter is destroyed. That is a whole game in small, and the rest of it is yours: play on from the summary, and with hints on the table notes each new thing as it first comes up, from the first move or draw to the first battle destiny.',
      show: [{ pile: 'lost', seat: 1 }],
      expect: { battle: null, cards: { '@inciter': { zone: 'lost' } } },
      rules: ['R-BSTEP-26'],
      end: 'next',
    },
  ],
  summary: [
    'Each turn: activate, control (drain), deploy, battle, move and draw, then used piles go beneath the reserves.',
    'Locations are free; units and ships cost energy from the active pile and need support icons.',
    'A drain or any other action can be answered with an interrupt before it happens.',
    'A battle\'s winner has more power; the loser pays the difference in casualties.',
  ],
};
