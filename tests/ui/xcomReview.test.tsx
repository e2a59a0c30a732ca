// @vitest-environment jsdom
// The review of a finished X-COM Incursion game, through the review WARS's games have: replayed
// from its start to the state it ended in, stepped turn by turn and note by note, with the coach's
// notes on the contests, panic and the end of the game ringing what they are about.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { XCOM_GAME, stateHash } from '../../src/xcom';
import { createGameSession, DEFAULT_SETTINGS, replaySteps, turnStarts } from '../../src/match';
import { XcomTable } from '../../src/ui/xcom/XcomTable';
import { useXcom } from '../../src/ui/xcom/store';
import { xcomReviewNotes } from '../../src/ui/xcom/reviewNotes';
import { winText } from '../../src/ui/xcom/words';
import { randomXcomGame } from '../../src/sim/xcomGames';

const store = () => useXcom.getState();
const game = () => store().match!.game;

/** Seed 5 with the Aliens melding everything and Earth passing: panic climbs to 50 (XR-WIN-03). */
function playToTheEnd(start = true): void {
  if (start) store().start({ seed: 5 });
  for (let i = 0; i < 400 && game().phase !== 'over'; i++) {
    const meld = store().match!.legal.find((a) => a.type === 'meld' && a.seat === 1);
    store().dispatch(meld ?? { type: 'pass', seat: game().acting });
  }
  expect(game().winRule).toBe('XR-WIN-03');
}

beforeEach(() => store().quit());
afterEach(cleanup);

