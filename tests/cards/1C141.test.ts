// Nimble Jockey: Piloting 2; once a turn, pay 4: the ship it is aboard gets +D power until end of turn.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const boost = { ability: 1 };

describe('1C141 Nimble Jockey', () => {
  it('1C141 Nimble Jockey: aboard a 2/2/3 fighter it is 4/4/3; pay 4 with a destiny-5 reveal: power 9', () => {
    game({
      players: [{ reserve: energy(3, 5) }, {}],
      row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Nimble Jockey'] }], []] }],
    }).use('Nimble Jockey', boost).resolve()
      .refuses('R-ABIL-03').use('Nimble Jockey', boost)
      .expectCard('ship', { power: 9, tactics: 4, defense: 3 }).expectPiles(P1, { active: 2 });
  });
  it('1C141 Nimble Jockey: at a site it pilots nothing: paid, no card revealed', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Nimble Jockey'], []] }] })
      .use('Nimble Jockey', boost).resolve()
      .expectPiles(P1, { active: 2, reserve: 6 });
  });
});
