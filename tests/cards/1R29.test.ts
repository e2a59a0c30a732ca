// Howler's Blades (ruling CARD-03, EX-RUL-02): unique; Size 2, Transport 1; entering play it dismisses a
// unit of yours there, itself if it is your only one.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import { dismissOnEntryTests } from './_dismissOnEntry';

dismissOnEntryTests('1R29', 'Howler’s Blades', 4, 8);

describe('1R29 Howler’s Blades', () => {
  it('1R29 Howler’s Blades: unique: a second copy is refused while one is in play (R-CARD-14)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Howler’s Blades', name: 'second' }] }, {}],
      row: [{ card: 'Depots/Earther Depot', name: 'site', controller: P1, cards: [['Howler’s Blades'], []] }] })
      .refuses('R-CARD-14').play('second', { at: 'site' });
  });
});
