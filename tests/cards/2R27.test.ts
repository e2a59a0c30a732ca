// XeLabs Type IV: once a turn, in your move phase, not in the turn it entered play: lose 3: a target ship
// here returns to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy') => game({ phase,
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/Orbit', controller: P1, cards: [['XeLabs Type IV'], [{ card: 'Plain Fighter', name: 'foe' }]] }] });

describe('2R27 XeLabs Type IV', () => {
  it("2R27 XeLabs Type IV: lose 3: the opponent's fighter goes back to their hand; once a turn (R-ABIL-03)", () => {
    sc('move').use('XeLabs Type IV', { targets: ['foe'] }).lose('active').lose('active').lose('active').resolve()
      .expectCard('foe', { zone: 'hand' }).refuses('R-ABIL-03').use('XeLabs Type IV', { targets: ['XeLabs Type IV'] });
  });
  it('2R27 XeLabs Type IV: not outside your move phase (R-GEN-02)', () => {
    sc('deploy').refuses('R-GEN-02').use('XeLabs Type IV', { targets: ['foe'] });
  });
  it('2R27 XeLabs Type IV: not in the turn it entered play (R-GEN-02)', () => {
    game({ phase: 'deploy', players: [{ hand: ['XeLabs Type IV'] }, {}],
      row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[], [{ card: 'Plain Fighter', name: 'foe' }]] }] })
      .play('XeLabs Type IV', { at: 'orbit' }).resolve().toPhase('move').refuses('R-GEN-02').use('XeLabs Type IV', { targets: ['foe'] });
  });
});
