// Not Easily Taken: may go beneath an opponent's site; a player may drain there only while their
// cards there total 8 or more tactics.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const setup = (drainer: Seat, units: string[]) => game({
  phase: 'control', turnPlayer: drainer,
  row: [{ card: 'Testland/North', name: 'north', controller: P2, beneath: [['Not Easily Taken'], []],
    cards: [drainer === P1 ? units : [], drainer === P2 ? units : []] }],
});

describe('1R91 Not Easily Taken', () => {
  it('1R91 Not Easily Taken: units of 7 total tactics can\'t drain there (R-GEN-03)', () => {
    setup(P2, ['Unit 1/4/1', 'Unit 1/3/1']).refuses('R-GEN-03').drain('north', P2);
  });
  it('1R91 Not Easily Taken: 8 total tactics drain as usual', () => {
    setup(P2, ['Unit 1/4/1', 'Unit 1/4/1']).drain('north', P2).resolve().lose('reserve', P1).lose('reserve', P1).expectPiles(P1, { lost: 2 });
  });
  it('1R91 Not Easily Taken: its own player is bound too', () => {
    setup(P1, ['Unit 1/2/1']).refuses('R-GEN-03').drain('north');
    setup(P1, ['Unit 1/8/1']).drain('north').resolve().lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { lost: 2 });
  });
  it("1R91 Not Easily Taken: it is played beneath the opponent's site", () => {
    game({ phase: 'deploy', players: [{ hand: ['Not Easily Taken'] }, {}],
      row: [{ card: 'Gongland/Orbit', controller: P1 }, { card: 'Gongland/Shrine', controller: P1 },
        { card: 'Testland/North', name: 'north', controller: P2, cards: [[], ['Plain Trooper']] }] })
      .play('Not Easily Taken', { at: 'north' }).resolve().expectCard('Not Easily Taken', { under: 'north' });
  });
});
