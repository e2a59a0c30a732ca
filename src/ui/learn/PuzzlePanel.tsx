// A puzzle at the table, in the coach's band above the board: the task and its limit, the hints
// asked for so far (the rule with its links, the card to look at, the move), Retry and Leave.
// The engine settles the attempt: solved, a dialog says why the line worked and offers the next
// puzzle; failed, the band says so and offers a retry.
import { PUZZLES } from '../../learn/puzzles';
import { DIFFICULTY_NAMES } from '../../learn/puzzles/types';
import type { Puzzle } from '../../learn/puzzles/types';
import { RuleLink } from '../../learn/components/RuleLink';
import { TermText } from '../../learn/components/TermText';
import { Dialog } from '../dialogs/Dialog';
import { useHeightVar } from '../table/heightVar';
import { CoachHead, CoachRefusal } from './Coach';
import { CoachRings } from './CoachRings';
import { useLearn } from './learnStore';

const nextPuzzle = (p: Puzzle): Puzzle | undefined => PUZZLES[PUZZLES.indexOf(p) + 1];

function Solved({ puzzle }: { puzzle: Puzzle }) {
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

function HintList({ puzzle, shown }: { puzzle: Puzzle; shown: number }) {
  const { rule, card, move } = puzzle.hints;
  return (
    <ol className="puzzle-hints" aria-label="Hints">
      {shown >= 1 && (
        <li><strong>The rule:</strong> <TermText text={rule.text} />{' '}
          <span className="coach-rules">{rule.rules.map((id) => <RuleLink key={id} id={id} />)}</span></li>
      )}
      {shown >= 2 && <li><strong>Look at:</strong> <TermText text={card.text} /></li>}
      {shown >= 3 && <li><strong>The move:</strong> <TermText text={move} /></li>}
    </ol>
  );
}

export function PuzzlePanel() {
  const view = useLearn((s) => s.puzzle);
  const band = useHeightVar('--coach-h');
  if (!view) return null;
  const { puzzle, outcome, hints } = view;
  const { hintPuzzle, retryPuzzle, leavePuzzle } = useLearn.getState();
  return (
    <section ref={band} className="coach puzzle-panel" aria-label={`Puzzle: ${puzzle.title}`}>
      <CoachRings rings={view.rings} />
      <CoachHead title={`Puzzle: ${puzzle.title}`} count={DIFFICULTY_NAMES[puzzle.difficulty]}>
        <button type="button" onClick={retryPuzzle}>Retry</button>
        <button type="button" onClick={leavePuzzle}>Leave the puzzle</button>
      </CoachHead>
      <p className="coach-text"><TermText text={puzzle.task} /> <span className="puzzle-limit">Limit: {puzzle.limitText}.</span></p>
      {hints > 0 && <HintList puzzle={puzzle} shown={hints} />}
      <div className="coach-foot" aria-live="polite">
        {outcome === 'open' && (
          <button type="button" onClick={hintPuzzle} disabled={hints >= 3}>
            {hints >= 3 ? 'No more hints' : `Hint (${hints + 1} of 3)`}
          </button>
        )}
        {outcome === 'failed' && (
          <>
            <span className="puzzle-failed" role="status">Not this time: the goal was not met {puzzle.limitText}.</span>
            <button type="button" className="primary" onClick={retryPuzzle}>Try again</button>
          </>
        )}
        {outcome === 'solved' && <span className="puzzle-solved-mark" role="status">Solved.</span>}
      </div>
      {outcome === 'open' && <CoachRefusal />}
      {outcome === 'solved' && <Solved puzzle={puzzle} />}
    </section>
  );
}
