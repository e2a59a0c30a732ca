// The table as the on-screen seat sees it, from its table view: the top bar; the board with the
// opponent's strip, the location lanes, the viewer's strip, hand and actions; and the side panel
// with the battle, the card looked at, the stack and the log (a drawer on narrow screens). On a
// shared screen both players look: no hand is in the view or the page, a banner in its place says
// who decides, and the log reads as both may read it.
import { memo, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { HandCardView, Seat } from '../../engine';
import { RulesButton } from '../../learn/components/RulesReferenceDialog';
import { HandFace, TileFace } from '../cards/CardFace';
import { cardDef } from '../cards/info';
import { FirstTimeNotice } from '../hints/FirstTimeNotice';
import { HintsPanel, WhyNotNotice } from '../hints/Hints';
import { ChooserDialog } from '../dialogs/ChooserDialog';
import { DecisionDialog } from '../dialogs/DecisionDialog';
import { RiskDialog } from '../dialogs/RiskDialog';
import { LostPileDialog } from '../dialogs/LostPileDialog';
import { DragSurface } from '../dnd/DragSurface';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { otherSeat, seatName } from '../text';
import { useRootFlag } from '../rootFlag';
import { ActionsPanel } from './ActionsPanel';
import { BattlePanel } from './BattlePanel';
import { CardDetail } from './CardDetail';
import { GameLog } from './GameLog';
import { Hand } from './Hand';
import { LocationRow } from './LocationRow';
import { Recap, RefusalNotice, UndoneNotice } from './Notices';
import { PlayArea } from './PlayArea';
import { PlayerBar } from './PlayerBar';
import { SharedBanner } from './SharedScreen';
import { StackPanel } from './StackPanel';
import { StatusBar } from './StatusBar';
import { cardsById, useNearSeat, useViewPart, viewOf } from './useView';
import './table.css';

const NO_CARDS: HandCardView[] = [];

/** What follows the pointer during a drag: the card as it is in the hand or in play. */
function DragImage({ id }: { id: string }) {
  const view = viewOf(useTable.getState());
  const inHand = view?.players[view.seat].hand?.find((h) => h.id === id);
  if (inHand) return <div className="card hand-card drag-overlay"><HandFace def={cardDef(inHand.number)!} /></div>;
  const inPlay = view ? cardsById(view).get(id) : undefined;
  return inPlay ? <div className="card tile drag-overlay"><TileFace card={inPlay} /></div> : null;
}

/** The table inside its drag surface. The surface stays put while the game changes (only the
 * table beneath it renders again), so a change of state never renders the drag machinery. */
export const Table = memo(function Table({ seat, shared = false, coach }: { seat: Seat; shared?: boolean; coach?: ReactNode }) {
  const dropOn = useInteraction((s) => s.dropOn);
  const overlay = useCallback((id: string) => <DragImage id={id} />, []);
  return (
    <DragSurface onDrop={dropOn} overlay={overlay}>
      <TableBody seat={seat} shared={shared} coach={coach} />
    </DragSurface>
  );
});

/** The table itself. Its parts read the view from the store (useView), each the part it shows. A
 * coach (a lesson, a puzzle) takes a band above the board. */
function TableBody({ seat, shared, coach }: { seat: Seat; shared: boolean; coach?: ReactNode }) {
  const inBattle = useViewPart((v) => v.battle !== null);
  const hand = useViewPart((v) => v.players[seat].hand);
  const near = useNearSeat();
  const [drawer, setDrawer] = useState(false);
  useRootFlag('wars-table', true);
  return (
    <>
      <main className={`table ${inBattle ? 'in-battle' : ''} ${drawer ? 'drawer-open' : ''} ${coach ? 'has-coach' : ''}`} aria-label={shared ? 'Table, shared screen' : `Table, seen by ${seatName(seat)}`}>
        <h1 className="visually-hidden">WARS Table: {shared ? 'shared screen' : `${seatName(seat)}'s view`}</h1>
        <StatusBar onDetails={() => setDrawer(!drawer)} />
        {coach}
        <div className="notices">
          <RefusalNotice />
          <UndoneNotice />
          {!coach && <WhyNotNotice />}
          {!coach && <FirstTimeNotice />}
          {!shared && <Recap />}
        </div>
        <div className="board">
          <PlayerBar seat={otherSeat(near)} />
          <LocationRow />
          <div className="near">
            <PlayerBar seat={near} />
            <PlayArea />
          </div>
          <div className="hand-area">
            {shared ? <SharedBanner seat={seat} /> : <Hand seat={seat} cards={hand ?? NO_CARDS} />}
            <ActionsPanel />
          </div>
        </div>
        <aside className="side-panel" aria-label="Details">
          <button type="button" className="drawer-close" onClick={() => setDrawer(false)}>Close details</button>
          <RulesButton />
          {!coach && <HintsPanel />}
          <BattlePanel />
          <CardDetail />
          <StackPanel />
          <GameLog viewer={shared ? null : seat} />
        </aside>
      </main>
      <DecisionDialog />
      <ChooserDialog />
      <RiskDialog />
      <LostPileDialog />
    </>
  );
}