describe('the X-COM review', () => {
  it('XR-MORALE-02: replays the game to the state it ended in, with a note on every contest, every panic change and the end', () => {
    playToTheEnd();
    const m = store().match!;
    const steps = replaySteps(XCOM_GAME, m.start, m.actions, m.history, m.log.length);
    expect(steps).toHaveLength(m.actions.length + 1);
    expect(stateHash(steps.at(-1)!.game)).toBe(stateHash(m.game));
    expect(turnStarts(steps).map((i) => steps[i].game.turn)).toEqual(Array.from({ length: m.game.turn }, (_, k) => k + 1));
    const notes = xcomReviewNotes(steps, m.log).flat();
    const events = m.log.map((l) => l.event);
    const count = (kind: string) => events.filter((e) => e.kind === kind).length;
    expect(notes.filter((n) => /the interception/.test(n.text))).toHaveLength(events.filter((e) => e.kind === 'contest' && e.phase === 'interception').length);
    expect(notes.filter((n) => n.rule === 'XR-MELD-03')).toHaveLength(events.filter((e) => e.kind === 'contest' && e.phase === 'tactics').length);
    const panics = events.filter((e) => e.kind === 'panic');
    const panicNotes = notes.filter((n) => n.rule?.startsWith('XR-MORALE-'));
    expect(panicNotes).toHaveLength(count('panic'));
    panicNotes.forEach((n, k) => {
      const e = panics[k];
      if (e.kind === 'panic' && e.change > 0) expect(n.text).toContain(`rises by ${e.change} to ${e.panic}`);
      expect(n.about).toEqual([{ part: 'panic' }]);
    });
    expect(notes.at(-1)).toEqual({ text: `The game ends. ${winText(m.game)}`, rule: 'XR-WIN-03', about: [{ part: 'panic' }] });
  });

  it('is offered once the game is over, opens on its end, and steps back turn by turn and note by note', () => {
    store().start({ seed: 5 });
    render(<XcomTable />);
    expect(screen.queryByRole('button', { name: 'Review the game' })).toBeNull();
    act(() => playToTheEnd(false));
    fireEvent.click(screen.getByRole('button', { name: 'Review the game' }));
    const review = screen.getByRole('dialog', { name: 'Review of the game' });
    const notes = () => within(review).getByRole('list', { name: 'Coach\'s notes' });
    expect(notes().textContent).toContain('The game ends.');
    expect(review.textContent).toContain(`After action ${store().match!.actions.length} of ${store().match!.actions.length}: turn ${game().turn}, game over.`);
    // The panic track is ringed: the note is about it.
    expect(review.querySelector('.xc-panic.is-noted')).not.toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Previous note' }));
    expect(notes().textContent).toMatch(/^The Aliens win tactics and the turn|^The Aliens won the turn/);
    fireEvent.change(within(review).getByRole('combobox', { name: /Go to/ }), { target: { value: '0' } });
    expect(review.textContent).toContain('After action 0 of');
    expect(within(review).queryByRole('list', { name: 'Coach\'s notes' })).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Next note' }));
    expect(notes().textContent).toMatch(/the interception/);
    expect(review.querySelector('.xc-contests.is-noted')).not.toBeNull();
    // No buttons of the game in a review: it is looked at, not played.
    expect(review.querySelector('.xc-act')).toBeNull();
    fireEvent.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Review of the game' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Review the game' })).toBeTruthy();
  });

  it('opens on the review when the board is shown for a game already over (a saved game viewed)', () => {
    playToTheEnd();
    render(<XcomTable />);
    expect(within(screen.getByRole('dialog', { name: 'Review of the game' })).getByRole('list', { name: 'Coach\'s notes' }).textContent).toContain('The game ends.');
  });

  it('XR-ACT-02, XR-SEARCH-01: each first time worth a note is noted once, at the action it happened in, as WARS\'s review notes its first times', () => {
    const { actions } = randomXcomGame(3, 900);
    // A session of its own, without the table's automatic passes, so the random game's actions apply as they are.
    const session = createGameSession(XCOM_GAME, { ...DEFAULT_SETTINGS, autoPass: false });
    session.start({ seed: 3 });
    for (const a of actions) expect(session.submit(a)).toBe(true);
    const m = session.get().match!;
    expect(m.actions).toHaveLength(actions.length);
    const steps = replaySteps(XCOM_GAME, m.start, m.actions, m.history, m.log.length);
    const notes = xcomReviewNotes(steps, m.log);
    // Each first time's rule, and the first step whose log holds it.
    const events = m.log.map((l) => l.event);
    const FIRSTS: [string, (e: (typeof events)[number]) => boolean][] = [
      ['XR-ACT-02', (e) => e.kind === 'action' && e.action.type === 'supply'],
      ['XR-ACT-03', (e) => e.kind === 'action' && e.action.type === 'call'],
      ['XR-ACT-04', (e) => e.kind === 'action' && e.action.type === 'kill'],
      ['XR-TRASH-03', (e) => e.kind === 'action' && e.action.type === 'boost'],
      ['XR-SEARCH-01', (e) => e.kind === 'action' && e.action.type === 'search'],
      ['XR-STAGE-02', (e) => e.kind === 'action' && e.action.type === 'superSearch'],
      ['XR-RES-02', (e) => e.kind === 'action' && e.action.type === 'buy'],
      ['XR-END-02', (e) => e.kind === 'trashed' && e.rule === 'XR-END-02'],
      ['XR-DRAW-02', (e) => e.kind === 'shuffle'],
      ['XR-DRAW-01', (e) => e.kind === 'turn' && e.turn >= 2],
      ['XR-END-03', (e) => e.kind === 'discardPlay'],
    ];
    for (const [rule, is] of FIRSTS) {
      const at = m.log.findIndex((l) => is(l.event));
      expect(at, rule).toBeGreaterThanOrEqual(0);
      const step = steps.findIndex((x) => x.logAt > at);
      const noted = notes.flatMap((n, i) => n.filter((x) => x.rule === rule).map(() => i));
      expect([rule, noted]).toEqual([rule, [step]]);
    }
    // Words, not internals: no note names a card by its id.
    expect(notes.flat().filter((n) => /\b[01]\.\d+\b/.test(n.text))).toEqual([]);
  });
});
