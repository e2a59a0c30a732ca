// CISyn Retaliation: cancel a target pending drain; with a kizen of yours at a battleground, you may
// pay 1 more to have it go to your used pile instead of your lost pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const drained = (kizen: boolean) => game({
  phase: 'control', turnPlayer: P2, players: [{ hand: ['CISyn Retaliation'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 },
    { card: 'Testland/North', name: 'site', controller: P1, cards: [[], ['Plain Trooper']] },
    { card: 'Testland/Middle', controller: P1, cards: [kizen ? ['Plain Kizen'] : ['Plain Trooper'], ['Plain Trooper']] }],
}).drain('site', P2).pass(P2);

describe('1R9 CISyn Retaliation', () => {
  it('1R9 CISyn Retaliation: the drain is canceled; the card is lost (R-DRAIN-06)', () => {
    const g = drained(false);
    g.play('CISyn Retaliation', { targets: [g.stackItem()], mode: 'lost' }).resolve().expectStack(0)
      .expectCard('CISyn Retaliation', { zone: 'lost' }).expectPiles(P1, { active: 4, reserve: 6 });
  });
  it('1R9 CISyn Retaliation: with a kizen at a battleground, pay 1 more: it goes to the used pile', () => {
    const g = drained(true);
    g.play('CISyn Retaliation', { targets: [g.stackItem()], mode: 'used' }).resolve().expectStack(0)
      .expectCard('CISyn Retaliation', { zone: 'used' }).expectPiles(P1, { active: 3 });
  });
  it('1R9 CISyn Retaliation: without a kizen at a battleground it can\'t be kept (R-GEN-02)', () => {
    const g = drained(false);
    g.refuses('R-GEN-02').play('CISyn Retaliation', { targets: [g.stackItem()], mode: 'used' });
  });
});
