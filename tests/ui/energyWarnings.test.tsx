// @vitest-environment jsdom
// The table's side of the energy warnings: an action that would cost the game waits for the
// player to confirm it (going back has the focus), and several cards of energy lost in one phase
// show beside the gauge until the phase ends.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalActions, tableView } from '../../src/engine';
import type { Action, EnergyView, GameState } from '../../src/engine';
import { RiskDialog } from '../../src/ui/dialogs/RiskDialog';
import { useInteraction } from '../../src/ui/interaction';
import { useTable } from '../../src/ui/store';
import { EnergyGauge } from '../../src/ui/table/EnergyGauge';
import { energy, P2 } from '../kit/driver';
import { leanGame } from '../rules/_starts';

afterEach(() => {
  cleanup();
  useInteraction.setState({ risky: null });
  useTable.getState().quit();
});

describe('energy warnings on the table', () => {
  it('R-WIN-01: losing the last card of energy asks first; "Go back" keeps the decision, "... anyway" takes it', () => {
    const g = leanGame({ phase: 'control', players: [{ reserve: energy(4, 0), active: [] }, { reserve: energy(1, 0), active: [], hand: ['Destiny 0'] }],
      row: [{ card: 'Testworld/Plains', name: 'here', controller: P2, cards: [['Unit 1/1/1'], []] }] })
      .drain('here').resolve().expectDecision('lose', P2);
    const s = g.state;
    const legal = legalActions(s);
    const last = legal.find((a) => a.type === 'choose' && 'lose' in a.choice)!;
    const dispatch = vi.fn((_: Action) => true);
    useTable.setState({ game: s, legal, dispatch });
    render(<RiskDialog />);
    act(() => useInteraction.getState().act(last));
    expect(dispatch).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'This loses the game' });
    expect(dialog.textContent).toContain('With no energy left in your reserve, active and used piles, you lose the game.');
    expect(document.activeElement?.textContent).toBe('Go back');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dispatch).not.toHaveBeenCalled();
    act(() => useInteraction.getState().act(last));
    fireEvent.click(screen.getByRole('button', { name: 'Lose the top card of your reserve pile anyway' }));
    expect(dispatch).toHaveBeenCalledWith(last);
    // A safe answer goes straight through.
    const hand = legal.find((a) => a.type === 'choose' && 'loseFromHand' in a.choice)!;
    act(() => useInteraction.getState().act(hand));
    expect(dispatch).toHaveBeenLastCalledWith(hand);
    g.lose('reserve', P2);
  });

  it('several cards of energy lost in one phase show beside the gauge until the phase ends', () => {
    const s = leanGame({ phase: 'control' }).state;
    const base = tableView(s, 0).players[0].energy;
    const at = (total: number): EnergyView => ({ ...base, total, reserve: total });
    const phase = (g: GameState, p: GameState['phase']) => ({ ...g, phase: p });
    useTable.setState({ game: phase(s, 'control') });
    const { rerender } = render(<EnergyGauge energy={at(10)} seat={0} you />);
    expect(screen.queryByText(/this phase/)).toBeNull();
    rerender(<EnergyGauge energy={at(9)} seat={0} you />);
    // One card is no news: the figures say it.
    expect(screen.queryByText(/this phase/)).toBeNull();
    rerender(<EnergyGauge energy={at(7)} seat={0} you />);
    expect(document.querySelector('.energy-lost')?.textContent).toBe('−3 energy: you lost 3 energy this phase');
    act(() => useTable.setState({ game: phase(s, 'deploy') }));
    rerender(<EnergyGauge energy={at(7)} seat={0} you />);
    expect(screen.queryByText(/this phase/)).toBeNull();
  });
});
