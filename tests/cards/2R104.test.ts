// Rantosh-Anant: Piloting 2; while aboard your ship with no opposing ship here, your opponent must
// also lose 2 energy to play a ship here.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (theirShip: boolean) => game({
  phase: 'deploy', turnPlayer: P2, players: [{}, { hand: [{ card: 'Plain Fighter', name: 'newcomer' }] }],
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[{ card: 'Plain Fighter', name: 'mount', beneath: ['Rantosh-Anant'] }], theirShip ? ['Plain Fighter'] : []] }],
});

describe('2R104 Rantosh-Anant', () => {
  it('2R104 Rantosh-Anant: P2 plays a fighter there and also loses 2', () => {
    sc(false).play('newcomer', { at: 'orbit' }).lose('active', P2).lose('active', P2).resolve()
      .expectCard('newcomer', { at: 'orbit' }).expectPiles(P2, { active: 4, lost: 2 });
  });
  it('2R104 Rantosh-Anant: with a ship of theirs already there, no extra loss', () => {
    sc(true).play('newcomer', { at: 'orbit' }).resolve().expectPiles(P2, { active: 6, lost: 0 });
  });
  it('2R104 Rantosh-Anant: Piloting 2: the 2/2 fighter he rides is 4/4', () => {
    sc(false).expectCard('mount', { power: 4, tactics: 4 }).expectPiles(P1, { active: 6 });
  });
});
