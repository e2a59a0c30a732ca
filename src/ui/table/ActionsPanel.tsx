// The pass button, with what passing does now (on the button too, with hints on), and the phase actions and activated abilities open
// to the on-screen player, straight from the engine's legal actions. Plays go through the hand
// (drag, or select and target); moves can also start by clicking the card.
import { useMemo } from 'react';
import type { Action } from '../../engine';
import { passOutcome } from '../hints/hints';
import { useInteraction } from '../interaction';
import { useViewSettings } from '../settings';
import { useTable } from '../store';
import { describeAction } from '../text';
import { actionKey } from '../../learn/coach/patterns';
import { UndoButton } from './UndoButton';
import { useView } from './useView';

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

type Use = Extract<Action, { type: 'use' }>;

/** The uses of one ability (its targets or payments apart) share one button; the chooser asks
 * which target. Other listed actions each have their own. */
function listedButtons(legal: readonly Action[]): Action[][] {
  const groups = new Map<string, Action[]>();
  legal.forEach((a, i) => {
    if (!LISTED.has(a.type)) return;
    const key = a.type === 'use' ? `${a.card}>${a.ability}` : `#${i}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  });
  return [...groups.values()];
}

export function ActionsPanel() {
  const view = useView();
  const game = useTable((s) => s.game)!;
  const legal = useTable((s) => s.legal);
  const act = useInteraction((s) => s.act);
  const aimAt = useInteraction((s) => s.aimAt);
  const openChooser = useInteraction((s) => s.openChooser);
  const mine = view.actor === view.seat;
  const listed = mine ? listedButtons(legal) : [];
  const pick = (group: Action[]) => {
    if (group.length === 1) act(group[0]);
    else openChooser({ title: `${describeAction(game, { ...group[0] as Use, targets: [], paying: [] })}: which?`, actions: group });
  };
  const moves = mine ? moveButtons(legal) : [];
  const pass = mine ? legal.find((a) => a.type === 'pass') : undefined;
  const shared = useTable((s) => s.screen?.kind === 'shared');
  // What passing leads to is found by passing on a copy of the game: once per state.
  const outcome = useMemo(() => (pass ? passOutcome(game, pass.seat, shared ? null : view.seat) : null), [game, pass, shared, view.seat]);
  const hint = pass ? outcome?.text ?? '' : view.decision?.seat === view.seat ? 'Answer the decision first.' : '';
  // With hints on, the button itself says what passing does; its name stays "Pass", the sentence
  // below describes it.
  const hints = useViewSettings((v) => v.hints);
  const label = hints && outcome ? outcome.label : null;
  return (
    <section className="actions" data-coach="actions" aria-label="Actions">
      <h2 className="visually-hidden">Actions</h2>
      {listed.length + moves.length > 0 && (
        <ul className="action-list" aria-label={`${listed.length + moves.length} actions you can take`}>
          {listed.map((group, i) => (
            <li key={i}>
              <button type="button" className="action" data-action={group.map(actionKey).join(' ')} onClick={() => pick(group)}>
                {group.length === 1 ? describeAction(game, group[0]) : `${describeAction(game, { ...group[0] as Use, targets: [], paying: [] })}…`}
              </button>
            </li>
          ))}
          {moves.map((m) => (
            <li key={`${m.card}>${m.to}`}>
              <button type="button" className="action" onClick={() => aimAt(m.card, m.to)}>{describeAction(game, { ...m, transport: [] })}…</button>
            </li>
          ))}
        </ul>
      )}
      <div className="pass-undo">
        <button type="button" className="pass primary" data-coach="pass" disabled={!pass} onClick={() => pass && act(pass)} aria-label="Pass" aria-describedby="pass-hint">
          Pass{label && <span className="pass-label">{label}</span>}
        </button>
        <UndoButton />
      </div>
      <p id="pass-hint" className="pass-hint">{hint}</p>
    </section>
  );
}
