// Makal Dalaka: once each turn, 2 energy aims it at an opposing unit in the site battle where its
// character is and reveals a destiny; above the unit's defense, the unit is damaged and its player
// pays or loses (their choice) as much energy as the unit's cost.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const setup = (opts: { destiny?: number; theirActive?: number; battle?: boolean } = {}) => game({
  phase: 'battle',
  players: [{ reserve: energy(4, opts.destiny ?? 3) }, { active: energy(opts.theirActive ?? 6) }],
  row: [
    { card: 'Testland/North', name: 'here', controller: P1,
      cards: [[{ card: 'Plain Trooper', beneath: ['Makal Dalaka'] }], [{ card: 'Costly Warrior', name: 'foe' }, { card: 'Plain Wall', name: 'wall' }]] },
  ],
  ...(opts.battle === false ? {} : { battle: { location: 'here', attacker: P1, step: 'window1' } }),
});
const aim = (unit: string) => ({ targets: [unit] });

describe('1C247 Makal Dalaka', () => {
  it('1C247 Makal Dalaka: destiny 3 beats defense 2: damaged, and the opponent pays its cost of 3', () => {
    setup().use('Makal Dalaka', aim('foe')).resolve().option('pay', P2)
      .expectCard('foe', { damaged: true }).expectPiles(P2, { active: 3, used: 3 }).expectPiles(P1, { active: 4 });
  });
  it('1C247 Makal Dalaka: the opponent may lose the 3 instead', () => {
    setup().use('Makal Dalaka', aim('foe')).resolve().option('lose', P2).lose('active', P2).lose('active', P2).lose('active', P2)
      .expectCard('foe', { damaged: true }).expectPiles(P2, { active: 3, lost: 3 });
  });
  it('1C247 Makal Dalaka: with 2 active energy the opponent can\'t pay 3, so is not asked: they lose it', () => {
    setup({ theirActive: 2 }).use('Makal Dalaka', aim('foe')).resolve()
      .expectDecision('lose', P2).lose('active', P2).lose('active', P2)
      .expectPiles(P2, { active: 0, lost: 3 });
  });
  it('1C247 Makal Dalaka: destiny not above the defense: nothing happens, the 2 stays paid', () => {
    setup().use('Makal Dalaka', aim('wall')).resolve().expectCard('wall', { damaged: false }).expectPiles(P2, { active: 6 }).expectPiles(P1, { active: 4 });
  });
  it('1C247 Makal Dalaka: once each turn (R-ABIL-03); only in a site battle here (R-TGT-04)', () => {
    setup().use('Makal Dalaka', aim('wall')).resolve().refuses('R-ABIL-03').use('Makal Dalaka', aim('foe'));
    setup({ battle: false }).refuses('R-TGT-04').use('Makal Dalaka', aim('foe'));
  });
});
