// Quay Navigator (erratum, CARD-21, EX-RUL-05): Piloting 1; returning it to its owner's used
// pile cancels a pending drain at a related location.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { idOf } from './_icons';

// P2 controls Testland/Middle (related to the Navigator's Testland/North) and Farland/Outpost.
const setup = (navigator: unknown = { card: '1U252', name: 'nav' }) => game({
  phase: 'control', turnPlayer: 1,
  row: [{ card: T.north, name: 'north', controller: 0, cards: [[navigator as string], []] },
    { card: T.middle, name: 'middle', controller: 1, cards: [[], [T.trooper]] },
    { card: T.farSite, name: 'far', controller: 1, cards: [[], [T.trooper]] },
    { card: T.orbit, name: 'orbit', controller: 0, cards: [[{ card: T.capital, name: 'cap' }], []] }],
});
const drain = (at: string) => [{ type: 'drain', seat: 1, location: at }, { type: 'pass', seat: 1 }];
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@nav', ability: 1, targets: ['stack:1'], ...(refused ? { refused } : {}) });

describe('1U252 Quay Navigator', () => {
  it('1U252 Quay Navigator: the opponent drains 2 at a related site: the Navigator goes on top of the used pile and the drain is canceled', () => {
    const r = play({ ...setup(), actions: [...drain('@middle'), use(), ...passes(), ...passes(1)],
      expect: { cards: { '@nav': { zone: 'used' } }, piles: { 0: { lost: 0, reserve: 6 } }, stack: 0, log: ['A pending drain is canceled'] } });
    expect(r.state.players[0].used[0]).toBe(idOf(r, 'nav'));
  });
  it('1U252 Quay Navigator: without it the same drain costs P1 2 (the comparison)', () => {
    play({ ...setup(), actions: [...drain('@middle'), { type: 'pass', seat: 0 }, { type: 'choose', seat: 0, choice: { lose: 'reserve' } },
      { type: 'choose', seat: 0, choice: { lose: 'reserve' } }], expect: { piles: { 0: { lost: 2 } } } });
  });
  it('1U252 Quay Navigator: a drain at an unrelated site can\'t be targeted (R-TGT-04); nor used with no drain pending', () => {
    play({ ...setup(), actions: [...drain('@far'), use('R-TGT-04')] });
    play({ ...setup(), phase: 'deploy', turnPlayer: 0, actions: [{ type: 'use', seat: 0, card: '@nav', ability: 1, refused: 'R-TGT-04' }] });
  });
  it('1U252 Quay Navigator: Piloting 1: aboard a capital (4/2) the ship is 5/3', () => {
    play({ ...setup(), row: [{ card: T.orbit, name: 'orbit', controller: 0, cards: [[{ card: T.capital, name: 'cap', beneath: ['1U252'] }], []] },
      { card: T.north, controller: 0 }], expect: { cards: { '@cap': { power: 5, tactics: 3 } } } });
  });
});
