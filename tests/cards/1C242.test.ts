// Luhus Commander: in site battles here you cause +1 attrition per inverted unit of yours here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = (mine: unknown[]) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Luhus Commander', ...mine] as never, [{ card: 'Test Flipper', inverted: true }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
}).toStep('window3');

describe('1C242 Luhus Commander', () => {
  it("1C242 Luhus Commander: two inverted units of yours (the opponent's inverted one does not count): attrition 2", () => {
    battle([{ card: 'Test Flipper', inverted: true, name: 'a' }, { card: 'Test Flipper', inverted: true, name: 'b' }, { card: 'Test Flipper', name: 'c' }])
      .expectBattle({ attritionAgainst: [0, 2] });
  });
  it('1C242 Luhus Commander: none inverted: no attrition', () => {
    battle([{ card: 'Test Flipper', name: 'c' }]).expectBattle({ attritionAgainst: [0, 0] });
  });
});
