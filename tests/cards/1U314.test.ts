// Ganymede/Vantage Point: when it enters play, you may pay 1 to download a Ganymede location.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Side } from '../kit/position';

const vantage = 'Ganymede/Vantage Point';
const entered = (mine: Side = { reserve: [{ card: 'Ganymede/Underground Bunker', name: 'bunker' }, ...energy(3), 'Ceres/Belt Hideaway'] }) => game({
  phase: 'deploy',
  players: [{ hand: [vantage], ...mine }, {}],
  row: [{ card: 'Testland/North', controller: P1 }],
}).play(vantage, { position: 1 }).resolve().resolve();

describe('1U314 Ganymede/Vantage Point', () => {
  it('1U314 Ganymede/Vantage Point: paying 1 downloads the one Ganymede location in the reserve (not Ceres)', () => {
    entered().yes().pick('bunker')
      .expectCard('bunker', { zone: 'hand' }).expectCard(vantage, { zone: 'table' }).expectPiles(P1, { active: 5, reserve: 4 });
  });
  it('1U314 Ganymede/Vantage Point: declining costs nothing and downloads nothing', () => {
    entered().no().expectCard('bunker', { zone: 'reserve' }).expectPiles(P1, { active: 6 });
  });
  it('1U314 Ganymede/Vantage Point: with an empty active pile the offer is not made', () => {
    entered({ reserve: [{ card: 'Ganymede/Underground Bunker', name: 'bunker' }], active: [] })
      .expectDecision(null).expectCard('bunker', { zone: 'reserve' });
  });
});
