// Controlling: as long as its controller has a ship in some sector and a unit on some site, nobody may
// drain at more than two locations per turn (a "can't" beats the rules that allow a drain, R-GEN-03); a drain made is
// not undone by it.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

// The turn player holds three related sites; P1 has a fighter at a sector and a trooper at a site elsewhere.
const sc = (turnPlayer: Seat, withShip = true) => game({
  phase: 'control', turnPlayer,
  players: [{ assets: ['Controlling'] }, {}],
  row: [
    ...['north', 'middle', 'south'].map((name, i) => ({ card: ['Testland/North', 'Testland/Middle', 'Testland/South'][i], name, controller: turnPlayer,
      cards: (turnPlayer === P1 ? [['Plain Trooper'], []] : [[], ['Plain Trooper']]) as [string[], string[]] })),
    { card: 'Farland/Orbit', name: 'orbit', controller: P1, cards: [withShip ? ['Plain Fighter'] : [], []] },
    { card: 'Farland/Outpost', name: 'outpost', controller: P1, cards: [['Plain Trooper'], []] },
  ],
});
const drain = (g: ReturnType<typeof sc>, at: string, by: Seat) => g.drain(at, by).resolve().lose('reserve').lose('reserve');

describe('1R174 Controlling', () => {
  it('1R174 Controlling: its controller drains at two locations; a third is refused (R-GEN-03)', () => {
    const g = sc(P1);
    drain(drain(g, 'north', P1), 'middle', P1).expectPiles(P2, { lost: 4 }).refuses('R-GEN-03').drain('south');
  });
  it("1R174 Controlling: the opponent's turns too", () => {
    const g = sc(P2);
    drain(drain(g, 'north', P2), 'middle', P2).refuses('R-GEN-03').drain('south', P2);
  });
  it('1R174 Controlling: without a ship of yours at a sector, a third drain is allowed', () => {
    const g = sc(P1, false);
    drain(drain(drain(g, 'north', P1), 'middle', P1), 'south', P1).expectPiles(P2, { lost: 6 });
  });
});
