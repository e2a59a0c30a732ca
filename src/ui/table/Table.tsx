// The table as the on-screen seat sees it: the opponent's piles, the location row, the viewer's
// piles and hand, and beside them the card view, the stack, the actions and the log.
import { seatView } from '../../engine';
import { RulesButton } from '../../learn/components/RulesReferenceDialog';
import type { Seat } from '../../engine';
import { cardDef } from '../cards/info';
import { ChooserDialog } from '../dialogs/ChooserDialog';
import { DecisionDialog } from '../dialogs/DecisionDialog';
import { LostPileDialog } from '../dialogs/LostPileDialog';
import { DragSurface } from '../dnd/DragSurface';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { otherSeat } from '../text';
import { ActionsPanel } from './ActionsPanel';
import { CardDetail } from './CardDetail';
import { CardFace } from './CardFace';
import { GameLog } from './GameLog';
import { Hand } from './Hand';
import { LocationRow } from './LocationRow';
import { Recap, RefusalNotice } from './Notices';
import { Piles } from './Piles';
import { PlayArea } from './PlayArea';
import { StackPanel } from './StackPanel';
import { StatusBar } from './StatusBar';

export function Table({ seat }: { seat: Seat }) {
  const game = useTable((s) => s.game)!;
  const dropOn = useInteraction((s) => s.dropOn);
  const setDragging = useInteraction((s) => s.setDragging);
  const view = seatView(game, seat);
  const hand = view.players[seat].hand.cards ?? [];
  return (
    <DragSurface
      onDragStart={setDragging}
      onDrop={dropOn}
      overlay={(card) => <div className="card drag-overlay"><CardFace def={cardDef(view.numbers[card])!} /></div>}
    >
      <main className="table" aria-label={`Table, seen by P${seat + 1}`}>
        <StatusBar viewer={seat} />
        <RefusalNotice />
        <Recap viewer={seat} />
        <div className="board">
          <div className="play-zone">
            <Piles seat={otherSeat(seat)} view={view} />
            <LocationRow viewer={seat} />
            <PlayArea />
            <Piles seat={seat} view={view} />
            <Hand seat={seat} cards={hand} numbers={view.numbers} />
          </div>
          <aside className="side-panels" aria-label="Details">
            <RulesButton />
            <CardDetail view={view} />
            <ActionsPanel />
            <StackPanel />
            <GameLog viewer={seat} />
          </aside>
        </div>
      </main>
      <DecisionDialog />
      <ChooserDialog />
      <LostPileDialog view={view} />
    </DragSurface>
  );
}
