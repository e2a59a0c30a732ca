// Whether a player may take back their last action, and how many recorded actions that is.
import type { GameTypes, Seat } from '../game';
import type { Match } from './match';

/** `index`: the action taken back, in `actions`; `withReplies`: the computer's actions after it
 * go with it (`GameDef.undoWithReplies`). `short`: the reason in a few words, for the button
 * itself. */
export type UndoPlan = { ok: true; count: number; index: number; withReplies?: boolean } | { ok: false; reason: string; short: string };

/** `atScreen` says which seats the computer plays (a WARS table's plan is asked without it). */
type UndoView<T extends GameTypes> = Pick<Match<T>, 'def' | 'game' | 'actions' | 'history'> & Partial<Pick<Match<T>, 'atScreen'>>;

/** Index of the last action not made by the table before `before`, or -1. */
function lastOwnAction({ history }: Pick<Match<GameTypes>, 'history'>, before = history.length): number {
  let i = before - 1;
  while (i >= 0 && history[i].auto) i--;
  return i;
}

/** Who made the last action not made by the table, if anyone. */
export function lastActor<T extends GameTypes>(m: Pick<Match<T>, 'actions' | 'history'>): Seat | null {
  const i = lastOwnAction(m);
  return i >= 0 ? m.actions[i].seat : null;
}

/**
 * Whether `seat` may take back its last action, and how many actions that is.
 *
 * - Only a player at the screen, and only their own action: the last action not made by the
 *   table must be theirs. On the hand-over screen, the player who just acted (`lastActor`) may
 *   still take it back before handing the screen over; their table comes back.
 * - One action per undo, back through a run of their own most recent actions.
 * - Never past an action whose events revealed hidden information (`revealsHidden`: a draw, a
 *   destiny, a shuffle, a loss...). A resumed game can be undone like one never saved.
 * - Automatic passes. Nearly every action is followed at once by the table's automatic passes
 *   (the opponent's "no response", often the actor's own pass to resolve it). Those made right
 *   after an action, in the same dispatch, belong to it: undoing it takes them back too, as
 *   nobody decided anything there (they are only undone if their own events reveal nothing
 *   either). An automatic pass that followed the other player's action belongs to that action,
 *   so it ends your run like any action of theirs. The one thing such a pass tells is that the
 *   opponent had no legal response, which the log has already said to the whole table.
 * - Against the computer, in a game whose definition says `undoWithReplies`, the computer's
 *   actions since the player's last one go back with it (under the same limit), so the player
 *   is to act again where they were.
 */
export function undoPlan<T extends GameTypes>(m: UndoView<T>, seat: Seat | null): UndoPlan {
  const { def, game, actions, history, atScreen } = m;
  if (seat === null) return { ok: false, reason: 'No player has the screen.', short: 'no player at the screen' };
  if (def.winner(game) !== null || def.actor(game) === null) return { ok: false, reason: 'The game is over.', short: 'game over' };
  let i = lastOwnAction(m);
  if (i < 0) return { ok: false, reason: 'Nothing to undo yet.', short: 'nothing yet' };
  const computerAt = (k: number) => atScreen !== undefined && !atScreen[actions[k].seat];
  const withReplies = def.undoWithReplies && actions[i].seat !== seat && computerAt(i);
  if (withReplies) {
    // Back through the computer's run to the player's own action it answered.
    while (i >= 0 && actions[i].seat !== seat && computerAt(i)) i = lastOwnAction(m, i);
    if (i < 0) return { ok: false, reason: 'The last action was the computer\'s, and you have not acted since: it is not taken back.', short: 'the computer\'s action' };
  }
  const by = actions[i].seat;
  if (by !== seat) {
    const who = def.seatName(by);
    // "P2's", "the Aliens'".
    const whose = who.endsWith('s') ? `${who}'` : `${who}'s`;
    return { ok: false, reason: `The last action was ${whose}: only ${who} may take it back.`, short: `${whose} action` };
  }
  // The player's own action runs to the next action not made by the table: the computer's replies.
  let own = i + 1;
  while (own < history.length && history[own].auto) own++;
  if (history.slice(i, own).some((h) => h.reveals)) {
    return { ok: false, reason: 'Your last action revealed hidden information (a card drawn, a destiny, a shuffle, a card lost...): it cannot be taken back.', short: 'showed a card' };
  }
  if (history.slice(own).some((h) => h.reveals)) {
    return { ok: false, reason: 'What the computer did since your last action showed a hidden card (a card drawn, a shuffle...): it cannot be taken back.', short: 'showed a card' };
  }
  return { ok: true, count: history.length - i, index: i, ...(withReplies ? { withReplies } : {}) };
}
