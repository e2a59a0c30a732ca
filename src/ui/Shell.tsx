// The first screen, kept light: the start screen, drawn from the card pool alone. The rest of the
// app (the rules engine, the table, the saved games, the deck builder: PersistentApp) loads once
// the start screen is on screen, and takes over from it; a game in progress opens it at once.
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { CURRENT_KEY } from '../persist/keys';
import type { StartParams } from '../match';
import type { XcomStart } from '../xcom';
import { XCOM_FIRST_LESSON } from '../learn/lessons/xcom/first';
import { IconSprite } from './cards/icons';
import { StartScreen } from './screens/StartScreen';

type Full = ComponentType;
let loading: Promise<Full> | null = null;
const loadFull = () => (loading ??= import('./saves/PersistentApp').then((m) => m.default));

function gameInProgress(): boolean {
  try {
    return localStorage.getItem(CURRENT_KEY) !== null;
  } catch {
    return false;
  }
}

/** After the first paint, when the browser is idle (or soon). */
function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 500 });
  else setTimeout(fn, 50);
}

export default function Shell() {
  const [Full, setFull] = useState<Full | null>(null);
  const [resuming] = useState(gameInProgress);
  useEffect(() => {
    let live = true;
    const go = () => void loadFull().then((c) => { if (live) setFull(() => c); });
    if (resuming) go();
    else whenIdle(go);
    return () => { live = false; };
  }, [resuming]);
  if (Full) return <Full />;
  if (resuming) return <p className="loading">Loading the table…</p>;
  const start = (params: StartParams) => {
    void Promise.all([loadFull(), import('./store')]).then(([c, { useTable }]) => {
      useTable.getState().startGame(params);
      setFull(() => c);
    });
  };
  const learn = () => {
    void Promise.all([loadFull(), import('./learn/learnStore')]).then(([c, { useLearn }]) => {
      useLearn.getState().openLearn();
      setFull(() => c);
    });
  };
  const startXcom = (start: XcomStart) => {
    void Promise.all([loadFull(), import('./xcom/store')]).then(([c, { useXcom }]) => {
      useXcom.getState().start(start);
      setFull(() => c);
    });
  };
  const learnXcom = () => {
    void Promise.all([loadFull(), import('./learn/learnStore')]).then(([c, { useLearn }]) => {
      useLearn.getState().startXcomLesson(XCOM_FIRST_LESSON);
      setFull(() => c);
    });
  };
  return (
    <>
      <IconSprite />
      <StartScreen onStart={start} onLearn={learn} onStartXcom={startXcom} onLearnXcom={learnXcom} />
    </>
  );
}
