// Combat Support T.S.V.: Size 3, Transport 4; arriving at a site that already holds a bot of yours or a
// second vehicle of yours, it lets you retrieve one card.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (mine: string[]) => game({
  phase: 'deploy', players: [{ hand: ['Combat Support T.S.V.'], lost: ['Destiny 4'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'site', controller: P1, cards: [mine, []] }],
});

describe('2U31 Combat Support T.S.V.', () => {
  it('2U31 Combat Support T.S.V.: beside your tank you may retrieve the lost card (R-ENERGY-11)', () => {
    sc(['Plain Tank']).play('Combat Support T.S.V.', { at: 'site' }).resolve().resolve().yes()
      .expectPiles(P1, { lost: 0, used: 4, active: 3 });
  });
  it('2U31 Combat Support T.S.V.: beside your bot too', () => {
    sc(['Earther Bot']).play('Combat Support T.S.V.', { at: 'site' }).resolve().resolve().yes().expectPiles(P1, { lost: 0 });
  });
  it('2U31 Combat Support T.S.V.: beside a trooper only, nothing triggers', () => {
    sc(['Plain Trooper']).play('Combat Support T.S.V.', { at: 'site' }).resolve().expectStack(0).expectPiles(P1, { lost: 1 });
  });
});
