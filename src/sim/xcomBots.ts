// X-COM Incursion's computer levels playing each other through the table's own seat controllers
// (`viewBotSeat`: each bot handed its side's view only), for `npm run arena -- --game xcom` and
// the tests.
import { decideXcom } from '../ai/xcom';
import { createGameSession, DEFAULT_SETTINGS, viewBotSeat } from '../match';
import type { Match } from '../match';
import { XCOM_GAME } from '../xcom';
import type { XcomLevel, XcomTypes } from '../xcom';

/** A computer seat at `level`, its generator started from `seed`. */
export const xcomBot = (level: XcomLevel, seed: number) => viewBotSeat(XCOM_GAME, (view, legal, rng) => decideXcom(level, view, legal, rng), { seed, waitMs: 0 });

/** A game between two computer seats (Earth's level first), played to its end or to 200,000
 * actions. */
export function xcomBotGame(seed: number, levels: readonly [XcomLevel, XcomLevel]): Match<XcomTypes> {
  const session = createGameSession(XCOM_GAME, DEFAULT_SETTINGS);
  session.start({ seed }, [xcomBot(levels[0], seed * 3 + 1), xcomBot(levels[1], seed * 5 + 2)]);
  // The session answers programs in runs of at most 10,000 actions: ask it to go on.
  for (let i = 0; i < 20 && session.get().match!.game.phase !== 'over'; i++) session.setSettings({});
  return session.get().match!;
}

export interface XcomArenaResult {
  games: number;
  earth: number;
  aliens: number;
  /** Games still going after 200,000 actions. */
  unfinished: number;
  /** Turns a game on average. */
  turns: number;
  /** How the games were won, by the rule that won them. */
  byRule: Record<string, number>;
}

/** One game a seed, Earth's level first. */
export function xcomArena(seeds: readonly number[], levels: readonly [XcomLevel, XcomLevel]): XcomArenaResult {
  const out: XcomArenaResult = { games: 0, earth: 0, aliens: 0, unfinished: 0, turns: 0, byRule: {} };
  for (const seed of seeds) {
    const { game } = xcomBotGame(seed, levels);
    out.games++;
    out.turns += game.turn / seeds.length;
    if (game.winner === 0) out.earth++;
    else if (game.winner === 1) out.aliens++;
    else out.unfinished++;
    if (game.winRule) out.byRule[game.winRule] = (out.byRule[game.winRule] ?? 0) + 1;
  }
  return out;
}
