// Ripping Beam: only in your move phase; extra cost: lose 4. Destroy a target ship at a sector where a
// ship of yours has a weapon beneath it.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy', gun = true) => game({
  phase, players: [{ hand: ['Ripping Beam'] }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Ship 1/1/1', beneath: gun ? ['Plain Ship Gun'] : [] }], [{ card: 'Ship 3/3/3', name: 'foe' }]] }],
});

describe('1R201 Ripping Beam', () => {
  it('1R201 Ripping Beam: lose 4, and the ship is destroyed (R-PLAY-04)', () => {
    sc('move').play('Ripping Beam', { targets: ['foe'] }).lose('reserve').lose('reserve').lose('reserve').lose('reserve')
      .resolve().expectCard('foe', { zone: 'lost' }).expectPiles(P1, { reserve: 2 });
  });
  it('1R201 Ripping Beam: not outside your move phase (R-GEN-02)', () => {
    sc('deploy').refuses('R-GEN-02').play('Ripping Beam', { targets: ['foe'] });
  });
  it('1R201 Ripping Beam: your ship there has no weapon: no target (R-TGT-04)', () => {
    sc('move', false).refuses('R-TGT-04').play('Ripping Beam', { targets: ['foe'] });
  });
});
