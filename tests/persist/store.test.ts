// Saves on the device: several games, the game in progress, saved decks, and unreadable saves
// set aside with a message while every other save still loads.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { createSaveStore, exportSaveFile, makeSave, serializeSave } from '../../src/persist';
import { memoryStorage, newGame, playGame, wars } from './support';

let clock = 0;
const now = () => new Date(Date.UTC(2025, 0, 1) + (clock++) * 60_000).toISOString();

function setup() {
  const storage = memoryStorage();
  return { storage, store: createSaveStore(storage, { now }) };
}

function game(id: string, seed: number, steps: number, savedAt = now()) {
  const start = newGame(seed);
  const { actions, state } = playGame(start, steps);
  return { save: makeSave({ id, savedAt, start, actions, deckNames: [`Deck ${seed}`, 'Other'] }), state };
}

describe('saved games', () => {
  it('saves after every action and loads the same state', () => {
    const { store } = setup();
    const start = newGame(11);
    const { actions, state } = playGame(start, 200);
    for (let i = 0; i <= actions.length; i += 1) {
      const w = store.putGame(makeSave({ id: 'live', savedAt: now(), start, actions: actions.slice(0, i), deckNames: ['A', 'B'] }));
      expect(w.ok).toBe(true);
    }
    const r = store.loadGame('live');
    expect(r.ok).toBe(true);
    if (r.ok) expect(stateHash(wars(r.value).state)).toBe(stateHash(state));
  });

  it('lists several games newest first with decks, turn and date', () => {
    const { store } = setup();
    const a = game('a', 1, 50, '2025-02-01T10:00:00.000Z');
    const b = game('b', 2, 150, '2025-03-01T10:00:00.000Z');
    store.putGame(a.save);
    store.putGame(b.save);
    const list = store.listGames();
    expect(list.map((g) => g.id)).toEqual(['b', 'a']);
    expect(list[0]).toMatchObject({ deckNames: ['Deck 2', 'Other'], turn: b.state.turn, savedAt: '2025-03-01T10:00:00.000Z' });
    expect(store.listGames()).toEqual(list);
  });

  it('prunes the oldest saved games beyond a limit, never the game in progress', () => {
    const { store } = setup();
    for (let i = 0; i < 6; i++) store.putGame(game(`g${i}`, i + 1, 4, `2025-01-0${i + 1}T00:00:00.000Z`).save);
    expect(store.pruneGames(4, 'g0')).toEqual(['g2', 'g1']);
    expect(store.listGames().map((g) => g.id)).toEqual(['g5', 'g4', 'g3', 'g0']);
  });

  it('remembers the game in progress and forgets it when deleted', () => {
    const { store } = setup();
    store.putGame(game('a', 1, 10).save);
    expect(store.currentGame()).toBeNull();
    store.setCurrentGame('a');
    expect(store.currentGame()).toBe('a');
    store.deleteGame('a');
    expect(store.currentGame()).toBeNull();
    expect(store.listGames()).toEqual([]);
    expect(store.loadGame('a')).toMatchObject({ ok: false, error: { message: 'No saved game has this id.' } });
  });

  it('sets aside a corrupt, a truncated and an unknown-version save; the others still load', () => {
    const { storage, store } = setup();
    const good = game('good', 3, 80);
    store.putGame(good.save);
    store.putGame(game('other', 4, 30).save);
    const text = serializeSave(game('bad1', 5, 30).save);
    storage.setItem('wars-table:game:bad1', text.replace(/"actions":\[/, '"actions":[[}'));
    storage.setItem('wars-table:game:bad2', serializeSave(game('bad2', 5, 30).save).slice(0, 300));
    storage.setItem('wars-table:game:bad3', JSON.stringify({ ...game('bad3', 5, 3).save, version: 99 }));
    storage.setItem('wars-table:game:bad4', 'x'.repeat(1_048_576));
    storage.setItem('wars-table:game:bad5', serializeSave(game('elsewhere', 5, 3).save));
    store.setCurrentGame('bad2');

    const list = store.listGames();
    expect(list.map((g) => g.id).sort()).toEqual(['good', 'other']);
    const aside = store.listSetAside();
    expect(aside).toHaveLength(5);
    const byFrom = Object.fromEntries(aside.map((x) => [x.from, x]));
    expect(byFrom['wars-table:game:bad1'].message).toMatch(/corrupt/);
    expect(byFrom['wars-table:game:bad2'].message).toMatch(/truncated/);
    expect(byFrom['wars-table:game:bad3'].message).toMatch(/unknown version 99/);
    expect(byFrom['wars-table:game:bad4'].message).toMatch(/not valid JSON/);
    expect(byFrom['wars-table:game:bad4'].length).toBe(1_048_576);
    expect(byFrom['wars-table:game:bad4'].excerpt.length).toBeLessThanOrEqual(64 * 1024);
    expect(byFrom['wars-table:game:bad5'].message).toMatch(/another id/);
    expect(store.currentGame()).toBeNull();
    expect([...storage.data.keys()].filter((k) => k.startsWith('wars-table:game:')).sort())
      .toEqual(['wars-table:game:good', 'wars-table:game:other']);

    const r = store.loadGame('good');
    expect(r.ok && stateHash(wars(r.value).state)).toBe(stateHash(good.state));
    for (const x of aside) store.dismissSetAside(x.key);
    expect(store.listSetAside()).toEqual([]);
  });

  it('loading a bad save sets it aside with the reason', () => {
    const { storage, store } = setup();
    storage.setItem('wars-table:game:x', '{"format":"wars-table-save","version":1,');
    const r = store.loadGame('x');
    expect(r).toMatchObject({ ok: false, error: { kind: 'truncated' } });
    expect(store.listSetAside()[0]).toMatchObject({ what: 'game', from: 'wars-table:game:x' });
    expect(storage.getItem('wars-table:game:x')).toBeNull();
  });

  it('exports and imports a game, under a fresh id when its own is taken', () => {
    const { store } = setup();
    const g = game('g', 6, 120);
    store.putGame(g.save);
    const file = exportSaveFile(g.save);
    const r = store.importGame(file.text, () => 'g2');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.save.id).toBe('g2');
    expect(store.listGames().map((x) => x.id).sort()).toEqual(['g', 'g2']);
    const loaded = store.loadGame('g2');
    expect(loaded.ok && stateHash(wars(loaded.value).state)).toBe(stateHash(g.state));

    expect(store.importGame(file.text.slice(0, 100), () => 'g3')).toMatchObject({ ok: false, error: { kind: 'truncated' } });
    expect(store.importGame('<html>', () => 'g3')).toMatchObject({ ok: false, error: { kind: 'corrupt' } });
    expect(store.listGames()).toHaveLength(2);
    expect(store.listSetAside()).toEqual([]);
  });

  it('reports full or refusing storage as a message, never a throw', () => {
    const { storage, store } = setup();
    storage.quota = 2000;
    const w = store.putGame(game('big', 7, 200).save);
    expect(w).toMatchObject({ ok: false, message: expect.stringMatching(/full/) });

    const broken = createSaveStore({
      get length(): number { throw new Error('SecurityError'); },
      key: () => { throw new Error('SecurityError'); },
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('SecurityError'); },
      removeItem: () => { throw new Error('SecurityError'); },
    });
    expect(broken.listGames()).toEqual([]);
    expect(broken.listDecks()).toEqual([]);
    expect(broken.currentGame()).toBeNull();
    expect(broken.putGame(game('x', 1, 2).save)).toMatchObject({ ok: false, message: expect.stringMatching(/refuses/) });
  });
});

