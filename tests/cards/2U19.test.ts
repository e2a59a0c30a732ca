// Remote Coordinator: each time an opposing kizen of tactics X is destroyed at its location, you
// may pay X to play that kizen there from its owner's lost pile, free, to use as yours.
import { describe, expect, it } from 'vitest';
import { seatView } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

type Placed = { card: string; name: string; beneath?: string[] };
const sc = (theirs: Placed[], elsewhere: Placed[] = []) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: 'Test Strike', name: 's1' }, { card: 'Test Strike', name: 's2' }] }, {}],
  row: [{ card: 'Depots/Earther Depot', name: 'here', controller: P1, cards: [['Remote Coordinator'], theirs] },
    { card: 'Testland/North', name: 'there', controller: P1, cards: [[], elsewhere] }],
});

describe('2U19 Remote Coordinator', () => {
  it('2U19 Remote Coordinator: P2\'s kizen of tactics 1 destroyed here: pay 1, it is played here under P1, still owned by P2 (R-TERM-USEAS-01)', () => {
    const g = sc([{ card: 'Plain Kizen', name: 'kizen' }]).play('s1', { targets: ['kizen'] }).resolve()
      .resolve().expectDecision('mayPay', P1).yes().resolve()
      .expectCard('kizen', { zone: 'table', at: 'here', controller: P1 }).expectPiles(P1, { active: 5 });
    for (const seat of [P1, P2]) expect(seatView(g.state, seat).table[g.id('kizen')]?.controller).toBe(P1);
    // Lost again, it goes to its owner's lost pile (R-SETUP-09).
    g.play('s2', { targets: ['kizen'] }).resolve().expectPile(P2, 'lost', 'kizen');
  });
  it('2U19 Remote Coordinator: X is the kizen\'s printed tactics (2 for Kizen Sentinel); without its Shi support icons here it can\'t be played, the 2 paid for nothing (R-CARD-17)', () => {
    sc([{ card: 'Kizen Sentinel', name: 'kizen' }]).play('s1', { targets: ['kizen'] }).resolve().resolve().yes()
      .expectPiles(P1, { active: 4 }).expectCard('kizen', { zone: 'lost' }).expectLog('R-CARD-17').expectDecision(null);
  });
  it('2U19 Remote Coordinator: what raised the kizen\'s tactics in play is gone once it is destroyed: X is its printed 1, not 3 (R-TERM-LEAVE-03)', () => {
    const g = sc([{ card: 'Plain Kizen', name: 'kizen', beneath: ['Advanced Research'] }]);
    expect(g.stat('kizen', 'tactics').value).toBe(3);
    g.play('s1', { targets: ['kizen'] }).resolve().resolve().yes().resolve()
      .expectPiles(P1, { active: 5 }).expectCard('kizen', { zone: 'table', controller: P1, tactics: 1 });
  });
  it('2U19 Remote Coordinator: P1 may decline; a kizen that is not a kizen, or one destroyed elsewhere, sets nothing off', () => {
    sc([{ card: 'Plain Kizen', name: 'kizen' }]).play('s1', { targets: ['kizen'] }).resolve().resolve().no()
      .expectCard('kizen', { zone: 'lost' }).expectPiles(P1, { active: 6 });
    sc([{ card: 'Plain Trooper', name: 'trooper' }], [{ card: 'Plain Kizen', name: 'kizen' }])
      .play('s1', { targets: ['trooper'] }).resolve().play('s2', { targets: ['kizen'] }).resolve()
      .expectStack(0).expectDecision(null).expectNotInLog('Remote Coordinator');
  });
});
