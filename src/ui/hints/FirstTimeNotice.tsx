// With hints on, the coach speaks in an ordinary game too: the first time something happens (an
// activation, a payment, a drain, an attack, battle destiny, attrition, an answer on the stack, a
// move, a draw), a notice over the board says what it was and why, with its rule, and rings what
// it is about. The notes queue: the table's automatic passes may bring an attack, its battle
// destiny and its attrition at once, so the oldest unread are shown (two, one on a phone) and
// "Next" brings the others; none is lost unread, whatever the turn. A hand-over's recap is read
// first. The same notes as a review's: every card named is in play or on the stack.
import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { ringSelector } from '../../learn/coach/marks';
import { RuleLink } from '../../learn/components/RuleLink';
import { watchAnswer } from '../../match';
import type { AnswerWatch, NoteMark, StartParams } from '../../match';
import { useNarrow } from '../useNarrow';
import { useViewSettings } from '../settings';
import { useTable } from '../store';
import { firstTimes, lastTurnStart } from './hints';

const selectorOf = (m: NoteMark) => ringSelector('card' in m ? { kind: 'card', id: m.card, role: 'look' } : { kind: 'pile', seat: m.seat, pile: m.pile, role: 'look' });

/** How far the notes of the game on the table have been read (up to which log line), kept while
 * the table is away (a hand-over). A game first seen here counts what came before its current
 * turn as read, so a game resumed does not bring back notes from long ago. */
const useRead = create<{ start: StartParams | null; upTo: number }>(() => ({ start: null, upTo: -1 }));

/** Everything in the log of the game on the table so far counts as read: a guided game played on
 * once its lesson ends, whose coach has explained what happened up to then, goes on with the notes
 * for what comes next (its first move, draw, battle destiny...). */
export function readSoFar(): void {
  const { start, log } = useTable.getState();
  useRead.setState({ start, upTo: log.length - 1 });
}

/** The game replayed as it goes, for its first answer on the stack. */
let answers: AnswerWatch | null = null;

export function FirstTimeNotice() {
  const on = useViewSettings((v) => v.hints);
  const game = useTable((s) => s.game);
  const log = useTable((s) => s.log);
  const start = useTable((s) => s.start);
  const actions = useTable((s) => s.actions);
  const history = useTable((s) => s.history);
  // The recap after a hand-over is read first; the notes wait behind it.
  const recap = useTable((s) => s.recap.length > 0 && s.screen?.kind === 'seat');
  const narrow = useNarrow();
  const read = useRead((r) => (start !== null && r.start === start ? r.upTo : null));
  useEffect(() => {
    if (start && useRead.getState().start !== start) useRead.setState({ start, upTo: lastTurnStart(useTable.getState().log) - 1 });
  }, [start]);
  const answer = useMemo(() => {
    if (!on || !start) return null;
    answers = watchAnswer(answers, start, actions, history, log.length);
    return answers.found;
  }, [on, start, actions, history, log.length]);
  const all = useMemo(() => (on && game ? firstTimes(game, log, answer) : []), [on, game, log, answer]);
  const unread = read === null ? [] : all.filter((n) => n.at > read);
  const shown = unread.slice(0, narrow ? 1 : 2);
  if (shown.length === 0 || recap || game?.winner !== null) return null;
  const more = unread.length - shown.length;
  const readTo = (at: number) => useRead.setState({ upTo: at });
  const rings = shown.flatMap((n) => n.note.about.map(selectorOf)).join(', ');
  return (
    <div className="hint-first" role="status">
      {rings && <style>{`${rings} { outline: 3px dashed var(--cyan) !important; outline-offset: -3px; }`}</style>}
      <ul aria-label="First time in this game">
        {shown.map(({ at, note }) => (
          <li key={at + note.text}><strong>First time:</strong> {note.text}{note.rule && <> <span className="rule">(<RuleLink id={note.rule} />)</span></>}</li>
        ))}
      </ul>
      <div className="hint-first-buttons">
        <button type="button" onClick={() => readTo(shown[shown.length - 1].at)}>{more > 0 ? `Next (${more} more)` : 'Got it'}</button>
        {more > 0 && <button type="button" onClick={() => readTo(unread[unread.length - 1].at)} aria-label="Dismiss all the notes">×</button>}
      </div>
    </div>
  );
}
