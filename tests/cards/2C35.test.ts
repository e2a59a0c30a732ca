// Gunso Squad Leader: once a turn, pay 4: a target character of yours at this site can't be damaged this turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({ phase: 'battle', players: [{}, { hand: ['Test Zap'] }],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [['Gunso Squad Leader', { card: 'Plain Trooper', name: 'mine' }], [{ card: 'Plain Trooper', name: 'theirs' }]] }] });

describe('2C35 Gunso Squad Leader', () => {
  it('2C35 Gunso Squad Leader: pay 4: your trooper is not damaged by the opponent\'s interrupt this turn', () => {
    sc().use('Gunso Squad Leader', { targets: ['mine'] }).resolve().expectPiles(P1, { active: 2 })
      .pass(P1).play('Test Zap', { targets: ['mine'] }).resolve().expectCard('mine', { damaged: false });
  });
  it("2C35 Gunso Squad Leader: not the opponent's character (R-TGT-04); once a turn (R-ABIL-03)", () => {
    sc().refuses('R-TGT-04').use('Gunso Squad Leader', { targets: ['theirs'] })
      .use('Gunso Squad Leader', { targets: ['mine'] }).resolve().refuses('R-ABIL-03').use('Gunso Squad Leader', { targets: ['Gunso Squad Leader'] })
      .expectPiles(P2, { active: 6 });
  });
});
