// A finished WARS game looked back on (the shared review, ReviewDialog.tsx): the board and the
// battle (as the table's battle panel draws it: forces, destiny, attrition, power, result) as they
// were after each action, with the coach's notes where a rule decided something (a battle won,
// energy running low), each ringing on the board what it is about. Both players look, so no hand
// is shown and the log reads as both may read it.
import { useMemo } from 'react';
import { phaseName, tableView } from '../../engine';
import type { GameState, TableView } from '../../engine';
import { reviewNotes, WARS_GAME } from '../../match';
import type { ReviewStep } from '../../match';
import { useTable } from '../store';
import { seatName } from '../text';
import { BattleReport } from '../table/BattlePanel';
import { ReviewBoard } from './ReviewBoard';
import { ReviewDialog } from './ReviewDialog';

/** The table as both players may see it: the view of either seat without its hand. */
function publicView(s: GameState): TableView {
  const v = tableView(s, s.turnPlayer, []);
  return { ...v, players: v.players.map(({ hand: _, ...p }) => p) as TableView['players'] };
}

const where = (s: GameState) => (s.phase === 'setup' ? 'setup' : `turn ${s.turn}, ${seatName(s.turnPlayer)}'s ${phaseName(s.phase)}`);

/** `steps`: the game replayed from its start (reviewSteps). */
export function GameReview({ steps, onClose }: { steps: readonly ReviewStep[]; onClose(): void }) {
  const log = useTable((s) => s.log);
  const notes = useMemo(() => reviewNotes(steps, log), [steps, log]);
  return (
    <ReviewDialog def={WARS_GAME} steps={steps} log={log} notes={notes} where={where} onClose={onClose}
      board={(game, about) => {
        const view = publicView(game);
        return (
          <>
            <ReviewBoard view={view} about={about} />
            {view.battle && <div className="review-battle"><BattleReport view={view} near={0} own={null} /></div>}
          </>
        );
      }} />
  );
}
