// Ganymede/Unstable Ground: every drain here is 1 bigger. At the end of each player's turn, that
// player puts one of their units here on top of its owner's used pile (as the draw phase ends; it
// resolves once the next turn starts, after recirculation: AMB-18).
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const ground = 'Ganymede/Unstable Ground';
const setup = (turnPlayer: Seat = P1) => game({
  phase: 'control', turnPlayer,
  row: [
    { card: ground, name: 'ground', controller: P1,
      cards: [[{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Officer', name: 'b' }], turnPlayer === P2 ? [{ card: 'Plain Trooper', name: 'x' }] : []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Warrior'], []] },
  ],
});

describe('1C312 Ganymede/Unstable Ground', () => {
  it('1C312 Ganymede/Unstable Ground: your drain here is 1 icon + 1 = 2 (R-DRAIN-04)', () => {
    setup().drain('ground').resolve().lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 });
  });
  it("1C312 Ganymede/Unstable Ground: the opponent's drain here grows too; a drain elsewhere does not", () => {
    game({ phase: 'control', turnPlayer: P2,
      row: [{ card: ground, name: 'ground', controller: P1, cards: [[], ['Plain Trooper']] }] })
      .drain('ground', P2).resolve().lose('reserve').lose('reserve').expectPiles(P1, { lost: 2 }).expectDecision(null);
    setup().drain('north').resolve().lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 }).expectDecision(null);
  });
  it('1C312 Ganymede/Unstable Ground: when your turn ends you put one of your units here on top of your used pile; the other stays (AMB-18: after recirculation)', () => {
    setup().toPhase('activate', P2).expectPiles(P1, { used: 0 }).resolve().pick('b')
      .expectOnTop(P1, 'used', 'b').expectCard('a', { at: 'ground' }).expectCard('Plain Warrior', { at: 'north' });
  });
  it("1C312 Ganymede/Unstable Ground: at the end of the opponent's turn it is the opponent who puts a unit away", () => {
    setup(P2).toPhase('activate', P1).resolve().expectOnTop(P2, 'used', 'x').expectCard('a', { at: 'ground' }).expectCard('b', { at: 'ground' });
  });
});
