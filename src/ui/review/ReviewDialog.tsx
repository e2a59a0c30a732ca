// Looking back at a finished game of either game (docs/games.md): the game replayed from its start
// (`replaySteps`), stepped through action by action or turn by turn, straight to any turn, or note
// by note to where the coach's notes are; the notes at the step shown, the board as it was then
// (each game draws its own, ringing what the notes are about) and the log of that turn up to there.
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { GameDef, GameTypes, LogPlace } from '../../game';
import { readLog, turnStarts } from '../../match';
import type { LogEntry, ReviewNote, ReviewStep } from '../../match';
import { RuleLink } from '../../learn/components/RuleLink';
import { Dialog } from '../dialogs/Dialog';
import { LogTurns } from '../table/LogTurns';
import './review.css';

/** A game whose states count turns, as both games' do. */
type Turned = GameTypes & { state: { turn: number } };

function Notes<M>({ notes }: { notes: readonly ReviewNote<M>[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="review-notes" aria-label="Coach's notes">
      {notes.map((n) => (
        <li key={n.text}>{n.text}{n.rule && <> <RuleLink id={n.rule} /></>}
          {n.about.length > 0 && <span className="review-ringed"> (ringed on the board)</span>}
        </li>
      ))}
    </ul>
  );
}

interface Props<T extends Turned, M> {
  def: GameDef<T>;
  /** The game replayed from its start; its log, as the steps' `logAt` count it. */
  steps: readonly ReviewStep<T['state']>[];
  log: readonly LogEntry<T>[];
  /** Where the game's log opens (a new WARS game: its setup). */
  opening?: LogPlace;
  /** The coach's notes at each step. */
  notes: readonly ReviewNote<M>[][];
  /** Where a state stands, in words: "turn 2, P1's deploy phase". */
  where(state: T['state']): string;
  /** The board as it was at a state, with what the notes there are about ringed. */
  board(state: T['state'], about: readonly M[]): ReactNode;
  className?: string;
  onClose(): void;
}

export function ReviewDialog<T extends Turned, M>({ def, steps, log, opening, notes, where, board, className = '', onClose }: Props<T, M>) {
  const starts = useMemo(() => turnStarts(steps), [steps]);
  const noted = useMemo(() => notes.flatMap((n, i) => (n.length > 0 ? [i] : [])), [notes]);
  const [at, setAt] = useState(steps.length - 1);
  const step = steps[at];
  // This turn's lines so far; at the very start of a turn, the turn before it.
  const turn = useMemo(() => {
    const all = readLog(def, log.slice(0, step.logAt), null, {}, opening);
    const now = all.filter((t) => t.turn === step.game.turn);
    return now.length > 0 ? now : all.slice(-1);
  }, [def, log, opening, step]);
  // The start of the turn before the one shown, and of the one after it.
  const current = starts.filter((i) => i <= at).length - 1;
  const previousTurn = current > 0 ? starts[current - 1] : undefined;
  const nextTurn = starts[current + 1];
  const previousNote = noted.filter((i) => i < at).at(-1);
  const nextNote = noted.find((i) => i > at);
  return (
    <Dialog title="Review of the game" className={`game-review ${className}`} onClose={onClose}
      description={<p aria-live="polite">After action {at} of {steps.length - 1}: {where(step.game)}.</p>}>
      <div className="review-steps" role="group" aria-label="Step through the game">
        <button type="button" disabled={previousTurn === undefined} onClick={() => setAt(previousTurn!)}>Previous turn</button>
        <button type="button" disabled={at === 0} onClick={() => setAt(at - 1)}>Previous action</button>
        <button type="button" disabled={at === steps.length - 1} onClick={() => setAt(at + 1)}>Next action</button>
        <button type="button" disabled={nextTurn === undefined} onClick={() => setAt(nextTurn!)}>Next turn</button>
        <button type="button" disabled={previousNote === undefined} onClick={() => setAt(previousNote!)}>Previous note</button>
        <button type="button" disabled={nextNote === undefined} onClick={() => setAt(nextNote!)}>Next note</button>
        {/* A long game is many turns: straight to the start of any of them. */}
        <label className="review-turn">Go to
          <select value={starts[current]} onChange={(e) => setAt(Number(e.target.value))}>
            {starts.map((i) => <option key={i} value={i}>{steps[i].game.turn === 0 ? 'setup' : `turn ${steps[i].game.turn}`}</option>)}
          </select>
        </label>
      </div>
      <Notes notes={notes[at]} />
      {board(step.game, notes[at].flatMap((n) => n.about))}
      <LogTurns turns={turn} label="The log of this turn, up to here" />
    </Dialog>
  );
}
