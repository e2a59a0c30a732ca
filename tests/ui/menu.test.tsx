// @vitest-environment jsdom
// The game menu: the guide to the table, undo with its reason in plain sight, settings kept on
// the device, conceding as a recorded action, leaving with the game kept.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from '../../src/ui/App';
import { storedSettings, useViewSettings } from '../../src/ui/settings';
import { useTable } from '../../src/ui/store';
import { params } from '../match/support';

function startAndSetUp(): void {
  act(() => {
    useTable.getState().startGame(params(5));
    for (let i = 0; i < 2; i++) {
      useTable.getState().dispatch(useTable.getState().legal[0]);
      if (useTable.getState().screenSeat === null) useTable.getState().takeOver();
    }
  });
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  return screen.getByRole('dialog', { name: 'Game menu' });
}

beforeEach(() => useTable.getState().quit());
afterEach(cleanup);

describe('the game menu', () => {
  it('explains how to read the table and says why undo is not possible', async () => {
    startAndSetUp();
    render(<App />);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByText('How to read the table'));
    expect(within(menu).getByText(/Each location is a lane/)).toBeTruthy();
    expect(within(menu).getByText(/^Not possible now\. The last action was P2's/)).toBeTruthy();
    // Pressed anyway, the table says why in a sentence of its own, not after a colon.
    fireEvent.click(within(menu).getByRole('button', { name: 'Undo my last action' }));
    expect(await screen.findByText(/^Not allowed\. The last action was P2's: only P2 may take it back\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo your last action' }).getAttribute('title')).toMatch(/^Undo is not possible now\. The last action was P2's/);
  });

  it('keeps its settings on the device', async () => {
    startAndSetUp();
    render(<App />);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByLabelText(/Always pass the screen/));
    fireEvent.click(within(menu).getByLabelText('Always reduce motion'));
    expect(useTable.getState().settings.alwaysHandOver).toBe(true);
    expect(storedSettings()).toMatchObject({ match: { alwaysHandOver: true }, view: { motion: 'reduce' } });
    expect(document.documentElement.dataset.motion).toBe('reduce');
    fireEvent.click(within(menu).getByLabelText(/Always pass the screen/));
    fireEvent.click(within(menu).getByLabelText('As this device is set'));
    expect(useViewSettings.getState().motion).toBe('device');
  });

  it('concedes as an action of the game, the other player winning, and closes on it', async () => {
    startAndSetUp();
    render(<App />);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'P2: concede the game…' }));
    fireEvent.click(within(menu).getByRole('button', { name: 'P2 concedes' }));
    expect(useTable.getState().actions.at(-1)).toEqual({ type: 'concede', seat: 1 });
    expect(await screen.findByRole('dialog', { name: 'P1 wins' })).toBeTruthy();
    expect(screen.getByText('P2 conceded.')).toBeTruthy();
    // The menu closed as the game ended: it no longer lies under the end screen.
    expect(screen.queryByRole('dialog', { name: 'Game menu' })).toBeNull();
  });

  it('leaves the table for the start screen', async () => {
    startAndSetUp();
    render(<App />);
    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Leave to the start screen' }));
    expect(useTable.getState().game).toBeNull();
    expect(await screen.findByRole('button', { name: 'Start the game' })).toBeTruthy();
  });
});
