// Ceres/Belt Hideaway: Unlimited; each card revealed for battle destiny in a battle here is -2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const battleAt = (sector: string) => game({
  phase: 'battle',
  players: [{ reserve: [T.d5, ...energy(4)] }, {}],
  row: [{ card: sector, name: 'sector', controller: 0, cards: [[T.capital, T.capital], [T.fighter]] }],
  battle: { location: '@sector', attacker: 0, step: 'window1' },
  actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }],
});

describe('1S296 Ceres/Belt Hideaway', () => {
  it('1S296 Ceres/Belt Hideaway: a destiny 5 revealed for battle destiny here counts 3', () => {
    play({ ...battleAt('1S296'), expect: { battle: { destiny: [3, 0] },
      log: ['P1 reveals Destiny 5 for battle destiny: destiny 3 (printed 5, -2 from Ceres/Belt Hideaway).'] } });
  });
  it('1S296 Ceres/Belt Hideaway: elsewhere the same card counts 5', () => {
    play({ ...battleAt(T.orbit), expect: { battle: { destiny: [5, 0] } } });
  });
  it('1S296 Ceres/Belt Hideaway: a destiny 1 does not go below 0', () => {
    const sc = battleAt('1S296');
    play({ ...sc, players: [{ reserve: [T.d1, ...energy(4)], active: energy(6) }, sc.players[1]], expect: { battle: { destiny: [0, 0] } } });
  });
});
