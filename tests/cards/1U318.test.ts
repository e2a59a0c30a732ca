// Mercury/Untapped Planet: a player with exactly two ships here has total power +4 here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const powers = (mine: string[], theirs: string[]) => game({
  phase: 'battle',
  row: [{ card: 'Mercury/Untapped Planet', name: 'planet', controller: P1, cards: [mine, theirs] }],
  battle: { location: 'planet', attacker: P1, step: 'window3' },
}).toStep('window4');

describe('1U318 Mercury/Untapped Planet', () => {
  it('1U318 Mercury/Untapped Planet: two fighters (2 + 2) + 4 = 8 against one capital 4', () => {
    powers(['Plain Fighter', 'Plain Fighter'], ['Plain Capital']).expectBattle({ power: [8, 4] });
  });
  it('1U318 Mercury/Untapped Planet: three ships get no bonus (6), the opponent\'s two do (4 + 4 + 4 = 12)', () => {
    powers(['Plain Fighter', 'Plain Fighter', 'Plain Fighter'], ['Plain Capital', 'Plain Capital']).expectBattle({ power: [6, 12] });
  });
});
