// Ganymede/Valley: each card revealed for destiny while a weapon here uses an ability is destiny +2.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

// Luhus Dalaka (a weapon) reveals destiny 1 and may pay that much to damage the foe.
const paid = (site: string) => game({
  phase: 'battle',
  players: [{ reserve: ['Destiny 1', ...energy(4)] }, {}],
  row: [{ card: site, name: 'site', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Luhus Dalaka'] }], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
}).use('Luhus Dalaka', { targets: ['foe'] }).resolve().yes();

describe('1C313 Ganymede/Valley', () => {
  it('1C313 Ganymede/Valley: the weapon\'s destiny 1 counts 3 here, so paying costs 3', () => {
    paid('Ganymede/Valley').expectPiles(P1, { active: 3 }).expectCard('foe', { damaged: true }).expectLog('destiny is +2');
  });
  it('1C313 Ganymede/Valley: at another site the same destiny costs 1', () => {
    paid('Testland/North').expectPiles(P1, { active: 5 });
  });
});
