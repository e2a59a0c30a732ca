// Inca Fighter: entering play, you may put a target unit here without piloting on top of its owner's used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (aboard: string[]) => game({ phase: 'deploy', players: [{ hand: ['Inca Fighter'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[], [{ card: 'Plain Capital', beneath: aboard.map((c) => ({ card: c, name: c === 'Plain Trooper' ? 'crew' : 'pilot' })) as never }]] }] });

describe('2C9 Inca Fighter', () => {
  it("2C9 Inca Fighter: the opponent's trooper aboard their capital goes on top of their used pile", () => {
    sc(['Plain Trooper', 'Plain Pilot']).play('Inca Fighter', { at: 'orbit' }).resolve().resolve().yes()
      .expectOnTop(P2, 'used', 'crew').expectCard('pilot', { zone: 'table' });
  });
  it('2C9 Inca Fighter: a unit with piloting is no target: with only a pilot there, nothing triggers', () => {
    sc(['Plain Pilot']).play('Inca Fighter', { at: 'orbit' }).resolve().expectStack(0).expectCard('pilot', { zone: 'table' }).expectPiles(P2, { used: 0 });
  });
});
