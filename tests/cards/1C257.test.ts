// Rally Cry: 3 energy turns over the used pile's top card; if a Quay unit, it goes to hand.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

// Paying 3 moves the top three active cards onto the used pile one by one, so the third one
// is the top card revealed.
const setup = (top: string, active = 6) => game({
  players: [{ assets: [{ card: '1C257', name: 'rally' }],
    active: active >= 3 ? [...energy(2), { card: top, name: 'top' }, ...energy(active - 3)] : energy(active) }, {}],
  row: [{ card: T.north, controller: 0 }],
});
const use = { type: 'use', seat: 0, card: '@rally', ability: 0 };

describe('1C257 Rally Cry', () => {
  it('1C257 Rally Cry: pay 3: the Quay unit on top of the used pile goes to hand', () => {
    play({ ...setup('1C248'), actions: [use, ...passes()], expect: { cards: { '@top': { zone: 'hand' } }, piles: { 0: { active: 3, used: 2 } } } });
  });
  it('1C257 Rally Cry: a card that is not a Quay unit is revealed and stays (the energy is still spent)', () => {
    play({ ...setup(T.trooper), actions: [use, ...passes()], expect: { cards: { '@top': { zone: 'used' } }, log: ['reveals Plain Trooper'] } });
  });
  it('1C257 Rally Cry: it needs 3 energy in the active pile (R-PLAY-04); it has no bullet, so it may be used twice', () => {
    play({ ...setup(T.d3, 2), actions: [{ ...use, refused: 'R-PLAY-04' }] });
    play({ ...setup('1C248'), actions: [use, ...passes(), use, ...passes()], expect: { piles: { 0: { active: 0 } } } });
  });
});
