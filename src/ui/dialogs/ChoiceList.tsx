// A list of actions to pick one from, as buttons told apart (choiceLabels); pointing at one
// points at its card on the board.
import type { Action, GameState } from '../../engine';
import { usePointing } from '../table/pointing';
import { actionKey } from '../../learn/coach/patterns';
import { optionsFor } from './choiceLabels';

export function ChoiceList({ game, actions, onPick, pointBack = [] }: {
  game: GameState;
  actions: readonly Action[];
  onPick(a: Action): void;
  /** What the board points at when no option is under the pointer. */
  pointBack?: readonly string[];
}) {
  const point = usePointing((s) => s.point);
  return (
    <ul className="choices">
      {optionsFor(game, actions).map((o, i) => (
        <li key={i}>
          <button type="button" className="choice" data-action={actionKey(o.action)} onClick={() => onPick(o.action)}
            onPointerEnter={() => o.card && game.table[o.card] && point([o.card])} onPointerLeave={() => point(pointBack)}
            onFocus={() => o.card && game.table[o.card] && point([o.card])} onBlur={() => point(pointBack)}>
            {o.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
