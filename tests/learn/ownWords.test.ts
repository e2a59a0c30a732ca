// The rules reference and the glossary are in our own words: no explanation shares a run of about
// 8 words (40 letters and digits, spacing and punctuation ignored) with the rules documents, the
// checklist or the card text. Reads ../shared beside the project (CI clones it there); the same
// check `npm run lessons` makes (scripts/teachingChecks.ts).
import { describe, expect, it } from 'vitest';
import { copiedPassages, sharedPassage, sourceRuns, teachingTexts } from '../../scripts/teachingChecks';

const runs = sourceRuns();

// A sentence of the Comprehensive Rules, stored backwards so that this file itself does not quote it.
const COPIED = '.ti ni sdrac on era ereht fi neve ,elip evitca na sah syawla reyalp A'.split('').reverse().join('');

describe.skipIf(runs === null)('explanations in our own words', () => {
  it('the check itself finds a sentence copied from the Comprehensive Rules', () => {
    expect(sharedPassage(COPIED, runs!)).not.toBeNull();
    expect(sharedPassage('You always have an active pile, even an empty one.', runs!)).toBeNull();
  });

  it('names the text and the passage it shares', () => {
    expect(copiedPassages([{ kind: 'rules', id: 'copied-entry', text: `Our words first. ${COPIED}` }], runs!))
      .toEqual([expect.stringMatching(/^copied-entry: [a-z]{40}$/)]);
  });

  it('no rules entry shares an 8-word run with the sources', () => {
    expect(copiedPassages(teachingTexts().filter((t) => t.kind === 'rules'), runs!)).toEqual([]);
  });

  it('no glossary term shares an 8-word run with the sources', () => {
    expect(copiedPassages(teachingTexts().filter((t) => t.kind === 'glossary'), runs!)).toEqual([]);
  });
});
