// Chindon Relk: in site battles at its location, your battle destiny gets +1 per kizen of yours here and
// at each related site.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

describe('2U2 Chindon Relk', () => {
  it('2U2 Chindon Relk: Relk and a kizen here, one at a related site, one at an unrelated site: 3 + 3 = 6', () => {
    game({ phase: 'battle', players: [{ reserve: energy(4, 3) }, {}],
      row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Chindon Relk', { card: 'Plain Kizen', name: 'k1' }, 'Plain Officer'], ['Plain Trooper']] },
        { card: 'Testland/South', controller: P1, cards: [[{ card: 'Plain Kizen', name: 'k2' }], []] },
        { card: 'Farland/Outpost', controller: P1, cards: [[{ card: 'Plain Kizen', name: 'k3' }], []] }],
      battle: { location: 'here', attacker: P1, step: 'window1' } })
      .toStep('destiny').reveal().expectBattle({ destiny: [6, 0], step: 'window2' });
  });
});
