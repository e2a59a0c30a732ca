// Starhawk: whenever either player reveals a battle destiny card in a site battle here, you may pay 3 to
// make that card's destiny 2 higher; one card a turn.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const battle = () => game({
  phase: 'battle', players: [{ reserve: energy(4, 3) }, { reserve: energy(4, 4) }],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1, cards: [['Starhawk', { card: 'Plain Officer', name: 'aide' }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny');

describe('1U155 Starhawk', () => {
  it('1U155 Starhawk: your 3 becomes 5 for 3 energy; the opponent\'s 4 is then left alone (one card a turn)', () => {
    battle().reveal().yes().reveal(true, P2).expectBattle({ destiny: [5, 4] }).expectPiles(P1, { active: 3 });
  });
  it('1U155 Starhawk: decline yours, and raise the opponent\'s instead (it helps them, but the card allows it)', () => {
    battle().reveal().no().reveal(true, P2).yes(P1).expectBattle({ destiny: [3, 6] });
  });
});
