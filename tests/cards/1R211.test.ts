// Tavang-Damir: the opponent's drains at sites related to its site are 1 smaller.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

// P2's turn: P2 drains at one of P1's sites; Tavang-Damir is P1's, at North.
const drained = (at: string) => game({
  phase: 'control', turnPlayer: P2,
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Tavang-Damir'], ['Plain Trooper']] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [[], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [[], ['Plain Trooper']] }],
}).drain(at).resolve();

describe('1R211 Tavang-Damir', () => {
  it('1R211 Tavang-Damir: the opponent drains at a related site: 2 - 1 = 1 (R-DRAIN-04)', () => {
    drained('south').lose('reserve').expectPiles(P1, { lost: 1 }).expectDecision(null);
  });
  it('1R211 Tavang-Damir: at an unrelated site the drain stays 2', () => {
    drained('far').lose('reserve').lose('reserve').expectPiles(P1, { lost: 2 });
  });
  it("1R211 Tavang-Damir: your own drains are not reduced", () => {
    game({ phase: 'control',
      row: [{ card: 'Testland/North', controller: P1, cards: [['Tavang-Damir'], []] },
        { card: 'Testland/South', name: 'south', controller: P2, cards: [['Plain Trooper'], []] }] })
      .drain('south').resolve().lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 });
  });
});
