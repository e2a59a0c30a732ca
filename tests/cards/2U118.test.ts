// Breaching: destroy a target unit at a sector that does not have Piloting.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy',
  players: [{ hand: ['Breaching'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1 },
    { card: 'Testland/Orbit', controller: P1, cards: [[], [{ card: 'Plain Fighter', name: 'ship', beneath: [{ card: 'Plain Trooper', name: 'rider' }, { card: 'Plain Pilot', name: 'pilot' }] }]] },
    { card: 'Testland/North', controller: P1, cards: [[], [{ card: 'Plain Trooper', name: 'ground' }]] }],
});

describe('2U118 Breaching', () => {
  it('2U118 Breaching: the trooper riding a ship at a sector is destroyed', () => {
    setup().play('Breaching', { targets: ['rider'] }).resolve().expectCard('rider', { zone: 'lost' }).expectCard('Breaching', { zone: 'used' });
  });
  it('2U118 Breaching: a pilot, or a unit at a site, is not a legal target (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Breaching', { targets: ['pilot'] }).refuses('R-TGT-04').play('Breaching', { targets: ['ground'] });
  });
});
