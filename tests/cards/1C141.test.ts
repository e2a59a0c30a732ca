// Nimble Jockey: Piloting 2; once a turn, pay 4: the ship it is aboard gets +D power until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const use = { type: 'use', seat: 0, card: '@nj', ability: 1 };

describe('1C141 Nimble Jockey', () => {
  it('1C141 Nimble Jockey: aboard a 2/2/3 fighter it is 4/4/3; pay 4 with a destiny-5 reveal: power 9', () => {
    play(game({
      players: [{ reserve: energy(3, 5) }, {}],
      row: [{ card: L.orbit, controller: 0, cards: [[{ card: L.fighter, name: 'ship', beneath: [{ card: '1C141', name: 'nj' }] }], []] }],
      actions: [use, ...passes(), { ...use, refused: 'R-ABIL-03' }],
      expect: { cards: { '@ship': { power: 9, tactics: 4, defense: 3 } }, piles: { 0: { active: 2 } } },
    }));
  });
  it('1C141 Nimble Jockey: at a site it pilots nothing: paid, no card revealed', () => {
    play(game({
      row: [{ card: L.north, controller: 0, cards: [[{ card: '1C141', name: 'nj' }], []] }],
      actions: [use, ...passes()],
      expect: { piles: { 0: { active: 2, reserve: 6 } } },
    }));
  });
});
