// Extraction: entering play it stacks the top card of your opponent's reserve face up on itself; whenever
// a card of that title goes from play to your opponent's lost pile, they lose 3.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('2R122 Extraction', () => {
  it("2R122 Extraction: it takes P2's top card, a Plain Trooper; P2's officer destroyed costs nothing more, their trooper 3 more", () => {
    game({ phase: 'deploy', players: [{ hand: ['Extraction', { card: 'Test Strike', name: 's1' }, { card: 'Test Strike', name: 's2' }] }, { reserve: [{ card: 'Plain Trooper', name: 'top' }, 'Destiny 1', 'Destiny 1', 'Destiny 1', 'Destiny 1'] }],
      row: [{ card: 'Quayland/Den', controller: P1, cards: [[], [{ card: 'Plain Trooper', name: 'foe' }, { card: 'Plain Officer', name: 'other' }]] }] })
      .play('Extraction').resolve().resolve().expectCard('top', { zone: 'stacked' }).expectLog("Plain Trooper is stacked on Extraction from the top of P2's reserve.")
      .play('s1', { targets: ['other'] }).resolve().expectStack(0).expectPiles(P2, { lost: 1 })
      .play('s2', { targets: ['foe'] }).resolve().resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P2, { lost: 5 });
  });
});
