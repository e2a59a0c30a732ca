// Pavel Royerk: the first movement action taken for him each turn costs 1 less energy (so 0 for a
// movement that costs 1); the next ones cost as usual.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'move',
  row: [
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Pavel Royerk', 'Plain Trooper'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[], []] },
  ],
});

describe('1U42 Pavel Royerk', () => {
  it('1U42 Pavel Royerk: his first movement of the turn is free; the second costs 1', () => {
    sc().move('Pavel Royerk', 'middle').resolve().expectCard('Pavel Royerk', { at: 'middle' }).expectPiles(P1, { active: 6 })
      .move('Pavel Royerk', 'north').resolve().expectCard('Pavel Royerk', { at: 'north' }).expectPiles(P1, { active: 5 });
  });
  it("1U42 Pavel Royerk: another unit's movement costs as usual, and does not use up his discount", () => {
    sc().move('Plain Trooper', 'middle').resolve().expectPiles(P1, { active: 5 })
      .move('Pavel Royerk', 'middle').resolve().expectPiles(P1, { active: 5 });
  });
});
