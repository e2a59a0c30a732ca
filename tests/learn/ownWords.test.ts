// The rules reference and the glossary are in our own words: no explanation shares a run of about
// 8 words (40 letters and digits, spacing and punctuation ignored) with the rules documents, the
// checklist or the card text. Reads ../shared beside the project (CI clones it there).
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/learn/glossary';
import { ENTRIES } from '../../src/learn/rules';
import { sharedPassage, sourceRuns } from '../support/ownWords';

const runs = sourceRuns();

// A sentence of the Comprehensive Rules, stored backwards so that this file itself does not quote it.
const COPIED = '.ti ni sdrac on era ereht fi neve ,elip evitca na sah syawla reyalp A'.split('').reverse().join('');

describe.skipIf(runs === null)('explanations in our own words', () => {
  it('the check itself finds a sentence copied from the Comprehensive Rules', () => {
    expect(sharedPassage(COPIED, runs!)).not.toBeNull();
    expect(sharedPassage('You always have an active pile, even an empty one.', runs!)).toBeNull();
  });

  it('no rules entry shares an 8-word run with the sources', () => {
    const copied = ENTRIES.flatMap((e) => {
      const hit = sharedPassage(`${e.title}. ${e.text}`, runs!);
      return hit ? [`${e.id}: ${hit}`] : [];
    });
    expect(copied).toEqual([]);
  });

  it('no glossary term shares an 8-word run with the sources', () => {
    const copied = GLOSSARY.flatMap((t) => {
      const hit = sharedPassage(`${t.name}. ${t.text}`, runs!);
      return hit ? [`${t.id}: ${hit}`] : [];
    });
    expect(copied).toEqual([]);
  });
});
