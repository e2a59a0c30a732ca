// Earther Bot: in your deploy phase only, returning it to its owner's used pile gives, until end of
// turn your side of the location where it was gains an Earther support icon.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { iconsAt, needs } from './_icons';

const setup = (phase: 'deploy' | 'move' = 'deploy', turnPlayer: 0 | 1 = 0) => game({
  phase, turnPlayer,
  cards: { T40: needs('T40', 'Earther', 1) },
  players: [{ hand: [{ card: 'T40', name: 'recruit' }] }, {}],
  row: [{ card: T.north, name: 'north', controller: 0, cards: [[{ card: '1U279', name: 'bot' }], []] },
    { card: T.middle, name: 'middle', controller: 1 }],
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@bot', ability: 0, ...(refused ? { refused } : {}) });

describe('1U279 Earther Bot', () => {
  it('1U279 Earther Bot: the bot goes on top of the used pile and your side of its location gains 1 Earther icon', () => {
    const r = play({ ...setup(), actions: [use(), ...passes()],
      expect: { cards: { '@bot': { zone: 'used' } }, piles: { 0: { used: 1 } } } });
    expect(r.state.players[0].used[0]).toBe(r.loaded.ref('@bot', 'bot'));
    iconsAt(r, 'north', 0, { Earther: 1 });
    iconsAt(r, 'north', 1, {});
  });
  it('1U279 Earther Bot: with no Earther icon an Earther card is refused (R-PLAY-03); after the bot it can be played', () => {
    play({ ...setup(), actions: [{ type: 'play', seat: 0, card: '@recruit', at: '@north', refused: 'R-PLAY-03' },
      use(), ...passes(), { type: 'play', seat: 0, card: '@recruit', at: '@north' }, ...passes()],
    expect: { cards: { '@recruit': { zone: 'table', at: '@north' } } } });
  });
  it('1U279 Earther Bot: the icon lasts until end of turn only', () => {
    const r = play({ ...setup('deploy'), actions: [use(), ...passes(), ...passes(), ...passes(), ...passes(), ...passes()],
      expect: { turnPlayer: 1, phase: 'activate' } });
    iconsAt(r, 'north', 0, {});
  });
  it('1U279 Earther Bot: only during your deploy phase (R-GEN-02): refused in your move phase', () => {
    play({ ...setup('move'), actions: [use('R-GEN-02')], expect: { cards: { '@bot': { zone: 'table' } } } });
  });
  it('1U279 Earther Bot: refused in the opponent\'s deploy phase even with initiative (R-GEN-02)', () => {
    play({ ...setup('deploy', 1), actions: [{ type: 'pass', seat: 1 }, use('R-GEN-02')] });
  });
});
