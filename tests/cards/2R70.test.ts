// Field Report: once a turn, a pending drain at a location with no energy icons on your side gets
// +1, plus 1 for each evidence asset of yours.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** P2 controls the site (P1's side: 2 icons, P2's side: the second number) and drains there. */
const drained = (site: string, assets: string[] = []) => game({
  phase: 'control', turnPlayer: P2, players: [{}, { hand: [{ card: 'Field Report', name: 'report' }, { card: 'Field Report', name: 'second' }], assets }],
  row: [{ card: 'Depots/Maverick Depot', controller: P2 }, { card: site, name: 'site', controller: P1, cards: [[], ['Plain Trooper']] }],
}).drain('site', P2);

describe('2R70 Field Report', () => {
  it('2R70 Field Report: no evidence assets: the drain of 2 gets +1 and P1 loses 3 (R-DRAIN-04)', () => {
    const g = drained('Titan/One-Sided');
    g.play('report', { targets: [g.stackItem()] }).resolve().resolve()
      .expectDecision('lose', P1).lose('reserve').lose('reserve').lose('reserve').expectPiles(P1, { reserve: 3 });
  });
  it('2R70 Field Report: two evidence assets: +3, so P1 loses 5', () => {
    const g = drained('Titan/One-Sided', ['Reliquaries', 'Inquiry']);
    g.play('report', { targets: [g.stackItem()] }).resolve().expectLog('gets +3').resolve()
      .expectDecision('lose', P1).lose('reserve').lose('reserve').lose('reserve').lose('reserve').lose('reserve').expectPiles(P1, { reserve: 1 });
  });
  it('2R70 Field Report: not a drain where the drainer has energy icons on their side (R-TGT-04)', () => {
    const g = drained('Testland/North');
    g.refuses('R-TGT-04').play('report', { targets: [g.stackItem()] });
  });
  it('2R70 Field Report: one bullet: a second copy can\'t be played the same turn (R-INTR-06)', () => {
    const g = drained('Titan/One-Sided');
    g.play('report', { targets: [g.stackItem()] }).resolve();
    g.refuses('R-INTR-06').play('second', { targets: [g.stackItem()] });
  });
});
