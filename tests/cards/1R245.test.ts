// Luhustika: characters aboard take no capacity; your drains at related locations are +1.
import { describe, expect, it } from 'vitest';
import { freeCapacity } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const sc = (site: string) => game({ phase: 'control',
  row: [{ card: 'Quayland/Orbit', controller: P1, cards: [['Luhustika'], []] }, { card: site, name: 'site', controller: P1, cards: [['Plain Trooper'], []] }] });

describe('1R245 Luhustika', () => {
  it('1R245 Luhustika: your drain at a related site with 2 icons takes 3', () => {
    sc('Quayland/Den').drain('site').resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { lost: 3 }).expectDecision(null);
  });
  it('1R245 Luhustika: at an unrelated site, 2', () => {
    sc('Testland/North').drain('site').resolve().lose('reserve', P2).lose('reserve', P2).expectDecision(null);
  });
  it('1R245 Luhustika: four characters aboard leave its capacity free', () => {
    const g = game({ row: [{ card: 'Quayland/Orbit', controller: P1, cards: [[{ card: 'Luhustika', beneath: ['Plain Trooper', 'Plain Pilot', 'Plain Officer', 'Plain Warrior'] }], []] }] });
    expect(freeCapacity(g.state, g.id('Luhustika'))).toBe(4);
  });
});
