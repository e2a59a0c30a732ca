// Komoku Fighter: entering play, you may download a Komoku Fighter from your reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (reserve: string[]) => game({
  phase: 'deploy', players: [{ hand: [{ card: 'Komoku Fighter', name: 'ship' }], reserve: reserve.map((c) => ({ card: c, name: c === 'Komoku Fighter' ? 'twin' : c })) as unknown as string[] }, {}],
  row: [{ card: 'Gongland/Orbit', name: 'orbit', controller: P1 }],
});

describe('1R84 Komoku Fighter', () => {
  it('1R84 Komoku Fighter: the second copy comes from the reserve into the hand (R-ENERGY-12); it cost 3', () => {
    sc(['Destiny 3', 'Komoku Fighter', ...energy(3)]).play('ship', { at: 'orbit' }).resolve().resolve().pick('twin')
      .expectCard('twin', { zone: 'hand' }).expectPiles(P1, { reserve: 4, active: 3 });
  });
  it('1R84 Komoku Fighter: with no copy in the reserve nothing comes', () => {
    sc(['Destiny 3', ...energy(3)]).play('ship', { at: 'orbit' }).resolve().resolve()
      .expectPiles(P1, { hand: 0, reserve: 4 });
  });
});
