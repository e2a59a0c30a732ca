// The X-COM board at the shared screen: it shows no card of a face-down active deck, its buttons
// act through the rules, a card with several choices opens a chooser, and the game is saved after
// every action under its own game.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cardDef, eventText, seatView } from '../../src/xcom';
import { decideXcom } from '../../src/ai/xcom';
import { XcomTable } from '../../src/ui/xcom/XcomTable';
import { useXcom } from '../../src/ui/xcom/store';
import { winText } from '../../src/ui/xcom/words';
import { lastActor } from '../../src/match';
import { flushAutosave, startAutosave, useSaveStatus } from '../../src/ui/saves/autosave';
import { saves } from '../../src/ui/saves/device';

const store = () => useXcom.getState();
const game = () => store().match!.game;

beforeEach(() => store().quit());
afterEach(cleanup);

describe('the X-COM board', () => {
  it('never names a card that lies only in a face-down active deck', () => {
    store().start({ seed: 1 });
    const { container } = render(<XcomTable />);
    for (let i = 0; i < 12; i++) fireEvent.click(container.querySelector('.xc-banner button.primary')!);
    const s = game();
    const shown = new Set([...s.sides.flatMap((x) => [...x.play, ...x.base.slice(0, 5)])].map((id) => cardDef(id).name));
    const logged = store().match!.log.map((e) => ('kind' in e.event && e.event.kind !== 'autoPass' && e.event.kind !== 'computerReason' ? eventText(e.event) : '')).join(' ');
    const hidden = s.sides.flatMap((x) => x.deck).map((id) => cardDef(id).name).filter((n) => !shown.has(n) && !logged.includes(n));
    expect(hidden.length).toBeGreaterThan(0);
    const text = container.textContent!;
    for (const n of hidden) expect(text).not.toContain(n);
  });

  it('acts by tapping: a single choice at once, several through a chooser', () => {
    store().start({ seed: 1 }); // Earth opens with Fighter Jets' Kill (two Missions to choose from) and a Supply
    render(<XcomTable />);
    const kill = screen.getByRole('button', { name: 'Kill…' });
    fireEvent.click(kill);
    const dialog = screen.getByRole('dialog');
    const options = within(dialog).getAllByRole('button').filter((b) => b.textContent!.startsWith('Kill '));
    expect(options.length).toBeGreaterThan(1);
    fireEvent.click(options[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store().match!.actions[0]).toMatchObject({ type: 'kill', seat: 0 });
    // Earth may take the kill back (with any pass the table made after it), until the Aliens act.
    fireEvent.click(screen.getByRole('button', { name: 'Undo Earth\'s last action' }));
    expect(store().match!.actions).toEqual([]);
  });

  it('XR-RES-01: a staging card is researched by tapping it, paid with cards in play', () => {
    store().start({ seed: 3 });
    for (let i = 0; i < 200 && !store().match!.legal.some((a) => a.type === 'buy'); i++) store().dispatch({ type: 'pass', seat: game().acting });
    const buys = store().match!.legal.filter((a) => a.type === 'buy');
    expect(buys.length).toBeGreaterThan(0);
    render(<XcomTable />);
    const button = screen.getAllByRole('button', { name: /^Research/ })[0];
    fireEvent.click(button);
    const pick = screen.queryByRole('dialog') ? within(screen.getByRole('dialog')).getAllByRole('button', { name: /^Pay with / })[0] : null;
    if (pick) fireEvent.click(pick);
    // The table may pass for the buyer afterwards, when nothing else is left to it.
    const bought = store().match!.actions.find((a) => a.type === 'buy');
    expect(bought).toBeDefined();
    if (bought?.type === 'buy') expect(game().sides[bought.seat].discard).toContain(bought.target);
  });

  it('is saved after every action as an X-COM game', () => {
    startAutosave();
    store().start({ seed: 2 });
    render(<XcomTable />);
    fireEvent.click(screen.getByRole('button', { name: /^Pass/ }));
    // Written once the table has shown the action, or at once when the page goes away.
    expect(useSaveStatus.getState().id).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    const id = useSaveStatus.getState().id!;
    const r = saves.loadGame(id);
    expect(r.ok && r.value.game).toBe('xcom');
    expect(r.ok && r.value.save.actions).toEqual(store().match!.actions);
  });
});

describe('the panic track', () => {
  it('XRU-15: past 50 the count is shown as it is, the track full, and no draw counts for a game that is over', () => {
    store().start({ seed: 5 });
    for (let i = 0; i < 400 && game().phase !== 'over'; i++) {
      const meld = store().match!.legal.find((a) => a.type === 'meld' && a.seat === 1);
      store().dispatch(meld ?? { type: 'pass', seat: game().acting });
    }
    expect(game().winRule).toBe('XR-WIN-03');
    render(<XcomTable />);
    // Shown already over, the board opens on the game's review: closed, the board is there.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Review of the game' })).getByRole('button', { name: 'Close' }));
    const track = screen.getByRole('region', { name: 'Panic track' });
    const panic = game().panic;
    expect(within(track).getByText(`Panic ${panic}`)).toBeTruthy();
    expect(track.textContent).toContain('50 or more: the Aliens have won');
    expect(track.textContent).not.toContain('draws now');
    expect(within(track).getByRole('img').getAttribute('aria-label')).toBe(`Panic ${panic}: the track is full`);
    expect((track.querySelector('.xc-track-fill') as HTMLElement).style.width).toBe('100%');
    // The win says how far panic went, not only the 50 that ends the game.
    expect(panic).toBeGreaterThan(50);
    expect(winText(game())).toBe(`Aliens win: Earth's panic reached ${panic}, past the 50 that loses Earth the game.`);
  });

  it('XR-DRAW-01: below 50 it shows the level, its place on the track and the draw counts it gives', () => {
    store().start({ seed: 5 });
    render(<XcomTable />);
    const track = screen.getByRole('region', { name: 'Panic track' });
    expect(track.textContent).toContain('draws now: Earth 8, Aliens 8');
    expect(within(track).getByRole('img').getAttribute('aria-label')).toBe('Panic 0 of 50');
  });
});

describe('the X-COM log', () => {
  it('XR-TURN-01: is grouped by turn and phase, passes folded, and filtered by side', () => {
    store().start({ seed: 4 });
    while (game().turn < 2) store().dispatch(store().match!.legal.find((a) => a.type !== 'pass') ?? { type: 'pass', seat: game().acting });
    render(<XcomTable />);
    const log = screen.getByRole('region', { name: 'The whole game so far' });
    expect(within(log).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Turn 1', 'Turn 2']);
    const turn1 = within(log).getAllByRole('listitem').find((li) => li.querySelector('h3')?.textContent === 'Turn 1')!;
    expect(within(turn1).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(expect.arrayContaining(['Action phase', 'Interception', 'Morale', 'End phase']));
    expect(log.textContent).toMatch(/Earth passes; Interception: Earth \d+, Aliens \d+/);
    expect(log.textContent).not.toMatch(/\bP[12]\b/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: '1' } });
    const aliens = [...screen.getByRole('region', { name: 'The whole game so far' }).querySelectorAll('li[data-category]')];
    expect(aliens.length).toBeGreaterThan(3);
    expect(aliens.every((li) => li.getAttribute('data-seat') === '1')).toBe(true);
  });
});

describe('X-COM against the computer', () => {
  it('the computer\'s side takes its own turns, offers no buttons while it does, and its moves are not taken back', async () => {
    startAutosave();
    store().start({ seed: 1, opponent: { seat: 0, level: 'greedy' } });
    render(<XcomTable />);
    expect(screen.getByRole('heading', { name: /^Earth\s*\(computer\)/ })).toBeTruthy();
    // Earth opens with a Kill and a Supply to choose from: the computer's to take, not the screen's.
    expect(screen.getByRole('heading', { name: 'The computer (Earth) is thinking…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pass|^Supply|^Kill/ })).toBeNull();
    await waitFor(() => expect(store().match!.actions.some((a) => a.seat === 0 && a.type !== 'pass')).toBe(true), { timeout: 5000 });
    // Nobody at the screen has acted: every action so far is the computer's.
    expect(lastActor(store().match!)).toBe(0);
    expect(screen.getByRole('button', { name: /^Undo \(the computer's action\)/ })).toHaveProperty('disabled', true);
    expect(store().undo()).toBe(false);
    // The save says who plays Earth, so the game resumes against the computer.
    flushAutosave();
    const r = saves.loadGame(useSaveStatus.getState().id!);
    expect(r.ok && r.value.save.start).toEqual({ seed: 1, opponent: { seat: 0, level: 'greedy' } });
  });
});

describe('undo against the computer', () => {
  it('takes back the player\'s last action with the computer\'s reply, the player to act again where they were', async () => {
    store().start({ seed: 3, opponent: { seat: 1, level: 'greedy' } });
    render(<XcomTable />);
    // Earth passes; the computer answers with a Kill (it draws nothing, so it may be taken back).
    fireEvent.click(screen.getByRole('button', { name: /^Pass/ }));
    await waitFor(() => expect(store().match!.actions.some((a) => a.seat === 1)).toBe(true), { timeout: 5000 });
    expect(store().match!.actions.map((a) => [a.seat, a.type])).toEqual([[0, 'pass'], [1, 'kill']]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo Earth\'s last action and the computer\'s reply' }));
    expect(store().match!.actions).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Earth to act' })).toBeTruthy();
  });
});

describe('a hint', () => {
  it('says what the Steady computer would do for the side to act, from that side\'s view, until the next action', () => {
    store().start({ seed: 1 });
    render(<XcomTable />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a move' }));
    const m = store().match!;
    const { action } = decideXcom('greedy', seatView(m.game, 0), m.legal, 0);
    expect(action.type).not.toBe('pass');
    const hint = screen.getByRole('status');
    expect(hint.textContent).toMatch(/^The Steady computer would press “.+” on .+\./);
    expect(hint.textContent).toContain(cardDef((action as { card: string }).card).name);
    fireEvent.click(screen.getByRole('button', { name: /^Pass/ }));
    expect(screen.queryByText(/^The Steady computer would/)).toBeNull();
  });
});
