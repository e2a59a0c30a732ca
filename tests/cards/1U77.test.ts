// Ikazuchi T.S.V.: Size 3, Transport 4; each time a site battle begins here, the opponent pays 3.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

describe('1U77 Ikazuchi T.S.V.', () => {
  it('1U77 Ikazuchi T.S.V.: when a battle begins at its site the opponent pays 3 (active 6 -> 3)', () => {
    play(game({
      phase: 'battle',
      row: [{ card: T.north, name: 'site', controller: 0, cards: [['1U77'], [T.trooper]] }],
      actions: [{ type: 'attack', seat: 0, location: '@site' }, ...passes(), ...passes()],
      expect: { piles: { 1: { active: 3, used: 3 }, 0: { active: 5 } }, battle: { step: 'window1' } },
    }));
  });
  it('1U77 Ikazuchi T.S.V.: it also works when the opponent attacks there', () => {
    play(game({
      phase: 'battle', turnPlayer: 1,
      row: [{ card: T.north, name: 'site', controller: 0, cards: [['1U77'], [T.trooper]] }],
      actions: [{ type: 'attack', seat: 1, location: '@site' }, ...passes(1), ...passes(1)],
      expect: { piles: { 1: { active: 2 } } },
    }));
  });
  it('1U77 Ikazuchi T.S.V.: not at a sector battle (it is aboard a ship there)', () => {
    play(game({
      phase: 'battle',
      row: [{ card: T.orbit, name: 'sector', controller: 0, cards: [[{ card: T.capital, beneath: ['1U77'] }], [T.capital]] }],
      actions: [{ type: 'attack', seat: 0, location: '@sector' }, ...passes()],
      expect: { piles: { 1: { active: 6 } } },
    }));
  });
  it('1U77 Ikazuchi T.S.V.: size 3 does not fit aboard a ship with capacity 2 (R-UNIT-05); Transport carries a character', () => {
    play(game({
      phase: 'deploy',
      players: [{ hand: [{ card: '1U77', name: 'tsv' }] }, {}],
      row: [{ card: T.gongenSector, controller: 0, cards: [[{ card: T.fighter, name: 'small' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@tsv', at: '@small', refused: 'R-UNIT-05' }],
    }));
    play(game({
      phase: 'move',
      row: [
        { card: T.north, name: 'n', controller: 0, cards: [[{ card: '1U77', name: 'tsv' }, { card: T.trooper, name: 't' }], []] },
        { card: T.middle, name: 'm', controller: 0 },
      ],
      actions: [{ type: 'move', seat: 0, card: '@tsv', to: '@m', transport: ['@t'] }, ...passes()],
      expect: { cards: { '@tsv': { at: '@m' }, '@t': { at: '@m' } } },
    }));
  });
});
