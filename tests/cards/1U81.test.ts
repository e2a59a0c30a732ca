// Junshi: playable only with a kizen of yours at a location; destroy a target asset.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (mine: string[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Junshi'] }, { assets: ['Traginium Hoard'] }],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [mine, []] }],
});

describe('1U81 Junshi', () => {
  it('1U81 Junshi: with your kizen in play, the opposing asset is destroyed', () => {
    setup(['Plain Kizen']).play('Junshi', { targets: ['Traginium Hoard'] }).resolve()
      .expectCard('Traginium Hoard', { zone: 'lost' }).expectCard('Junshi', { zone: 'lost' });
  });
  it('1U81 Junshi: without a kizen it cannot be played (R-GEN-02)', () => {
    setup(['Plain Trooper']).refuses('R-GEN-02').play('Junshi', { targets: ['Traginium Hoard'] });
  });
});
