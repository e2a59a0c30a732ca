// Ganymede/Traginium Well: whenever a unit is played here, its player's opponent pays 1.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';

const setup = (theirActive = 6, turnPlayer: Seat = P1) => game({
  phase: 'deploy', turnPlayer,
  players: [{ hand: [{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }] },
    { active: energy(theirActive), hand: [{ card: 'Plain Trooper', name: 'c' }] }],
  row: [{ card: 'Ganymede/Traginium Well', name: 'well', controller: P1 }, { card: 'Testland/North', name: 'north', controller: P1 }],
});

describe('1C310 Ganymede/Traginium Well', () => {
  it('1C310 Ganymede/Traginium Well: your unit enters play here: the opponent pays 1 (6 active -> 5)', () => {
    setup().play('a', { at: 'well' }).resolve().resolve()
      .expectCard('a', { at: 'well' }).expectPiles(P1, { active: 6 }).expectPiles(P2, { active: 5, used: 1 }).expectLog('P2 pays 1');
  });
  it('1C310 Ganymede/Traginium Well: each time: two units, the opponent pays 2', () => {
    setup().play('a', { at: 'well' }).resolve().resolve().play('b', { at: 'well' }).resolve().resolve()
      .expectPiles(P2, { active: 4 });
  });
  it('1C310 Ganymede/Traginium Well: the opponent\'s unit entering here makes the Well\'s controller pay', () => {
    setup(6, P2).play('c', { at: 'well' }).resolve().resolve().expectPiles(P1, { active: 5 }).expectPiles(P2, { active: 6 });
  });
  it('1C310 Ganymede/Traginium Well: a unit entering play elsewhere costs nothing; an empty active pile pays nothing', () => {
    setup().play('a', { at: 'north' }).resolve().expectPiles(P2, { active: 6 }).expectStack(0);
    setup(0).play('a', { at: 'well' }).resolve().resolve().expectPiles(P2, { active: 0, used: 0 });
  });
});
