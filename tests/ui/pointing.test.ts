// The cards a decision points at: every card on the board reads them, so pointing at the same cards
// again must not wake the board.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePointing } from '../../src/ui/table/pointing';

afterEach(() => usePointing.setState({ cards: [] }));

describe('pointing at cards on the board', () => {
  it('tells its readers only when the cards change', () => {
    const heard = vi.fn();
    const stop = usePointing.subscribe(heard);
    usePointing.getState().point(['a', 'b']);
    usePointing.getState().point(['a', 'b']);
    expect(heard).toHaveBeenCalledTimes(1);
    usePointing.getState().point(['b', 'a']);
    usePointing.getState().point([]);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
  });
});
