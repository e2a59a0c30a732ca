// The table application: the start screen, the hand-over screen, setup, the table and the end,
// chosen from the store. Motion animates cards between zones by their layoutId.
import { LayoutGroup, MotionConfig } from 'motion/react';
import { useLayoutEffect } from 'react';
import { RulesReferenceDialog } from '../learn/components/RulesReferenceDialog';
import { actor } from '../engine';
import { measureUpdate } from './perf';
import { EndScreen } from './screens/EndScreen';
import { HandOver } from './screens/HandOver';
import { StartLocation } from './screens/StartLocation';
import { StartScreen } from './screens/StartScreen';
import { useTable } from './store';
import { Table } from './table/Table';

function Screen() {
  const game = useTable((s) => s.game);
  const screenSeat = useTable((s) => s.screenSeat);
  if (!game) return <StartScreen />;
  const next = actor(game);
  if (screenSeat === null) return next === null ? null : <HandOver to={next} />;
  if (game.phase === 'setup') return <StartLocation seat={screenSeat} />;
  return (
    <>
      <Table seat={screenSeat} />
      <EndScreen />
    </>
  );
}

export default function App() {
  const game = useTable((s) => s.game);
  useLayoutEffect(measureUpdate, [game]);
  return (
    <MotionConfig reducedMotion="user" transition={{ duration: 0.25 }}>
      <LayoutGroup>
        <Screen />
      </LayoutGroup>
      <RulesReferenceDialog />
    </MotionConfig>
  );
}
