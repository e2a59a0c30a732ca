// Tahka Assault Craft: entering play at a sector with none of your support icons lets you
// take any card from your used pile into your hand; then you shuffle the used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const craft = 'Tahka Assault Craft';
const played = (at: string) => game({
  phase: 'deploy',
  players: [{ hand: [craft], used: [{ card: 'Destiny 1', name: 'u1' }, { card: 'Plain Trooper', name: 'u2' }, { card: 'Destiny 5', name: 'u3' }] }, {}],
  row: [{ card: 'Quayland/Den', name: 'den', controller: P1 }, { card: 'Farland/Orbit', name: 'void', controller: P1 },
    { card: 'Quayland/Orbit', name: 'qorbit', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P2 }],
}).play(craft, { at }).resolve();
/** Played at a sector with no support icon of yours: its ability resolves. */
const entered = (at: string) => played(at).resolve();

describe('2U140 Tahka Assault Craft', () => {
  it('2U140 Tahka Assault Craft: entering at a sector with no support icon of yours, you take a card of your used pile (cost 4 paid)', () => {
    entered('orbit').yes().pick('u2')
      .expectCard('u2', { zone: 'hand' }).expectCard(craft, { at: 'orbit' }).expectPiles(P1, { hand: 1, used: 6, active: 2 })
      .expectLog('shuffles the used pile');
  });
  it('2U140 Tahka Assault Craft: the search is optional', () => {
    entered('void').no().expectPiles(P1, { hand: 0 }).expectDecision(null);
  });
  it('2U140 Tahka Assault Craft: at a sector with a support icon on your side nothing triggers', () => {
    played('qorbit').expectPiles(P1, { hand: 0 }).expectDecision(null).expectStack(0);
  });
});
