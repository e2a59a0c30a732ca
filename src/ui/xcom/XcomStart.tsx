// Starting an X-COM Incursion game from the start screen: who plays each side (two players at the
// screen, or the computer as one side at a level), an optional seed. Kept light (no engine): the
// start screen paints before the rest of the app loads.
import { useState } from 'react';
import { create } from 'zustand';
import type { Seat } from '../../game';
import type { XcomStart as Start } from '../../xcom';
import { XCOM_LEVELS } from '../../xcom/levels';
import type { XcomLevel } from '../../xcom/levels';
import { OpponentChoice } from '../screens/OpponentChoice';
import { readProgress } from '../../learn/progress';
import { XCOM_FIRST_LESSON } from '../../learn/lessons/xcom/first';

const SIDES: readonly [string, string] = ['Earth', 'the Aliens'];

/** The choices, kept outside the form: the start screen is drawn again once the whole app has
 * loaded, and a choice made before that stays made. */
const useChoices = create<{ seed: string; computer: Seat | null; level: XcomLevel }>()(() => ({ seed: '', computer: null, level: 'greedy' }));
const setSeed = (seed: string) => useChoices.setState({ seed });
const setComputer = (computer: Seat | null) => useChoices.setState({ computer });
const setLevel = (level: XcomLevel) => useChoices.setState({ level });

export function XcomStart({ onStart, onLearn }: { onStart(start: Start): void; onLearn(): void }) {
  const { seed, computer, level } = useChoices();
  // Read once: the lesson is finished on its own table, never while this screen is up.
  const [learned] = useState(() => readProgress().lessons[XCOM_FIRST_LESSON] !== undefined);
  const start = () => onStart({
    seed: seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seed),
    ...(computer === null ? {} : { opponent: { seat: computer, level } }),
  });
  return (
    <form className="xcom-start" onSubmit={(e) => { e.preventDefault(); start(); }}>
      <p>
        A two-player deck-building game: one player runs X-COM (Earth), the other the Aliens. Both decks
        are fixed; you improve yours during play by researching cards from your base deck. Every card
        is played face up, so you share one screen throughout. Earth wins by flying the Avenger to
        Cydonia, the Aliens by a final assault or by Earth's panic reaching 50.
      </p>
      <p className="muted">Earth acts first in every phase.</p>
      {/* Not a named region: its name would repeat the game's, which the game's radio button has. */}
      <div className="learn-first">
        <h2>New to X-COM Incursion? Learn to play</h2>
        <p>A short lesson on the real table: you play one whole turn as Earth, phase by phase, while the coach explains each move.{learned && <strong> You have done it on this device: play it again any time.</strong>}</p>
        <button type="button" className={learned ? '' : 'primary'} onClick={onLearn}>Learn to play</button>
      </div>
      <div className="start-row">
        <OpponentChoice name="xcom-opponent" sides={SIDES} levels={XCOM_LEVELS} computer={computer} level={level} onComputer={setComputer} onLevel={setLevel} />
        <label className="seed">Seed (optional, replays the same shuffles) <input type="number" inputMode="numeric" min={0} value={seed} onChange={(e) => setSeed(e.target.value)} /></label>
      </div>
      <button type="submit" className="primary start-button">Start X-COM Incursion</button>
    </form>
  );
}
