// Flinger Battery: Size 3; whenever your opponent reveals a battle destiny card in a site battle here, you
// may pay 1 to make that card's destiny 1 lower; one card a turn.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

/** P2 attacks at P1's site: P2 (tactics 4) reveals a destiny-4 card. */
const revealed = (site = 'Depots/Maverick Depot', more = {}) => game({
  phase: 'battle', turnPlayer: P2, players: [{}, { reserve: energy(4, 4) }],
  row: [{ card: site, name: 'here', controller: P1, cards: [['Flinger Battery'], ['Plain Officer']] }],
  battle: { location: 'here', attacker: P2, step: 'window1' }, ...more,
}).toStep('destiny').reveal(true, P2);

describe('1U126 Flinger Battery', () => {
  it('1U126 Flinger Battery: pay 1 as P2 reveals a 4: their battle destiny is 3 (R-TRIG-04)', () => {
    revealed().yes(P1).expectBattle({ destiny: [0, 3] }).expectPiles(P1, { active: 5 });
  });
  it('1U126 Flinger Battery: already used this turn: no offer', () => {
    revealed('Depots/Maverick Depot', { counters: { bullets: { 'Flinger Battery#mark:destiny': 1 } } }).expectBattle({ destiny: [0, 4] });
  });
});
