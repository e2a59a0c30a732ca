// Rally Cry: 3 energy turns over the used pile's top card; if a Quay unit, it goes to hand.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

// Paying 3 moves the top three active cards onto the used pile one by one, so the third one
// is the top card revealed.
const setup = (top: string, active = 6) => game({
  players: [{ assets: ['Rally Cry'],
    active: active >= 3 ? [...energy(2), { card: top, name: 'top' }, ...energy(active - 3)] : energy(active) }, {}],
  row: [{ card: 'Testland/North', controller: P1 }],
});

describe('1C257 Rally Cry', () => {
  it('1C257 Rally Cry: pay 3: the Quay unit on top of the used pile goes to hand', () => {
    setup('Makal Shrieker').use('Rally Cry').resolve()
      .expectCard('top', { zone: 'hand' }).expectPiles(P1, { active: 3, used: 2 });
  });
  it('1C257 Rally Cry: a card that is not a Quay unit is revealed and stays (the energy is still spent)', () => {
    setup('Plain Trooper').use('Rally Cry').resolve()
      .expectCard('top', { zone: 'used' }).expectLog('reveals Plain Trooper');
  });
  it('1C257 Rally Cry: it needs 3 energy in the active pile (R-PLAY-04); it has no bullet, so it may be used twice', () => {
    setup('Destiny 3', 2).refuses('R-PLAY-04').use('Rally Cry');
    setup('Makal Shrieker').use('Rally Cry').resolve().use('Rally Cry').resolve().expectPiles(P1, { active: 0 });
  });
});
