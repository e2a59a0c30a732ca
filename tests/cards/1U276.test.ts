// Chained (erratum, CARD-23, EX-RUL-06): each time an interrupt is played, you may pay 3; if you do,
// and no card is stacked here, that interrupt is stacked here after its effects. Playing a card with
// the title of a stacked card costs its player 3 more energy, an additional cost.
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/engine/cards/types';
import { def } from './_builders';
import { energy, game, passes, run, T } from './_gqi';

// A test interrupt: draw a card. "Shout" is another title.
const JOLT: CardDef = def('T40', 'INTERRUPT', 'Test Jolt', { kind: 'Used', abilities: [{ kind: 'onPlay', effect: [{ do: 'draw', count: 1 }] }] });
const SHOUT: CardDef = def('T41', 'INTERRUPT', 'Test Shout', { kind: 'Used', abilities: [{ kind: 'onPlay', effect: [{ do: 'draw', count: 1 }] }] });
const sc = (stacked: string[] = [], theirActive = 6) => game({
  phase: 'deploy',
  initiative: 1,
  cards: { T40: JOLT, T41: SHOUT },
  players: [{ assets: [{ card: '1U276', name: 'chained', ...(stacked.length ? { stacked } : {}) }], hand: [{ card: 'T40', name: 'myJolt' }] },
    { active: energy(theirActive), hand: [{ card: 'T40', name: 'jolt' }, { card: 'T40', name: 'jolt2' }, { card: 'T41', name: 'shout' }] }],
  row: [{ card: T.north, name: 'north', controller: 0 }],
});
const playBy = (seat: 0 | 1, card: string, refused?: string) => ({ type: 'play', seat, card, ...(refused ? { refused } : {}) });
const yes = { type: 'choose', seat: 0, choice: { yes: true } };
const no = { type: 'choose', seat: 0, choice: { yes: false } };

describe('1U276 Chained', () => {
  it('EX-RUL-06 / 1U276 Chained: the opponent plays an interrupt; Chained\'s controller pays 3; after its effects it is stacked on Chained', () => {
    run({ ...sc(), actions: [playBy(1, '@jolt'), ...passes(1), yes, ...passes(0)],
      expect: { stack: 0, cards: { '@jolt': { zone: 'stacked' } }, piles: { 0: { active: 3, used: 3 }, 1: { hand: 3, used: 0 } },
        log: ['Test Jolt is stacked on Chained after its effects.', 'P2 draws 1 from the reserve.'] } });
  });
  it('EX-RUL-06 / 1U276 Chained: "you may": declined, the interrupt goes to its used pile as usual', () => {
    run({ ...sc(), actions: [playBy(1, '@jolt'), ...passes(1), no, ...passes(0)],
      expect: { cards: { '@jolt': { zone: 'used' } }, piles: { 0: { active: 6 } } } });
  });
  it('EX-RUL-06 / 1U276 Chained: from then on the same title costs any player 3 more (R-PLAY-04); another title does not; nothing more is offered', () => {
    run({ ...sc(['T40']), actions: [playBy(1, '@jolt'), ...passes(1)],
      expect: { cards: { '@jolt': { zone: 'used' } }, piles: { 1: { active: 3 } }, decision: null, log: ['P2 plays Test Jolt for 3 energy.'] } });
    run({ ...sc(['T40'], 2), actions: [playBy(1, '@jolt', 'R-PLAY-04'), playBy(1, '@shout')],
      expect: { piles: { 1: { active: 2 } } } });
    run({ ...sc(['T40']), initiative: 0, actions: [playBy(0, '@myJolt'), ...passes(0)], expect: { piles: { 0: { active: 3 } }, cards: { '@myJolt': { zone: 'used' } } } });
  });
  it('EX-RUL-06 / 1U276 Chained: one card at a time: of two interrupts paid for, only the first to finish its effects is stacked, the other\'s 3 are spent for nothing', () => {
    // Jolt, its trigger, Shout, its trigger: Shout's is paid and Shout resolves first and is stacked;
    // Jolt's is paid too, but Chained already holds a card when Jolt's effects are done.
    run({ ...sc(), actions: [playBy(1, '@jolt'), playBy(1, '@shout'), ...passes(1), yes, ...passes(0), ...passes(0), yes, ...passes(0)],
    expect: { stack: 0, cards: { '@shout': { zone: 'stacked' }, '@jolt': { zone: 'used' } }, piles: { 0: { active: 0 } } } });
  });
});
