// Ore Hound: at a site it adds an energy icon to your side there.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1C142 Ore Hound', () => {
  it('1C142 Ore Hound: at a site your activation maximum goes from 1 + 2 + 2 = 5 to 6', () => {
    game({ phase: 'activate',
      row: [{ card: 'Testland/North', controller: P1, cards: [['Ore Hound'], []] }, { card: 'Testland/Orbit', controller: P1 }] })
      .expectActivationMax(P1, 6).expectActivationMax(P2, 5);
  });
  it('1C142 Ore Hound: aboard a ship at a sector it adds nothing', () => {
    game({ phase: 'activate',
      row: [{ card: 'Testland/North', controller: P1 }, { card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', beneath: ['Ore Hound'] }], []] }] })
      .expectActivationMax(P1, 5);
  });
  it('1C142 Ore Hound: the icon goes when it leaves play (destroyed at the end of a battle)', () => {
    game({ phase: 'battle',
      row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[{ card: 'Ore Hound', damaged: true }, 'Plain Trooper'], ['Plain Trooper']] },
        { card: 'Testland/Orbit', controller: P1 }],
      battle: { location: 'site', attacker: P1, step: 'window5' } })
      .endBattle()
      .expectCard('Ore Hound', { zone: 'lost' }).expectActivationMax(P1, 5);
  });
});
