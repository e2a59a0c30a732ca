// Lifeseeker: once a turn, pay 5: another damaged unit here returns to its owner's hand.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = () => game({
  row: [{ card: L.north, name: 'here', controller: 0,
    cards: [[{ card: '2C101', name: 'ls' }, { card: L.trooper, name: 'mine', damaged: true }],
      [{ card: L.trooper, name: 'hurt', damaged: true }, { card: L.trooper, name: 'fine' }]] },
  { card: L.south, controller: 0, cards: [[], [{ card: L.trooper, name: 'far', damaged: true }]] }],
});
const use = (t: string, refused?: string) => ({ type: 'use', seat: 0, card: '@ls', ability: 0, targets: [t], ...(refused ? { refused } : {}) });

describe('2C101 Lifeseeker', () => {
  it("2C101 Lifeseeker: pay 5: the opponent's damaged trooper goes to their hand; once a turn", () => {
    play({ ...sc(), actions: [use('@hurt'), ...passes(), use('@mine', 'R-ABIL-03')],
      expect: { cards: { '@hurt': { zone: 'hand' } }, piles: { 0: { active: 1 }, 1: { hand: 1 } } } });
  });
  it('2C101 Lifeseeker: undamaged units and damaged units elsewhere are not targets (R-TGT-04)', () => {
    play({ ...sc(), actions: [use('@fine', 'R-TGT-04'), use('@far', 'R-TGT-04')] });
  });
  it('2C101 Lifeseeker: costs 5 (R-PLAY-04 with 4)', () => {
    play({ ...sc(), players: [{ active: ['T33', 'T33', 'T33', 'T33'] }, {}], actions: [use('@hurt', 'R-PLAY-04')] });
  });
});
