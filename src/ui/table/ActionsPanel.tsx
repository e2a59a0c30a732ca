// The phase actions and activated abilities open to the on-screen player, straight from the
// engine's legal actions, and the pass button. Plays go through the hand (drag, or select and
// target); moves can also start by clicking the card.
import type { Action } from '../../engine';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { describeAction } from '../text';
import { UndoButton } from './UndoButton';

const LISTED = new Set<Action['type']>(['activate', 'drain', 'attack', 'draw', 'use']);

/** Moves with several transport choices share one button; the chooser asks which. */
function moveButtons(legal: readonly Action[]): Extract<Action, { type: 'move' }>[] {
  const seen = new Set<string>();
  return legal.filter((a): a is Extract<Action, { type: 'move' }> => {
    if (a.type !== 'move' || seen.has(`${a.card}>${a.to}`)) return false;
    seen.add(`${a.card}>${a.to}`);
    return true;
  });
}

export function ActionsPanel() {
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const act = useInteraction((s) => s.act);
  const aimAt = useInteraction((s) => s.aimAt);
  const listed = legal.filter((a) => LISTED.has(a.type));
  const moves = moveButtons(legal);
  const pass = legal.find((a) => a.type === 'pass');
  return (
    <section className="actions" aria-label="Actions">
      <h2>Actions</h2>
      <ul className="action-list">
        {listed.map((a, i) => (
          <li key={i}><button type="button" className="action" onClick={() => act(a)}>{describeAction(game, a)}</button></li>
        ))}
        {moves.map((m) => (
          <li key={`${m.card}>${m.to}`}>
            <button type="button" className="action" onClick={() => aimAt(m.card, m.to)}>{describeAction(game, { ...m, transport: [] })}…</button>
          </li>
        ))}
      </ul>
      <div className="pass-undo">
        <button type="button" className="pass" disabled={!pass} onClick={() => pass && act(pass)}>Pass</button>
        <UndoButton />
      </div>
    </section>
  );
}