describe('saved decks', () => {
  const cards = [{ number: '1C7', qty: 4 }, { number: '1R1', qty: 2 }];

  it('saves, lists by name, reads back and deletes decks', () => {
    const { store } = setup();
    expect(store.putDeck({ id: 'd2', name: 'Zed', cards }).ok).toBe(true);
    const r = store.putDeck({ id: 'd1', name: '<script>alert("x")</script>', cards });
    expect(r.ok && r.value.name).toBe('<script>alert("x")</script>');
    expect(store.listDecks().map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(store.getDeck('d2')).toMatchObject({ name: 'Zed', cards });
    store.deleteDeck('d2');
    expect(store.getDeck('d2')).toBeNull();
    expect(store.putDeck({ id: 'bad id', name: 'x', cards }).ok).toBe(false);
  });

  it('a deck the reader would refuse is not written nor reported saved (issue 9, finding 3)', () => {
    const { storage, store } = setup();
    const r = store.putDeck({ id: 'big', name: 'Too many', cards: [{ number: '1C7', qty: 1998 }] });
    expect(r).toMatchObject({ ok: false, error: { message: 'The deck was not saved: it names 1998 copies of 1C7; a deck list may name from 1 to 999.' } });
    expect(storage.getItem('wars-table:deck:big')).toBeNull();
    expect(store.listDecks()).toEqual([]);
    expect(store.listSetAside()).toEqual([]);
  });

  it('sets aside an unreadable deck and keeps the others', () => {
    const { storage, store } = setup();
    store.putDeck({ id: 'ok', name: 'Fine', cards });
    storage.setItem('wars-table:deck:broken', '{"format":"wars-table-deck","version":1,"id":"broken","cards":[');
    storage.setItem('wars-table:deck:future', JSON.stringify({ format: 'wars-table-deck', version: 3 }));
    storage.setItem('wars-table:deck:qty', JSON.stringify({ format: 'wars-table-deck', version: 1, id: 'qty', name: 'x', savedAt: now(), cards: [{ number: '1C7', qty: -1 }] }));
    expect(store.listDecks().map((d) => d.name)).toEqual(['Fine']);
    const aside = store.listSetAside();
    expect(aside.map((a) => a.what)).toEqual(['deck', 'deck', 'deck']);
    expect(aside.map((a) => a.message).join('\n')).toMatch(/truncated[\s\S]*unknown version|unknown version[\s\S]*truncated/);
  });
});
