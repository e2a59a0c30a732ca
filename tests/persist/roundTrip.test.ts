// The round trip every random game makes (src/sim/roundTrip.ts) finds a game that does not come
// back, so a clean fuzz run means something.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/sim/randomGame';
import { saveRoundTrip } from '../../src/sim/roundTrip';
import { newGame } from './support';

describe('a random game through a save and a file', () => {
  const game = playRandomGame({ start: newGame(5), turnCap: 4 });

  it('comes back to the same state both ways', async () => {
    expect(game.actions.length).toBeGreaterThan(50);
    expect(await saveRoundTrip(game, ['A', 'B'])).toEqual([]);
  });

  it('reports a game that reaches another state, and one the reader refuses', async () => {
    expect(await saveRoundTrip({ ...game, actions: game.actions.slice(0, -1) }, ['A', 'B']))
      .toEqual(['the save read back from storage reaches another state']);
    const bad = { ...game, actions: [...game.actions, { type: 'choose', seat: 0, choice: { unheardOf: 1 } }] } as typeof game;
    expect(await saveRoundTrip(bad, ['A', 'B'])).toEqual([
      `the exported file does not import: The saved game is damaged: action ${bad.actions.length} has a bad "choice".`,
    ]);
  });
});
