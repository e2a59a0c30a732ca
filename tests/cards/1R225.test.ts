// Capture: as it enters play, the top card of the opponent's reserve is stacked on it face up; no player
// can play a card of that title (R-GEN-03); when it leaves play, the stacked card goes on top of its
// owner's used pile instead of the lost pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const played = () => game({
  phase: 'deploy',
  players: [{ hand: ['Capture', { card: 'Plain Trooper', name: 'mine' }, 'Plain Officer'] },
    { hand: ['Test Junshi'], reserve: [{ card: 'Plain Trooper', name: 'captive' }, 'Destiny 3'] }],
  row: [{ card: 'Quayland/Den', name: 'den', controller: P1, cards: [[], []] }],
}).play('Capture').resolve().resolve();

describe('1R225 Capture', () => {
  it("1R225 Capture: the top card of the opponent's reserve is stacked on it, shown", () => {
    played().expectCard('captive', { zone: 'stacked' }).expectStackedOn('Capture', 1).expectPiles(P2, { reserve: 1 })
      .expectLog("Plain Trooper is stacked on Capture from the top of P2's reserve.");
  });
  it("1R225 Capture: a card of that title can't be played, though the stacked card is the opponent's (R-GEN-03); other titles can", () => {
    played().refuses('R-GEN-03').play('mine', { at: 'den' })
      .play('Plain Officer', { at: 'den' }).resolve().expectCard('Plain Officer', { at: 'den' });
  });
  it("1R225 Capture: when it leaves play, the stacked card goes on top of its owner's used pile, and the title is free again", () => {
    played().pass(P1).play('Test Junshi', { targets: ['Capture'], by: P2 }).resolve()
      .expectCard('Capture', { zone: 'lost' }).expectOnTop(P2, 'used', 'captive')
      .play('mine', { at: 'den' }).resolve().expectCard('mine', { at: 'den' });
  });
});
