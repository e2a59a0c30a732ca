// A list of actions to pick one from, as buttons.
import type { Action, GameState } from '../../engine';
import { describeAction } from '../text';

export function ChoiceList({ game, actions, onPick }: { game: GameState; actions: readonly Action[]; onPick(a: Action): void }) {
  return (
    <ul className="choices">
      {actions.map((a, i) => (
        <li key={i}><button type="button" className="choice" onClick={() => onPick(a)}>{describeAction(game, a)}</button></li>
      ))}
    </ul>
  );
}
