// Katuka: Quickdraw 1; your opponent's damaged units here get -2 tactics.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2U131 Katuka', () => {
  it("2U131 Katuka: the opponent's damaged officer here has tactics 2; the undamaged one, yours, and one elsewhere keep 4", () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Katuka', { card: 'Plain Officer', name: 'mine', damaged: true }],
      [{ card: 'Plain Officer', name: 'hurt', damaged: true }, { card: 'Plain Officer', name: 'fine' }]] },
    { card: 'Testland/South', controller: P1, cards: [[], [{ card: 'Plain Officer', name: 'far', damaged: true }]] }] })
      .expectCard('hurt', { tactics: 2 }).expectCard('fine', { tactics: 4 }).expectCard('mine', { tactics: 4 }).expectCard('far', { tactics: 4 });
  });
  it('2U131 Katuka: Quickdraw 1: a weapon beneath her with one bullet may be used twice a turn (R-ABIL-04)', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Katuka', beneath: ['Test Pistol'] }], []] }] })
      .use('Test Pistol').resolve().use('Test Pistol').resolve().refuses('R-ABIL-03').use('Test Pistol');
  });
});
