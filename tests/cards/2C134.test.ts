// Luhus Spearhead: inverter; pay 2: invert it, only at the location of a target character with quickdraw.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2C134 Luhus Spearhead', () => {
  it('2C134 Luhus Spearhead: beside a quickdraw character, pay 2: inverted, 3/3/3', () => {
    game({ row: [{ card: 'Quayland/Den', controller: P1, cards: [['Luhus Spearhead', 'Katuka'], []] }] })
      .use('Luhus Spearhead', { targets: ['Katuka'] }).resolve().expectCard('Luhus Spearhead', { inverted: true, power: 3 }).expectPiles(P1, { active: 4 });
  });
  it('2C134 Luhus Spearhead: with no quickdraw character there it has no target (R-TGT-04)', () => {
    game({ row: [{ card: 'Quayland/Den', controller: P1, cards: [['Luhus Spearhead', 'Plain Trooper'], []] }] })
      .refuses('R-TGT-04').use('Luhus Spearhead', { targets: ['Plain Trooper'] });
  });
});
