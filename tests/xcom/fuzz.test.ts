// The X-COM fuzz run (npm run fuzz -- --game xcom) on a few games in the test run: every game won,
// clean after every action, replayed and taken through a save and back to the same state.
import { describe, expect, it } from 'vitest';
import { runXcomFuzz } from '../../src/sim/xcomGames';

describe('X-COM fuzz', () => {
  it('XR-WIN-04: random games from seed 40 end won, with no invariant broken and each back through a save', () => {
    const r = runXcomFuzz({ games: 3, first: 40 });
    expect(r.violations).toEqual([]);
    expect(r.roundTrips).toBe(3);
    expect(Object.values(r.wins).reduce((a, b) => a + b, 0)).toBe(3);
  }, 60_000);
});
