// Vanguard Trooper: only in your deploy phase, at no cost: play a unit from your hand at a site related to
// its location, for 1 less.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'deploy' | 'move') => game({ phase, players: [{ hand: ['Costly Warrior'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/North', name: 'north', controller: P1, cards: [['Vanguard Trooper'], []] },
    { card: 'Testland/South', name: 'south', controller: P1 }] });

describe('1R52 Vanguard Trooper', () => {
  it('1R52 Vanguard Trooper: the warrior (3) goes to the related site for 2; not to its own site nor the unrelated depot', () => {
    sc('deploy').use('Vanguard Trooper').resolve().pick('Costly Warrior').resolve()
      .expectCard('Costly Warrior', { at: 'south' }).expectPiles(P1, { active: 4 });
  });
  it('1R52 Vanguard Trooper: only in your deploy phase (R-GEN-02)', () => {
    sc('move').refuses('R-GEN-02').use('Vanguard Trooper');
  });
});
