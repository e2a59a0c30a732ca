// @vitest-environment jsdom
// The store over the browser's own localStorage, as the app uses it.
import { beforeEach, describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { createSaveStore, makeSave } from '../../src/persist';
import { newGame, playGame, wars } from './support';

describe('saves in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('a game survives a new store over the same storage (a closed and reopened tab)', () => {
    const start = newGame(21);
    const { actions, state } = playGame(start, 200);
    const first = createSaveStore(localStorage);
    first.putGame(makeSave({ id: 'g', savedAt: new Date().toISOString(), start, actions, deckNames: ['A', 'B'] }));
    first.setCurrentGame('g');

    const reopened = createSaveStore(localStorage);
    const id = reopened.currentGame();
    expect(id).toBe('g');
    const r = reopened.loadGame(id!);
    expect(r.ok && stateHash(wars(r.value).state)).toBe(stateHash(state));
  });

  it('ignores keys of other apps and sets aside a corrupt save', () => {
    localStorage.setItem('someone-else', 'x');
    localStorage.setItem('wars-table:game:bad', '{{{{');
    const store = createSaveStore(localStorage);
    expect(store.listGames()).toEqual([]);
    expect(store.listSetAside()).toHaveLength(1);
    expect(localStorage.getItem('someone-else')).toBe('x');
  });
});
