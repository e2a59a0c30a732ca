// X-COM Incursion saves: a save names its game and replays through the same store, export and
// import as WARS; a damaged, refused or unknown save gets a clear message and loses nothing.
import { describe, expect, it } from 'vitest';
import { createSaveStore, exportSaveFile, loadSaveText, makeSave, makeXcomSave, memoryStorage, serializeSave } from '../../src/persist';
import { stateHash } from '../../src/xcom/index';
import type { XState } from '../../src/xcom/index';
import { randomXcomGame } from '../../src/sim/xcomGames';
import { newGame, playGame } from '../persist/support';

const T = '2026-01-02T03:04:05.000Z';

const randomGame = (seed: number, limit?: number) => randomXcomGame(seed, limit);

describe('X-COM saves', () => {
  it('random games to their end round-trip: exported, imported into a store, loaded back to the same state', () => {
    for (const seed of [1, 2, 3, 4]) {
      const g = randomGame(seed);
      const save = makeXcomSave({ id: `x${seed}`, savedAt: T, seed, actions: g.actions });
      const store = createSaveStore(memoryStorage());
      const imported = store.importGame(exportSaveFile(save).text, () => 'fresh');
      if (!imported.ok) throw new Error(imported.error.message);
      expect(serializeSave(imported.value.save)).toBe(serializeSave(save));
      const loaded = store.loadGame(`x${seed}`);
      if (!loaded.ok || loaded.value.game !== 'xcom') throw new Error('not loaded as X-COM');
      expect(stateHash(loaded.value.state)).toBe(stateHash(g.state));
      expect(loaded.value.summary).toMatchObject({ game: 'xcom', winner: g.state.winner, actionCount: g.actions.length, deckNames: ['Earth', 'Aliens'] });
    }
  }, 30_000);

  it('is saved after every action, each save read back before it is kept', () => {
    const g = randomGame(9, 300);
    const store = createSaveStore(memoryStorage());
    for (let i = 0; i <= g.actions.length; i += 7) {
      expect(store.putGame(makeXcomSave({ id: 'live', savedAt: T, seed: 9, actions: g.actions.slice(0, i) })).ok).toBe(true);
    }
    expect(store.putGame(makeXcomSave({ id: 'live', savedAt: T, seed: 9, actions: g.actions })).ok).toBe(true);
    const loaded = store.loadGame('live');
    expect(loaded.ok && stateHash(loaded.value.state as XState)).toBe(stateHash(g.state));
    expect(store.listGames()[0]).toMatchObject({ game: 'xcom', where: expect.stringMatching(/^turn \d+, \w+ phase$/) });
  });

  it('says which game it is, and the list shows both games', () => {
    const x = JSON.parse(serializeSave(makeXcomSave({ id: 'x', savedAt: T, seed: 3, actions: [] })));
    expect(x).toMatchObject({ format: 'wars-table-save', game: 'xcom', version: 1, start: { seed: 3 } });
    const store = createSaveStore(memoryStorage());
    const start = newGame(4);
    const { actions } = playGame(start, 30);
    store.putGame(makeSave({ id: 'w', savedAt: T, start, actions, deckNames: ['A', 'B'] }));
    store.putGame(makeXcomSave({ id: 'x', savedAt: T, seed: 3, actions: randomGame(3, 40).actions }));
    expect(store.listGames().map((g) => g.game).sort()).toEqual(['wars', 'xcom']);
  });

  it('keeps the side the computer plays and its level, so a resumed game is against it again; a level it does not know is refused', () => {
    const text = serializeSave(makeXcomSave({ id: 'c', savedAt: T, seed: 5, opponent: { seat: 1, level: 'greedy' }, actions: randomGame(5, 30).actions }));
    const r = loadSaveText(text);
    expect(r.ok && r.value.game === 'xcom' && r.value.save.start).toEqual({ seed: 5, opponent: { seat: 1, level: 'greedy' } });
    expect(r.ok && r.value.save.label).toBe('X-COM Incursion: Earth vs the computer');
    const odd = JSON.parse(text);
    odd.start.opponent.level = 'search';
    expect(loadSaveText(JSON.stringify(odd))).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });

  it('a save of a game this table does not know is refused in words and set aside; the other saves still load', () => {
    const storage = memoryStorage();
    const store = createSaveStore(storage);
    store.putGame(makeXcomSave({ id: 'x', savedAt: T, seed: 3, actions: randomGame(3, 40).actions }));
    const unknown = { ...JSON.parse(serializeSave(makeXcomSave({ id: 'u', savedAt: T, seed: 1, actions: [] }))), game: 'chess' };
    storage.setItem('wars-table:game:u', JSON.stringify(unknown));
    const r = store.loadGame('u');
    expect(r).toMatchObject({ ok: false, error: { kind: 'unknown-game', message: expect.stringContaining('chess') } });
    expect(store.listSetAside()[0]).toMatchObject({ from: 'wars-table:game:u' });
    expect(store.listGames().map((g) => g.id)).toEqual(['x']);
    expect(store.importGame(JSON.stringify(unknown), () => 'v')).toMatchObject({ ok: false, error: { kind: 'unknown-game' } });
  });

  it('a damaged action is named; an action the rules refuse is named with its rule; a newer version is refused', () => {
    const good = JSON.parse(serializeSave(makeXcomSave({ id: 'x', savedAt: T, seed: 3, actions: randomGame(3, 40).actions })));
    const damaged = structuredClone(good);
    damaged.actions[5] = { ...damaged.actions[5], seat: 7 };
    expect(loadSaveText(JSON.stringify(damaged))).toMatchObject({ ok: false, error: { kind: 'invalid', message: 'The saved X-COM Incursion game is damaged: action 6 has a bad "seat".' } });
    const refused = structuredClone(good);
    refused.actions.splice(0, 0, { type: 'pass', seat: 1 });
    expect(loadSaveText(JSON.stringify(refused))).toMatchObject({ ok: false, error: { kind: 'replay-refused', message: expect.stringContaining('action 1 of 41 is refused by the rules') } });
    expect(loadSaveText(JSON.stringify({ ...good, version: 2 }))).toMatchObject({ ok: false, error: { kind: 'unknown-version' } });
    expect(loadSaveText(JSON.stringify({ ...good, extra: 1 }))).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });
});
