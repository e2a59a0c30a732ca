// Aris Thantos: each time you drain here for X, you may make the opponent reveal the top X cards of
// their reserve; you choose one to be lost, and they put the others back on top in their order.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import { expectHiddenFrom, expectShownTo } from '../kit/hidden';

const sc = () => game({
  phase: 'control',
  players: [{}, { reserve: [{ card: 'Destiny 1', name: 'r1' }, { card: 'Destiny 5', name: 'r2' }, { card: 'Destiny 6', name: 'r3' },
    { card: 'Plain Wall', name: 'r4' }, { card: 'Plain Officer', name: 'r5' }] }],
  row: [{ card: 'Testworld/Deep Well', name: 'well', controller: P2, cards: [['Aris Thantos'], []] },
    { card: 'Testworld/Well', name: 'other', controller: P2, cards: [['Plain Trooper'], []] }],
});
// P1 drains for 3; P2 pays it from the active pile, leaving the reserve as it was.
const drained = () => sc().drain('well').resolve().expectLog('P2 loses 3').lose('active', P2).lose('active', P2).lose('active', P2);

describe('2R58 Aris Thantos', () => {
  it('2R58 Aris Thantos: a drain for 3 reveals the top 3; P1 picks one to be lost, P2 orders the rest back on top; the cards below stay hidden (R-TERM-REVEAL-01)', () => {
    const g = drained().resolve().yes()
      .expectLog("P2 reveals the top of their reserve: Destiny 1, Destiny 5, Destiny 6.")
      .expectDecision('pick', P1).pick('r2', P1).expectCard('r2', { zone: 'lost' }).expectLog('P2 loses Destiny 5 from the reserve pile (R-TERM-REVEAL-01).')
      .expectDecision('reserveOrder', P2).pick('r3', P2)
      .expectPile(P2, 'reserve', 'r3', 'r1', 'r4', 'r5').expectDecision(null)
      .expectLog('P2 puts Destiny 6 and Destiny 1 back on top of their reserve, Destiny 6 on top.');
    expectShownTo(g, P1, 'Destiny 1', 'Destiny 5', 'Destiny 6');
    expectHiddenFrom(g, P1, 'r4', 'r5');
  });
  it('2R58 Aris Thantos: P1 may let it pass: nothing is revealed', () => {
    drained().resolve().no().expectNotInLog('reveals the top').expectPile(P2, 'reserve', 'r1', 'r2', 'r3', 'r4', 'r5');
  });
  it('2R58 Aris Thantos: X is the drain as it resolves, counted with what changed it (R-DRAIN-03)', () => {
    sc().add('hand', P1, 'Test Tax').play('Test Tax').resolve().drain('well').resolve()
      .lose('active', P2).lose('active', P2).lose('active', P2).lose('active', P2).resolve().yes()
      .expectLog('P2 reveals the top of their reserve: Destiny 1, Destiny 5, Destiny 6, Plain Wall.').pick('r4', P1)
      .pick('r1', P2).pick('r2', P2).expectPile(P2, 'reserve', 'r1', 'r2', 'r3', 'r5');
  });
  it('2R58 Aris Thantos: with fewer than X cards in their reserve, those there are revealed (R-EFF-02)', () => {
    game({ phase: 'control', players: [{}, { reserve: [{ card: 'Destiny 1', name: 'r1' }, { card: 'Destiny 5', name: 'r2' }] }],
      row: [{ card: 'Testworld/Deep Well', name: 'well', controller: P2, cards: [['Aris Thantos'], []] }] })
      .drain('well').resolve().lose('active', P2).lose('active', P2).lose('active', P2).resolve().yes()
      .expectLog('P2 reveals the top of their reserve: Destiny 1, Destiny 5.').pick('r1', P1).expectPile(P2, 'reserve', 'r2');
  });
  it('2R58 Aris Thantos: a drain of yours at another location does not set it off', () => {
    sc().drain('other').resolve().lose('active', P2).lose('active', P2).expectDecision(null).expectNotInLog('Aris Thantos');
  });
});
