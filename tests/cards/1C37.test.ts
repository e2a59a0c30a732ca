// Level II Guru: in a site battle here you cause +1 attrition per unit of yours here with tactics
// above 2.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const attrition = (loc: string, theirs: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: P1, cards: [['Level II Guru', 'Plain Officer', 'Plain Officer', 'Plain Trooper'], [theirs]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
}).toStep('window3');

describe('1C37 Level II Guru', () => {
  it('1C37 Level II Guru: two officers (tactics 4) count, the guru and the trooper (2) do not: attrition 2', () => {
    attrition('Testland/North', 'Plain Trooper').expectBattle({ attritionAgainst: [0, 2] });
  });
});
