// The checks on the teaching material that read files beside the code: no explanation, glossary
// term, lesson or puzzle shares a run of about 8 words (40 letters and digits in a row, spacing,
// punctuation and case ignored) with the rules documents, the checklist or the card text, as the
// project's hook looks for it; and every rule ID the app cites has an explanation. `npm run
// lessons` runs them, and the tests in tests/learn call the same functions.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GLOSSARY } from '../src/learn/glossary';
import { LESSONS } from '../src/learn/lessons';
import { XCOM_LESSONS } from '../src/learn/lessons/xcom';
import { PUZZLES } from '../src/learn/puzzles';
import { XCOM_PUZZLES } from '../src/learn/puzzles/xcom';
import { ENTRIES, entryById } from '../src/learn/rules';
import { RULE_ID } from '../src/learn/ruleIds';

const N = 40;

const norm = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The project's root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The rules documents, the checklist and the card text beside the project, or null without them. */
export const SHARED = fileURLToPath(new URL('../../shared', import.meta.url));

/** Every 40-character run of the source documents, line by line as the hook reads them; null
 * without the documents beside the project. */
export function sourceRuns(shared = SHARED): Set<string> | null {
  const rules = join(shared, 'rules');
  if (!existsSync(rules)) return null;
  const runs = new Set<string>();
  const add = (line: string) => {
    const t = norm(line);
    for (let i = 0; i + N <= t.length; i++) runs.add(t.slice(i, i + N));
  };
  for (const name of ['wars-comprehensive-rules.txt', 'wars-incursion-rulebook.txt', 'wars-nowhere-to-hide-rulebook.txt', 'checklist.md', 'xcom-incursion.txt']) {
    const f = join(rules, name);
    if (existsSync(f)) readFileSync(f, 'utf8').split('\n').forEach(add);
  }
  const spoiler = join(shared, 'card-data', 'wars-spoiler.txt');
  if (existsSync(spoiler)) {
    for (const line of readFileSync(spoiler, 'utf8').split('\n')) {
      if (line.startsWith('Game Text:') || line.startsWith('Lore:')) add(line.slice(line.indexOf(':') + 1));
    }
  }
  return runs;
}

/** The first passage of a text shared with the sources (normalised), or null. */
export function sharedPassage(text: string, runs: ReadonlySet<string>): string | null {
  const t = norm(text);
  for (let i = 0; i + N <= t.length; i++) if (runs.has(t.slice(i, i + N))) return t.slice(i, i + N);
  return null;
}

export type TeachingKind = 'rules' | 'glossary' | 'lessons' | 'puzzles';

/** A text a player reads, with the id of what it belongs to. */
export interface TeachingText { kind: TeachingKind; id: string; text: string }

/** Every text of the teaching material of both games, by kind. */
export function teachingTexts(): TeachingText[] {
  const of = (kind: TeachingKind, id: string, texts: string[]) => texts.map((text) => ({ kind, id, text }));
  return [
    ...ENTRIES.flatMap((e) => of('rules', e.id, [`${e.title}. ${e.text}`])),
    ...GLOSSARY.flatMap((t) => of('glossary', t.id, [`${t.name}. ${t.text}`])),
    ...[...LESSONS, ...XCOM_LESSONS].flatMap((l) => of('lessons', l.id, [l.title, l.about, ...l.summary, ...l.steps.flatMap((s) => [s.text, s.refuse ?? ''])])),
    ...[...PUZZLES, ...XCOM_PUZZLES].flatMap((p) => of('puzzles', p.id, [p.title, p.task, p.limitText, p.explain, p.hints.rule.text, p.hints.card.text, p.hints.move])),
  ];
}

/** The texts that share a passage with the sources, as "id: passage". */
export function copiedPassages(texts: readonly TeachingText[], runs: ReadonlySet<string>): string[] {
  return texts.flatMap(({ id, text }) => {
    const hit = sharedPassage(text, runs);
    return hit ? [`${id}: ${hit}`] : [];
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : /\.(ts|tsx|json|md)$/.test(name) ? [p] : [];
  });
}

/** Every rule ID cited in the files under these folders of the project, with the first file
 * citing it. */
export function idsCitedIn(...dirs: string[]): Map<string, string> {
  const cited = new Map<string, string>();
  for (const f of dirs.flatMap((d) => filesUnder(join(ROOT, d)))) {
    for (const m of readFileSync(f, 'utf8').matchAll(RULE_ID)) if (!cited.has(m[0])) cited.set(m[0], f.slice(ROOT.length));
  }
  return cited;
}

/** The cited IDs the rules reference does not explain, as "ID (file)". */
export function unexplained(cited: ReadonlyMap<string, string>): string[] {
  return [...cited].filter(([id]) => !entryById(id)).map(([id, f]) => `${id} (${f})`);
}

/** What an internal name looks like: an X-COM card's id ("0.12", not a version number), a code
 * name in camel case ("tacticsTrash"), an engine part's key ("window4", "ability1", "option2",
 * "seat 0"), or a lesson's or puzzle's id ("xcom-first-turn"). The rules' own numbered terms
 * ("Window 1") are words. */
const INTERNALS = [/(?<!version )\b[01]\.\d+\b/, /\b[a-z]+[A-Z][A-Za-z]*\b/, /\b(?:window|ability|option)\d/i, /\bseat [01]\b/i, /\bxcom-[a-z]/];

/** The texts that show an internal name instead of words, as "id: the name". */
export function internalNames(texts: readonly TeachingText[]): string[] {
  return texts.flatMap(({ id, text }) => {
    const hit = INTERNALS.map((re) => re.exec(text)?.[0]).find((m) => m !== undefined);
    return hit ? [`${id}: ${hit}`] : [];
  });
}
