// Transport Depot: may go beneath an opponent's site, which becomes a port; in your move phase, pay 1 to
// move a unit of yours from its site to any other site, or from a port to its site.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy' = 'move') => game({
  phase,
  row: [
    { card: 'Testland/North', name: 'depot', controller: P2, beneath: [['Transport Depot'], []], cards: [[{ card: 'Plain Trooper', name: 'out' }], []] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [[], []] },
    { card: 'Alnak Station/Launch Bay', name: 'port', controller: P1, cards: [[{ card: 'Plain Officer', name: 'in' }], []] },
  ],
});

describe('1U291 Transport Depot', () => {
  it("1U291 Transport Depot: it may be played beneath an opponent's site", () => {
    game({ phase: 'deploy', players: [{ hand: ['Transport Depot'] }, {}],
      row: [{ card: 'Testland/North', name: 'theirs', controller: P2, cards: [[], []] }] })
      .play('Transport Depot', { at: 'theirs' }).resolve().expectCard('Transport Depot', { under: 'theirs' });
  });
  it('1U291 Transport Depot: pay 1: a unit of yours at its site moves to any other site', () => {
    sc().use('Transport Depot', { ability: 'out', targets: ['out', 'far'] }).resolve()
      .expectCard('out', { at: 'far' }).expectPiles(P1, { active: 5 });
  });
  it('1U291 Transport Depot: a unit at a port may be brought to its site, which is a port too: units may be sent on from there', () => {
    sc().use('Transport Depot', { ability: 'in', targets: ['in'] }).resolve().expectCard('in', { at: 'depot' })
      .use('Transport Depot', { ability: 'out', targets: ['in', 'port'] }).resolve().expectCard('in', { at: 'port' });
  });
  it('1U291 Transport Depot: only from a port, and only in your move phase', () => {
    sc().add({ at: 'far' }, P1, 'Plain Trooper', 'stranded')
      .refuses('R-TGT-04').use('Transport Depot', { ability: 'in', targets: ['stranded'] });
    sc('deploy').refuses('R-GEN-02').use('Transport Depot', { ability: 'out', targets: ['out', 'far'] });
  });
});
