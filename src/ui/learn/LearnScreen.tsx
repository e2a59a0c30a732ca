// The learn screen: the lessons in order, each with what it teaches and a mark once finished, then
// the puzzles from easy to hard (WARS's, then X-COM Incursion's), each with its task and a mark once
// solved (progress kept on this device), started, replayed or retried from here.
import { LESSONS } from '../../learn/lessons';
import { PUZZLES } from '../../learn/puzzles';
import { XCOM_PUZZLES } from '../../learn/puzzles/xcom';
import { DIFFICULTY_NAMES } from '../../learn/puzzles/types';
import type { PuzzleText } from '../../learn/puzzles/types';
import { useLearn } from './learnStore';
import './learn.css';

/** One game's puzzles, from easy to hard, each with its task and a mark once solved. */
/** `word`: what each is called on its button ("puzzle 2"). */
function PuzzleList({ puzzles, label, word }: { puzzles: readonly PuzzleText[]; label: string; word: string }) {
  const solved = useLearn((s) => s.progress.puzzles);
  const { startPuzzle } = useLearn.getState();
  return (
    <ol className="learn-list" aria-label={label}>
      {puzzles.map((p, i) => {
        const done = Boolean(solved[p.id]);
        return (
          <li key={p.id} className={`learn-item ${done ? 'is-done' : ''}`}>
            <span className="learn-n" aria-hidden="true">{done ? '✓' : i + 1}</span>
            <div>
              <h3>{i + 1}. {p.title} <span className={`puzzle-level level-${p.difficulty}`}>{DIFFICULTY_NAMES[p.difficulty]}</span> {done && <span className="learn-mark">solved</span>}</h3>
              <p>{p.task}</p>
            </div>
            <button type="button" onClick={() => startPuzzle(p.id)}
              aria-label={`${done ? 'Solve again' : 'Solve'} ${word} ${i + 1}: ${p.title}`}>
              {done ? 'Solve again' : 'Solve'}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

const solvedOf = (solved: Record<string, string>, puzzles: readonly PuzzleText[]) => puzzles.filter((p) => solved[p.id]).length;

function Puzzles() {
  const solved = useLearn((s) => s.progress.puzzles);
  return (
    <section aria-labelledby="puzzles-title">
      <h2 id="puzzles-title">Puzzles</h2>
      <p className="lede">A position, a goal and a limit: find the line that gets there. The rules decide whether you did; ask for a hint whenever you are stuck, and try again as often as you like. {solvedOf(solved, PUZZLES)} of {PUZZLES.length} solved.</p>
      <PuzzleList puzzles={PUZZLES} label="Puzzles" word="puzzle" />
      {/* The second game's, under its name: played on its own board. */}
      <h2 id="xcom-puzzles-title">X-COM Incursion puzzles</h2>
      <p className="lede">A deal of X-COM Incursion: you play Earth, and the Aliens keep to what the task says. {solvedOf(solved, XCOM_PUZZLES)} of {XCOM_PUZZLES.length} solved.</p>
      <PuzzleList puzzles={XCOM_PUZZLES} label="X-COM Incursion" word="X-COM puzzle" />
    </section>
  );
}

export function LearnScreen() {
  const done = useLearn((s) => s.progress.lessons);
  const { startLesson, closeLearn } = useLearn.getState();
  const firstOpen = LESSONS.find((l) => !done[l.id]);
  return (
    <main className="learn-screen" aria-labelledby="learn-title">
      <h1 id="learn-title">Learn to play</h1>
      <h2>Lessons</h2>
      <p className="lede">Short lessons on the real table, one idea at a time: the coach says what to look at, you make the moves, another player answers from a script. Each ends with what it taught. {LESSONS.filter((l) => done[l.id]).length} of {LESSONS.length} done.</p>
      <ol className="learn-list" aria-label="Lessons">
        {LESSONS.map((l, i) => {
          const finished = Boolean(done[l.id]);
          return (
            <li key={l.id} className={`learn-item ${finished ? 'is-done' : ''}`}>
              <span className="learn-n" aria-hidden="true">{finished ? '✓' : i + 1}</span>
              <div>
                <h3>{i + 1}. {l.title} {finished && <span className="learn-mark">done</span>}</h3>
                <p>{l.about}</p>
              </div>
              <button type="button" className={l === firstOpen ? 'primary' : ''} onClick={() => startLesson(l.id)}
                aria-label={`${finished ? 'Replay' : 'Start'} lesson ${i + 1}: ${l.title}`}>
                {finished ? 'Replay' : 'Start'}
              </button>
            </li>
          );
        })}
      </ol>
      <Puzzles />
      <button type="button" onClick={closeLearn}>Back to the start screen</button>
    </main>
  );
}
