// Hounded: this turn, the next time a character of yours moves to a site, destroy a target unit at
// that site whose power is below that character's.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'move', players: [{ hand: ['Hounded'] }, {}],
  row: [
    { card: 'Quayland/Den', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'hound' }], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[], [{ card: 'Plain Officer', name: 'foe' }, 'Plain Kizen', 'Plain Warrior']] },
  ],
});

describe('1R234 Hounded', () => {
  it('1R234 Hounded: the trooper (power 2) moves in: the officer or the kizen (power 1) may be destroyed, not the warrior (power 2) (R-TRIG-09)', () => {
    sc().play('Hounded').resolve().expectCard('Hounded', { zone: 'lost' })
      .move('hound', 'middle').resolve().resolve().expectDecision('chooseCard', P1)
      .refuses('R-EFF-07').pick('Plain Warrior').pick('foe')
      .expectCard('foe', { zone: 'lost' }).expectCard('Plain Warrior', { zone: 'table' }).expectCard('Plain Kizen', { zone: 'table' });
  });
  it('1R234 Hounded: it waits for the move; with no move this turn nothing happens', () => {
    sc().play('Hounded').resolve().toPhase('battle').expectCard('foe', { zone: 'table' });
  });
});
