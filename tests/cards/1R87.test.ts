// Meditation: one per kizen (R-ASSET-04); once a turn, pay 1: the top card of your reserve is revealed;
// you may show a hand card of the same destiny, and the two change places.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const sc = (hand: Entry[]) => game({
  players: [{ hand, reserve: [{ card: 'Destiny 4', name: 'top' }, 'Destiny 1'] }, {}],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Meditation'] }], []] }],
});

describe('1R87 Meditation', () => {
  it('1R87 Meditation: a hand card of the same destiny takes the top card\'s place; once each turn (R-ABIL-03)', () => {
    sc(['Unit 2/2/2', { card: 'Destiny 4', name: 'mine' }]).use('Meditation', { ability: 'exchange' }).resolve().pick('mine')
      .expectCard('top', { zone: 'hand' }).expectOnTop(P1, 'reserve', 'mine').expectPiles(P1, { hand: 2, reserve: 2, active: 5 })
      .expectLog('P1 shows Destiny 4 from hand and puts it on top of the reserve, taking Destiny 4 into hand.')
      .refuses('R-ABIL-03').use('Meditation', { ability: 'exchange' });
  });
  it('1R87 Meditation: "you may": the hand may be kept', () => {
    sc(['Destiny 4']).use('Meditation', { ability: 'exchange' }).resolve().no().expectCard('top', { zone: 'reserve' }).expectPiles(P1, { hand: 1 });
  });
  it('1R87 Meditation: no hand card of that destiny: the top card is only revealed', () => {
    sc(['Destiny 3']).use('Meditation', { ability: 'exchange' }).resolve().expectDecision(null).expectCard('top', { zone: 'reserve' })
      .expectLog('P1 reveals the top of their reserve: Destiny 4.');
  });
});
