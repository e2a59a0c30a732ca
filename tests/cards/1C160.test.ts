// Traginium Heist: only once you have won a battle this turn: the opponent puts two hand cards
// on top of their reserve.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const sc = (theirs: string) => game({
  phase: 'battle',
  players: [{ hand: [{ card: '1C160', name: 'heist' }] }, { hand: [{ card: L.trooper, name: 'h1' }, { card: L.trooper, name: 'h2' }, { card: L.tank, name: 'h3' }] }],
  row: [depot('Maverick'), { card: L.north, name: 'here', controller: 0, cards: [[L.tank], [{ card: theirs, name: 'foe' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window3' },
});

describe('1C160 Traginium Heist', () => {
  it('1C160 Traginium Heist: after winning 3 to 0, the opponent puts two of their hand cards on their reserve', () => {
    play({ ...sc(L.wall), actions: [...passes(), { type: 'play', seat: 0, card: '@heist' }, ...passes(),
      { type: 'choose', seat: 1, choice: { pick: '@h1' } }, { type: 'choose', seat: 1, choice: { pick: '@h3' } }],
    expect: { piles: { 1: { hand: 1, reserve: 8 } }, cards: { '@h2': { zone: 'hand' }, '@heist': { zone: 'used' } } } });
  });
  it('1C160 Traginium Heist: before any battle is won it cannot be played (R-GEN-02)', () => {
    play({ ...sc(L.wall), actions: [{ type: 'play', seat: 0, card: '@heist', refused: 'R-GEN-02' }] });
  });
});
