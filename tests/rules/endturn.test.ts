// End of turn (R-EOT): lasting effects expire, used piles recirculate, counters reset.
import { describe, expect, it } from 'vitest';
import { P1, P2 } from '../kit/driver';
import { leanGame } from './_starts';

describe('R-EOT: end of turn', () => {
  it('R-EOT-01: effects that last until end of turn expire', () => {
    const rallied = () => leanGame({
      phase: 'draw', players: [{ hand: ['Power +3'] }, {}],
      row: [{ card: 'Testworld/Plains', controller: P1, cards: [[{ card: 'Unit 2/1/1', name: 'u' }], []] }],
    }).play('Power +3', { targets: ['u'] }).resolve();
    rallied().expectCard('u', { power: 5 });
    const g = rallied().toPhase('activate', P2).expectCard('u', { power: 2 });
    expect(g.state.lasting).toHaveLength(0);
  });

  it('R-EOT-02: both used piles go beneath the reserves, in order', () => {
    leanGame({
      phase: 'draw',
      players: [{ reserve: [{ card: 'Destiny 0', name: 'r0' }, 'Destiny 0'], used: [{ card: 'Destiny 0', name: 'u0' }, { card: 'Destiny 0', name: 'u1' }] },
        { reserve: [{ card: 'Destiny 0', name: 'q0' }], used: [{ card: 'Destiny 0', name: 'v0' }] }],
    }).pass().pass()
      .expectPiles(P1, { reserve: 4, used: 0 }).expectPiles(P2, { reserve: 2, used: 0 })
      .expectCard('r0', { position: 0 }).expectCard('u0', { position: 2 }).expectCard('u1', { position: 3 })
      .expectCard('q0', { position: 0 }).expectCard('v0', { position: 1 });
  });

  it('R-EOT-03: active piles stay as they are', () => {
    leanGame({ phase: 'draw', players: [{ active: [{ card: 'Destiny 0', name: 'a0' }, 'Destiny 0', 'Destiny 0'] }, { active: ['Destiny 0'] }] })
      .pass().pass()
      .expectPiles(P1, { active: 3 }).expectPiles(P2, { active: 1 }).expectCard('a0', { zone: 'active', position: 0 });
  });

  it('R-EOT-04: the opponent then begins their turn, with initiative in their activate phase', () => {
    leanGame({ phase: 'draw' }).pass().pass()
      .expectPhase('activate', P2).expectInitiative(P2).expectActor(P2).expectLegal('activate', 'pass')
      .expectLog("Turn 2: P2's activate phase.");
  });

  it('R-EOT-05: per-turn and per-phase counters reset', () => {
    const g = leanGame({
      phase: 'draw',
      row: [{ card: 'Testworld/Plains', name: 'site', controller: P1, cards: [['Once-a-Turn Activator'], []] }],
      counters: { activated: true, drained: ['site'], attacked: ['site'] },
    }).use('Once-a-Turn Activator').resolve().refuses('R-ABIL-03').use('Once-a-Turn Activator')
      .pass().pass() // end of P1's turn
      .pass(P2).use('Once-a-Turn Activator').resolve()
      .expectPhase('activate', P2).expectInitiative(P2);
    expect(g.state.counters).toMatchObject({ activated: false, drained: [], attacked: [] });
    expect(g.state.counters.bullets[`${g.id('Once-a-Turn Activator')}#0`]).toBe(1);
  });
});
