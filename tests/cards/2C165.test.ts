// Venus/Yacht Works: once per turn, 4 energy gives an Earther ship of yours fighting here +5 power
// (no end printed: while it stays in play). Either player may use it, on their own ship (R-ABIL-07).
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';
import type { Seat } from '../../src/engine';

const setup = (opts: { battle?: boolean; active?: number; step?: 'window1' | 'window5' } = {}) => game({
  phase: 'battle',
  players: [{ active: energy(opts.active ?? 6) }, {}],
  row: [{ card: 'Venus/Yacht Works', name: 'works', controller: P1,
    cards: [[{ card: 'Test Earther Yacht', name: 'mine' }, { card: 'Plain Fighter', name: 'plain' }], [{ card: 'Test Earther Yacht', name: 'theirs' }]] },
  { card: 'Farland/Orbit', name: 'far', controller: P1, cards: [[{ card: 'Test Earther Yacht', name: 'away' }], ['Plain Fighter']] }],
  ...(opts.battle === false ? {} : { battle: { location: 'works', attacker: P1, step: opts.step ?? 'window1' } }),
});
const on = (target: string, by: Seat = P1) => ({ targets: [target], by });

describe('2C165 Venus/Yacht Works', () => {
  it('2C165 Venus/Yacht Works: pay 4: your Earther ship in the battle here goes from power 2 to 7', () => {
    setup().use('works', on('mine')).resolve()
      .expectCard('mine', { power: 7 }).expectCard('theirs', { power: 2 }).expectPiles(P1, { active: 2 });
  });
  it('2C165 Venus/Yacht Works: the opponent may use it for their own Earther ship (power 7)', () => {
    setup().pass(P1).use('works', on('theirs', P2)).resolve()
      .expectCard('theirs', { power: 7 }).expectCard('mine', { power: 2 }).expectPiles(P2, { active: 2 });
  });
  it('2C165 Venus/Yacht Works: not a ship of the other player, not a non-Earther ship, not a ship elsewhere (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('works', on('theirs')).refuses('R-TGT-04').use('works', on('plain'))
      .refuses('R-TGT-04').use('works', on('away'));
  });
  it('2C165 Venus/Yacht Works: only a ship in a battle here: with no battle there is no target (R-TGT-04)', () => {
    setup({ battle: false }).refuses('R-TGT-04').use('works', on('mine'));
  });
  it('2C165 Venus/Yacht Works: once each turn per player (R-ABIL-03); 3 active energy can\'t pay 4 (R-PLAY-04)', () => {
    setup().use('works', on('mine')).resolve().refuses('R-ABIL-03').use('works', on('mine'))
      .pass(P1).use('works', on('theirs', P2)).expectStack(1);
    setup({ active: 3 }).refuses('R-PLAY-04').use('works', on('mine'));
  });
  it('2C165 Venus/Yacht Works: the card prints no duration: the +5 stays after the turn ends, while the ship stays in play (docs/rulings.md)', () => {
    setup({ step: 'window5' }).use('works', on('mine')).resolve().toPhase('activate', P2)
      .expectPhase('activate', P2).expectCard('mine', { power: 7 });
  });
});
