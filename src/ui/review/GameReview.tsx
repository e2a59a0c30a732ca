// A finished game looked back on, action by action or turn by turn: the board, the battle (as the
// table's battle panel draws it: forces, destiny, attrition, power, result) and the log as they
// were after each action, replayed from the game's start, with the coach's notes where
// a rule decided something (a battle won, energy running low), each ringing on the board what it
// is about. Both players look, so no hand is shown and the log reads as both may read it.
import { useMemo, useState } from 'react';
import { phaseName, tableView } from '../../engine';
import type { GameState, TableView } from '../../engine';
import { readLog, reviewNotes, turnStarts, WARS_GAME } from '../../match';
import type { ReviewNote, ReviewStep } from '../../match';
import { RuleLink } from '../../learn/components/RuleLink';
import { Dialog } from '../dialogs/Dialog';
import { useTable } from '../store';
import { seatName } from '../text';
import { BattleReport } from '../table/BattlePanel';
import { LogTurns } from '../table/LogTurns';
import { ReviewBoard } from './ReviewBoard';
import './review.css';

/** The table as both players may see it: the view of either seat without its hand. */
function publicView(s: GameState): TableView {
  const v = tableView(s, s.turnPlayer, []);
  return { ...v, players: v.players.map(({ hand: _, ...p }) => p) as TableView['players'] };
}

function Notes({ notes }: { notes: readonly ReviewNote[] }) {
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

/** `steps`: the game replayed from its start (reviewSteps). */
export function GameReview({ steps, onClose }: { steps: readonly ReviewStep[]; onClose(): void }) {
  const log = useTable((s) => s.log);
  const starts = useMemo(() => turnStarts(steps), [steps]);
  const notes = useMemo(() => reviewNotes(steps, log), [steps, log]);
  const noted = useMemo(() => notes.flatMap((n, i) => (n.length > 0 ? [i] : [])), [notes]);
  const [at, setAt] = useState(steps.length - 1);
  const step = steps[at];
  const view = useMemo(() => publicView(step.game), [step]);
  // This turn's lines so far; at the very start of a turn, the turn before it.
  const turn = useMemo(() => {
    const all = readLog(WARS_GAME, log.slice(0, step.logAt), null);
    const now = all.filter((t) => t.turn === step.game.turn);
    return now.length > 0 ? now : all.slice(-1);
  }, [log, step]);
  // The start of the turn before the one shown, and of the one after it.
  const current = starts.filter((i) => i <= at).length - 1;
  const previousTurn = current > 0 ? starts[current - 1] : undefined;
  const nextTurn = starts[current + 1];
  const previousNote = noted.filter((i) => i < at).at(-1);
  const nextNote = noted.find((i) => i > at);
  const where = step.game.phase === 'setup' ? 'setup' : `turn ${step.game.turn}, ${seatName(step.game.turnPlayer)}'s ${phaseName(step.game.phase)}`;
  return (
    <Dialog title="Review of the game" className="game-review" onClose={onClose}
      description={<p aria-live="polite">After action {at} of {steps.length - 1}: {where}.</p>}>
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
      <ReviewBoard view={view} about={notes[at].flatMap((n) => n.about)} />
      {view.battle && <div className="review-battle"><BattleReport view={view} near={0} own={null} /></div>}
      <LogTurns turns={turn} label="The log of this turn, up to here" />
    </Dialog>
  );
}
