// Extraction: as it enters play it takes the opponent's top reserve card and keeps it stacked, shown;
// each time a card of that title leaves play for the opponent's lost pile, the opponent loses 3 more.
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
