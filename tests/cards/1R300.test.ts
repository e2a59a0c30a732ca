// Ganymede/Core Shaft: a player whose units here come from two or more factions drains here for 2 more.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** P1 controls the shaft (one icon on each side) with these units, P2 with theirs, in P1's or P2's turn. */
const drain = (mine: string[], theirs: string[], drainer: typeof P1 | typeof P2 = P1) => game({
  phase: 'control', turnPlayer: drainer,
  row: [{ card: 'Ganymede/Core Shaft', name: 'shaft', controller: P1, cards: [mine, theirs] }],
}).drain('shaft', drainer).resolve();

describe('1R300 Ganymede/Core Shaft', () => {
  it('1R300 Ganymede/Core Shaft: Gongen and Earther units here: the drain of 1 gets +2, so P2 loses 3 (R-DRAIN-04)', () => {
    drain(['Test Gongen Monk', 'Test Earther Grunt'], []).expectDecision('lose', P2)
      .lose('reserve', P2).lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { reserve: 3 });
  });
  it('1R300 Ganymede/Core Shaft: two units of one faction: the drain stays 1', () => {
    drain(['Test Gongen Monk', 'Plain Gongen Monk'], []).lose('reserve', P2).expectPiles(P2, { reserve: 5 });
  });
  it("1R300 Ganymede/Core Shaft: it reads the drainer's units: P2's two factions here give P2's drain +2", () => {
    drain([], ['Test Gongen Monk', 'Test Earther Grunt'], P2).lose('reserve', P1).lose('reserve', P1).lose('reserve', P1).expectPiles(P1, { reserve: 3 });
  });
});
