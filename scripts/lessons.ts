// npm run lessons: checks the teaching material and ends with its summary line. For now the rules
// reference only (lessons and puzzles come later): how many of the checklist's rules have an
// explanation, read from ../shared/rules/checklist.md beside the project, or from the reference's
// own list of rule IDs without it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coverageLine, ENTRIES, ruleCoverage } from '../src/learn/rules';
import { checklistIds } from '../src/learn/rules/checklist';

const checklist = fileURLToPath(new URL('../../shared/rules/checklist.md', import.meta.url));
const ruleIds = existsSync(checklist)
  ? checklistIds(readFileSync(checklist, 'utf8')).rules
  : ENTRIES.filter((e) => e.kind === 'rule').map((e) => e.id);
const { explained, total } = ruleCoverage(ruleIds);
console.log(coverageLine(ruleIds));
process.exitCode = explained === total ? 0 : 1;
