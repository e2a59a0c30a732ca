// Hailstorm Blaster: its NōBot gets +4 defense. Twice each turn, pay 2: reveal the top two cards of
// your reserve, choose whose destiny counts; damage a target opposing unit in the site battle here
// whose defense is below it.
import { describe, it } from 'vitest';
import { P1 } from '../kit/driver';
import { picksTheFive, picksTheTwo, shootout } from './_revealTwo';

describe('2R36 Hailstorm Blaster', () => {
  it('2R36 Hailstorm Blaster: its NōBot is defense 1 + 4', () => {
    shootout('Hailstorm Blaster', 'Test Bot').expectCard('host', { defense: 5 });
  });
  it('2R36 Hailstorm Blaster: pay 2: choosing the 5 damages the officer; twice each turn, not three times (R-ABIL-03)', () => {
    picksTheFive(shootout('Hailstorm Blaster', 'Test Bot', { reserve: ['Destiny 2', 'Destiny 5', 'Destiny 4', 'Destiny 6', 'Destiny 1', 'Destiny 1'] }), 'Hailstorm Blaster').expectPiles(P1, { active: 4 })
      .use('Hailstorm Blaster', { ability: 'damage', targets: ['foe'] }).resolve().pick('Destiny 6').pick('Destiny 4')
      .refuses('R-ABIL-03').use('Hailstorm Blaster', { ability: 'damage', targets: ['foe'] });
  });
  it('2R36 Hailstorm Blaster: choosing the 2 damages nothing', () => {
    picksTheTwo(shootout('Hailstorm Blaster', 'Test Bot'), 'Hailstorm Blaster');
  });
});
