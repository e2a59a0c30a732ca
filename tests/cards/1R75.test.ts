// Ikazuchi: Size 3; once a turn, pay 2: another target unit here gets +2 defense until end of turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  row: [{ card: 'Testland/North', controller: P1, cards: [['Ikazuchi', { card: 'Plain Trooper', name: 'buddy' }], [{ card: 'Plain Officer', name: 'foe' }]] },
    { card: 'Testland/South', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'far' }], []] }],
});

describe('1R75 Ikazuchi', () => {
  it('1R75 Ikazuchi: pay 2: your trooper here has defense 4 this turn; once a turn (R-ABIL-03)', () => {
    sc().use('Ikazuchi', { ability: 'defense', targets: ['buddy'] }).resolve().expectCard('buddy', { defense: 4 }).expectPiles(P1, { active: 4 })
      .refuses('R-ABIL-03').use('Ikazuchi', { ability: 'defense', targets: ['foe'] });
  });
  it("1R75 Ikazuchi: the opponent's unit here may be the target; itself and a unit elsewhere may not (R-TGT-04)", () => {
    sc().use('Ikazuchi', { ability: 'defense', targets: ['foe'] }).resolve().expectCard('foe', { defense: 5 });
    sc().refuses('R-TGT-04').use('Ikazuchi', { ability: 'defense', targets: ['Ikazuchi'] }).refuses('R-TGT-04').use('Ikazuchi', { ability: 'defense', targets: ['far'] });
  });
  it('1R75 Ikazuchi: the +2 ends with the turn', () => {
    sc().use('Ikazuchi', { ability: 'defense', targets: ['buddy'] }).resolve().toPhase('activate', 1).expectCard('buddy', { defense: 2 });
  });
});
