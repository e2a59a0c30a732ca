// Themis/Landing Pad: 2 energy relocates as many of your units here as you choose to one other site.
// Usable in your move phase; the opponent may use it in theirs. It moves cards without being a
// movement action (R-ABIL-08, CARD-38): only the 2 is paid.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';
import { idOf, wrecker } from './_icons';

const setup = (opts: { phase?: 'move' | 'deploy'; turnPlayer?: 0 | 1; active?: number } = {}) => game({
  phase: opts.phase ?? 'move', turnPlayer: opts.turnPlayer ?? 0,
  players: [{ active: energy(opts.active ?? 6) }, {}],
  row: [
    { card: '1C322', name: 'pad', controller: 0, cards: [[{ card: T.trooper, name: 'a' }, { card: T.tank, name: 'b' }, { card: T.warrior, name: 'c' }],
      [{ card: T.trooper, name: 'x' }]] },
    { card: T.north, name: 'north', controller: 0, cards: [[{ card: T.officer, name: 'elsewhere' }], []] },
    { card: T.orbit, name: 'orbit', controller: 0 },
  ],
});
const use = (seat: 0 | 1, targets: string[], refused?: string) =>
  ({ type: 'use', seat, card: '@pad', ability: 0, targets, ...(refused ? { refused } : {}) });

describe('1C322 Themis/Landing Pad', () => {
  it('1C322 Themis/Landing Pad: pay 2: two of your three units go to another site; the third stays', () => {
    play({ ...setup(), actions: [use(0, ['@north', '@a', '@b']), ...passes()],
      expect: { cards: { '@a': { at: '@north' }, '@b': { at: '@north' }, '@c': { at: '@pad' }, '@x': { at: '@pad' } },
        piles: { 0: { active: 4, used: 2 } }, log: ['not a movement action'] } });
  });
  it('1C322 Themis/Landing Pad: any number: one unit, or all three', () => {
    play({ ...setup(), actions: [use(0, ['@north', '@c']), ...passes()], expect: { cards: { '@c': { at: '@north' }, '@a': { at: '@pad' } } } });
    play({ ...setup(), actions: [use(0, ['@north', '@a', '@b', '@c']), ...passes()],
      expect: { cards: { '@a': { at: '@north' }, '@b': { at: '@north' }, '@c': { at: '@north' } }, piles: { 0: { active: 4 } } } });
  });
  it('1C322 Themis/Landing Pad: the destination must be another site (not a sector, not the pad itself) (R-TGT-04)', () => {
    play({ ...setup(), actions: [use(0, ['@orbit', '@a'], 'R-TGT-04'), use(0, ['@pad', '@a'], 'R-TGT-04')] });
  });
  it('1C322 Themis/Landing Pad: only your units here: not the opponent\'s, not one elsewhere, at least one (R-TGT-04); no card twice (R-TGT-05)', () => {
    play({ ...setup(), actions: [use(0, ['@north', '@x'], 'R-TGT-04'), use(0, ['@north', '@a', '@elsewhere'], 'R-TGT-04'),
      use(0, ['@north'], 'R-TGT-04'), use(0, ['@north', '@a', '@a'], 'R-TGT-05')] });
  });
  it('1C322 Themis/Landing Pad: only during your move phase (R-GEN-02): not in your deploy phase, not in the opponent\'s move phase', () => {
    play({ ...setup({ phase: 'deploy' }), actions: [use(0, ['@north', '@a'], 'R-GEN-02')] });
    play({ ...setup({ turnPlayer: 1 }), actions: [{ type: 'pass', seat: 1 }, use(0, ['@north', '@a'], 'R-GEN-02')] });
  });
  it('1C322 Themis/Landing Pad: the opponent may use it in their move phase, for their own units only', () => {
    play({ ...setup({ turnPlayer: 1 }), actions: [use(1, ['@north', '@a'], 'R-TGT-04'), use(1, ['@north', '@x']), ...passes(1)],
      expect: { cards: { '@x': { at: '@north' }, '@a': { at: '@pad' } }, piles: { 1: { active: 4 } } } });
  });
  it('1C322 Themis/Landing Pad: no bullet: usable again; with 1 active energy it can\'t be paid (R-PLAY-04)', () => {
    play({ ...setup(), actions: [use(0, ['@north', '@a']), ...passes(), use(0, ['@north', '@b']), ...passes()],
      expect: { cards: { '@a': { at: '@north' }, '@b': { at: '@north' } }, piles: { 0: { active: 2 } } } });
    play({ ...setup({ active: 1 }), actions: [use(0, ['@north', '@a'], 'R-PLAY-04')] });
  });
  it('1C322 Themis/Landing Pad: the legal actions offer every choice of 1 to 3 of your units for each other site (7 here)', () => {
    const r = play(setup());
    const uses = legalActions(r.state).filter((a) => a.type === 'use' && a.card === idOf(r, 'pad'));
    expect(uses).toHaveLength(7);
    expect(uses.map((a) => (a.type === 'use' ? a.targets?.length : 0))).toEqual([2, 2, 2, 3, 3, 3, 4]);
  });
  it('1C322 Themis/Landing Pad: if one target unit leaves play before it resolves, nothing moves (R-STACK-07); the 2 stays paid', () => {
    const sc = setup();
    play({ ...sc, cards: { ...sc.cards, T41: { ...wrecker('T41'), type: 'INTERRUPT', kind: 'Lost' } },
      players: [sc.players![0], { ...sc.players![1], hand: [{ card: 'T41', name: 'snipe' }] }],
      actions: [use(0, ['@north', '@a', '@b']), { type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@snipe', targets: ['@a'] },
        ...passes(1), ...passes()],
      expect: { cards: { '@a': { zone: 'lost' }, '@b': { at: '@pad' } }, piles: { 0: { active: 4 } }, stack: 0,
        log: ['a target is no longer legal (R-STACK-07)'] } });
  });
});
