// Howler's Gambit: in your move phase, pick a location whose ships and units of yours outthink the
// opponent's there on total tactics; everything there, ships and units alike, goes back to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'move', players: [{ hand: ['Howler’s Gambit'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: 'Sharp Cruiser', beneath: [{ card: 'Plain Trooper', name: 'crew' }] }], [{ card: 'Plain Fighter', name: 'foe' }]] },
  { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], ['Plain Officer']] }],
});

describe('2R8 Howler’s Gambit', () => {
  it('2R8 Howler’s Gambit: at the sector you lead 7 to 2: both ships and the trooper aboard go to their owners\' hands', () => {
    sc().play('Howler’s Gambit', { targets: ['orbit'] }).resolve()
      .expectCard('Sharp Cruiser', { zone: 'hand' }).expectCard('crew', { zone: 'hand' }).expectCard('foe', { zone: 'hand' }).expectPiles(P2, { hand: 1 });
  });
  it('2R8 Howler’s Gambit: where you trail (2 to 4) it is no target (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').play('Howler’s Gambit', { targets: ['north'] });
  });
});
