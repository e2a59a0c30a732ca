// Swiftwave Attacker: Captain (Ashmahi-Anant); a character aboard that has Piloting gains 2 more.
import { describe, expect, it } from 'vitest';
import { immuneToAttrition, keywordValue } from '../../src/engine';
import { game, P1 } from '../kit/driver';

const sc = (aboard: (string | { card: string; name: string })[]) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
    cards: [[{ card: 'Swiftwave Attacker', name: 'ship', beneath: aboard as string[] }], ['Plain Capital']] }],
});

describe('2R108 Swiftwave Attacker', () => {
  it('2R108 Swiftwave Attacker: Plain Pilot (Piloting 2) aboard has Piloting 4, and the 3/1 ship gets +4/+4 (R-MOD-04)', () => {
    const g = sc(['Plain Pilot']);
    expect(keywordValue(g.state, g.id('Plain Pilot'), 'piloting')).toBe(4);
    g.expectCard('ship', { power: 7, tactics: 5 });
  });
  it('2R108 Swiftwave Attacker: a character without Piloting gains none, and adds nothing to the ship', () => {
    const g = sc(['Plain Trooper']);
    expect(keywordValue(g.state, g.id('Plain Trooper'), 'piloting')).toBe(0);
    g.expectCard('ship', { power: 3, tactics: 1 });
  });
  it('2R108 Swiftwave Attacker: Captain: with Ashmahi-Anant aboard, the ship and she are immune to attrition (R-KW-CAPTAIN-01); she pilots at 5', () => {
    const g = sc(['Ashmahi-Anant']);
    for (const n of ['ship', 'Ashmahi-Anant']) expect(immuneToAttrition(g.state, g.id(n)), n).toBe(true);
    g.expectCard('ship', { power: 8, tactics: 6 });
    expect(immuneToAttrition(sc(['Plain Pilot']).state, sc(['Plain Pilot']).id('ship'))).toBe(false);
  });
});
