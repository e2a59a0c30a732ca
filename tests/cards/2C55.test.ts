// Transport Aide: entering play, with a card on your stockpile asset, you may take a vehicle from your
// lost pile into your hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (stacked: number) => game({ phase: 'deploy',
  players: [{ hand: ['Transport Aide'], lost: ['Plain Tank', 'Plain Trooper'], assets: [{ card: 'Traginium Cache', stacked: Array.from({ length: stacked }, () => 'Destiny 1') }] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1 }] });

describe('2C55 Transport Aide', () => {
  it('2C55 Transport Aide: with a stockpiled card, the lost tank comes into your hand', () => {
    sc(1).play('Transport Aide', { at: 'here' }).resolve().resolve().yes()
      .expectCard('Plain Tank', { zone: 'hand' }).expectCard('Plain Trooper', { zone: 'lost' });
  });
  it('2C55 Transport Aide: with nothing stockpiled, nothing triggers', () => {
    sc(0).play('Transport Aide', { at: 'here' }).resolve().expectStack(0).expectCard('Plain Tank', { zone: 'lost' });
  });
});
