// Commerce Authority Fighter: while a battle is under way here, each interrupt your opponent plays
// costs 1 more energy.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (battle: boolean, p2Active = 6) => game({
  phase: 'battle', players: [{}, { hand: ['Power +2'], active: energy(p2Active) }],
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [['Commerce Authority Fighter'], ['Plain Fighter']] },
    { card: 'Testland/North', controller: P2, cards: [[], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window1' as const } } : {}),
});

describe('1U12 Commerce Authority Fighter', () => {
  it('1U12 Commerce Authority Fighter: in a battle here the opponent\'s free interrupt costs them 1', () => {
    sc(true).pass(P1).play('Power +2', { targets: ['foe'] }).resolve().expectPiles(P2, { active: 5 }).expectCard('foe', { power: 4 });
  });
  it('1U12 Commerce Authority Fighter: with no battle here it costs them nothing', () => {
    sc(false).pass(P1).play('Power +2', { targets: ['foe'] }).resolve().expectPiles(P2, { active: 6 });
  });
  it('1U12 Commerce Authority Fighter: with an empty active pile they can\'t pay the 1 (R-PLAY-04)', () => {
    sc(true, 0).pass(P1).refuses('R-PLAY-04').play('Power +2', { targets: ['foe'] });
  });
});
