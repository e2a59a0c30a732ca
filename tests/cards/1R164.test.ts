// UV-IR739: from a site, it takes 4 off the opponent's total power in battles at every location related
// to its own.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = (at: string) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', controller: P1, cards: [['UV-IR739'], []] },
    { card: at, name: 'here', controller: P1, cards: [at.endsWith('Orbit') ? ['Plain Capital'] : ['Plain Tank'], at.endsWith('Orbit') ? ['Plain Capital'] : ['Plain Tank']] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
}).toStep('window4');

describe('1R164 UV-IR739', () => {
  it('1R164 UV-IR739: in a battle at a related site the opponent\'s 3 becomes 0 (R-MOD-01)', () => {
    battle('Testland/South').expectBattle({ power: [3, 0] });
  });
  it('1R164 UV-IR739: at the related sector too: 4 against 0', () => {
    battle('Testland/Orbit').expectBattle({ power: [4, 0] });
  });
  it('1R164 UV-IR739: not at an unrelated site', () => {
    battle('Farland/Outpost').expectBattle({ power: [3, 3] });
  });
});
