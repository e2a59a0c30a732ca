// Every implemented card has its own test file here, naming the card, and every card test asserts
// something (tests/kit/setup.ts makes a test without an expectation fail).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARDS, isImplemented } from '../../cards';

const dir = dirname(fileURLToPath(import.meta.url));
/** A test file names its card by number and exact title (the support bots share one test body). */
const named = (text: string, number: string, title: string) => text.includes(`'${number}`) && text.includes(title);

describe('card tests', () => {
  it('each implemented card has tests/cards/<number>.test.ts, which names it by number and title', () => {
    const missing: string[] = [];
    for (const c of Object.values(CARDS).filter((d) => isImplemented(d.number))) {
      const file = resolve(dir, `${c.number}.test.ts`);
      if (!existsSync(file)) missing.push(`${c.number} ${c.title}: no test file`);
      else if (!named(readFileSync(file, 'utf8'), c.number, c.title)) missing.push(`${c.number} ${c.title}: not named in its test file`);
    }
    expect(missing).toEqual([]);
  });
  it('a card test that asserts nothing fails: every test runs under expect.hasAssertions', () => {
    expect(expect.getState().isExpectingAssertions).toBe(true);
  });
});
