// @vitest-environment jsdom
// The table as rendered: only the on-screen hand is in the page (none on a shared screen),
// decisions come as a dialog, a click on a target plays the selected card (on a card inside a lit
// place too).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tableView, targetKeyOf } from '../../src/engine';
import type { Action } from '../../src/engine';
import App from '../../src/ui/App';
import { POOL } from '../../src/ui/cards/info';
import { deckChoices } from '../../src/ui/decks/catalog';
import { deckNumbers, practiceDeck } from '../../src/ui/decks/practice';
import { useInteraction } from '../../src/ui/interaction';
import { useTable } from '../../src/ui/store';
import readyDecks from '../../cards/decks.json';

const solidarity = readyDecks.find((d) => d.name === 'Solidarity')!;

function startAndSetUp(): void {
  // The Gongen starter deck: a fixed list, so the opening does not change as cards are added.
  const deck = solidarity.cards.flatMap((c) => Array<string>(c.qty).fill(c.number));
  act(() => {
    useTable.getState().startGame({ seed: 5, decks: [deck, deck], firstPlayer: 0, deckNames: ['a', 'b'] });
    for (let i = 0; i < 2; i++) {
      useTable.getState().dispatch(useTable.getState().legal[0]);
      if (useTable.getState().screenSeat === null) useTable.getState().takeOver();
    }
  });
}

async function takeOverIfAsked(): Promise<void> {
  const button = screen.queryByRole('button', { name: /^I am P\d/ });
  if (button) fireEvent.click(button);
}

/** From the shared screen to P1's own: P1 asks to see their hand and takes the screen. */
async function p1sOwnScreen(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: /^P1: see my hand/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^I am P1/ }));
}

beforeEach(() => {
  useTable.getState().quit();
  useInteraction.setState({ selected: null, chooser: null, inspected: null, lostPile: null });
});
afterEach(cleanup);

