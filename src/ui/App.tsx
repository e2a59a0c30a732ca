// The table application: the start screen, the hand-over screen, setup, the table and the end,
// chosen from the store. The icon sprite is in the page once for every screen.
import { useLayoutEffect } from 'react';
import { RulesReferenceDialog } from '../learn/components/RulesReferenceDialog';
import { IconSprite } from './cards/icons';
import { measureUpdate } from './perf';
import { EndScreen } from './screens/EndScreen';
import { HandOver } from './screens/HandOver';
import { StartLocation } from './screens/StartLocation';
import { StartScreen } from './screens/StartScreen';
import { useTable } from './store';
import { Table } from './table/Table';

function Screen() {
  const game = useTable((s) => s.game);
  const screen = useTable((s) => s.screen);
  if (!game || !screen) return <StartScreen />;
  if (screen.kind === 'handOver') return <HandOver to={screen.to} />;
  if (game.phase === 'setup') return <StartLocation seat={screen.seat} />;
  return (
    <>
      <Table seat={screen.seat} />
      <EndScreen />
    </>
  );
}

export default function App() {
  const game = useTable((s) => s.game);
  useLayoutEffect(measureUpdate, [game]);
  return (
    <>
      <IconSprite />
      <Screen />
      <RulesReferenceDialog />
    </>
  );
}
