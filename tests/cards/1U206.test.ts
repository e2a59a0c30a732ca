// Sudeva Escort: when you attack at its location and each player has exactly one ship there, your
// opponent loses 1 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const attack = (mine: string[]) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Sudeva Escort', ...mine], ['Plain Fighter']] }],
}).attack('orbit').resolve();

describe('1U206 Sudeva Escort', () => {
  it('1U206 Sudeva Escort: one ship each: the opponent loses 1', () => {
    attack([]).resolve().lose('reserve', P2).expectPiles(P2, { lost: 1 });
  });
  it('1U206 Sudeva Escort: with a second ship of yours there, nothing', () => {
    attack(['Plain Fighter']).expectStack(0).expectPiles(P2, { lost: 0 });
  });
});
