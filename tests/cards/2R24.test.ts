// Terms of the Deal: an asset that may be played whenever an interrupt could be; played in a
// battle you are losing, your casualties drop by 8; your opponent may activate 2 more energy with
// each activation action.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** P1 loses 2 to 6 at the North site (casualties 4), and it is P1's turn to act in window 4. */
const losing = () => game({
  phase: 'battle', turnPlayer: P2, players: [{ hand: ['Terms of the Deal'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Trooper'], ['Unit 6/1/5']] }],
  battle: { location: 'here', attacker: P2, step: 'window3' },
}).toStep('window4').pass(P2);

describe('2R24 Terms of the Deal', () => {
  it('2R24 Terms of the Deal: played in window 4 of a battle you are losing, casualties 4 go to 0 (R-BSTEP-20)', () => {
    losing().expectBattle({ casualties: 4 }).play('Terms of the Deal').resolve().resolve()
      .expectCard('Terms of the Deal', { zone: 'table' }).expectBattle({ casualties: 0 });
  });
  it('2R24 Terms of the Deal: in play, your opponent may activate 2 more with each activation action; you may not (R-ACT-02)', () => {
    const base = game({ phase: 'activate', turnPlayer: P2, row: [{ card: 'Testland/North', controller: P2, cards: [[], []] }] });
    const plus = game({ phase: 'activate', turnPlayer: P2, players: [{ assets: ['Terms of the Deal'] }, {}], row: [{ card: 'Testland/North', controller: P2, cards: [[], []] }] });
    base.expectActivationMax(P2, 3);
    plus.expectActivationMax(P2, 5).expectActivationMax(P1, 3);
  });
});
