// Sidearm: while its character is at a site you cause +1 attrition there; once a turn, pay 3:
// damage the target opposing unit in a site battle here if its defense < destiny + that
// character's tactics.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

// P1's officer (tactics 4) carries the Sidearm; P2's wall has defense 9.
const setup = (topDestiny: string, where = 'Testland/North', battle = true, step: 'window1' | 'window2' = 'window1') => game({
  phase: 'battle',
  players: [{ reserve: [topDestiny, ...energy(4)] }, {}],
  row: [{ card: where, name: 'loc', controller: P1,
    cards: [[{ card: 'Plain Officer', name: 'host', beneath: ['Sidearm'] }], [{ card: 'Plain Wall', name: 'wall' }]] }],
  ...(battle ? { battle: { location: 'loc', attacker: P1, step } } : {}),
});
const shoot = { ability: 1, targets: ['wall'] };

describe('1R44 Sidearm', () => {
  it('1R44 Sidearm: destiny 6 + tactics 4 = 10 beats defense 9: the wall is damaged; it cost 3', () => {
    setup('Destiny 6').use('Sidearm', shoot).resolve().expectCard('wall', { damaged: true }).expectPiles(P1, { active: 3 });
  });
  it('1R44 Sidearm: destiny 5 + 4 = 9 is not more than 9: no damage; only once each turn (R-ABIL-03)', () => {
    setup('Destiny 5').use('Sidearm', shoot).resolve().expectCard('wall', { damaged: false })
      .refuses('R-ABIL-03').use('Sidearm', shoot);
  });
  it('1R44 Sidearm: at a site you cause attrition +1', () => {
    setup('Destiny 1', 'Testland/North', true, 'window2').toStep('window3').expectBattle({ attritionAgainst: [0, 1] });
  });
  it('1R44 Sidearm: with no battle here the unit is not a legal target (R-TGT-04)', () => {
    setup('Destiny 6', 'Testland/North', false).refuses('R-TGT-04').use('Sidearm', shoot);
  });
});
