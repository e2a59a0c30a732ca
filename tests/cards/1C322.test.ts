// Themis/Landing Pad: 2 energy relocates as many of your units here as you choose to one other site.
// Usable in your move phase; the opponent may use it in theirs. It moves cards without being a
// movement action (R-ABIL-08, CARD-38): only the 2 is paid.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';

const pad = 'Themis/Landing Pad';
const setup = (opts: { phase?: 'move' | 'deploy'; turnPlayer?: Seat; active?: number } = {}) => game({
  phase: opts.phase ?? 'move', turnPlayer: opts.turnPlayer ?? P1,
  players: [{ active: energy(opts.active ?? 6) }, { hand: ['Test Snipe'] }],
  row: [
    { card: pad, name: 'pad', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Tank', name: 'b' }, { card: 'Plain Warrior', name: 'c' }],
      [{ card: 'Plain Trooper', name: 'x' }]] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Officer', name: 'elsewhere' }], []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1 },
  ],
});
/** The pad's ability: the destination first, then the units that go. */
const send = (to: string, ...units: string[]) => ({ targets: [to, ...units] });

describe('1C322 Themis/Landing Pad', () => {
  it('1C322 Themis/Landing Pad: pay 2: two of your three units go to another site; the third stays', () => {
    setup().use('pad', send('north', 'a', 'b')).resolve()
      .expectCard('a', { at: 'north' }).expectCard('b', { at: 'north' }).expectCard('c', { at: 'pad' }).expectCard('x', { at: 'pad' })
      .expectPiles(P1, { active: 4, used: 2 }).expectLog('not a movement action');
  });
  it('1C322 Themis/Landing Pad: any number: one unit, or all three', () => {
    setup().use('pad', send('north', 'c')).resolve().expectCard('c', { at: 'north' }).expectCard('a', { at: 'pad' });
    setup().use('pad', send('north', 'a', 'b', 'c')).resolve()
      .expectCard('a', { at: 'north' }).expectCard('b', { at: 'north' }).expectCard('c', { at: 'north' }).expectPiles(P1, { active: 4 });
  });
  it('1C322 Themis/Landing Pad: the destination must be another site (not a sector, not the pad itself) (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('pad', send('orbit', 'a')).refuses('R-TGT-04').use('pad', send('pad', 'a'));
  });
  it('1C322 Themis/Landing Pad: only your units here: not the opponent\'s, not one elsewhere, at least one (R-TGT-04); no card twice (R-TGT-05)', () => {
    setup().refuses('R-TGT-04').use('pad', send('north', 'x')).refuses('R-TGT-04').use('pad', send('north', 'a', 'elsewhere'))
      .refuses('R-TGT-04').use('pad', send('north')).refuses('R-TGT-05').use('pad', send('north', 'a', 'a'));
  });
  it('1C322 Themis/Landing Pad: only during your move phase (R-GEN-02): not in your deploy phase, not in the opponent\'s move phase', () => {
    setup({ phase: 'deploy' }).refuses('R-GEN-02').use('pad', send('north', 'a'));
    setup({ turnPlayer: P2 }).pass(P2).refuses('R-GEN-02').use('pad', { ...send('north', 'a'), by: P1 });
  });
  it('1C322 Themis/Landing Pad: the opponent may use it in their move phase, for their own units only', () => {
    setup({ turnPlayer: P2 }).refuses('R-TGT-04').use('pad', { ...send('north', 'a'), by: P2 })
      .use('pad', { ...send('north', 'x'), by: P2 }).resolve()
      .expectCard('x', { at: 'north' }).expectCard('a', { at: 'pad' }).expectPiles(P2, { active: 4 });
  });
  it('1C322 Themis/Landing Pad: no bullet: usable again; with 1 active energy it can\'t be paid (R-PLAY-04)', () => {
    setup().use('pad', send('north', 'a')).resolve().use('pad', send('north', 'b')).resolve()
      .expectCard('a', { at: 'north' }).expectCard('b', { at: 'north' }).expectPiles(P1, { active: 2 });
    setup({ active: 1 }).refuses('R-PLAY-04').use('pad', send('north', 'a'));
  });
  it('1C322 Themis/Landing Pad: the legal actions offer every choice of 1 to 3 of your units for each other site (7 here)', () => {
    const g = setup();
    const uses = g.legal().filter((a) => a.type === 'use' && a.card === g.id('pad'));
    expect(uses).toHaveLength(7);
    expect(uses.map((a) => (a.type === 'use' ? a.targets?.length : 0))).toEqual([2, 2, 2, 3, 3, 3, 4]);
  });
  it('1C322 Themis/Landing Pad: if one target unit leaves play before it resolves, nothing moves (R-STACK-07); the 2 stays paid', () => {
    setup().use('pad', send('north', 'a', 'b')).pass().play('Test Snipe', { targets: ['a'] }).resolve().resolve()
      .expectCard('a', { zone: 'lost' }).expectCard('b', { at: 'pad' }).expectPiles(P1, { active: 4 }).expectStack(0)
      .expectLog('a target is no longer legal (R-STACK-07)');
  });
});
