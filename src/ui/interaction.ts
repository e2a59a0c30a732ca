// What the player is doing on the table right now, apart from the game itself: the card picked
// up to play or move, the card looked at, and a choice between several actions that one drop or
// click can mean.
import { create } from 'zustand';
import type { Action, CardId, Seat } from '../engine';
import { warnableRisk } from './energyRisk';
import type { EnergyRisk } from './energyRisk';
import { markInput } from './perf';
import { aim, dropKey } from './play/targets';
import type { TargetKey } from './play/targets';
import { tableUndoPlan, useTable } from './store';
import { describeAction } from './text';

export interface Chooser {
  title: string;
  actions: Action[];
}

interface InteractionStore {
  /** A hand card to play or a table card to move, waiting for its target. */
  selected: CardId | null;
  /** The card shown large. */
  inspected: CardId | null;
  chooser: Chooser | null;
  /** Whose lost pile is open for browsing. */
  lostPile: Seat | null;
  /** What the last undo took back, in words, until the next action. */
  undone: string | null;
  /** An action that would cost the game or most of the player's energy, waiting for them to
   * confirm it. */
  risky: { action: Action; risk: EnergyRisk } | null;
  select(card: CardId | null): void;
  inspect(card: CardId): void;
  /** Aims a card at a place (a drop, or a click on a target): acts, asks which, or shows why not. */
  aimAt(card: CardId, key: TargetKey | null): void;
  /** A drop: the card let go over these targets, innermost first. */
  dropOn(card: CardId, keys: readonly TargetKey[]): void;
  /** Takes an action chosen from the table (a button, a chooser), after a warning when it would
   * cost the game or most of the player's energy. */
  act(action: Action): void;
  /** Answers the warning: take the risky action, or not. */
  confirmRisky(take: boolean): void;
  /** Undo for the on-screen player, or for `seat` on the hand-over screen. */
  undo(seat?: Seat): void;
  openChooser(chooser: Chooser | null): void;
  browseLost(seat: Seat | null): void;
}

/** Nothing picked up, looked at or asked. */
const AT_REST = { selected: null, inspected: null, chooser: null, lostPile: null, undone: null, risky: null };

/** Takes an action, or holds it for a warning when it would cost the game or most of the
 * player's energy. */
function takeOrWarn(action: Action, set: (p: Partial<InteractionStore>) => void): void {
  const { game, legal, dispatch } = useTable.getState();
  const risk = game ? warnableRisk(game, legal, action) : null;
  if (risk) set({ risky: { action, risk } });
  else dispatch(action);
}

export const useInteraction = create<InteractionStore>()((set) => ({
  ...AT_REST,
  select: (selected) => set({ selected }),
  inspect: (inspected) => set({ inspected }),
  aimAt(card, key) {
    markInput();
    set({ selected: null, undone: null });
    const { game, legal, screenSeat, showRefusal } = useTable.getState();
    // Only a card of the on-screen player's hand, or one on the table, is ever aimed.
    if (!game || screenSeat === null || !(game.table[card] || game.players[screenSeat].hand.includes(card))) return;
    const r = aim(game, legal, screenSeat, card, key);
    if (r.kind === 'refused') showRefusal(r.refusal);
    else if (r.actions.length === 1) takeOrWarn(r.actions[0], set);
    else set({ chooser: { title: r.actions[0].type === 'move' ? 'Which move do you mean?' : 'Which play do you mean?', actions: r.actions } });
  },
  dropOn(card, keys) {
    const { game, legal } = useTable.getState();
    useInteraction.getState().aimAt(card, game ? dropKey(game, legal, card, keys) : null);
  },
  act(action) {
    markInput();
    set({ chooser: null, selected: null, undone: null });
    takeOrWarn(action, set);
  },
  confirmRisky(take) {
    const held = useInteraction.getState().risky;
    set({ risky: null });
    if (take && held) {
      markInput();
      useTable.getState().dispatch(held.action);
    }
  },
  undo(seat) {
    const table = useTable.getState();
    const plan = tableUndoPlan(table, seat ?? table.screenSeat);
    if (!plan.ok) {
      table.showRefusal({ rule: 'TABLE-UNDO', reason: plan.reason });
      return;
    }
    markInput();
    const undone = describeAction(table.game!, table.actions[plan.index]);
    set({ chooser: null, selected: null, undone });
    table.undo(seat);
  },
  openChooser: (chooser) => set({ chooser }),
  browseLost: (lostPile) => set({ lostPile }),
}));

// Whatever one player had picked up, looked at or opened goes when the screen changes hands, so
// nothing of theirs is left armed or shown for the next player.
useTable.subscribe((s, prev) => {
  if (s.screen?.kind !== prev.screen?.kind || s.screenSeat !== prev.screenSeat) useInteraction.setState(AT_REST);
});
