// The learn screen: the lessons in order, each with what it teaches and a mark once finished
// (progress kept on this device), started or replayed from here.
import { LESSONS } from '../../learn/lessons';
import { useLearn } from './learnStore';
import './learn.css';

export function LearnScreen() {
  const done = useLearn((s) => s.progress.lessons);
  const { startLesson, closeLearn } = useLearn.getState();
  const firstOpen = LESSONS.find((l) => !done[l.id]);
  return (
    <main className="learn-screen" aria-labelledby="learn-title">
      <h1 id="learn-title">Learn to play</h1>
      <p className="lede">Short lessons on the real table, one idea at a time: the coach says what to look at, you make the moves, another player answers from a script. Each ends with what it taught. {Object.keys(done).length} of {LESSONS.length} done.</p>
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
      <button type="button" onClick={closeLearn}>Back to the start screen</button>
    </main>
  );
}
