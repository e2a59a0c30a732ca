// Qurim Dalaka: once a turn, pay 1: damage the target opposing unit in a site battle here if its
// defense < D + the number of your other weapons here.
import { describe, it } from 'vitest';
import { armed } from './_destinyWeapon';

const foe = [{ card: 'Plain Wall', name: 'foe' }];
const shoot = { targets: ['foe'] };
const withRifles = (n: number) => Array.from({ length: n }, (_, i) => ({ card: 'Plain Trooper', name: `rifleman${i}`, beneath: ['Plain Rifle'] }));

describe('1C254 Qurim Dalaka', () => {
  it('1C254 Qurim Dalaka: destiny 6 + 4 other weapons = 10 beats defense 9', () => {
    armed('Qurim Dalaka', 6, foe, { mine: withRifles(4) }).use('Qurim Dalaka', shoot).resolve().expectCard('foe', { damaged: true });
  });
  it('1C254 Qurim Dalaka: destiny 6 + 3 = 9 does not', () => {
    armed('Qurim Dalaka', 6, foe, { mine: withRifles(3) }).use('Qurim Dalaka', shoot).resolve().expectCard('foe', { damaged: false });
  });
});
