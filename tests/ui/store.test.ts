// The table store: every change through the engine, refusals kept, automatic passes logged,
// the screen handed over when the acting seat changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { actor, legalActions } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { POOL } from '../../src/ui/cards/info';
import { deckNumbers, practiceDeck } from '../../src/ui/decks/practice';
import { autoPassFor, isResponseWindow } from '../../src/ui/hotseat';
import { useTable } from '../../src/ui/store';

function gongen(): string[] {
  const r = practiceDeck('Gongen', POOL);
  if (!r.ok) throw new Error('no Gongen practice deck');
  return deckNumbers(r.deck);
}

/** A started game with both starting locations chosen and P1 on screen. */
function started(): void {
  const deck = gongen();
  useTable.getState().startGame({ seed: 7, decks: [deck, deck], firstPlayer: 0, deckNames: ['a', 'b'] });
  for (let i = 0; i < 2; i++) {
    const { legal, dispatch, takeOver } = useTable.getState();
    dispatch(legal.find((a) => a.type === 'startLocation')!);
    if (useTable.getState().screenSeat === null) takeOver();
  }
}

const game = (): GameState => useTable.getState().game!;

beforeEach(() => useTable.getState().quit());

describe('the table store', () => {
  it('starts in setup with the first player on screen', () => {
    const deck = gongen();
    useTable.getState().startGame({ seed: 1, decks: [deck, deck], firstPlayer: 1, deckNames: ['a', 'b'] });
    expect(game().phase).toBe('setup');
    expect(useTable.getState().screenSeat).toBe(1);
  });

  it('hands the screen over between the two starting-location choices, then recaps', () => {
    const deck = gongen();
    const store = useTable.getState();
    store.startGame({ seed: 1, decks: [deck, deck], firstPlayer: 0, deckNames: ['a', 'b'] });
    store.dispatch(useTable.getState().legal[0]);
    expect(useTable.getState().screenSeat).toBeNull();
    useTable.getState().takeOver();
    expect(useTable.getState().screenSeat).toBe(1);
    expect(useTable.getState().recap.map((e) => e.event.text)).toEqual(['P1 chooses a starting location.']);
  });

  it('keeps the engine refusal and leaves the game unchanged', () => {
    started();
    const before = game();
    expect(useTable.getState().dispatch({ type: 'draw', seat: 0 })).toBe(false);
    expect(useTable.getState().refusal?.rule).toMatch(/^R-/);
    expect(game()).toBe(before);
  });

  it('passes for a player with no legal response and says so in the log', () => {
    started();
    const { legal, dispatch } = useTable.getState();
    dispatch(legal.find((a) => a.type === 'activate')!);
    dispatch({ type: 'pass', seat: 0 });
    expect(useTable.getState().log.some((e) => e.event.kind === 'autoPass' && e.by === 1)).toBe(true);
    expect(actor(game())).toBe(0);
  });

  it('never passes for the turn player in their own phase, nor at a stop', () => {
    started();
    const s = game();
    const onlyPass = [{ type: 'pass' as const, seat: 0 as const }];
    expect(isResponseWindow(s, s.turnPlayer)).toBe(false);
    expect(autoPassFor(s, onlyPass, s.turnPlayer, { autoPass: true, stops: [[], []] })).toBeNull();
    const other = s.turnPlayer === 0 ? 1 : 0;
    expect(autoPassFor(s, onlyPass, other, { autoPass: true, stops: [[], []] })).toEqual(onlyPass[0]);
    expect(autoPassFor(s, onlyPass, other, { autoPass: true, stops: [[], [s.phase]] })).toBeNull();
    expect(autoPassFor(s, onlyPass, other, { autoPass: false, stops: [[], []] })).toBeNull();
  });

  it('lists the legal actions of the state it holds', () => {
    started();
    expect(useTable.getState().legal).toEqual(legalActions(game()));
  });
});
