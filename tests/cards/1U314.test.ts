// Ganymede/Vantage Point: when it enters play, you may pay 1 to download a Ganymede location.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1U314', name: 'vantage' }], reserve: [{ card: '1C311', name: 'bunker' }, ...energy(3), '1S296'] }, {}],
  row: [{ card: T.north, controller: 0 }],
});
const enter = [{ type: 'play', seat: 0, card: '@vantage', position: 1 }, ...passes(), ...passes()];

describe('1U314 Ganymede/Vantage Point', () => {
  it('1U314 Ganymede/Vantage Point: paying 1 downloads the one Ganymede location in the reserve (not Ceres)', () => {
    play({ ...setup, actions: [...enter, { type: 'choose', seat: 0, choice: { yes: true } }, { type: 'choose', seat: 0, choice: { pick: '@bunker' } }],
      expect: { cards: { '@bunker': { zone: 'hand' }, '@vantage': { zone: 'table' } }, piles: { 0: { active: 5, reserve: 4 } } } });
  });
  it('1U314 Ganymede/Vantage Point: declining costs nothing and downloads nothing', () => {
    play({ ...setup, actions: [...enter, { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { cards: { '@bunker': { zone: 'reserve' } }, piles: { 0: { active: 6 } } } });
  });
  it('1U314 Ganymede/Vantage Point: with an empty active pile the offer is not made', () => {
    play({ ...game({ phase: 'deploy', row: [{ card: T.north, controller: 0 }],
      players: [{ hand: [{ card: '1U314', name: 'vantage' }], reserve: [{ card: '1C311', name: 'bunker' }], active: [] }, {}] }),
    actions: enter, expect: { decision: null, cards: { '@bunker': { zone: 'reserve' } } } });
  });
});
