// Lesson 1: the deck is the energy. The learner activates, passes through the turn, draws, and
// watches the used pile go back under the reserve at the end of the turn.
import type { Lesson } from '../types';

export const ENERGY: Lesson = {
  id: 'energy',
  title: 'Your deck is your energy',
  about: 'The four piles, activating energy, why each card you draw costs you one, and how a game is lost.',
  position: {
    seed: 11, turn: 3, turnPlayer: 0, phase: 'activate',
    players: [
      {
        reserve: ['1C70', '1C93', '1U76', '1C80', '1C110', '1U99', '1C63', '1C71', '1C108', '1U77', '1C100', '1S308'],
        used: ['1C80', '1U94'],
        lost: ['1C110'],
        hand: ['1C70', '1U99', '1C63', '1C71'],
      },
      {
        reserve: ['1C4', '1C7', '1C32', '1C13', '1C55', '1C25', '1C156', '1C165', '1U19', '1C282', '1C11', '1S301'],
        used: ['1C4'],
        hand: ['1C7', '1C32', '1C13', '1C55', '1C25'],
      },
    ],
    row: [
      { card: '1S308', name: 'camp', controller: 0 },
      { card: '1S301', name: 'their camp', controller: 1 },
    ],
  },
  steps: [
    {
      text: 'In WARS every card of your deck is also one unit of energy, the fuel you pay for everything with. Your energy lives in three face-down piles: the reserve, the active pile and the used pile.',
      show: [{ pile: 'reserve' }, { pile: 'active' }, { pile: 'used' }],
      rules: ['R-ENERGY-01'],
      end: 'next',
    },
    {
      text: 'Your hand and your lost pile are not energy. The lost pile lies face up: cards that are gone for good. If your reserve, active and used piles are all empty, you lose the game, however many cards you hold in your hand.',
      show: [{ part: 'hand' }, { pile: 'lost' }],
      rules: ['R-WIN-01', 'R-ENERGY-09'],
      end: 'next',
    },
    {
      text: 'A turn has six phases, always in the same order: activate, control, deploy, battle, move and draw. It is your turn, and your activate phase.',
      show: [{ part: 'phases' }],
      rules: ['R-TURN-01'],
      end: 'next',
    },
    {
      text: 'Only the active pile pays for cards, so you start each turn by activating: moving cards from the top of your reserve to your active pile. You may activate one energy for each energy icon on your side of the locations, whoever played them, plus one. Each camp shows you one icon, so you may activate up to 3. Activate 3.',
      show: [{ card: '@camp' }, { card: '@their camp' }],
      allow: [{ type: 'activate', amount: 3 }],
      expect: { activationMax: { 0: 3 } },
      refuse: 'Activate all 3 for this lesson.',
      rules: ['R-ACT-02', 'R-ENERGY-03'],
      end: 'acted',
    },
    {
      text: 'Three cards went from your reserve to your active pile. You may activate only once in each activate phase. Pass to end the phase: when both players pass one after the other, the game moves on.',
      show: [{ pile: 'active' }, { pile: 'reserve' }],
      allow: [{ type: 'pass' }],
      expect: { piles: { 0: { reserve: 9, active: 3 } } },
      rules: ['R-ACT-01', 'R-TURN-05'],
      end: { reached: { phase: 'control' } },
    },
    {
      text: 'Control, deploy, battle and move each get a lesson of their own. For now, pass through them to the draw phase.',
      show: [{ part: 'phases' }],
      allow: [{ type: 'pass' }],
      end: { reached: { phase: 'draw' } },
    },
    {
      text: 'In the draw phase you may draw as many cards as you like, one at a time, from the top of your active pile into your hand. Draw one card.',
      show: [{ pile: 'active' }],
      allow: [{ type: 'draw' }],
      rules: ['R-DRAW-01', 'R-DRAW-02'],
      end: 'acted',
    },
    {
      text: 'The card you drew left your active pile for your hand, and your hand is not energy: every card you draw costs you one energy. More cards give you more choices, but leave you less to pay with and less to lose before you are out.',
      show: [{ pile: 'active' }, { part: 'hand' }],
      expect: { piles: { 0: { active: 2, hand: 5 } } },
      rules: ['R-ENERGY-15'],
      end: 'next',
    },
    {
      text: 'Your used pile holds the energy you paid or spent. Pass to end your turn and watch it: at the end of every turn, each player puts their whole used pile under their reserve, in the same order. What is left in the active pile stays there.',
      show: [{ pile: 'used' }, { pile: 'reserve' }],
      allow: [{ type: 'pass' }],
      rules: ['R-EOT-02', 'R-EOT-03'],
      end: { reached: { turnPlayer: 1 } },
    },
    {
      text: 'Your used pile is empty now: its cards are at the bottom of your reserve, to be activated again in later turns. Your opponent has taken their turn (they only passed), and it is your turn again.',
      show: [{ pile: 'used' }, { pile: 'reserve' }, { pile: 'active' }],
      expect: { piles: { 0: { used: 0, reserve: 11, active: 2 } }, turnPlayer: 0 },
      rules: ['R-ENERGY-08'],
      end: 'next',
    },
  ],
  summary: [
    'Each card of your deck is one energy, kept in three face-down piles: reserve, active and used.',
    'In your activate phase you move up to (your energy icons on all locations + 1) cards from the reserve to the active pile.',
    'Costs are paid from the active pile onto the used pile; the used pile goes under the reserve at the end of every turn.',
    'Drawing moves a card from your active pile to your hand, so every card drawn is one energy less.',
    'A player whose reserve, active and used piles are all empty loses; cards in hand do not count.',
  ],
};
