// General Bots NAV4: when it enters play, reveal a destiny; you may draw up to that many cards
// from your reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const entered = (top: string) => game({
  phase: 'deploy',
  players: [{ hand: ['General Bots NAV4'], reserve: [{ card: top, name: 'top' }, ...energy(5, 1)] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'site', controller: P1 }],
}).play('General Bots NAV4', { at: 'site' }).resolve().resolve();

describe('1U128 General Bots NAV4', () => {
  it('1U128 General Bots NAV4: a destiny-3 reveal lets you draw up to 3; drawing 2 leaves 3 in the reserve', () => {
    entered('Destiny 3').expectDecision('upTo', P1).choose({ amount: 2 })
      .expectPiles(P1, { hand: 2, reserve: 3 }).expectCard('top', { zone: 'used' });
  });
  it('1U128 General Bots NAV4: drawing is optional (0 of up to 3)', () => {
    entered('Destiny 3').choose({ amount: 0 }).expectPiles(P1, { hand: 0, reserve: 5 });
  });
  it('1U128 General Bots NAV4: a destiny-0 reveal offers nothing to draw', () => {
    entered('Destiny 0').expectDecision(null).expectPiles(P1, { hand: 0, reserve: 5 });
  });
});
