// Generated hostile saves: a real save changed at any place (hostile values, removed and extra
// fields, prototype names, deep nesting, huge strings) or damaged as text. Reading never throws,
// finishes, and names the problem in one plain sentence; in storage, the damaged entry is set
// aside and nothing else changes; an import that fails writes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { createSaveStore, loadSaveText, makeSave, MAX_LABEL_CHARS, serializeSave } from '../../src/persist';
import type { SaveErrorKind } from '../../src/persist';
import { damageText, mutate, mutation, placesIn, spliceNesting, textDamage, UNSAFE_TEXT } from './hostile';
import { memoryStorage, newGame, playGame, wars } from './support';

const T = '2025-01-02T03:04:05.000Z';
const KINDS: SaveErrorKind[] = ['not-text', 'too-large', 'truncated', 'corrupt', 'not-a-save', 'unknown-version', 'unknown-game', 'invalid', 'replay-refused', 'storage'];

const start = newGame(12);
const played = playGame(start, 150);
const good = makeSave({ id: 'good', savedAt: T, start, actions: played.actions, deckNames: ['Alpha', 'Beta'] });
const goodValue = JSON.parse(serializeSave(good)) as unknown;
const places = placesIn(goodValue);
/** A bounded time for one read, far above the few milliseconds it takes: a hang fails. */
const BOUND_MS = 5000;

const hostileSaveText = fc.oneof(
  mutation.map((m) => spliceNesting(JSON.stringify(mutate(goodValue, m, places)) ?? 'null')),
  textDamage.map((d) => damageText(serializeSave(good), d)),
);

function expectClearResult(text: string) {
  const t0 = performance.now();
  const r = loadSaveText(text);
  expect(performance.now() - t0).toBeLessThan(BOUND_MS);
  if (r.ok) {
    // Read as a save: names are plain text, and the game replays.
    for (const name of [r.value.save.label, ...r.value.summary.deckNames]) {
      expect(name).not.toMatch(UNSAFE_TEXT);
      expect([...new Intl.Segmenter().segment(name)].length).toBeLessThanOrEqual(MAX_LABEL_CHARS);
      expect(name.isWellFormed()).toBe(true);
    }
    expect(r.value.state.turn).toBeGreaterThanOrEqual(1);
  } else {
    expect(KINDS).toContain(r.error.kind);
    expect(r.error.message).toMatch(/^[A-Z].*\.$/s);
    expect(r.error.message.length).toBeLessThan(600);
    expect(r.error.message).not.toMatch(UNSAFE_TEXT);
  }
  return r;
}

describe('hostile saves (property-based)', () => {
  it('the unchanged save reads back to the same state', () => {
    const r = loadSaveText(serializeSave(good));
    expect(r.ok && stateHash(wars(r.value).state)).toBe(stateHash(played.state));
  });

  it('any change to a save gives the game or one clear error, never a throw', () => {
    fc.assert(fc.property(hostileSaveText, (text) => { expectClearResult(text); }), { numRuns: 300 });
  });

  it('a damaged save in storage is set aside and nothing else in storage changes', () => {
    fc.assert(fc.property(hostileSaveText, (text) => {
      const storage = memoryStorage();
      const store = createSaveStore(storage, { now: () => T });
      store.putGame(good);
      store.putGame({ ...good, id: 'other' });
      store.putDeck({ id: 'deck', name: 'Deck', cards: [{ number: '1C7', qty: 4 }] });
      store.setCurrentGame('good');
      storage.setItem('wars-table:game:good', text);
      const before = new Map(storage.data);
      const listed = store.listGames().map((g) => g.id);
      const after = storage.data;
      expect(listed).toContain('other');
      for (const [key, value] of before) {
        if (key === 'wars-table:game:good' || key === 'wars-table:current') continue;
        expect(after.get(key)).toBe(value);
      }
      const added = [...after.keys()].filter((k) => !before.has(k));
      if (listed.includes('good')) {
        expect(added).toEqual([]);
        expect(after.get('wars-table:game:good')).toBe(text);
      } else {
        expect(after.has('wars-table:game:good')).toBe(false);
        expect(added).toHaveLength(1);
        expect(added[0]).toMatch(/^wars-table:aside:game:good:/);
        expect(store.listSetAside()[0].message).not.toMatch(UNSAFE_TEXT);
      }
    }), { numRuns: 100 });
  });

  it('set-aside entries of any shape are listed as plain text, never thrown on', () => {
    const storage = memoryStorage();
    const store = createSaveStore(storage, { now: () => T });
    storage.setItem('wars-table:game:x', '{');
    store.listGames();
    const [key, stored] = [...storage.data].find(([k]) => k.startsWith('wars-table:aside:'))!;
    const aside = JSON.parse(stored) as unknown;
    const places = placesIn(aside);
    fc.assert(fc.property(mutation, (m) => {
      storage.setItem(key, spliceNesting(JSON.stringify(mutate(aside, m, places)) ?? 'null'));
      const [entry] = store.listSetAside();
      expect(entry.key).toBe(key);
      for (const text of [entry.message, entry.from, entry.setAsideAt]) expect(text).not.toMatch(UNSAFE_TEXT);
      expect(typeof entry.excerpt).toBe('string');
      expect(Number.isInteger(entry.length)).toBe(true);
    }), { numRuns: 200 });
  });

  it('an import that fails writes nothing; one that succeeds adds one game', () => {
    fc.assert(fc.property(hostileSaveText, (text) => {
      const storage = memoryStorage();
      const store = createSaveStore(storage, { now: () => T });
      store.putGame(good);
      const before = new Map(storage.data);
      const r = store.importGame(text, () => 'fresh');
      const added = [...storage.data.keys()].filter((k) => !before.has(k));
      for (const [key, value] of before) expect(storage.data.get(key)).toBe(value);
      expect(added).toEqual(r.ok ? [`wars-table:game:${r.value.save.id}`] : []);
    }), { numRuns: 100 });
  });
});
