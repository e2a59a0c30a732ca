// Cloud Skipper (Size 3, Transport 2): a site battle won at its location where the loser owes exactly
// 7 casualties costs that loser three hand cards, which they pick.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (destiny: number) => game({
  phase: 'battle', players: [{}, { hand: ['Plain Trooper', 'Plain Officer', 'Plain Kizen', 'Plain Pilot'] }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Cloud Skipper'], ['Plain Wall']] }],
  battle: { location: 'here', attacker: P1, step: 'window3', destiny: [destiny, 0] },
});

describe('1U119 Cloud Skipper', () => {
  it('1U119 Cloud Skipper: power 5 + destiny 2 against 0: 7 casualties, so the opponent loses three hand cards of their choice (R-BSTEP-19)', () => {
    sc(2).toStep('window4').resolve().expectDecision('pick', P2).pick('Plain Trooper').pick('Plain Officer').pick('Plain Kizen')
      .expectPiles(P2, { hand: 1, lost: 3 });
  });
  it('1U119 Cloud Skipper: 8 casualties are not exactly 7: nothing happens', () => {
    sc(3).toStep('window4').expectPiles(P2, { hand: 4, lost: 0 });
  });
});
