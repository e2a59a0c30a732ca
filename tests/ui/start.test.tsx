// @vitest-environment jsdom
// The start screen: the seats start on different decks, each starter deck says how it plays,
// and a deck's locations can be looked at before choosing.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deckChoices } from '../../src/ui/decks/catalog';
import { STARTER_NOTES } from '../../src/ui/decks/starters';
import { StartScreen, defaultPicks } from '../../src/ui/screens/StartScreen';
import { markDone } from '../../src/learn/progress';
import { XCOM_FIRST_LESSON } from '../../src/learn/lessons/xcom/first';

afterEach(cleanup);

describe('the start screen', () => {
  it('starts the two seats on different starter decks', () => {
    const [a, b] = defaultPicks(deckChoices());
    expect(a).not.toBe(b);
    const onStart = vi.fn();
    render(<StartScreen onStart={onStart} onLearn={() => {}} onStartXcom={() => {}} onLearnXcom={() => {}} />);
    const chosen = (seat: string) => within(screen.getByRole('group', { name: `${seat}'s deck` })).getAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
    expect(chosen('P1')).toBeTruthy();
    expect((chosen('P1') as HTMLInputElement).value).not.toBe((chosen('P2') as HTMLInputElement).value);
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    const params = onStart.mock.calls[0][0];
    expect(params.deckNames[0]).not.toBe(params.deckNames[1]);
    expect(params.decks[0]).toHaveLength(60);
  });

  it('says how each starter deck plays, and every starter deck has a note', () => {
    const starters = deckChoices().filter((d) => d.source === 'starter');
    for (const d of starters) expect(STARTER_NOTES[d.name], d.name).toBeTruthy();
    render(<StartScreen onStart={() => {}} onLearn={() => {}} onStartXcom={() => {}} onLearnXcom={() => {}} />);
    const p1 = screen.getByRole('group', { name: "P1's deck" });
    const first = starters[0];
    expect(within(p1).getByText(STARTER_NOTES[first.name])).toBeTruthy();
    // Choosing another deck shows its note instead.
    fireEvent.click(within(p1).getByLabelText(new RegExp(starters[2].name)));
    expect(within(p1).getByText(STARTER_NOTES[starters[2].name])).toBeTruthy();
  });

  it('shows a deck\'s locations as cards to look at before choosing', () => {
    render(<StartScreen onStart={() => {}} onLearn={() => {}} onStartXcom={() => {}} onLearnXcom={() => {}} />);
    const p1 = screen.getByRole('group', { name: "P1's deck" });
    const look = within(p1).getByText(/Look at its \d+ locations/);
    const n = Number(look.textContent!.match(/(\d+)/)![1]);
    expect(p1.querySelectorAll('.deck-locations .card-full')).toHaveLength(n);
  });
});

describe('choosing the game', () => {
  it('offers X-COM Incursion beside WARS, and starts it from its seed', () => {
    const onStartXcom = vi.fn();
    render(<StartScreen onStart={() => {}} onLearn={() => {}} onStartXcom={onStartXcom} onLearnXcom={() => {}} />);
    fireEvent.click(screen.getByLabelText('X-COM Incursion'));
    expect(screen.queryByRole('button', { name: 'Start the game' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Seed/), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start X-COM Incursion' }));
    expect(onStartXcom).toHaveBeenCalledWith({ seed: 42 });
    fireEvent.click(screen.getByLabelText('WARS Trading Card Game'));
    expect(screen.getByRole('button', { name: 'Start the game' })).toBeTruthy();
  });

  it('starts X-COM Incursion against the computer, as the side and at the level chosen', () => {
    const onStartXcom = vi.fn();
    render(<StartScreen onStart={() => {}} onLearn={() => {}} onStartXcom={onStartXcom} onLearnXcom={() => {}} />);
    fireEvent.click(screen.getByLabelText('X-COM Incursion'));
    expect(screen.queryByRole('group', { name: 'The computer\'s level' })).toBeNull();
    fireEvent.click(screen.getByLabelText('The computer, as the Aliens'));
    const levels = screen.getByRole('group', { name: 'The computer\'s level' });
    expect(within(levels).getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([expect.stringMatching(/^ Beginner/), expect.stringMatching(/^ Steady/)]);
    fireEvent.click(within(levels).getByLabelText(/Beginner/));
    fireEvent.change(screen.getByLabelText(/Seed/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start X-COM Incursion' }));
    expect(onStartXcom).toHaveBeenCalledWith({ seed: 7, opponent: { seat: 1, level: 'random' } });
  });

  it('offers X-COM Incursion\'s lesson where WARS offers Learn to play', () => {
    const onLearnXcom = vi.fn();
    render(<StartScreen onStart={() => {}} onLearn={() => {}} onStartXcom={() => {}} onLearnXcom={onLearnXcom} />);
    fireEvent.click(screen.getByLabelText('X-COM Incursion'));
    expect(screen.getByRole('heading', { name: 'New to X-COM Incursion? Learn to play' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Learn to play' }));
    expect(onLearnXcom).toHaveBeenCalledOnce();
    expect(screen.queryByText(/You have done it/)).toBeNull();
  });

  it('says once X-COM Incursion\'s lesson is done on this device', () => {
    markDone('lessons', XCOM_FIRST_LESSON, '2026-11-27T18:00:00Z');
    render(<StartScreen onStart={() => {}} onLearn={() => {}} onStartXcom={() => {}} onLearnXcom={() => {}} />);
    fireEvent.click(screen.getByLabelText('X-COM Incursion'));
    expect(screen.getByText(/You have done it on this device/)).toBeTruthy();
    // It is X-COM's lesson: WARS still greets a newcomer to WARS first.
    fireEvent.click(screen.getByLabelText('WARS Trading Card Game'));
    expect(screen.getByRole('region', { name: 'New to WARS? Learn to play' })).toBeTruthy();
    localStorage.clear();
  });
});
