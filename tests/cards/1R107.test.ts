// Tamon: Transport 4. As it enters play, each player either dismisses one of their fighters at its
// sector or dismisses all of their own other capitals there.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy',
  players: [{ hand: ['Tamon'], active: energy(12) }, {}],
  row: [{ card: 'Gongland/Shrine', controller: P1 }, { card: 'Gongland/Orbit', name: 'orbit', controller: P1, cards: [
    [{ card: 'Plain Capital', name: 'my capital' }, { card: 'Plain Fighter', name: 'my fighter' }],
    [{ card: 'Plain Capital', name: 'their capital' }, { card: 'Plain Fighter', name: 'their fighter' }]] }],
}).play('Tamon', { at: 'orbit' }).resolve().resolve();

describe('1R107 Tamon', () => {
  it('1R107 Tamon: a player who dismisses a fighter keeps their capitals; one who does not loses every other capital', () => {
    sc().option('fighter').expectDecision('option', P2).option('capitals', P2)
      .expectCard('my fighter', { zone: 'lost' }).expectCard('my capital', { at: 'orbit' })
      .expectCard('their capital', { zone: 'lost' }).expectCard('their fighter', { at: 'orbit' })
      .expectCard('Tamon', { at: 'orbit' });
  });
  it('1R107 Tamon: with two fighters there, the player picks which one goes', () => {
    game({
      phase: 'deploy',
      players: [{ hand: ['Tamon'], active: energy(12) }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1 }, { card: 'Gongland/Orbit', name: 'orbit', controller: P1, cards: [
        [{ card: 'Plain Capital', name: 'my capital' }, { card: 'Plain Fighter', name: 'one' }, { card: 'Plain Fighter', name: 'two' }], []] }],
    }).play('Tamon', { at: 'orbit' }).resolve().resolve().option('fighter').pick('two')
      .expectCard('two', { zone: 'lost' }).expectCard('one', { at: 'orbit' }).expectCard('my capital', { at: 'orbit' });
  });
  it('1R107 Tamon: its controller may give up the other capitals instead; the opponent keeps theirs with a fighter', () => {
    sc().option('capitals').option('fighter', P2)
      .expectCard('my capital', { zone: 'lost' }).expectCard('my fighter', { at: 'orbit' }).expectCard('Tamon', { at: 'orbit' })
      .expectCard('their fighter', { zone: 'lost' }).expectCard('their capital', { at: 'orbit' });
  });
});
