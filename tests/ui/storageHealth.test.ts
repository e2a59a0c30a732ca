// Storage that lasts: what the saved-games screen says about keeping the data and the space
// used, and the warning shown before saves fill their space.
import { describe, expect, it } from 'vitest';
import { createSaveStore } from '../../src/persist';
import { LOCAL_BUDGET_CHARS, fullnessWarning, healthLines } from '../../src/ui/saves/storageHealth';
import { memoryStorage } from '../persist/support';

describe('storage health', () => {
  it('warns from 80% of the space browsers give saves, never before', () => {
    expect(fullnessWarning(0)).toBeNull();
    expect(fullnessWarning(LOCAL_BUDGET_CHARS * 0.79)).toBeNull();
    expect(fullnessWarning(LOCAL_BUDGET_CHARS * 0.85)).toMatch(/^Saved games and decks fill 85% of the space .*export the games you want to keep/);
    expect(fullnessWarning(LOCAL_BUDGET_CHARS * 2)).toMatch(/fill 99%/);
  });

  it('says whether the browser keeps the data and how much is used, in plain words', () => {
    expect(healthLines({ persisted: true, usage: 2_500_000, quota: 300_000_000 }, 1_200_000)).toEqual([
      'This browser has agreed to keep the saved games on this device until you delete them.',
      'Saved games and decks use 1.2 MB of about 5.0 MB.',
      "All of this app's data, its own files included: 2.5 MB of 300 MB the browser allows.",
    ]);
    expect(healthLines({ persisted: false, usage: null, quota: null }, 0)[0]).toMatch(/may clear saved games .* export/);
    expect(healthLines({ persisted: null, usage: null, quota: null }, 0)).toHaveLength(2);
  });

  it('the store measures what its entries take, keys included, and nothing of other apps', () => {
    const storage = memoryStorage();
    const store = createSaveStore(storage);
    storage.setItem('someone-else', 'x'.repeat(1000));
    expect(store.usedChars()).toBe(0);
    storage.setItem('wars-table:current', 'abc');
    expect(store.usedChars()).toBe('wars-table:current'.length + 3);
  });
});
