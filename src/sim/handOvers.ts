// A seeded game played at the table by two players at one screen, through seat control
// (src/match), to count how often the screen changes hands. The players are the random player
// of the random games: the same seed gives the same choices whatever the screen rules, so two
// settings can be compared on one game.
import { actor } from '../engine';
import type { Action } from '../engine';
import { createSession, namesHiddenCard } from '../match';
import type { MatchSettings, StartParams } from '../match';
import { randomPick, randomSeed } from './randomGame';

export interface TableCount {
  /** Hand-over screens shown. */
  handOvers: number;
  /** Decisions taken on the shared screen. */
  shared: number;
  /** Actions taken by the players (the table's automatic passes not counted). */
  decisions: number;
  turns: number;
}

/** Plays `start` until the game ends or turn `turnCap` is over. A player on a shared screen who
 * picks an action naming one of their hidden cards asks for their own screen first. */
export function countHandOvers(start: StartParams, settings: MatchSettings, turnCap = 15): TableCount {
  const session = createSession(settings);
  session.start(start);
  let rng = randomSeed(start.seed);
  const count: TableCount = { handOvers: 0, shared: 0, decisions: 0, turns: 0 };
  for (let step = 0; step < 20_000; step++) {
    let m = session.get().match!;
    if (m.game.winner !== null || m.game.turn > turnCap || actor(m.game) === null) break;
    if (m.screen.kind === 'handOver') {
      count.handOvers++;
      session.takeOver();
      continue;
    }
    let action: Action;
    [rng, action] = randomPick(rng, m.legal, m.game.stack.length);
    if (m.screen.kind === 'shared' && namesHiddenCard(m.game, action)) {
      session.askOwnScreen();
      count.handOvers++;
      session.takeOver();
      m = session.get().match!;
    }
    if (m.screen.kind === 'shared') count.shared++;
    count.decisions++;
    if (!session.submit(action)) throw new Error(`refused: ${JSON.stringify(action)}: ${session.get().match!.refusal?.reason}`);
  }
  count.turns = session.get().match!.game.turn;
  return count;
}
