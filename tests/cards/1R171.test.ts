// Cerebral Incursion: unless your opponent has a kizen at this location, their total tactics here is
// 4 less.
import { describe, expect, it } from 'vitest';
import { totalTactics } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const sc = (theirs: string[]) => game({
  phase: 'battle',
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Kizen', beneath: ['Cerebral Incursion'] }], theirs] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('1R171 Cerebral Incursion', () => {
  it('1R171 Cerebral Incursion: two officers (4 + 4) count 4; the kizen\'s side is untouched', () => {
    const g = sc(['Plain Officer', 'Plain Officer']);
    expect(totalTactics(g.state, P2)).toBe(4);
    expect(totalTactics(g.state, P1)).toBe(1);
  });
  it('1R171 Cerebral Incursion: the battle destiny step counts their lone officer as tactics 0 (R-BSTEP-04)', () => {
    sc(['Plain Officer']).toStep('window2').expectLog('Battle destiny step: tactics 1 against 0 (R-BSTEP-04).');
  });
  it('1R171 Cerebral Incursion: with a kizen of theirs here, no reduction', () => {
    expect(totalTactics(sc(['Plain Officer', 'Plain Kizen']).state, P2)).toBe(5);
  });
});
