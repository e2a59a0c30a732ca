// Long words of location names break between syllables on a narrow lane, never inside one.
import { describe, expect, it } from 'vitest';
import { breakPoints, softHyphens } from '../../src/ui/cards/hyphens';

const shown = (w: string) => softHyphens(w).replace(/\u00AD/g, '-');

describe('soft hyphens in location names', () => {
  it('breaks between syllables: between consonants, before a lone one, before a pair that starts a syllable', () => {
    expect(shown('Headquarters')).toBe('Head-quar-ters');
    expect(shown('Underground')).toBe('Un-der-ground');
    expect(shown('Exploratory')).toBe('Ex-plo-ra-tory');
    expect(shown('Stronghold')).toBe('Strong-hold');
    expect(shown('Freighter')).toBe('Freigh-ter');
    expect(shown('Humanity’s')).toBe('Hu-ma-ni-ty’s');
  });

  it('leaves short words whole, two letters before a break and three after, and a closing "-ed" with its consonants', () => {
    expect(breakPoints('Camp')).toEqual([]);
    expect(breakPoints('Vantage')).toEqual([3]);
    expect(shown('Captured')).toBe('Cap-tured');
    expect(shown('Entrenched')).toBe('En-trenched');
    for (const w of ['Subterranean', 'Correctional', 'Navigation', 'Abandoned']) {
      for (const k of breakPoints(w)) {
        expect(k).toBeGreaterThanOrEqual(2);
        expect(w.length - k).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('changes nothing but the marks: the name reads the same', () => {
    for (const w of ['Headquarters', 'Pilgrims’', 'Traginium']) expect(softHyphens(w).replace(/\u00AD/g, '')).toBe(w);
  });
});
