// Do Not Push: every interrupt costs 3 more energy to play, whoever plays it.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (p1Active = 6) => game({
  phase: 'battle', players: [{ assets: ['Do Not Push'], hand: [{ card: 'Power +2', name: 'boost' }], active: energy(p1Active) }, { hand: [{ card: 'Power +2', name: 'their boost' }] }],
  row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], [{ card: 'Plain Trooper', name: 'theirs' }]] }],
});

describe('2U68 Do Not Push', () => {
  it('2U68 Do Not Push: your free interrupt costs you 3, and your opponent\'s costs them 3', () => {
    const g = sc().play('boost', { targets: ['mine'] }).resolve().expectPiles(P1, { active: 3 }).expectCard('mine', { power: 4 });
    g.pass(P1).play('their boost', { targets: ['theirs'] }).resolve().expectPiles(P2, { active: 3 });
  });
  it('2U68 Do Not Push: with 2 energy you can\'t pay (R-PLAY-04)', () => {
    sc(2).refuses('R-PLAY-04').play('boost', { targets: ['mine'] });
  });
});
