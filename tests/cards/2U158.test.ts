// Gongen/Michiyo Shrine: NoBots either player plays here cost 3 less energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (turn: 0 | 1) => game({
  phase: 'deploy', turnPlayer: turn, players: [{ hand: ['Shikami'] }, { hand: ['Ikazuchi'] }],
  row: [{ card: 'Gongland/Shrine', controller: P1 }, { card: 'Ganymede/Test Site A', controller: P1 }, { card: 'Gongen/Michiyo Shrine', name: 'shrine', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Gongland/Orbit', controller: P2 }, { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], []] }],
});

describe('2U158 Gongen/Michiyo Shrine', () => {
  it('2U158 Gongen/Michiyo Shrine: your Shikami (6) costs 3 here; the opponent\'s Ikazuchi (5) costs them 2', () => {
    sc(P1).play('Shikami', { at: 'shrine' }).resolve().expectPiles(P1, { active: 3 });
    sc(P2).play('Ikazuchi', { at: 'shrine' }).resolve().expectPiles(P2, { active: 4 });
  });
  it('2U158 Gongen/Michiyo Shrine: elsewhere the NoBot costs its full 6', () => {
    sc(P1).play('Shikami', { at: 'north' }).resolve().expectPiles(P1, { active: 0 });
  });
});
