// Traginium Hoard (stockpile): once per turn, in your control phase, 1 energy: with three or more
// battlegrounds under your control and fewer than two cards on it, the opponent loses 1 energy
// and the lost card is kept face down on this asset.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';
import { idOf } from './_icons';

const setup = (stacked: string[], controlled = 3, opts: { phase?: 'control' | 'deploy'; active?: number } = {}) => game({
  phase: opts.phase ?? 'control',
  players: [{ active: energy(opts.active ?? 6), assets: [{ card: '2U141', name: 'hoard', stacked }] }, {}],
  row: [T.north, T.middle, T.south, T.farSite].map((card, i) => ({ card, controller: 0 as const,
    cards: [i < controlled ? [T.trooper] : [], i < controlled ? [] : [T.trooper]] as [string[], string[]] })),
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@hoard', ability: 0, ...(refused ? { refused } : {}) });

describe('2U141 Traginium Hoard', () => {
  it('2U141 Traginium Hoard: three battlegrounds controlled: pay 1, the opponent loses the top of their reserve onto the Hoard', () => {
    const r = play({ ...setup([]), actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { lose: 'reserve' } }],
      expect: { piles: { 0: { active: 5 }, 1: { reserve: 5, lost: 0 } }, decision: null, log: ['stacked face down on Traginium Hoard'] } });
    expect(r.state.stacked[idOf(r, 'hoard')]).toHaveLength(1);
  });
  it('2U141 Traginium Hoard: with one card stacked it takes a second; with two it takes no more (the 1 is still paid)', () => {
    const r = play({ ...setup([T.d1]), actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { lose: 'active' } }],
      expect: { piles: { 1: { active: 5 } } } });
    expect(r.state.stacked[idOf(r, 'hoard')]).toHaveLength(2);
    const full = play({ ...setup([T.d1, T.d2]), actions: [use(), ...passes()], expect: { piles: { 0: { active: 5 }, 1: { reserve: 6 } }, decision: null } });
    expect(full.state.stacked[idOf(full, 'hoard')]).toHaveLength(2);
  });
  it('2U141 Traginium Hoard: two battlegrounds are not enough: nothing is lost', () => {
    play({ ...setup([], 2), actions: [use(), ...passes()], expect: { piles: { 0: { active: 5 }, 1: { reserve: 6, active: 6 } }, decision: null } });
  });
  it('2U141 Traginium Hoard: once each turn (R-ABIL-03), only in your control phase (R-GEN-02), pay 1 needs an active card (R-PLAY-04)', () => {
    play({ ...setup([]), actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { lose: 'reserve' } }, use('R-ABIL-03')] });
    play({ ...setup([], 3, { phase: 'deploy' }), actions: [use('R-GEN-02')] });
    play({ ...setup([], 3, { active: 0 }), actions: [use('R-PLAY-04')] });
  });
});
