// Ganymede/Valley: each card revealed for destiny while a weapon here uses an ability is destiny +2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (site: string) => game({
  phase: 'battle',
  players: [{ reserve: [T.d1, ...energy(4)] }, {}],
  row: [{ card: site, name: 'site', controller: 0,
    cards: [[{ card: T.trooper, beneath: [{ card: '1C243', name: 'dalaka' }] }], [{ card: T.trooper, name: 'foe' }]] }],
  battle: { location: '@site', attacker: 0, step: 'window1' },
  actions: [{ type: 'use', seat: 0, card: '@dalaka', ability: 0, targets: ['@foe'] }, ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
});

describe('1C313 Ganymede/Valley', () => {
  it('1C313 Ganymede/Valley: the weapon\'s destiny 1 counts 3 here, so paying costs 3', () => {
    play({ ...setup('1C313'), expect: { piles: { 0: { active: 3 } }, cards: { '@foe': { damaged: true } }, log: ['P1 reveals Destiny 1 for Luhus Dalaka: destiny 3 (printed 1, +2 from Ganymede/Valley).'] } });
  });
  it('1C313 Ganymede/Valley: at another site the same destiny costs 1', () => {
    play({ ...setup(T.north), expect: { piles: { 0: { active: 5 } } } });
  });
});
