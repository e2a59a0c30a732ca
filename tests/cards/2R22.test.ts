// Shadowsurfer: Captain (Rogan Hallard): with him aboard, the ship and its units are immune to
// attrition; your opponent can't target this ship.
import { describe, expect, it } from 'vitest';
import { immuneToAttrition } from '../../src/engine';
import { game, P1 } from '../kit/driver';

const sc = (aboard: string[]) => game({
  phase: 'battle', players: [{}, { hand: ['Test Strike'] }],
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
    cards: [[{ card: 'Shadowsurfer', beneath: aboard }, { card: 'Plain Fighter', name: 'wing' }], ['Plain Capital']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('2R22 Shadowsurfer', () => {
  it("2R22 Shadowsurfer: your opponent can't choose it as a target (R-TGT-04), but your other ship they can", () => {
    sc([]).pass(P1).refuses('R-TGT-04').play('Test Strike', { targets: ['Shadowsurfer'] })
      .play('Test Strike', { targets: ['wing'] }).resolve().expectCard('wing', { zone: 'lost' });
  });
  it('2R22 Shadowsurfer: with Rogan Hallard aboard the ship and its crew are immune to attrition (R-KW-CAPTAIN-01); with another pilot, not', () => {
    const g = sc(['Rogan Hallard', { card: 'Plain Trooper', name: 'crew' } as unknown as string]);
    for (const n of ['Shadowsurfer', 'Rogan Hallard', 'crew']) expect(immuneToAttrition(g.state, g.id(n)), n).toBe(true);
    const h = sc(['Plain Pilot']);
    expect(immuneToAttrition(h.state, h.id('Shadowsurfer'))).toBe(false);
  });
});
