// Cheng Lin: the first time each turn a vehicle of yours at his location is destroyed, it may be saved
// onto the top of its owner's used pile instead of staying lost.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({ phase: 'battle', players: [{}, { hand: [{ card: 'Test Strike', name: 's1' }, { card: 'Test Strike', name: 's2' }] }],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [['Cheng Lin', { card: 'Plain Tank', name: 't1' }, { card: 'Plain Tank', name: 't2' }, { card: 'Plain Trooper', name: 'grunt' }], ['Plain Trooper']] }] });

describe('2R30 Cheng Lin', () => {
  it('2R30 Cheng Lin: the destroyed tank may go on top of your used pile; a second tank that turn stays lost', () => {
    sc().pass(P1).play('s1', { targets: ['t1'] }).resolve().resolve().yes().expectOnTop(P1, 'used', 't1')
      .pass(P1).play('s2', { targets: ['t2'] }).resolve().expectStack(0).expectCard('t2', { zone: 'lost' });
  });
  it('2R30 Cheng Lin: a destroyed character is not a vehicle: nothing triggers', () => {
    sc().pass(P1).play('s1', { targets: ['grunt'] }).resolve().expectStack(0).expectCard('grunt', { zone: 'lost' }).expectPiles(P2, { hand: 1 });
  });
});
