// Mark of the Kami: may go beneath an opponent's sector; a player may drain there only while their
// ships there total 8 or more power.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

/** The mark beneath P2's sector, P1's own; the drainer's ships there. */
const setup = (drainer: Seat, ships: string[]) => game({
  phase: 'control', turnPlayer: drainer,
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P2, beneath: [['Mark of the Kami'], []],
    cards: [drainer === P1 ? ships : [], drainer === P2 ? ships : []] }],
});

describe('1R86 Mark of the Kami', () => {
  it('1R86 Mark of the Kami: ships of 6 total power can\'t drain there (R-GEN-03)', () => {
    setup(P2, ['Ship 2/1/3', 'Ship 4/1/3']).refuses('R-GEN-03').drain('orbit', P2);
  });
  it('1R86 Mark of the Kami: ships of 9 total power drain as usual', () => {
    setup(P2, ['Ship 5/1/3', 'Ship 4/1/3']).drain('orbit', P2).resolve().lose('reserve', P1).lose('reserve', P1).expectPiles(P1, { lost: 2 });
  });
  it('1R86 Mark of the Kami: it binds its own player too: one ship of power 3 can\'t drain, power 8 can', () => {
    setup(P1, ['Ship 3/1/3']).refuses('R-GEN-03').drain('orbit');
    setup(P1, ['Ship 8/1/3']).drain('orbit').resolve().lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { lost: 2 });
  });
  it("1R86 Mark of the Kami: it is played beneath the opponent's sector", () => {
    game({ phase: 'deploy', players: [{ hand: ['Mark of the Kami'] }, {}],
      row: [{ card: 'Gongland/Orbit', controller: P1 }, { card: 'Gongland/Shrine', controller: P1 },
        { card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[], ['Plain Fighter']] }] })
      .play('Mark of the Kami', { at: 'orbit' }).resolve().expectCard('Mark of the Kami', { under: 'orbit' });
  });
});
