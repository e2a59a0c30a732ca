// Long Way Down: no player moves ships or units to or from its location except in their own move
// phase; it may be played beneath an opponent's location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy') => game({
  phase,
  row: [
    { card: 'Testland/North', name: 'north', controller: P2, beneath: [[], ['Long Way Down']],
      cards: [[{ card: 'Plain Trooper', name: 'walker' }], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'other' }, 'Test Runner'], []] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [[], []] },
  ],
});

describe('2R145 Long Way Down', () => {
  it('2R145 Long Way Down: in your move phase a unit may move away from its location (R-MOVE-05)', () => {
    sc('move').move('walker', 'middle').resolve().expectCard('walker', { at: 'middle' });
  });
  it('2R145 Long Way Down: outside the move phase an ability can\'t move a unit away from it or to it (R-GEN-03)', () => {
    sc('deploy').use('Test Runner', { targets: ['walker', 'south'] }).resolve().expectCard('walker', { at: 'north' })
      .use('Test Runner', { targets: ['other', 'north'] }).resolve().expectCard('other', { at: 'middle' });
  });
  it('2R145 Long Way Down: elsewhere, moves by abilities go on as usual', () => {
    sc('deploy').use('Test Runner', { targets: ['other', 'south'] }).resolve().expectCard('other', { at: 'south' });
  });
  it('2R145 Long Way Down: played beneath your opponent\'s location (R-ASSET-03)', () => {
    game({ phase: 'deploy', players: [{ hand: ['Long Way Down'] }, {}],
      row: [{ card: 'Testland/North', name: 'north', controller: P2, cards: [[], []] }] })
      .play('Long Way Down', { at: 'north' }).resolve().expectCard('Long Way Down', { under: 'north' });
  });
});
