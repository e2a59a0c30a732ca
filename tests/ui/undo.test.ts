// Undo: a player takes back their own most recent actions, never past hidden information
// (issue 5). The store replays the game without them; autosave keeps the shortened list.
import { beforeEach, describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { POOL } from '../../src/ui/cards/info';
import { deckNumbers, practiceDeck } from '../../src/ui/decks/practice';
import { resumeGame, startAutosave, useSaveStatus } from '../../src/ui/saves/autosave';
import { saves } from '../../src/ui/saves/device';
import { lastActor, undoPlan, useTable } from '../../src/ui/store';

function gongen(): string[] {
  const r = practiceDeck('Gongen', POOL);
  if (!r.ok) throw new Error('no Gongen practice deck');
  return deckNumbers(r.deck);
}

const store = () => useTable.getState();
const game = (): GameState => store().game!;
const find = (type: Action['type']) => store().legal.find((a) => a.type === type)!;

/** A started game with both starting locations chosen and P1 on screen in the activate phase. */
function started(): void {
  const deck = gongen();
  store().startGame({ seed: 7, decks: [deck, deck], firstPlayer: 0, deckNames: ['a', 'b'] });
  for (let i = 0; i < 2; i++) {
    store().dispatch(find('startLocation'));
    if (store().screenSeat === null) store().takeOver();
  }
}

/** The turn player passes until the phase is `phase`. */
function passTo(phase: GameState['phase']): void {
  for (let i = 0; i < 20 && game().phase !== phase; i++) store().dispatch(find('pass'));
  expect(game().phase).toBe(phase);
}

beforeEach(() => store().quit());

describe('undo', () => {
  it('takes back an activation, with the automatic passes that followed it', () => {
    started();
    const before = { hash: stateHash(game()), actions: store().actions.length, log: store().log.length };
    expect(undoPlan(store())).toMatchObject({ ok: false });
    expect(store().dispatch(find('activate'))).toBe(true);
    expect(store().history.slice(before.actions).map((h) => h.auto)).toEqual([false, true, true]);
    expect(undoPlan(store())).toEqual({ ok: true, count: 3 });
    expect(store().undo()).toBe(true);
    expect(stateHash(game())).toBe(before.hash);
    expect(store().actions).toHaveLength(before.actions);
    expect(store().history).toHaveLength(before.actions);
    expect(store().log).toHaveLength(before.log);
    expect(store().screenSeat).toBe(0);
    expect(store().legal.some((a) => a.type === 'activate')).toBe(true);
  });

  it('takes back a pass that ended a phase, then the run of the player\'s actions before it', () => {
    started();
    const atStart = stateHash(game());
    store().dispatch(find('activate'));
    const activated = stateHash(game());
    store().dispatch(find('pass'));
    expect(game().phase).toBe('control');
    expect(store().undo()).toBe(true);
    expect(game().phase).toBe('activate');
    expect(stateHash(game())).toBe(activated);
    expect(store().undo()).toBe(true);
    expect(stateHash(game())).toBe(atStart);
    // Back to P2's starting location (which dealt the hands): not P1's to take back.
    expect(undoPlan(store())).toMatchObject({ ok: false, reason: expect.stringMatching(/P2's: only P2/) });
    expect(store().undo()).toBe(false);
  });

  it('refuses to take back a draw', () => {
    started();
    store().dispatch(find('activate')); // a draw costs energy
    passTo('draw');
    const handBefore = game().players[0].hand.length;
    expect(store().dispatch(find('draw'))).toBe(true);
    expect(game().players[0].hand.length).toBe(handBefore + 1);
    const after = game();
    const plan = undoPlan(store());
    expect(plan).toMatchObject({ ok: false, reason: expect.stringMatching(/revealed hidden information/) });
    expect(store().undo()).toBe(false);
    expect(game()).toBe(after);
  });

  it('lets the player who just acted take it back from the hand-over screen, their table coming back', () => {
    started();
    passTo('draw');
    const before = stateHash(game());
    store().dispatch(find('pass')); // ends P1's turn: P2 acts next, behind the hand-over
    expect(store().screenSeat).toBeNull();
    expect(lastActor(store())).toBe(0);
    expect(undoPlan(store(), 1)).toMatchObject({ ok: false, reason: expect.stringMatching(/P1's: only P1/) });
    expect(undoPlan(store(), 0)).toMatchObject({ ok: true });
    expect(store().undo(0)).toBe(true);
    expect(stateHash(game())).toBe(before);
    expect(store().screenSeat).toBe(0);
  });

  it('lets no one take back the other player\'s action', () => {
    started();
    passTo('draw');
    store().dispatch(find('pass')); // ends P1's turn: P2 acts next, behind the hand-over
    expect(game().turnPlayer).toBe(1);
    expect(undoPlan(store())).toMatchObject({ ok: false, reason: 'No player has the screen.' });
    store().takeOver();
    expect(store().screenSeat).toBe(1);
    const before = game();
    expect(undoPlan(store())).toMatchObject({ ok: false, reason: expect.stringMatching(/P1's: only P1/) });
    expect(store().undo()).toBe(false);
    expect(game()).toBe(before);
    // Once P2 acts, P2 may take back their own action, but not P1's before it.
    store().dispatch(find('activate'));
    expect(store().undo()).toBe(true);
    expect(store().undo()).toBe(false);
    expect(game()).toEqual(before);
  });

  it('saves the shortened action list', () => {
    startAutosave();
    started();
    store().dispatch(find('activate'));
    const id = useSaveStatus.getState().id!;
    const saved = () => { const r = saves.loadGame(id); if (!r.ok) throw new Error(r.error.message); return r.value.save.actions; };
    expect(saved()).toEqual(store().actions);
    const longer = store().actions.length;
    store().undo();
    expect(saved()).toEqual(store().actions);
    expect(saved().length).toBeLessThan(longer);
  });

  it('reaches back into a resumed game as in play: the table\'s passes are recognised and grouped with the action before them', () => {
    startAutosave();
    started();
    const atStart = stateHash(game());
    store().dispatch(find('activate'));
    const inPlay = { history: store().history.map((h) => h.auto), log: store().log.map((e) => e.event.text) };
    const id = useSaveStatus.getState().id!;
    const loaded = saves.loadGame(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const hash = stateHash(game());
    resumeGame(loaded.value);
    expect(stateHash(game())).toBe(hash);
    expect(store().screenSeat).toBeNull();
    expect(store().history.map((h) => h.auto)).toEqual(inPlay.history);
    expect(store().log.map((e) => e.event.text)).toEqual(inPlay.log);
    store().takeOver();
    expect(undoPlan(store())).toEqual({ ok: true, count: 3 });
    store().dispatch(find('pass'));
    expect(store().undo()).toBe(true);
    expect(stateHash(game())).toBe(hash);
    expect(store().undo()).toBe(true);
    expect(stateHash(game())).toBe(atStart);
  });
});
