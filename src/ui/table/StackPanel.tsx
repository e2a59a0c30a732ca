// The stack, top first: each item, who put it there, and what it targets; nothing when empty.
import { useTable } from '../store';
import { describeStackItem, stackTargets } from '../text';

export function StackPanel() {
  const game = useTable((s) => s.game)!;
  const items = [...game.stack].reverse();
  if (items.length === 0) return null;
  return (
    <section className="stack" data-coach="stack" aria-label="Stack">
      <h2>Stack ({items.length}): the top resolves first</h2>
      <ol>
        {items.map((item) => {
          const targets = stackTargets(game, item);
          return (
            <li key={item.id} data-stack-item={item.id}>
              {describeStackItem(game, item)}
              {targets.length > 0 && <span className="targets"> → {targets.join(', ')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
