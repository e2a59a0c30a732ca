// Rising Morale: needs two fighters of yours sharing a sector; activates 4.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (here: string[], there: string[]) => game({
  phase: 'control',
  players: [{ hand: ['Rising Morale'] }, {}],
  row: [{ card: 'Gongland/Orbit', controller: P1, cards: [here, []] }, { card: 'Testland/Orbit', controller: P1, cards: [there, []] }],
});

describe('1U94 Rising Morale', () => {
  it('1U94 Rising Morale: with two fighters at one sector it activates 4 (reserve 6 -> 2, active 6 -> 10) and is lost', () => {
    setup(['Plain Fighter', 'Plain Fighter'], []).play('Rising Morale').resolve()
      .expectPiles(P1, { reserve: 2, active: 10 }).expectCard('Rising Morale', { zone: 'lost' });
  });
  it('1U94 Rising Morale: one fighter at each of two sectors is not enough (R-GEN-02)', () => {
    setup(['Plain Fighter'], ['Plain Fighter']).refuses('R-GEN-02').play('Rising Morale');
  });
  it('1U94 Rising Morale: capital ships are not fighters (R-GEN-02)', () => {
    setup(['Plain Capital', 'Plain Capital'], []).refuses('R-GEN-02').play('Rising Morale');
  });
});
