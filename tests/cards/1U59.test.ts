// Chijo Katana: its kizen can't be damaged. Once each turn, pay 1: reveal the top two cards of your
// reserve, choose whose destiny counts, put both on your used pile in your order; damage a target
// opposing unit in the site battle here whose defense is below that destiny.
import { describe, it } from 'vitest';
import { P1 } from '../kit/driver';
import { picksTheFive, picksTheTwo, shootout } from './_revealTwo';

describe('1U59 Chijo Katana', () => {
  it('1U59 Chijo Katana: choosing the 5 of 2 and 5 damages a defense-3 unit; the player orders the used pile; once each turn (R-ABIL-03)', () => {
    picksTheFive(shootout('Chijo Katana', 'Plain Kizen'), 'Chijo Katana').expectPiles(P1, { active: 5 })
      .refuses('R-ABIL-03').use('Chijo Katana', { ability: 'damage', targets: ['foe'] });
  });
  it('1U59 Chijo Katana: choosing the 2 damages nothing', () => {
    picksTheTwo(shootout('Chijo Katana', 'Plain Kizen'), 'Chijo Katana');
  });
  it("1U59 Chijo Katana: its kizen can't be damaged (R-GEN-03)", () => {
    shootout('Chijo Katana', 'Plain Kizen', { battle: false }).add('hand', P1, 'Test Zap')
      .play('Test Zap', { targets: ['host'] }).resolve().expectCard('host', { damaged: false });
  });
  it('1U59 Chijo Katana: with an empty reserve it reveals nothing and can\'t be used (R-DESTINY-04)', () => {
    shootout('Chijo Katana', 'Plain Kizen', { reserve: [] }).refuses('R-DESTINY-04').use('Chijo Katana', { ability: 'damage', targets: ['foe'] });
  });
});
