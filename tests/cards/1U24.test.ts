// Grav Operator: +4 power while at a site where a unit of yours has tactics above 4.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (mine: string[], theirs: string[] = []) => game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Grav Operator', ...mine], theirs] }] });

describe('1U24 Grav Operator', () => {
  it('1U24 Grav Operator: beside your tactics-5 unit the 1-power operator has power 5', () => {
    at(['Unit 1/5/1']).expectCard('Grav Operator', { power: 5 });
  });
  it('1U24 Grav Operator: tactics 4 is not enough, and the opponent\'s tactics-5 unit does not count', () => {
    at(['Plain Officer'], ['Unit 1/5/1']).expectCard('Grav Operator', { power: 1 });
  });
});
