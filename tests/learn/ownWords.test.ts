// The rules reference and the glossary are in our own words: no explanation shares a run of about
// 8 words (40 letters and digits, spacing and punctuation ignored) with the rules documents, the
// checklist or the card text. Reads ../shared beside the project (CI clones it there); the same
// check `npm run lessons` makes (scripts/teachingChecks.ts).
import { describe, expect, it } from 'vitest';
import { copiedPassages, internalNames, sharedPassage, sourceRuns, teachingTexts } from '../../scripts/teachingChecks';
import { LESSONS } from '../../src/learn/lessons';
import { XCOM_LESSONS } from '../../src/learn/lessons/xcom';
import { PUZZLES } from '../../src/learn/puzzles';
import { XCOM_PUZZLES } from '../../src/learn/puzzles/xcom';

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

describe('the teaching texts of both games', () => {
  const texts = teachingTexts();
  const ids = (kind: string) => new Set(texts.filter((t) => t.kind === kind).map((t) => t.id));

  it('take in every lesson and puzzle of WARS and of X-COM Incursion, so the checks above read them all', () => {
    expect([...LESSONS, ...XCOM_LESSONS].filter((l) => !ids('lessons').has(l.id))).toEqual([]);
    expect([...PUZZLES, ...XCOM_PUZZLES].filter((p) => !ids('puzzles').has(p.id))).toEqual([]);
    // An X-COM lesson's steps and summary, not only its title.
    const first = XCOM_LESSONS[0];
    const lesson = texts.filter((t) => t.id === first.id).map((t) => t.text);
    expect(lesson).toEqual(expect.arrayContaining([first.steps[0].text, first.summary[0]]));
  });

  it('show words, never an internal name', () => {
    expect(internalNames(texts)).toEqual([]);
  });

  it('the check finds a card id, a code name, an engine key and a lesson id', () => {
    const found = internalNames(['Meld 0.12 now.', 'In the tacticsTrash phase.', 'Pass in window4.', 'As seat 1.', 'See xcom-first-turn.', 'Window 1: the rules\' term, version 1.4.']
      .map((text, i) => ({ kind: 'lessons' as const, id: `t${i}`, text })));
    expect(found).toEqual(['t0: 0.12', 't1: tacticsTrash', 't2: window4', 't3: seat 1', 't4: xcom-f']);
  });
});
