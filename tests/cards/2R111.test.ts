// Tilak-Vinisha (inverter): an opposing ship arriving at its location, played or moved, lets you invert
// it. When the opponent's last ship at its location is lost, that opponent loses 3 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (theirs: string[]) => game({
  phase: 'deploy', turnPlayer: P2, players: [{}, { hand: [{ card: 'Plain Fighter', name: 'newShip' }] }],
  row: [{ card: 'Shiland/Orbit', name: 'orbit', controller: P2, cards: [[{ card: 'Tilak-Vinisha', name: 'tv' }], theirs] },
    { card: 'Testland/Orbit', name: 'far', controller: P2, cards: [[], [{ card: 'Plain Fighter', name: 'mover' }]] }],
});

describe('2R111 Tilak-Vinisha', () => {
  it('2R111 Tilak-Vinisha: the opponent plays a ship here: it may invert (R-KW-INV-03)', () => {
    sc([]).play('newShip', { at: 'orbit' }).resolve().resolve().yes().expectCard('tv', { inverted: true });
  });
  it('2R111 Tilak-Vinisha: the opponent\'s last ship here destroyed: they lose 3; not while another stays', () => {
    game({ phase: 'deploy', players: [{ hand: ['Test Strike', 'Test Snipe'] }, {}],
      row: [{ card: 'Shiland/Orbit', name: 'orbit', controller: P1, cards: [['Tilak-Vinisha'], [{ card: 'Plain Fighter', name: 'a' }, { card: 'Plain Fighter', name: 'b' }]] }] })
      .play('Test Strike', { targets: ['a'] }).resolve().expectPiles(P2, { lost: 1 })
      .play('Test Snipe', { targets: ['b'] }).resolve().resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P2, { lost: 5 });
  });
});
