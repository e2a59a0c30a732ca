// Vidanar: once each turn, lose 1: look at as many top cards of your reserve as you have Shi
// support icons; one goes to your hand, the others on top of your used pile in the order you pick.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (icons = 'Depots/Shi Depot') => game({
  phase: 'deploy',
  players: [{ reserve: ['Destiny 1', 'Destiny 2', 'Destiny 4', 'Destiny 5', ...energy(2)] }, {}],
  row: [{ card: icons, controller: P1, cards: [['Vidanar'], []] }],
});

describe('2R114 Vidanar', () => {
  it('2R114 Vidanar: 3 Shi icons: of the top 3, one to hand, the other two on the used pile in the chosen order', () => {
    sc().use('Vidanar').lose('active').resolve()
      .pick('Destiny 2').expectCard('Destiny 2', { zone: 'hand' })
      .pick('Destiny 4').expectOnTop(P1, 'used', 'Destiny 1', 'Destiny 4').expectOnTop(P1, 'reserve', 'Destiny 5');
  });
  it('2R114 Vidanar: 1 Shi icon: the top card goes to hand, none to the used pile; once each turn (R-ABIL-03)', () => {
    sc('Shiland/Keep').use('Vidanar').lose('active').resolve()
      .expectCard('Destiny 1', { zone: 'hand' }).expectPiles(P1, { used: 0 }).expectOnTop(P1, 'reserve', 'Destiny 2')
      .refuses('R-ABIL-03').use('Vidanar');
  });
});
