// The table as the on-screen seat sees it, from its table view: the top bar; the board with the
// opponent's strip, the location lanes, the viewer's strip, hand and actions; and the side panel
// with the battle, the card looked at, the stack and the log (a drawer on narrow screens).
import { useMemo, useState } from 'react';
import { tableView } from '../../engine';
import type { Seat } from '../../engine';
import { RulesButton } from '../../learn/components/RulesReferenceDialog';
import { HandFace, TileFace } from '../cards/CardFace';
import { cardDef } from '../cards/info';
import { ChooserDialog } from '../dialogs/ChooserDialog';
import { DecisionDialog } from '../dialogs/DecisionDialog';
import { LostPileDialog } from '../dialogs/LostPileDialog';
import { DragSurface } from '../dnd/DragSurface';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { otherSeat } from '../text';
import { ActionsPanel } from './ActionsPanel';
import { BattlePanel } from './BattlePanel';
import { CardDetail } from './CardDetail';
import { GameLog } from './GameLog';
import { Hand } from './Hand';
import { LocationRow } from './LocationRow';
import { Recap, RefusalNotice } from './Notices';
import { PlayArea } from './PlayArea';
import { PlayerBar } from './PlayerBar';
import { StackPanel } from './StackPanel';
import { StatusBar } from './StatusBar';
import { cardsById, ViewContext } from './useView';
import './table.css';

export function Table({ seat }: { seat: Seat }) {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const dropOn = useInteraction((s) => s.dropOn);
  const setDragging = useInteraction((s) => s.setDragging);
  const view = useMemo(() => tableView(game, seat, legal), [game, seat, legal]);
  const [drawer, setDrawer] = useState(false);
  const overlay = (id: string) => {
    const inHand = view.players[seat].hand?.find((h) => h.id === id);
    if (inHand) return <div className="card hand-card drag-overlay"><HandFace def={cardDef(inHand.number)!} /></div>;
    const inPlay = cardsById(view).get(id);
    return inPlay ? <div className="card tile drag-overlay"><TileFace card={inPlay} /></div> : null;
  };
  return (
    <ViewContext.Provider value={view}>
      <DragSurface onDragStart={setDragging} onDragCancel={() => setDragging(null)} onDrop={dropOn} overlay={overlay}>
        <main className={`table ${view.battle ? 'in-battle' : ''} ${drawer ? 'drawer-open' : ''}`} aria-label={`Table, seen by P${seat + 1}`}>
          <StatusBar onDetails={() => setDrawer(!drawer)} />
          <div className="notices">
            <RefusalNotice />
            <Recap viewer={seat} />
          </div>
          <div className="board">
            <PlayerBar seat={otherSeat(seat)} />
            <LocationRow />
            <div className="near">
              <PlayerBar seat={seat} />
              <PlayArea />
            </div>
            <div className="hand-area">
              <Hand seat={seat} cards={view.players[seat].hand ?? []} />
              <ActionsPanel />
            </div>
          </div>
          <aside className="side-panel" aria-label="Details">
            <button type="button" className="drawer-close" onClick={() => setDrawer(false)}>Close details</button>
            <RulesButton />
            <BattlePanel />
            <CardDetail />
            <StackPanel />
            <GameLog viewer={seat} />
          </aside>
        </main>
        <DecisionDialog />
        <ChooserDialog />
        <LostPileDialog />
      </DragSurface>
    </ViewContext.Provider>
  );
}
