// The Beckoning: take an inverter from your used pile into hand, then shuffle that pile.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (used: string[]) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1C270', name: 'beckoning' }], used: used.map((card, i) => ({ card, name: `u${i}` })) }, {}],
  row: [{ card: T.quaySite, controller: 0 }],
});

describe('1C270 The Beckoning', () => {
  it('1C270 The Beckoning: the inverter in the used pile goes to hand; the used pile is shuffled', () => {
    play({ ...setup([T.trooper, '1C271', T.officer]), actions: [{ type: 'play', seat: 0, card: '@beckoning' }, ...passes()],
      expect: { cards: { '@u1': { zone: 'hand' }, '@u0': { zone: 'used' }, '@beckoning': { zone: 'used' } }, log: ['shuffles the used pile'] } });
  });
  it('1C270 The Beckoning: with two inverters the player picks one', () => {
    play({ ...setup(['1C244', '1C271']), actions: [{ type: 'play', seat: 0, card: '@beckoning' }, ...passes(), { type: 'choose', seat: 0, choice: { pick: '@u0' } }],
      expect: { cards: { '@u0': { zone: 'hand' }, '@u1': { zone: 'used' } } } });
  });
  it('1C270 The Beckoning: with no inverter nothing is taken', () => {
    play({ ...setup([T.trooper]), actions: [{ type: 'play', seat: 0, card: '@beckoning' }, ...passes()], expect: { piles: { 0: { hand: 0 } } } });
  });
});