describe('the table', () => {
  it('offers ready decks, practice decks and says why others are not playable', async () => {
    render(<App />);
    expect(await screen.findAllByLabelText(/Gongen practice deck/)).toHaveLength(2);
    // Each deck the engine can't run yet is marked, once per player (none once every card works).
    const unplayable = deckChoices().filter((d) => d.cards === null).length;
    expect(screen.queryAllByText(/not yet playable/)).toHaveLength(2 * unplayable);
  });

  it('renders no hand on a shared screen, and only the on-screen player\'s hand on their own', async () => {
    startAndSetUp();
    render(<App />);
    expect(await screen.findByRole('region', { name: 'Shared screen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'P1 decides' })).toBeTruthy();
    expect(document.querySelectorAll('.hand-card')).toHaveLength(0);
    await p1sOwnScreen();
    const hand = await screen.findByRole('region', { name: /Your hand \(P1\)/ });
    const cards = within(hand).getAllByRole('button');
    expect(cards.length).toBe(8);
    expect(document.querySelectorAll('[data-card^="1."]:not(.location-title)')).toHaveLength(0);
    // The other hand is only a count.
    expect(screen.getByRole('button', { name: "P2's hand: 8 cards" })).toBeTruthy();
  });

  it('shows the hand-over screen with no hand in the page', async () => {
    const r = practiceDeck('Gongen', POOL);
    if (!r.ok) throw new Error('no Gongen practice deck');
    const deck = deckNumbers(r.deck);
    act(() => {
      useTable.getState().startGame({ seed: 5, decks: [deck, deck], firstPlayer: 0, deckNames: ['a', 'b'] });
      useTable.getState().dispatch(useTable.getState().legal[0]);
    });
    render(<App />);
    expect(await screen.findByRole('button', { name: /I am P2/ })).toBeTruthy();
    expect(document.querySelectorAll('.hand-card')).toHaveLength(0);
  });

  it('offers the player who just acted to take it back on the shared screen', async () => {
    startAndSetUp();
    render(<App />);
    fireEvent.click((await screen.findAllByRole('button', { name: /^Activate \d+$/ }))[0]);
    // Pass until the turn ends and P2 decides.
    for (let i = 0; i < 30 && useTable.getState().game!.turnPlayer === 0; i++) {
      await takeOverIfAsked();
      fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    }
    expect(await screen.findByRole('heading', { name: 'P2 decides' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'P1: take back my last action' }));
    expect(useTable.getState().game!.turnPlayer).toBe(0);
    expect(await screen.findByRole('heading', { name: 'P1 decides' })).toBeTruthy();
  });

  it('takes a phase action from its button and logs it', async () => {
    startAndSetUp();
    render(<App />);
    fireEvent.click((await screen.findAllByRole('button', { name: /^Activate \d+$/ }))[0]);
    expect(screen.getByRole('region', { name: 'Game log' }).textContent).toMatch(/P1 takes the activation action/);
  });

  it('folds the passes in the log, shows them on request, and filters by player', async () => {
    startAndSetUp();
    render(<App />);
    fireEvent.click((await screen.findAllByRole('button', { name: /^Activate \d+$/ }))[0]);
    const log = screen.getByRole('region', { name: 'Game log' });
    const turns = () => within(log).getByRole('list', { name: 'Turns' });
    expect(within(turns()).getByText(/^Both pass; P1 activates \d+\.$/)).toBeTruthy();
    expect(within(log).queryByText('P2 passes.')).toBeNull();
    fireEvent.click(within(log).getByLabelText('Every pass'));
    expect(within(log).getAllByText('P2 passes.').length).toBeGreaterThan(0);
    fireEvent.change(within(log).getByLabelText(/^Player/), { target: { value: '1' } });
    expect(within(turns()).queryByText(/^P1 /)).toBeNull();
    expect(within(turns()).getAllByText(/^P2 /).length).toBeGreaterThan(0);
  });

  it('shows the engine\'s reason when a selected card is aimed at an illegal place', async () => {
    startAndSetUp();
    render(<App />);
    await p1sOwnScreen();
    const hand = await screen.findByRole('region', { name: /Your hand/ });
    fireEvent.click(within(hand).getAllByRole('button')[0]);
    fireEvent.click(document.querySelector('.location-title')!);
    expect(screen.getByRole('alert').textContent).toMatch(/\(R-[A-Z]+(-[A-Z]+)*-\d+\)/);
  });

  it('plays the selected card at a lit place when a card inside that place is tapped, as a drop there would', async () => {
    startAndSetUp();
    /** A play of a hand card at a location holding a card the hand card cannot go onto. */
    const find = (): { play: Extract<Action, { type: 'play' }>; onto: string } | null => {
      const { game, legal, screen: at } = useTable.getState();
      if (!game || at?.kind !== 'seat') return null;
      const view = tableView(game, at.seat);
      for (const play of legal) {
        if (play.type !== 'play' || play.seat !== at.seat || !play.at) continue;
        const keys = new Set(legal.filter((a) => a.type === 'play' && a.card === play.card).map(targetKeyOf));
        const loc = view.locations.find((l) => l.card.id === play.at);
        const onto = loc?.sides.flatMap((side) => side.forces).find((c) => !keys.has(c.id));
        if (onto) return { play, onto: onto.id };
      }
      return null;
    };
    act(() => {
      for (let i = 0; i < 400 && !find(); i++) {
        const t = useTable.getState();
        if (t.screenSeat === null) t.takeOver();
        // Energy first, then cards placed at a location, then whatever comes first.
        else t.dispatch(t.legal.find((a) => a.type === 'activate') ?? t.legal.find((a) => a.type === 'play' && a.at !== undefined) ?? t.legal[0]);
      }
    });
    const found = find();
    expect(found).not.toBeNull();
    const { play, onto } = found!;
    render(<App />);
    await takeOverIfAsked();
    fireEvent.click(document.querySelector(`.hand-card[data-card="${play.card}"]`)!);
    fireEvent.click(document.querySelector(`.tile[data-card="${onto}"]`)!);
    // Played there, or the table asks which of its plays there is meant: never refused.
    expect(document.querySelector('.refusal')).toBeNull();
    const chooser = screen.queryByRole('dialog', { name: /Which play/ });
    if (chooser) fireEvent.click(within(chooser).getAllByRole('button').find((b) => b.classList.contains('choice'))!);
    expect(useTable.getState().game!.table[play.card]).toBeDefined();
    expect(document.querySelector(`.hand-card[data-card="${play.card}"]`)).toBeNull();
  });
});
