// Stinger: Size 3, Transport 2.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C156 Stinger', () => {
  it('1C156 Stinger: size 3 does not fit a capacity-2 fighter (R-UNIT-05) but boards a capacity-8 capital', () => {
    game({
      phase: 'deploy', players: [{ hand: ['Stinger'] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1 },
        { card: 'Testland/Orbit', controller: P1, cards: [['Plain Fighter', 'Plain Capital'], []] }],
    }).refuses('R-UNIT-05').play('Stinger', { at: 'Plain Fighter' })
      .play('Stinger', { at: 'Plain Capital' }).resolve()
      .expectCard('Stinger', { under: 'Plain Capital' }).expectPiles(P1, { active: 2 });
  });
  it('1C156 Stinger: transport 2 carries two characters, not three (R-MOVE-11)', () => {
    game({
      phase: 'move',
      row: [{ card: 'Testland/North', name: 'north', controller: P1,
        cards: [['Stinger', { card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }, { card: 'Plain Trooper', name: 'c' }], []] },
      { card: 'Testland/Middle', name: 'middle', controller: P1 }],
    }).refuses('R-MOVE-11').move('Stinger', 'middle', { transport: ['a', 'b', 'c'] })
      .move('Stinger', 'middle', { transport: ['a', 'b'] }).resolve()
      .expectCard('Stinger', { at: 'middle' }).expectCard('a', { at: 'middle' }).expectCard('b', { at: 'middle' }).expectCard('c', { at: 'north' });
  });
});
