// The table app with its games kept on the device: the game in progress is resumed before the
// first render (localStorage is synchronous) and saved after every action; the start screen
// gains the saved games and the deck builder.
import { useState } from 'react';
import App from '../App';
import { DeckBuilder } from '../builder/DeckBuilder';
import { useTable } from '../store';
import { useXcom } from '../xcom/store';
import { useChosenGame } from '../screens/StartScreen';
import { resumeCurrentGame, startAutosave, useSaveStatus } from './autosave';
import { SavedGames } from './SavedGames';
import './saves.css';

startAutosave();
const resumeProblem = resumeCurrentGame();

/** During play, the reason games stopped being saved, or that they soon may. */
function SaveAlert() {
  const problem = useSaveStatus((s) => s.problem);
  const warning = useSaveStatus((s) => s.warning);
  const text = problem ?? warning;
  return text ? <p className="save-alert" role="alert">{text}</p> : null;
}

export default function PersistentApp() {
  const inWars = useTable((s) => s.game !== null);
  const inXcom = useXcom((s) => s.match !== null);
  const inGame = inWars || inXcom;
  const wars = useChosenGame() === 'wars';
  const [building, setBuilding] = useState(false);
  // Remounted on leaving the builder so the start screen lists decks saved there.
  const [visit, setVisit] = useState(0);
  if (!inGame && building) return <DeckBuilder onClose={() => { setBuilding(false); setVisit(visit + 1); }} />;
  return (
    <>
      {inGame && <SaveAlert />}
      <App key={visit} />
      {!inGame && (
        <div className="start-extras">
          {wars && <section aria-labelledby="builder-entry-title">
            <h2 id="builder-entry-title">Your decks</h2>
            <p className="muted">Build decks from the whole card pool, import and export deck lists.</p>
            <button type="button" onClick={() => setBuilding(true)}>Open the deck builder</button>
          </section>}
          <SavedGames key={visit} notice={resumeProblem} />
        </div>
      )}
    </>
  );
}
