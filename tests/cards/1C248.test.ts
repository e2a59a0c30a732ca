// Makal Shrieker: pay 3: power +2 until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = game({ row: [{ card: T.north, controller: 0, cards: [[{ card: '1C248', name: 'shrieker' }], []] }] });
const use = { type: 'use', seat: 0, card: '@shrieker', ability: 0 };

describe('1C248 Makal Shrieker', () => {
  it('1C248 Makal Shrieker: pay 3: power 1 + 2 = 3', () => {
    play({ ...setup, actions: [use, ...passes()], expect: { cards: { '@shrieker': { power: 3 } }, piles: { 0: { active: 3 } } } });
  });
  it('1C248 Makal Shrieker: no bullet: twice gives power 5; a third use has no energy left (R-PLAY-04)', () => {
    play({ ...setup, actions: [use, ...passes(), use, ...passes(), { ...use, refused: 'R-PLAY-04' }], expect: { cards: { '@shrieker': { power: 5 } } } });
  });
  it('1C248 Makal Shrieker: the bonus ends with the turn', () => {
    play({ ...setup, phase: 'draw', actions: [use, ...passes(), ...passes()], expect: { turnPlayer: 1, cards: { '@shrieker': { power: 1 } } } });
  });
});
