// Lauded Flyer: Piloting 2; a sector battle won here activates up to 3.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const sc = (loc: string, mine: Entry, theirs: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: P1, cards: [[mine], [theirs]] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
});
const aboard: Entry = { card: 'Plain Fighter', name: 'ship', beneath: ['Lauded Flyer'] };

describe('1C134 Lauded Flyer', () => {
  it('1C134 Lauded Flyer: its fighter (2+2 power) wins the sector battle; you activate 3 of up to 3', () => {
    sc('Testland/Orbit', aboard, 'Plain Fighter').toStep('window4').resolve().amount(3)
      .expectBattle({ winner: P1 }).expectPiles(P1, { active: 9, reserve: 3 }).expectCard('ship', { power: 4, tactics: 4 });
  });
  it('1C134 Lauded Flyer: you may activate fewer (1)', () => {
    sc('Testland/Orbit', aboard, 'Plain Fighter').toStep('window4').resolve().amount(1)
      .expectPiles(P1, { active: 7 });
  });
  it('1C134 Lauded Flyer: winning a site battle does nothing', () => {
    sc('Testland/North', 'Lauded Flyer', 'Plain Wall').toStep('window4').pass()
      .expectBattle({ winner: P1 }).expectPiles(P1, { active: 6 }).expectDecision(null);
  });
});
