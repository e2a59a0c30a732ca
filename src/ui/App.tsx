// The table application: the start screen, the hand-over screen, setup, the table and the end,
// chosen from the store. The icon sprite is in the page once for every screen.
import { useLayoutEffect, useMemo } from 'react';
import { savedDeckChoices } from './builder/savedDecks';
import { RulesReferenceDialog } from '../learn/components/RulesReferenceDialog';
import { IconSprite } from './cards/icons';
import { measureUpdate } from './perf';
import { EndScreen } from './screens/EndScreen';
import { HandOver } from './screens/HandOver';
import { StartLocation } from './screens/StartLocation';
import { StartScreen } from './screens/StartScreen';
import { useTable } from './store';
import { Table } from './table/Table';
import { Coach, CoachAtHandOver } from './learn/Coach';
import { LearnScreen } from './learn/LearnScreen';
import { PuzzlePanel } from './learn/PuzzlePanel';
import { useLearn } from './learn/learnStore';
import { useXcom } from './xcom/store';
import { XcomTable } from './xcom/XcomTable';
import type { XcomStart } from '../xcom';
import { XCOM_FIRST_LESSON } from '../learn/lessons/xcom/first';

const startXcom = (start: XcomStart) => useXcom.getState().start(start);
const learnXcom = () => useLearn.getState().startXcomLesson(XCOM_FIRST_LESSON);

/** One element for the table's whole life, so the table (memo) does not render again for it. */
const COACH = <Coach />;
const PUZZLE = <PuzzlePanel />;

function Screen() {
  const hasGame = useTable((s) => s.game !== null);
  const setup = useTable((s) => s.game?.phase === 'setup');
  const screen = useTable((s) => s.screen);
  const startGame = useTable((s) => s.startGame);
  const saved = useMemo(savedDeckChoices, []);
  const learning = useLearn((s) => s.open);
  const lesson = useLearn((s) => s.lesson !== null);
  const puzzle = useLearn((s) => s.puzzle !== null);
  const openLearn = useLearn((s) => s.openLearn);
  const xcom = useXcom((s) => s.match !== null);
  if (xcom) return <XcomTable />;
  if (!hasGame || !screen) return learning ? <LearnScreen /> : <StartScreen onStart={startGame} onLearn={openLearn} onStartXcom={startXcom} onLearnXcom={learnXcom} saved={saved} />;
  if (screen.kind === 'handOver') return <>{lesson && <CoachAtHandOver />}<HandOver to={screen.to} /></>;
  if (setup) return <StartLocation seat={screen.seat} />;
  // A lesson's end is its summary, said by the coach; a puzzle's, its panel's verdict.
  return (
    <>
      <Table seat={screen.seat} shared={screen.kind === 'shared'} coach={lesson ? COACH : puzzle ? PUZZLE : undefined} />
      {!lesson && !puzzle && <EndScreen />}
    </>
  );
}

/** Measures each change of the game to its frame painted; apart, so that a change renders no more
 * than what shows the game. */
function MeasureUpdate() {
  const game = useTable((s) => s.game);
  useLayoutEffect(measureUpdate, [game]);
  return null;
}

export default function App() {
  return (
    <>
      <MeasureUpdate />
      <IconSprite />
      <Screen />
      <RulesReferenceDialog />
    </>
  );
}
