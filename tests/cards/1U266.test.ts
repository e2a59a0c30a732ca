// Tahka Chuluk Squad: after a site battle here that you win, paying 1 makes your opponent
// lose 1 (optional).
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const setup = (loc: string, mine: Entry[], theirs: string[], active = 6) => game({
  phase: 'battle',
  players: [{ active: energy(active) }, {}],
  row: [{ card: loc, name: 'here', controller: P1, cards: [mine, theirs] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
});
/** Won 4 to 2 at a site: the squad's ability resolves in window 4. */
const won = () => setup('Testland/North', ['Tahka Chuluk Squad'], ['Plain Trooper']).toStep('window4').resolve();

describe('1U266 Tahka Chuluk Squad', () => {
  it('1U266 Tahka Chuluk Squad: win a site battle here (4 to 2), pay 1: the opponent loses 1', () => {
    won().yes().lose('active', P2)
      .expectBattle({ winner: P1 }).expectPiles(P1, { active: 5, used: 1 }).expectPiles(P2, { active: 5, lost: 1 }).expectDecision(null);
  });
  it('1U266 Tahka Chuluk Squad: you may decline: nothing is paid or lost', () => {
    won().no().expectPiles(P1, { active: 6 }).expectPiles(P2, { lost: 0 }).expectDecision(null);
  });
  it('1U266 Tahka Chuluk Squad: losing the battle here sets off nothing', () => {
    setup('Testland/North', ['Tahka Chuluk Squad'], ['Costly Tank', 'Costly Tank']).toStep('loss')
      .expectBattle({ winner: P2 }).expectStack(0).expectDecision('casualties', P1);
  });
  it('1U266 Tahka Chuluk Squad: a sector battle won aboard a ship sets off nothing', () => {
    setup('Testland/Orbit', [{ card: 'Plain Capital', beneath: ['Tahka Chuluk Squad'] }], ['Plain Fighter']).toStep('loss')
      .expectBattle({ winner: P1, step: 'loss' }).expectStack(0).expectDecision('casualties');
  });
  it('1U266 Tahka Chuluk Squad: with an empty active pile the payment can\'t be made and nothing is asked', () => {
    setup('Testland/North', ['Tahka Chuluk Squad'], ['Plain Trooper'], 0).toStep('loss')
      .expectBattle({ winner: P1, step: 'loss' }).expectPiles(P1, { active: 0 }).expectPiles(P2, { lost: 0 })
      .expectStack(0).expectDecision('casualties');
  });
});
