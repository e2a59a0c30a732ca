// The game menu: a guide to the table, undo (with the reason when it is not possible), the
// table's settings, conceding, and leaving the table with the game kept in the saved games.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Seat } from '../../engine';
import { Dialog } from '../dialogs/Dialog';
import { useInteraction } from '../interaction';
import { tableUndoPlan, useTable } from '../store';
import { otherSeat, seatName } from '../text';
import { TableSettings } from './TableSettings';
import { TableHelp } from './TableHelp';

function MenuUndo() {
  const plan = useTable(useShallow((s) => tableUndoPlan(s)));
  const undo = useInteraction((s) => s.undo);
  return (
    <section aria-labelledby="menu-undo">
      <h3 id="menu-undo">Undo</h3>
      <button type="button" aria-disabled={!plan.ok} aria-describedby="menu-undo-why" onClick={() => undo()}>Undo my last action</button>
      <p id="menu-undo-why" className="muted">{plan.ok ? 'Takes back your last action.' : `Not possible now. ${plan.reason}`}</p>
    </section>
  );
}

/** The seats whose players are at the screen now: the owner of their own screen, or both. */
function useSeatsAtScreen(): Seat[] {
  return useTable(useShallow((s) => (s.screen?.kind === 'seat' ? [s.screen.seat] : s.screen?.kind === 'shared' ? [0, 1] : [])));
}

/** Conceding ends the game: the menu closes on it, so the end screen is all there is to read. */
function Concede({ onConceded }: { onConceded(): void }) {
  const seats = useSeatsAtScreen();
  const over = useTable((s) => s.game?.winner !== null);
  const dispatch = useTable((s) => s.dispatch);
  const [asking, setAsking] = useState<Seat | null>(null);
  if (over || seats.length === 0) return null;
  return (
    <section aria-labelledby="menu-concede">
      <h3 id="menu-concede">Concede</h3>
      {asking === null ? seats.map((seat) => (
        <button key={seat} type="button" onClick={() => setAsking(seat)}>{seatName(seat)}: concede the game…</button>
      )) : (
        <div role="group" aria-label="Confirm conceding">
          <p>{seatName(asking)} concedes and {seatName(otherSeat(asking))} wins. This cannot be taken back.</p>
          <button type="button" className="danger" onClick={() => { dispatch({ type: 'concede', seat: asking }); setAsking(null); onConceded(); }}>{seatName(asking)} concedes</button>
          <button type="button" onClick={() => setAsking(null)}>Keep playing</button>
        </div>
      )}
    </section>
  );
}

export function GameMenu() {
  const [open, setOpen] = useState(false);
  const quit = useTable((s) => s.quit);
  return (
    <>
      <button type="button" className="menu-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>Menu</button>
      {open && (
        <Dialog title="Game menu" className="game-menu" onClose={() => setOpen(false)}>
          <section aria-labelledby="menu-help">
            <h3 id="menu-help">Help</h3>
            <details>
              <summary>How to read the table</summary>
              <TableHelp />
            </details>
          </section>
          <MenuUndo />
          <TableSettings />
          <Concede onConceded={() => setOpen(false)} />
          <section aria-labelledby="menu-leave">
            <h3 id="menu-leave">Leave the table</h3>
            <p className="muted">The game stays in the saved games on this device: resume it, or start a new game, from the start screen.</p>
            <button type="button" onClick={quit}>Leave to the start screen</button>
          </section>
        </Dialog>
      )}
    </>
  );
}
