// The table store: a view of the match session for React, kept in step with it; autosave keeps
// the game's actions as they change, undo included.
import { beforeEach, describe, expect, it } from 'vitest';
import { eventText, stateHash } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { flushAutosave, resumeGame, startAutosave, useSaveStatus } from '../../src/ui/saves/autosave';
import { saves } from '../../src/ui/saves/device';
import { tableUndoPlan as undoPlan, useTable } from '../../src/ui/store';
import { params } from '../match/support';

const store = () => useTable.getState();
const game = (): GameState => store().game!;
const find = (type: Action['type']) => store().legal.find((a) => a.type === type)!;

/** A started game with both starting locations chosen and P1 to act in the activate phase. */
function started(): void {
  store().startGame(params(7));
  for (let i = 0; i < 2; i++) {
    store().dispatch(find('startLocation'));
    if (store().screenSeat === null) store().takeOver();
  }
}

beforeEach(() => store().quit());

describe('the table store', () => {
  it('shows the match as it changes, and nothing once the table is left', () => {
    started();
    expect(store().screen).toMatchObject({ kind: 'shared', seat: 0 });
    expect(store().screenSeat).toBe(0);
    const before = game();
    expect(store().dispatch(find('activate'))).toBe(true);
    expect(game()).not.toBe(before);
    expect(store().log.at(-1)?.by).toBeDefined();
    store().setAutoPass(false);
    store().toggleStop(0, 'deploy');
    expect(store().settings).toEqual({ autoPass: false, stops: [['deploy'], []], alwaysHandOver: false });
    store().toggleStop(0, 'deploy');
    store().setAutoPass(true);
    store().quit();
    expect(store().game).toBeNull();
    expect(store().screenSeat).toBeNull();
  });

  it('saves the shortened action list', () => {
    startAutosave();
    started();
    store().dispatch(find('activate'));
    flushAutosave();
    const id = useSaveStatus.getState().id!;
    const saved = () => { const r = saves.loadGame(id); if (!r.ok) throw new Error(r.error.message); return r.value.save.actions; };
    expect(saved()).toEqual(store().actions);
    const longer = store().actions.length;
    store().undo();
    flushAutosave();
    expect(saved()).toEqual(store().actions);
    expect(saved().length).toBeLessThan(longer);
  });

  it('writes the save once the action is on the screen, or at once when the page is hidden or another game starts', async () => {
    startAutosave();
    started();
    await new Promise((done) => setTimeout(done, 0));
    const id = useSaveStatus.getState().id!;
    const saved = () => { const r = saves.loadGame(id); if (!r.ok) throw new Error(r.error.message); return r.value.save.actions; };
    expect(saved()).toEqual(store().actions);
    store().dispatch(find('activate'));
    expect(saved().length).toBeLessThan(store().actions.length);
    // With no frames to wait for (no window here), the next task writes it.
    await new Promise((done) => setTimeout(done, 0));
    expect(saved()).toEqual(store().actions);
    store().dispatch(find('pass'));
    const played = store().actions;
    // A new game writes the last one's save first, under its own id.
    store().startGame(params(3));
    expect(saved()).toEqual(played);
    expect(useSaveStatus.getState().id).toBeNull();
  });

  it('reaches back into a resumed game as in play: the table\'s passes are recognised and grouped with the action before them', () => {
    startAutosave();
    started();
    const atStart = stateHash(game());
    store().dispatch(find('activate'));
    const inPlay = { history: store().history.map((h) => h.auto), log: store().log.map((e) => eventText(e.event, null)) };
    flushAutosave();
    const id = useSaveStatus.getState().id!;
    const loaded = saves.loadGame(id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const hash = stateHash(game());
    resumeGame(loaded.value);
    expect(stateHash(game())).toBe(hash);
    expect(store().screenSeat).toBeNull();
    expect(store().history.map((h) => h.auto)).toEqual(inPlay.history);
    expect(store().log.map((e) => eventText(e.event, null))).toEqual(inPlay.log);
    store().takeOver();
    expect(undoPlan(store())).toMatchObject({ ok: true, count: 3 });
    store().dispatch(find('pass'));
    expect(store().undo()).toBe(true);
    expect(stateHash(game())).toBe(hash);
    expect(store().undo()).toBe(true);
    expect(stateHash(game())).toBe(atStart);
  });
});
