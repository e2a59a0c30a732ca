// A seeded game played at the table by two players at one screen, through seat control
// (src/match), to count how often the screen changes hands. The players are the random player
// of the random games (or one that loses energy from its piles rather than its hand): the same
// seed gives the same choices whatever the screen rules, so two settings can be compared on one
// game.
import { actor, pendingDecision } from '../engine';
import type { Action, GameState, Seat } from '../engine';
import { createSession, namesHiddenCard, needsOwnScreen } from '../match';
import type { MatchSettings, StartParams } from '../match';
import { randomPick, randomSeed } from './randomGame';

/** What a hand-over let the next player see their hidden cards for: choosing a starting location
 * from their deck, deploying from their hand in their own turn, playing a card from it at another
 * moment (a response, a battle step), answering a question of the rules with a card from it; or
 * nothing hidden at all (only "always hand over" hands the screen over for that). */
export type HandOverCause = 'start' | 'deploy' | 'respond' | 'answer' | 'public';
export const HAND_OVER_CAUSES: readonly HandOverCause[] = ['start', 'deploy', 'respond', 'answer', 'public'];

/** Why `seat` is handed the screen in `s`; `asked`: on a shared screen, for the hidden card it chose. */
function causeOf(s: GameState, legal: readonly Action[], seat: Seat, asked: boolean): HandOverCause {
  if (s.phase === 'setup') return 'start';
  if (!asked && !needsOwnScreen(s, legal, seat)) return 'public';
  if (pendingDecision(s) !== null) return 'answer';
  return s.phase === 'deploy' && s.turnPlayer === seat ? 'deploy' : 'respond';
}

export interface TableCount {
  /** Hand-over screens shown. */
  handOvers: number;
  /** The hand-overs by what they were for. */
  causes: Record<HandOverCause, number>;
  /** Decisions taken on the shared screen. */
  shared: number;
  /** Actions taken by the players (the table's automatic passes not counted). */
  decisions: number;
  turns: number;
}

/** How the players choose: the random player's choice among all legal actions; or the same, except
 * that energy to lose is taken from the piles while any can give it (never a card from the hand,
 * which must be seen to be chosen). */
export type HandOverPlayers = 'random' | 'losesFromPiles';

/** Plays `start` until the game ends or turn `turnCap` is over. A player on a shared screen who
 * picks an action naming one of their hidden cards asks for their own screen first. */
export function countHandOvers(start: StartParams, settings: MatchSettings, turnCap = 15, players: HandOverPlayers = 'random'): TableCount {
  const session = createSession(settings);
  session.start(start);
  let rng = randomSeed(start.seed);
  const count: TableCount = { handOvers: 0, causes: { start: 0, deploy: 0, respond: 0, answer: 0, public: 0 }, shared: 0, decisions: 0, turns: 0 };
  for (let step = 0; step < 20_000; step++) {
    let m = session.get().match!;
    if (m.game.winner !== null || m.game.turn > turnCap || actor(m.game) === null) break;
    if (m.screen.kind === 'handOver') {
      count.handOvers++;
      count.causes[causeOf(m.game, m.legal, m.screen.to, false)]++;
      session.takeOver();
      continue;
    }
    let action: Action;
    const game = m.game;
    const fromPiles = players === 'losesFromPiles' && game.queue[0]?.k === 'lose' ? m.legal.filter((a) => !namesHiddenCard(game, a)) : [];
    [rng, action] = randomPick(rng, fromPiles.length > 0 ? fromPiles : m.legal, game.stack.length);
    if (m.screen.kind === 'shared' && namesHiddenCard(m.game, action)) {
      session.askOwnScreen();
      count.handOvers++;
      count.causes[causeOf(m.game, m.legal, action.seat, true)]++;
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
