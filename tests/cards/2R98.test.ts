// Few Escape: only in your move phase: destroy a target ship with power 3 or less.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (phase: 'move' | 'deploy' = 'move') => game({
  phase,
  players: [{ hand: ['Few Escape'] }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 },
    { card: 'Testland/Orbit', controller: P1, cards: [[], [{ card: 'Plain Fighter', name: 'small' }, { card: 'Plain Capital', name: 'big' }]] }],
});

describe('2R98 Few Escape', () => {
  it('2R98 Few Escape: the power-2 fighter is destroyed; the card is lost', () => {
    setup().play('Few Escape', { targets: ['small'] }).resolve().expectCard('small', { zone: 'lost' }).expectCard('Few Escape', { zone: 'lost' });
  });
  it('2R98 Few Escape: a power-4 capital is not a legal target (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Few Escape', { targets: ['big'] });
  });
  it('2R98 Few Escape: outside your move phase it cannot be played (R-GEN-02)', () => {
    setup('deploy').refuses('R-GEN-02').play('Few Escape', { targets: ['small'] });
  });
});
