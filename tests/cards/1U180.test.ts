// Easy Prey: in a site battle where an armed character of yours fights, a target character gets -3
// power and -3 defense for the turn, and its tactics stay out of battle totals until the turn ends.
import { describe, expect, it } from 'vitest';
import { totalTactics } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const sc = (armed = true) => game({
  phase: 'battle', players: [{ hand: ['Easy Prey'] }, {}],
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: armed ? ['Test Rifle'] : [] }], [{ card: 'Plain Officer', name: 'foe' }, 'Plain Wall']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('1U180 Easy Prey', () => {
  it('1U180 Easy Prey: the officer (1/4/3) becomes 0/4/0 and its 4 tactics leave its side\'s total (R-MOD-01)', () => {
    const g = sc().play('Easy Prey', { targets: ['foe'] }).resolve();
    g.expectCard('foe', { power: 0, tactics: 4, defense: 0 }).expectCard('Easy Prey', { zone: 'lost' });
    expect(totalTactics(g.state, P2)).toBe(0);
  });
  it('1U180 Easy Prey: without it, the officer counts (4 + 0)', () => {
    expect(totalTactics(sc().state, P2)).toBe(4);
  });
  it('1U180 Easy Prey: with no armed character of yours in the battle, no target (R-TGT-04)', () => {
    sc(false).refuses('R-TGT-04').play('Easy Prey', { targets: ['foe'] });
  });
});
