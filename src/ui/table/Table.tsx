// The table as the on-screen seat sees it, from its table view: the top bar; the board with the
// opponent's strip, the location lanes, the viewer's strip, hand and actions; and the side panel
// with the battle, the card looked at, the stack and the log (a drawer on narrow screens).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { tableView } from '../../engine';
import type { Seat, TableView } from '../../engine';
import { HandFace, TileFace } from '../cards/CardFace';
import { cardDef } from '../cards/info';
import { ChooserDialog } from '../dialogs/ChooserDialog';
import { DecisionDialog } from '../dialogs/DecisionDialog';
import { LostPileDialog } from '../dialogs/LostPileDialog';
import { DragSurface } from '../dnd/DragSurface';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { otherSeat, seatName } from '../text';
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
import { cardsById, shareUnchanged, ViewContext } from './useView';
import './table.css';

/** What follows the pointer during a drag: the card as it is in the hand or in play. */
function DragImage({ id, view }: { id: string; view: TableView | null }) {
  const inHand = view?.players[view.seat].hand?.find((h) => h.id === id);
  if (inHand) return <div className="card hand-card drag-overlay"><HandFace def={cardDef(inHand.number)!} /></div>;
  const inPlay = view ? cardsById(view).get(id) : undefined;
  return inPlay ? <div className="card tile drag-overlay"><TileFace card={inPlay} /></div> : null;
}

/** The table inside its drag surface. The surface stays put while the game changes (only the
 * table beneath it renders again), so a change of state never renders the drag machinery. */
export function Table({ seat }: { seat: Seat }) {
  const dropOn = useInteraction((s) => s.dropOn);
  const setDragging = useInteraction((s) => s.setDragging);
  const shown = useRef<TableView | null>(null);
  const overlay = useCallback((id: string) => <DragImage id={id} view={shown.current} />, []);
  const cancel = useCallback(() => setDragging(null), [setDragging]);
  return (
    <DragSurface onDragStart={setDragging} onDragCancel={cancel} onDrop={dropOn} overlay={overlay}>
      <TableBody seat={seat} shown={shown} />
    </DragSurface>
  );
}

/** The table itself, from its view; `shown` keeps the view on screen for the drag image. */
function TableBody({ seat, shown }: { seat: Seat; shown: RefObject<TableView | null> }) {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const view = useMemo(() => (shown.current = shareUnchanged(shown.current, tableView(game, seat, legal))), [game, seat, legal, shown]);
  const [drawer, setDrawer] = useState(false);
  return (
    <ViewContext.Provider value={view}>
      <main className={`table ${view.battle ? 'in-battle' : ''} ${drawer ? 'drawer-open' : ''}`} aria-label={`Table, seen by P${seat + 1}`}>
        <h1 className="visually-hidden">WARS Table: {seatName(seat)}'s view</h1>
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
          <BattlePanel />
          <CardDetail />
          <StackPanel />
          <GameLog viewer={seat} />
        </aside>
      </main>
      <DecisionDialog />
      <ChooserDialog />
      <LostPileDialog />
  </ViewContext.Provider>
);
}
