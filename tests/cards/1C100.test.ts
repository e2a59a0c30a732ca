// Shikami T.S.V.: Size 3, Transport 4; once a turn, pay 2: if at a site, target unit here is
// defense -2 until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = game({
  phase: 'battle',
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1C100', name: 'tsv' }], [{ card: T.officer, name: 'officer' }]] }],
});
const use = { type: 'use', seat: 0, card: '@tsv', ability: 2, targets: ['@officer'] };

describe('1C100 Shikami T.S.V.', () => {
  it('1C100 Shikami T.S.V.: pay 2: the target unit here goes from defense 3 to 1', () => {
    play({ ...setup, actions: [use, ...passes()], expect: { cards: { '@officer': { defense: 1 } }, piles: { 0: { active: 4 } } } });
  });
  it('1C100 Shikami T.S.V.: once each turn (R-ABIL-03)', () => {
    play({ ...setup, actions: [use, ...passes(), { ...use, refused: 'R-ABIL-03' }], expect: { cards: { '@officer': { defense: 1 } } } });
  });
  it('1C100 Shikami T.S.V.: not usable aboard a ship at a sector (R-GEN-02)', () => {
    play(game({
      row: [{ card: T.orbit, controller: 0, cards: [[{ card: T.capital, beneath: [{ card: '1C100', name: 'tsv' }, { card: T.trooper, name: 'officer' }] }], []] }],
      actions: [{ ...use, refused: 'R-GEN-02' }],
    }));
  });
  it('1C100 Shikami T.S.V.: a unit at another site is not a legal target (R-TGT-04); with 1 energy the cost can\'t be paid (R-PLAY-04)', () => {
    play(game({
      row: [
        { card: T.north, controller: 0, cards: [[{ card: '1C100', name: 'tsv' }], []] },
        { card: T.middle, controller: 0, cards: [[], [{ card: T.officer, name: 'officer' }]] },
      ],
      actions: [{ ...use, refused: 'R-TGT-04' }],
    }));
    play({ ...setup, players: [{ active: [T.d3] }, {}], actions: [{ ...use, refused: 'R-PLAY-04' }] });
  });
});
