// Z-Level Gurus: as an extra cost its player pays X energy, X of their choosing; the attrition they
// cause in the battle at the target location goes up by X.
import { describe, expect, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

// A battle at the site: troopers on both sides (tactics 2: no battle destiny, so no attrition
// but the card's).
const sc = (battle = true, active = 6) => game({
  phase: 'battle', players: [{ hand: ['Z-Level Gurus'], active: energy(active) }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Depots/Earther Depot', controller: P1, cards: [[], []] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});

describe('2R29 Z-Level Gurus', () => {
  it('2R29 Z-Level Gurus: X = 3 is paid as it is played; P2 then has 3 attrition to satisfy (R-PLAY-04, R-BSTEP-10)', () => {
    sc().play('Z-Level Gurus', { targets: ['site'] }).expectDecision('payX', P1).amount(3)
      .expectLog('P1 pays 3 as X for Z-Level Gurus (R-PLAY-04).').expectPiles(P1, { active: 3 })
      .resolve().expectCard('Z-Level Gurus', { zone: 'lost' })
      .toStep('window3').expectLog('Attrition step: P1 must satisfy 0, P2 3 (R-BSTEP-10).');
  });
  it('2R29 Z-Level Gurus: ruling: X runs from 0 to the energy in the active pile; X = 0 pays and adds nothing', () => {
    const g = sc(true, 4).play('Z-Level Gurus', { targets: ['site'] }).expectDecision('payX', P1);
    expect(g.legal().map((a) => (a.type === 'choose' && 'amount' in a.choice ? a.choice.amount : -1))).toEqual([0, 1, 2, 3, 4]);
    g.amount(0).expectPiles(P1, { active: 4 }).resolve()
      .toStep('window3').expectLog('Attrition step: P1 must satisfy 0, P2 0 (R-BSTEP-10).');
  });
  it('2R29 Z-Level Gurus: with no battle under way there is no target (R-TGT-04)', () => {
    sc(false).refuses('R-TGT-04').play('Z-Level Gurus', { targets: ['site'] });
  });
});
