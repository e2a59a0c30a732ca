// Seyal/Dhanake's Demesne: either player may pay 4: their target kizen in a battle here is immune to
// attrition until end of turn.
import { describe, expect, it } from 'vitest';
import { immuneToAttrition } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const sc = (battle = true) => game({
  phase: 'battle',
  row: [{ card: 'Seyal/Dhanake’s Demesne', name: 'demesne', controller: P1,
    cards: [[{ card: 'Plain Kizen', name: 'mine' }, 'Plain Trooper'], [{ card: 'Plain Kizen', name: 'theirs' }]] }],
  ...(battle ? { battle: { location: 'demesne', attacker: P1, step: 'window1' as const } } : {}),
});

describe('2U162 Seyal/Dhanake’s Demesne', () => {
  it('2U162 Seyal/Dhanake’s Demesne: pay 4: your kizen is immune to attrition; the opponent may do the same for theirs', () => {
    const g = sc().use('demesne', { targets: ['mine'] }).resolve().expectPiles(P1, { active: 2 });
    expect(immuneToAttrition(g.state, g.id('mine'))).toBe(true);
    g.pass(P1).use('demesne', { targets: ['theirs'], by: P2 }).resolve();
    expect(immuneToAttrition(g.state, g.id('theirs'))).toBe(true);
  });
  it("2U162 Seyal/Dhanake’s Demesne: not a unit that is no kizen, nor the opponent's kizen, nor with no battle here (R-TGT-04)", () => {
    sc().refuses('R-TGT-04').use('demesne', { targets: ['Plain Trooper'] }).refuses('R-TGT-04').use('demesne', { targets: ['theirs'] });
    sc(false).refuses('R-TGT-04').use('demesne', { targets: ['mine'] });
  });
});
