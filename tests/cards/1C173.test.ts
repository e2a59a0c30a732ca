// Close Call: only in your move phase: return a target ship or unit of yours to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy') => game({
  phase, players: [{ hand: ['Close Call'] }, {}],
  row: [{ card: 'Shiland/Keep', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], [{ card: 'Plain Trooper', name: 'theirs' }]] },
    { card: 'Shiland/Orbit', controller: P1, cards: [['Plain Fighter'], []] }],
});

describe('1C173 Close Call', () => {
  it('1C173 Close Call: your trooper, or your fighter, goes back to your hand', () => {
    sc('move').play('Close Call', { targets: ['mine'] }).resolve().expectCard('mine', { zone: 'hand' }).expectCard('Close Call', { zone: 'lost' });
    sc('move').play('Close Call', { targets: ['Plain Fighter'] }).resolve().expectCard('Plain Fighter', { zone: 'hand' });
  });
  it("1C173 Close Call: not the opponent's unit (R-TGT-04); not outside your move phase (R-GEN-02)", () => {
    sc('move').refuses('R-TGT-04').play('Close Call', { targets: ['theirs'] });
    sc('deploy').refuses('R-GEN-02').play('Close Call', { targets: ['mine'] });
  });
});
