// Every line the solver of an X-COM puzzle could plan, searched on the engine: Earth tries each
// legal action in turn, the Aliens keep to the puzzle's script (their next move when legal, else
// a pass), and each state is judged as the table judges it (`judgeXcom`). A solution is unique
// when each of its moves is needed: no line that avoids one of them solves the puzzle. A move that
// draws from a face-down deck is a gamble, not a plan (the solver cannot see what it brings), so
// the search leaves Earth's draws out; a puzzle's solution never needs one.
import { XCOM_GAME } from '../../xcom';
import type { XcomTypes, XState } from '../../xcom';
import type { Line } from '../lessons/steps';
import type { Outcome } from './goal';

type XAction = XcomTypes['action'];

export interface SearchSpec {
  start: XState;
  /** The Aliens' script. */
  opponent: readonly Line<XcomTypes>[];
  judge(s: XState): Outcome;
}

/** At most this many positions are searched; a puzzle that needs more is too open to check. */
const MAX_NODES = 400_000;

/** A state and the Aliens' place in their script, written so that orders that cannot matter
 * (the order a meld was built in, the order Trash for rank was used in) give one key. */
function keyOf(s: XState, next: number): string {
  const boosts = Object.entries(s.boosts).sort(([a], [b]) => a.localeCompare(b));
  return `${next}|${JSON.stringify({ ...s, melds: s.melds.map((m) => [...m].sort()), boosts })}`;
}

/** A line of Earth's actions that solves the puzzle without any action `avoid` accepts, or null
 * when none does. */
export function solvingLine(spec: SearchSpec, avoid: (a: XAction) => boolean = () => false): XAction[] | null {
  const failed = new Set<string>();
  let nodes = 0;
  const walk = (s: XState, next: number): XAction[] | null => {
    const key = keyOf(s, next);
    if (failed.has(key)) return null;
    if (++nodes > MAX_NODES) throw new Error(`more than ${MAX_NODES} positions: too many lines to check`);
    const seat = XCOM_GAME.actor(s);
    const legal = XCOM_GAME.legalActions(s);
    const want = seat === 1 ? spec.opponent[next] : undefined;
    const moves = seat === 1
      ? [(want && legal.find(want)) ?? legal.find((a) => a.type === 'pass') ?? legal[0]]
      : legal.filter((a) => !avoid(a));
    for (const a of moves) {
      const r = XCOM_GAME.apply(s, a);
      if (!r.ok || (seat === 0 && XCOM_GAME.revealsHidden(r.events))) continue;
      const outcome = spec.judge(r.state);
      if (outcome === 'failed') continue;
      const mine = seat === 0 ? [a] : [];
      if (outcome === 'solved') return mine;
      const rest = walk(r.state, next + (want?.(a) ? 1 : 0));
      if (rest) return [...mine, ...rest];
    }
    failed.add(key);
    return null;
  };
  return walk(spec.start, 0);
}
