// Tamon Fighter: when it enters play, you may retrieve a card.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1C108', name: 'tamon' }], lost: [{ card: T.trooper, name: 'gone' }] }, {}],
  row: [{ card: T.gongenSector, name: 'sector', controller: 0 }],
});
const enter = [{ type: 'play', seat: 0, card: '@tamon', at: '@sector' }, ...passes(), ...passes()];

describe('1C108 Tamon Fighter', () => {
  it('1C108 Tamon Fighter: played for 3, it enters play and its owner retrieves the lost card to the used pile', () => {
    play({ ...setup, actions: [...enter, { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@tamon': { zone: 'table', at: '@sector' }, '@gone': { zone: 'used' } }, piles: { 0: { active: 3, lost: 0 } } } });
  });
  it('1C108 Tamon Fighter: retrieving is optional', () => {
    play({ ...setup, actions: [...enter, { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { cards: { '@gone': { zone: 'lost' } } } });
  });
  it('1C108 Tamon Fighter: a Gongen support icon is needed to play it (R-PLAY-03)', () => {
    play({ ...setup, row: [{ card: T.orbit, name: 'sector', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@tamon', at: '@sector', refused: 'R-PLAY-03' }] });
  });
});
