// Tennaru Hari: Quickdraw 2; while he has a weapon he can't be damaged.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (armed: boolean) => game({ phase: 'battle', players: [{}, { hand: ['Test Zap'] }],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[{ card: 'Tennaru Hari', beneath: armed ? ['Test Pistol'] : [] }], ['Plain Trooper']] }] });

describe('2R52 Tennaru Hari', () => {
  it('2R52 Tennaru Hari: armed, a damaging interrupt does nothing to him; unarmed it damages him', () => {
    sc(true).pass(P1).play('Test Zap', { targets: ['Tennaru Hari'] }).resolve().expectCard('Tennaru Hari', { damaged: false });
    sc(false).pass(P1).play('Test Zap', { targets: ['Tennaru Hari'] }).resolve().expectCard('Tennaru Hari', { damaged: true }).expectPiles(P2, { hand: 0 });
  });
  it('2R52 Tennaru Hari: Quickdraw 2: his one-bullet weapon may be used three times a turn (R-ABIL-04)', () => {
    sc(true).use('Test Pistol').resolve().use('Test Pistol').resolve().use('Test Pistol').resolve().refuses('R-ABIL-03').use('Test Pistol');
  });
});
