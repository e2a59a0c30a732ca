// Subjugate: damage a target unit in a site battle where your units' tactics add up to double the
// opponent's or more.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (theirs: string[]) => game({
  phase: 'battle', players: [{ hand: ['Subjugate'] }, {}],
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1, cards: [['Plain Officer'], theirs] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('1U205 Subjugate', () => {
  it('1U205 Subjugate: tactics 4 against 2 (exactly twice): their trooper is damaged', () => {
    sc([{ card: 'Plain Trooper', name: 'foe' }] as never).play('Subjugate', { targets: ['foe'] }).resolve().expectCard('foe', { damaged: true });
  });
  it('1U205 Subjugate: 4 against 3 is not twice: no target (R-TGT-04)', () => {
    sc([{ card: 'Unit 1/3/1', name: 'foe' }] as never).refuses('R-TGT-04').play('Subjugate', { targets: ['foe'] });
  });
});
