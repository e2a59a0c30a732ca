// Lesson 9: the end of a turn. The learner gives a unit power until the end of the turn, draws in
// the draw phase, ends the turn and sees the boost expire and the used pile go under the reserve.
import type { Lesson } from '../types';

export const END_OF_TURN: Lesson = {
  id: 'end-of-turn',
  title: 'The end of a turn',
  about: 'The draw phase, what happens when a turn ends: effects "until the end of the turn" expire, used piles go beneath the reserves.',
  position: {
    seed: 19, turn: 5, turnPlayer: 0, phase: 'move',
    players: [
      {
        reserve: ['1C237', '1C244', '1C256', '1C271', '1U231'],
        active: ['1C246', '1C237', '1C256', '1C271', '1C244', '1U231'],
        used: ['1C235', '1C268'],
        hand: ['1C255'],
      },
      {
        reserve: ['1C4', '1C7', '1C32', '1C13', '1C55', '1C25'],
        active: ['1C7', '1C13'],
        used: ['1C32'],
        hand: ['1C7', '1C32'],
      },
    ],
    row: [
      { card: '1S305', name: 'camp', controller: 0, cards: [[{ card: '1C248', name: 'shrieker' }], []] },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[], [{ card: '1C4', name: 'guru' }]] },
    ],
  },
  stops: ['activate'],
  steps: [
    {
      text: 'A turn ends with the move phase and the draw phase. Some effects last only until the end of the turn: your Makal Shrieker may pay 3 energy to get 2 more power for the rest of this turn. Use it, then pass so that it happens.',
      show: [{ card: '@shrieker' }],
      allow: [{ type: 'use', card: '@shrieker' }],
      refuse: 'Use the Makal Shrieker\'s ability.',
      rules: ['R-EOT-01'],
      end: 'acted',
      resolve: true,
    },
    {
      text: 'The Shrieker has 3 power now, until the turn ends. You have nothing more to move: pass to end your move phase.',
      show: [{ card: '@shrieker' }],
      allow: [{ type: 'pass' }],
      expect: { cards: { '@shrieker': { power: 3 } } },
      end: { reached: { phase: 'draw' } },
    },
    {
      text: 'In your draw phase you may draw as many cards as you like, one at a time, each from the top of your active pile into your hand. Remember that each card drawn is energy you cannot spend. Draw one.',
      show: [{ pile: 'active' }, { pile: 'hand' }],
      allow: [{ type: 'draw' }],
      refuse: 'Draw one card.',
      rules: ['R-DRAW-01', 'R-DRAW-02'],
      end: 'acted',
    },
    {
      text: 'When you pass now, the draw phase and your turn end. Effects that last until the end of the turn stop, and both players put their used piles beneath their reserves. Active piles stay as they are. Pass.',
      show: [{ pile: 'used' }, { pile: 'reserve' }, { pile: 'active' }],
      allow: [{ type: 'pass' }],
      expect: { piles: { 0: { used: 5, reserve: 5, active: 2, hand: 2 } } },
      rules: ['R-EOT-01', 'R-EOT-02', 'R-EOT-03'],
      end: { reached: { turnPlayer: 1 } },
    },
    {
      text: 'It is your opponent\'s turn now. The Shrieker is back to 1 power. Your 5 used cards went beneath your reserve, which has 10 now, and your active pile kept its 2. Limits such as "once each turn" start over too.',
      show: [{ card: '@shrieker' }, { pile: 'reserve' }, { pile: 'used' }],
      expect: { turnPlayer: 1, cards: { '@shrieker': { power: 1 } }, piles: { 0: { used: 0, reserve: 10, active: 2 } } },
      rules: ['R-EOT-04', 'R-EOT-05'],
      end: 'next',
    },
  ],
  summary: [
    'The draw phase is the last of your turn: draw as many cards as you like from your active pile.',
    'When a turn ends, effects that last until the end of the turn stop.',
    'Both players then put their used piles beneath their reserves; active piles stay.',
    'Limits on each turn and each phase start over with the next turn.',
  ],
};
