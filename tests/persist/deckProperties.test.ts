// Generated hostile deck lists and saved decks. The plain-text reader never throws, reports every
// bad line, and never produces a list a saved deck cannot hold; a deck reported saved is listed
// again as it was; a damaged saved deck is set aside and nothing else in storage changes.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { factsByNumber } from '../../src/engine/cards/pool';
import { CARD_FACTS } from '../../src/engine/cards/pool';
import { DECK_ENTRIES, MAX_QTY, parseDeckList, titleLookup } from '../../src/engine/decks';
import { createSaveStore, loadDeckText } from '../../src/persist';
import { damageText, hostileId, hostileNumber, hostileValue, mutate, mutation, placesIn, spliceNesting, textDamage, UNSAFE_TEXT } from './hostile';
import { memoryStorage } from './support';

const T = '2025-01-02T03:04:05.000Z';
const byTitle = titleLookup(CARD_FACTS);
const cardName = fc.oneof(
  fc.constantFrom(...CARD_FACTS.slice(0, 60).map((c) => c.title)),
  fc.constantFrom(...CARD_FACTS.slice(0, 60).map((c) => c.number)),
  hostileId,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const count = fc.oneof(fc.constantFrom('999', '1000', '0', '-1', '4x', '4 x', '1e3', '٣', '00004'), fc.nat(2000).map(String));
const line = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(count, cardName).map(([n, c]) => `${n} ${c}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '# a comment', '   ', '\u202e4 CGC Grunt') },
);
const deckListText = fc.array(line, { maxLength: 80 }).map((lines) => lines.join('\n'));

describe('hostile deck lists (property-based)', () => {
  it('every list is read without a throw; what is read fits the saved-deck schema; errors name their line in plain text', () => {
    fc.assert(fc.property(deckListText, (text) => {
      const { cards, errors } = parseDeckList(text, byTitle, factsByNumber);
      expect(v.is(DECK_ENTRIES, cards)).toBe(true);
      for (const e of cards) expect(e.qty).toBeLessThanOrEqual(MAX_QTY);
      const lines = text.split(/\r\n|\r|\n/).length;
      for (const e of errors) {
        expect(e.line).toBeGreaterThanOrEqual(1);
        expect(e.line).toBeLessThanOrEqual(lines);
        expect(e.message).toMatch(/\.$/);
        // eslint-disable-next-line no-control-regex
        expect(e.text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
      }
    }), { numRuns: 400 });
  });

  it('a list read without errors is saved, and listed again exactly as it was read', () => {
    fc.assert(fc.property(deckListText, fc.string({ maxLength: 100 }), (text, name) => {
      const { cards, errors } = parseDeckList(text, byTitle, factsByNumber);
      fc.pre(errors.length === 0 && cards.length > 0);
      const store = createSaveStore(memoryStorage(), { now: () => T });
      const r = store.putDeck({ id: 'd', name, cards });
      expect(r.ok).toBe(true);
      expect(store.listDecks()).toEqual([r.ok && r.value]);
      expect(store.listDecks()[0].cards).toEqual(cards);
      expect(store.listSetAside()).toEqual([]);
    }), { numRuns: 150 });
  });
});

const entry = fc.oneof(
  fc.record({ number: fc.oneof(fc.constantFrom('1C7', '1R1'), hostileId), qty: fc.oneof(fc.integer({ min: 1, max: 999 }), hostileNumber) }),
  hostileValue,
);

describe('hostile saved decks (property-based)', () => {
  it('putDeck with any entries never throws; a deck it reports saved lists again, one it refuses leaves storage as it was', () => {
    fc.assert(fc.property(fc.array(entry, { maxLength: 8 }), fc.oneof(fc.string(), hostileId), (cards, name) => {
      const storage = memoryStorage();
      const store = createSaveStore(storage, { now: () => T });
      store.putDeck({ id: 'keep', name: 'Keep', cards: [{ number: '1C7', qty: 4 }] });
      const before = new Map(storage.data);
      const r = store.putDeck({ id: 'new', name: name as string, cards: cards as { number: string; qty: number }[] });
      if (r.ok) {
        expect(store.listDecks().map((d) => d.id)).toEqual(r.value.name.localeCompare('Keep') < 0 ? ['new', 'keep'] : ['keep', 'new']);
        expect(store.getDeck('new')).toEqual(r.value);
      } else {
        expect(r.error.message).toMatch(/^The deck was not saved: .*\.$/s);
        expect(r.error.message).not.toMatch(UNSAFE_TEXT);
        expect(storage.data).toEqual(before);
      }
      expect(store.listSetAside()).toEqual([]);
    }), { numRuns: 300 });
  });

  const goodDeck = JSON.parse(JSON.stringify({ format: 'wars-table-deck', version: 1, id: 'deck', name: 'Deck', savedAt: T,
    cards: [{ number: '1C7', qty: 4 }, { number: '1R1', qty: 2 }] })) as unknown;
  const places = placesIn(goodDeck);
  const hostileDeckText = fc.oneof(
    mutation.map((m) => spliceNesting(JSON.stringify(mutate(goodDeck, m, places)) ?? 'null')),
    textDamage.map((d) => damageText(JSON.stringify(goodDeck), d)),
  );

  it('a damaged saved deck is read without a throw, and set aside without touching anything else', () => {
    fc.assert(fc.property(hostileDeckText, (text) => {
      const r = loadDeckText(text);
      if (!r.ok) expect(r.error.message).not.toMatch(UNSAFE_TEXT);
      const storage = memoryStorage();
      const store = createSaveStore(storage, { now: () => T });
      store.putDeck({ id: 'keep', name: 'Keep', cards: [{ number: '1C7', qty: 4 }] });
      storage.setItem('wars-table:deck:deck', text);
      const before = new Map(storage.data);
      const listed = store.listDecks().map((d) => d.id);
      expect(listed).toContain('keep');
      expect(storage.data.get('wars-table:deck:keep')).toBe(before.get('wars-table:deck:keep'));
      const added = [...storage.data.keys()].filter((k) => !before.has(k));
      expect(added).toHaveLength(listed.includes('deck') ? 0 : 1);
    }), { numRuns: 200 });
  });
});
