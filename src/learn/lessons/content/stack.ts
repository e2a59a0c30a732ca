// Lesson 8: the stack and initiative. The learner drains, passes to let the opponent answer,
// answers the answer with an interrupt of their own, and watches the stack resolve from the top.
import type { Lesson } from '../types';

export const STACK: Lesson = {
  id: 'stack',
  title: 'The stack and initiative',
  about: 'Who may act (initiative), how actions and interrupts wait on the stack, responding, passing, and what resolves first.',
  position: {
    seed: 18, turn: 5, turnPlayer: 0, phase: 'control',
    players: [
      {
        reserve: ['1C165', '1C282', '1U131', '1C132', '1C127', '1U149'],
        active: ['1C165', '1C282', '1U131'],
        hand: [{ card: '1U161', name: 'trumped' }, '1C132'],
      },
      {
        reserve: ['1C4', '1C7', '1C32', '1C13', '1C55', '1C25'],
        active: ['1C7', '1C13'],
        hand: [{ card: '1R49', name: 'interference' }, '1C32'],
      },
    ],
    row: [
      { card: '1C322', name: 'pad', controller: 0 },
      { card: '1S303', name: 'frontier', controller: 0 },
      { card: '1S301', name: 'their camp', controller: 1, cards: [[], [{ card: '1C4', name: 'guru' }]] },
      { card: '1C297', name: 'hq', controller: 1, cards: [[{ card: '1R158', name: 'gambler' }], []] },
    ],
  },
  stops: ['control'],
  steps: [
    {
      text: 'Only one player may act at a time: the one holding initiative. In your own phases you get it first. Your Gambler holds Corporate Headquarters alone, and their side of it shows 2 energy icons. Drain there.',
      show: [{ part: 'initiative' }, { card: '@hq' }],
      allow: [{ type: 'drain', location: '@hq' }],
      refuse: 'Drain at Corporate Headquarters.',
      rules: ['R-INIT-01', 'R-INIT-02'],
      end: 'acted',
    },
    {
      text: 'Nothing has happened yet: your drain waits on the stack, a pile of things about to happen. Whoever adds to the stack keeps initiative, so you could answer your own drain. To let your opponent answer it, pass.',
      show: [{ part: 'stack' }, { part: 'initiative' }],
      allow: [{ type: 'pass' }],
      opponent: [{ type: 'play', card: '@interference' }],
      rules: ['R-STACK-01', 'R-INIT-04'],
      end: { reached: { stack: 2, actor: 0 } },
    },
    {
      text: 'Your opponent answered with an interrupt, Syndicate Interference: when it happens, you must pay 1 energy or dismiss your Gambler. Interrupts are the cards you may play in any phase, on top of whatever waits, whenever you hold initiative. It lies on top of your drain. They passed, so initiative came back to you.',
      show: [{ part: 'stack' }],
      expect: { stack: 2, actor: 0 },
      rules: ['R-INTR-01', 'R-STACK-03'],
      end: 'next',
    },
    {
      text: 'You can answer the answer. Trumped cancels an interrupt that is waiting on the stack; it needs a kizen of yours in play, and The Gambler is one. Play Trumped on their Syndicate Interference.',
      show: [{ card: '@gambler' }, { part: 'stack' }],
      allow: [{ type: 'play', card: '@trumped' }],
      refuse: 'Play Trumped on the Syndicate Interference.',
      rules: ['R-STACK-03', 'R-CANCEL-01'],
      end: 'acted',
    },
    {
      text: 'Three things wait now, Trumped on top. When both players pass one after the other, the top item happens and leaves the stack: the last one added goes first. Pass, and see what happens.',
      show: [{ part: 'stack' }],
      allow: [{ type: 'pass' }],
      rules: ['R-STACK-04'],
      end: { reached: { stack: 1 } },
    },
    {
      text: 'Trumped went first and canceled Syndicate Interference: both cards are in the lost piles, and your drain is still waiting. After each item, players may answer again, and the player whose turn it is holds initiative first.',
      show: [{ part: 'stack' }, { pile: 'lost' }, { pile: 'lost', seat: 1 }],
      expect: { stack: 1, actor: 0, piles: { 0: { lost: 1 }, 1: { lost: 1 } } },
      rules: ['R-STACK-05', 'R-INIT-03', 'R-INTR-05'],
      end: 'next',
    },
    {
      text: 'Pass once more: your opponent has nothing left to answer with, so the drain happens and they lose 2 energy.',
      allow: [{ type: 'pass' }],
      opponent: [{ type: 'choose', choice: { lose: 'reserve' } }, { type: 'choose', choice: { lose: 'reserve' } }],
      end: { reached: { stack: 0, decision: 'none' } },
    },
    {
      text: 'The stack is empty again and you hold initiative. If both players now pass in a row on an empty stack, the phase ends. Only the turn player may start an action like a drain, and only on an empty stack.',
      show: [{ part: 'pass' }, { pile: 'reserve', seat: 1 }],
      expect: { stack: 0, actor: 0, piles: { 1: { reserve: 4 } } },
      rules: ['R-STACK-06', 'R-STACK-02'],
      end: 'next',
    },
  ],
  summary: [
    'Only the player holding initiative may act; the turn player holds it first.',
    'Actions, cards and abilities wait on the stack before they happen.',
    'Whoever adds to the stack keeps initiative: pass to let the other player answer.',
    'Interrupts may be played in any phase, on top of whatever waits, when you hold initiative.',
    'When both players pass in a row, the top item happens first: last in, first out.',
    'Both passing on an empty stack ends the phase.',
  ],
};
