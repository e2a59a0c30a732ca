// Banak Ilnasit: after a battle here that you win, you may damage another target unit here; if you do,
// you may also undamage him.
import { describe, expect, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (damaged = false) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Banak Ilnasit', damaged }, { card: 'Plain Trooper', name: 'mine' }], [{ card: 'Plain Wall', name: 'wall' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
});
/** Won 6 to 0: his ability goes on the stack in window 4. */
const won = (damaged = false) => setup(damaged).toStep('window4').chooseTargets('wall').resolve();

describe('2R117 Banak Ilnasit', () => {
  it('2R117 Banak Ilnasit: after winning here, the target unit here is damaged', () => {
    won().yes().option('stay')
      .expectCard('wall', { damaged: true }).expectBattle({ winner: P1 });
  });
  it('2R117 Banak Ilnasit: damaged himself, he may then undamage himself', () => {
    won(true).yes().option('undamage')
      .expectCard('wall', { damaged: true }).expectCard('Banak Ilnasit', { damaged: false });
  });
  it('2R117 Banak Ilnasit: it is optional; the targets offered are the other units here, not himself', () => {
    won().no().expectCard('wall', { damaged: false }).expectDecision(null);
    const g = setup().toStep('window4').expectDecision('triggerTargets', P1);
    const offered = g.legal().flatMap((a) => (a.type === 'choose' && 'targets' in a.choice ? a.choice.targets : []));
    expect(offered).toEqual(expect.arrayContaining([g.id('wall'), g.id('mine')]));
    expect(offered).not.toContain(g.id('Banak Ilnasit'));
  });
});
