// Tahka Assault Craft: entering play at a sector with none of your support icons lets you
// take any card from your used pile into your hand; then you shuffle the used pile.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = () => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '2U140', name: 'craft' }], used: [{ card: T.d1, name: 'u1' }, { card: T.trooper, name: 'u2' }, { card: T.d5, name: 'u3' }] }, {}],
  row: [{ card: T.quaySite, name: 'den', controller: 0 }, { card: T.farSector, name: 'void', controller: 0 },
    { card: T.quaySector, name: 'qorbit', controller: 0 }, { card: T.orbit, name: 'orbit', controller: 1 }],
});
const playAt = (at: string) => [{ type: 'play', seat: 0, card: '@craft', at }, ...passes(), ...passes()];

describe('2U140 Tahka Assault Craft', () => {
  it('2U140 Tahka Assault Craft: entering at a sector with no support icon of yours, you take a card of your used pile (cost 4 paid)', () => {
    play({ ...setup(), actions: [...playAt('@orbit'), { type: 'choose', seat: 0, choice: { yes: true } },
      { type: 'choose', seat: 0, choice: { pick: '@u2' } }],
    expect: { cards: { '@u2': { zone: 'hand' }, '@craft': { at: '@orbit' } }, piles: { 0: { hand: 1, used: 6, active: 2 } },
      log: ['shuffles the used pile'] } });
  });
  it('2U140 Tahka Assault Craft: the search is optional', () => {
    play({ ...setup(), actions: [...playAt('@void'), { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { piles: { 0: { hand: 0 } }, decision: null } });
  });
  it('2U140 Tahka Assault Craft: at a sector with a support icon on your side nothing triggers', () => {
    play({ ...setup(), actions: playAt('@qorbit'), expect: { piles: { 0: { hand: 0 } }, decision: null, stack: 0 } });
  });
});
