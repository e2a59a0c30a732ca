// Mercury/Untapped Planet: a player with exactly two ships here has total power +4 here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const battle = (mine: string[], theirs: string[]) => game({
  phase: 'battle',
  row: [{ card: '1U318', name: 'planet', controller: 0, cards: [mine, theirs] }],
  battle: { location: '@planet', attacker: 0, step: 'window3' },
  actions: passes(),
});

describe('1U318 Mercury/Untapped Planet', () => {
  it('1U318 Mercury/Untapped Planet: two fighters (2 + 2) + 4 = 8 against one capital 4', () => {
    play({ ...battle([T.fighter, T.fighter], [T.capital]), expect: { battle: { power: [8, 4] } } });
  });
  it('1U318 Mercury/Untapped Planet: three ships get no bonus (6), the opponent\'s two do (4 + 4 + 4 = 12)', () => {
    play({ ...battle([T.fighter, T.fighter, T.fighter], [T.capital, T.capital]), expect: { battle: { power: [6, 12] } } });
  });
});
