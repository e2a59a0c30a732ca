// A puzzle at the table, in the coach's band above the board: the task and its limit, the hints
// asked for so far (the rule with its links, the card to look at, the move), Retry and Leave.
// Folded, the band keeps to the goal in a line and the newest hint, so a phone still shows the
// board; a phone folds it by itself once a hint is asked (the task has been read by then).
// The engine settles the attempt: solved, a dialog says why the line worked and offers the next
// puzzle; failed, the band says so and offers a retry.
import type { ReactNode } from 'react';
import { PUZZLES } from '../../learn/puzzles';
import { XCOM_PUZZLES } from '../../learn/puzzles/xcom';
import { progressGame } from '../../learn/progress';
import { DIFFICULTY_NAMES } from '../../learn/puzzles/types';
import type { PuzzleText } from '../../learn/puzzles/types';
import { RuleLink } from '../../learn/components/RuleLink';
import { TermText } from '../../learn/components/TermText';
import { Dialog } from '../dialogs/Dialog';
import { useEffect, useState } from 'react';
import { useHeightVar } from '../table/heightVar';
import { CoachHead, CoachRefusal } from './Coach';
import { CoachRings } from './CoachRings';
import { useLearn } from './learnStore';
import { useNarrow } from '../useNarrow';

/** The next puzzle of the same game. */
function nextPuzzle(p: PuzzleText): PuzzleText | undefined {
  const list: readonly PuzzleText[] = progressGame(p.id) === 'xcom' ? XCOM_PUZZLES : PUZZLES;
  return list[list.findIndex((x) => x.id === p.id) + 1];
}

function Solved({ puzzle }: { puzzle: PuzzleText }) {
  const { startPuzzle, retryPuzzle, leavePuzzle } = useLearn.getState();
  const next = nextPuzzle(puzzle);
  return (
    <Dialog title={`Puzzle solved: ${puzzle.title}`} className="lesson-summary puzzle-solved"
      description={<p><TermText text={puzzle.explain} /></p>}>
      <div className="summary-actions">
        {next && <button type="button" className="primary" onClick={() => startPuzzle(next.id)}>Next puzzle: {next.title}</button>}
        <button type="button" onClick={retryPuzzle}>Solve it again</button>
        <button type="button" className={next ? '' : 'primary'} onClick={leavePuzzle}>All puzzles</button>
      </div>
    </Dialog>
  );
}

const HINT_NAMES = ['The rule', 'Look at', 'The move'] as const;

/** Hints `from` to `shown` (1 to 3). */
function HintList({ puzzle, from, shown }: { puzzle: PuzzleText; from: number; shown: number }) {
  const { rule, card, move } = puzzle.hints;
  const texts = [rule.text, card.text, move];
  return (
    <ol className="puzzle-hints" aria-label="Hints" start={from}>
      {texts.slice(from - 1, shown).map((text, i) => (
        <li key={HINT_NAMES[from - 1 + i]}><strong>{HINT_NAMES[from - 1 + i]}:</strong> <TermText text={text} />
          {from + i === 1 && <>{' '}<span className="coach-rules">{rule.rules.map((id) => <RuleLink key={id} id={id} />)}</span></>}
        </li>
      ))}
    </ol>
  );
}

/** The puzzle opens looking at what it is about: a phone's row shows two or three lanes. */
function useFocus(id: string | undefined, focus: readonly string[] | undefined): void {
  useEffect(() => {
    const first = focus?.[0];
    if (!first) return;
    const frame = requestAnimationFrame(() => document.querySelector(`[data-card="${first}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
    // Once for each puzzle opened, not again as the cards move.
  }, [id]);
}

/** `refusal`: the puzzle's refusals, where its game's table keeps them (WARS's table store by
 * default). */
export function PuzzlePanel({ refusal = <CoachRefusal /> }: { refusal?: ReactNode }) {
  const view = useLearn((s) => s.puzzle);
  const band = useHeightVar('--coach-h');
  const narrow = useNarrow();
  // Null until the player folds or unfolds the band: then a phone folds it once a hint is shown.
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  useFocus(view?.puzzle.id, view?.focus);
  if (!view) return null;
  const { puzzle, outcome, hints } = view;
  const { hintPuzzle, retryPuzzle, leavePuzzle } = useLearn.getState();
  const open = unfolded ?? !(narrow && hints > 0);
  return (
    <section ref={band} className={`coach puzzle-panel ${open ? '' : 'is-folded'}`} aria-label={`Puzzle: ${puzzle.title}`}>
      <CoachRings rings={view.rings} />
      <CoachHead title={`Puzzle: ${puzzle.title}`} count={DIFFICULTY_NAMES[puzzle.difficulty]}>
        <button type="button" onClick={retryPuzzle}>Retry</button>
        <button type="button" onClick={leavePuzzle}>Leave the puzzle</button>
      </CoachHead>
      {open
        ? <p className="coach-text"><TermText text={puzzle.task} /> <span className="puzzle-limit">Limit: {puzzle.limitText}.</span></p>
        : <p className="coach-text puzzle-goal"><span className="puzzle-limit">Goal:</span> {view.goal}</p>}
      {hints > 0 && <HintList puzzle={puzzle} from={open ? 1 : hints} shown={hints} />}
      <div className="coach-foot" aria-live="polite">
        {outcome === 'open' && (
          <button type="button" onClick={hintPuzzle} disabled={hints >= 3}>
            {hints >= 3 ? 'No more hints' : `Hint (${hints + 1} of 3)`}
          </button>
        )}
        <button type="button" className="coach-fold" aria-expanded={open} onClick={() => setUnfolded(!open)}>
          {open ? 'Fold' : hints > 1 ? 'The whole task and hints' : 'The whole task'}
        </button>
        {outcome === 'failed' && (
          <>
            <span className="puzzle-failed" role="status">Not this time: the goal was not met {puzzle.limitText}.</span>
            <button type="button" className="primary" onClick={retryPuzzle}>Try again</button>
          </>
        )}
        {outcome === 'solved' && <span className="puzzle-solved-mark" role="status">Solved.</span>}
      </div>
      {outcome === 'open' && refusal}
      {outcome === 'solved' && <Solved puzzle={puzzle} />}
    </section>
  );
}
