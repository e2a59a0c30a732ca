// Vesta/Coveted Rock: every drain here, by either player, is 1 bigger.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const setup = (drainer: Seat = P1) => game({
  phase: 'control', turnPlayer: drainer,
  row: [{ card: 'Vesta/Coveted Rock', name: 'rock', controller: P1, cards: [drainer === P1 ? ['Plain Fighter'] : [], drainer === P2 ? ['Plain Fighter'] : []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], []] }],
});

describe('1R326 Vesta/Coveted Rock', () => {
  it('1R326 Vesta/Coveted Rock: your drain here is 1 icon + 1 = 2 (R-DRAIN-04)', () => {
    setup().drain('rock').resolve().lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 }).expectLog('loses 2');
  });
  it("1R326 Vesta/Coveted Rock: the opponent's drain here grows too: 1 icon + 1 = 2", () => {
    setup(P2).drain('rock').resolve().lose('reserve').lose('reserve').expectPiles(P1, { lost: 2 }).expectDecision(null);
  });
  it('1R326 Vesta/Coveted Rock: a drain elsewhere is not changed (2 icons: 2)', () => {
    setup().drain('north').resolve().lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 }).expectDecision(null);
  });
});
