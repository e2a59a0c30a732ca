// npm run xcom-docs: writes X-COM Incursion's rules checklist (docs/xcom/rules.md) and rulings
// (docs/xcom/rulings.md) from their one source, the rules reference's X-COM entries
// (src/learn/rules/entries/xcom.ts). tests/xcom/checklist.test.ts fails while the documents
// differ from what this writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XCOM } from '../src/learn/rules/entries/xcom';
import type { Explanation } from '../src/learn/rules/types';

/** The checklist's headings, by the area an ID names (XR-AREA-NN); areas sharing a heading are
 * listed under it once. */
const HEADINGS: Readonly<Record<string, string>> = {
  SETUP: 'Setup', TURN: 'The turn', DRAW: 'Drawing by panic level (logistics phase)', COMP: 'Drawing by panic level (logistics phase)',
  DEPLOY: 'Deploying', ACT: 'Actions (action phase)', INT: 'Interception', MELD: 'Melds (tactics phase)', TRASH: 'Trash',
  MORALE: 'Morale and panic', STAGE: 'Staging (base phase)', SEARCH: 'Search (search phase)', RES: 'Research (research phase)',
  END: 'End phase', PSI: 'Psionics', WIN: 'Victory', INPUT: 'Input',
};

const WRITTEN_FROM = 'Written from `src/learn/rules/entries/xcom.ts` by `npm run xcom-docs`: edit the entries there, then run it.';

const seeAlso = (e: Explanation) => (e.see?.length ? ` (See ${e.see.join(', ')}.)` : '');

/** docs/xcom/rules.md: every XR rule under its area's heading. */
export function rulesMarkdown(entries: readonly Explanation[] = XCOM): string {
  const out = [
    '# X-COM Incursion: rules checklist',
    '',
    'Our own numbered account of the fan-made game\'s rules (source: `../shared/rules/xcom-incursion.txt`,',
    'read for understanding only). The engine (`src/xcom/`) cites these IDs in its refusals, the tests in',
    '`tests/xcom/` are named by them, and the rules reference shows each to players as written here. Where',
    'the source leaves a question open, the decision is in [rulings.md](rulings.md) under an `XRU-` ID.',
    '',
    WRITTEN_FROM,
    '',
    'Seat 0 is Earth (X-COM), seat 1 the Aliens.',
  ];
  let heading = '';
  for (const e of entries) {
    const area = /^XR-([A-Z]+)-\d+$/.exec(e.id)?.[1];
    if (area === undefined) continue;
    const h = HEADINGS[area];
    if (h === undefined) throw new Error(`no heading for the area of ${e.id}`);
    if (h !== heading) out.push('', `## ${h}`);
    heading = h;
    out.push(`- **${e.id}** *${e.title}.* ${e.text}${seeAlso(e)}`);
  }
  return `${out.join('\n')}\n`;
}

/** docs/xcom/rulings.md: every XRU ruling, its decision and why. */
export function rulingsMarkdown(entries: readonly Explanation[] = XCOM): string {
  const cell = (s: string) => s.replaceAll('|', '\\|');
  const rows = entries.filter((e) => e.id.startsWith('XRU-')).map((e) => {
    if (!e.why) throw new Error(`${e.id} says no why`);
    return `| ${e.id} | ${cell(e.title)} | ${cell(e.text)}${seeAlso(e)} | ${cell(e.why)} |`;
  });
  return [
    '# X-COM Incursion: rulings',
    '',
    'What the source text leaves open, decided once. Each ruling has a test in',
    '`tests/xcom/rulings.test.ts` carrying its ID.',
    '',
    WRITTEN_FROM,
    '',
    '| ID | On | Decision | Why |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export const DOCS = { 'docs/xcom/rules.md': rulesMarkdown, 'docs/xcom/rulings.md': rulingsMarkdown } as const;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  for (const [path, write] of Object.entries(DOCS)) {
    writeFileSync(join(root, path), write());
    console.log(`wrote ${path}`);
  }
}
