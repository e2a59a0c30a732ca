// npm run lessons: checks the teaching material and ends with its summary line. Every lesson is
// played on the engine through its steps (verify.ts), with how long following it takes; every
// puzzle's solution and failing lines are played (puzzles/verify.ts); no teaching text shares an
// 8-word run with the rules documents or the card text, and every rule ID the app cites has an
// explanation (teachingChecks.ts); then the rules reference: how many of the checklist's rules
// have an explanation, read from ../shared/rules/checklist.md beside the project, or from the
// reference's own list of rule IDs without it. Exits 1 when anything fails.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LESSONS } from '../src/learn/lessons';
import { PUZZLES } from '../src/learn/puzzles';
import { verifyPuzzle } from '../src/learn/puzzles/verify';
import { verifyXcomPuzzle, XCOM_PUZZLES } from '../src/learn/puzzles/xcom';
import { DIFFICULTY_NAMES } from '../src/learn/puzzles/types';
import { followingSeconds, verifyLesson } from '../src/learn/lessons/verify';
import { XCOM_LESSONS } from '../src/learn/lessons/xcom';
import { verifyXcomLesson } from '../src/learn/lessons/xcom/lesson';
import { coverageLine, ENTRIES, ruleCoverage } from '../src/learn/rules';
import { checklistIds } from '../src/learn/rules/checklist';
import { copiedPassages, idsCitedIn, internalNames, sourceRuns, teachingTexts, unexplained } from './teachingChecks';

let failed = false;

let lessonsOk = 0;
// WARS's lessons, then X-COM Incursion's.
const checks = [...LESSONS.map((l) => () => verifyLesson(l)), ...XCOM_LESSONS.map((l) => () => verifyXcomLesson(l))];
for (const [i, lesson] of [...LESSONS, ...XCOM_LESSONS].entries()) {
  const c = checks[i]();
  const moves = c.steps.reduce((n, s) => n + s.actions, 0);
  const secs = followingSeconds(c);
  console.log(`lesson ${i + 1} ${lesson.id}: ${c.problems.length ? 'FAILED' : 'ok'}, ${c.steps.length} steps, ${moves} moves, about ${Math.floor(secs / 60)} min ${secs % 60} s to follow`);
  for (const p of c.problems) console.log(`  ${p}`);
  if (c.problems.length) failed = true;
  else lessonsOk++;
}

// Every puzzle: its solution meets the goal, and passing or any listed wrong line does not.
let puzzlesOk = 0;
for (const [i, puzzle] of PUZZLES.entries()) {
  const c = verifyPuzzle(puzzle);
  console.log(`puzzle ${i + 1} ${puzzle.id} (${DIFFICULTY_NAMES[puzzle.difficulty]}): ${c.problems.length ? 'FAILED' : 'ok'}, solved in ${c.moves} action${c.moves === 1 ? '' : 's'} (passes included), failing lines checked: ${1 + (puzzle.wrong?.length ?? 0)}`);
  for (const p of c.problems) console.log(`  ${p}`);
  if (c.problems.length) failed = true;
  else puzzlesOk++;
}
// X-COM Incursion's, through the same check of their lines.
for (const [i, puzzle] of XCOM_PUZZLES.entries()) {
  const c = verifyXcomPuzzle(puzzle);
  console.log(`puzzle ${PUZZLES.length + i + 1} ${puzzle.id} (X-COM, ${DIFFICULTY_NAMES[puzzle.difficulty]}): ${c.problems.length ? 'FAILED' : 'ok'}, solved in ${c.moves} action${c.moves === 1 ? '' : 's'} (passes included), failing lines checked: ${1 + (puzzle.wrong?.length ?? 0)}`);
  for (const p of c.problems) console.log(`  ${p}`);
  if (c.problems.length) failed = true;
  else puzzlesOk++;
}

// In our own words: no explanation, glossary term, lesson or puzzle text copies the sources.
const runs = sourceRuns();
if (runs === null) console.log('own words: not checked, the rules documents are not beside the project (../shared)');
else {
  const texts = teachingTexts();
  const copied = copiedPassages(texts, runs);
  console.log(`own words: ${copied.length ? 'FAILED' : 'ok'}, ${texts.length} texts checked, ${copied.length} sharing an 8-word run with the rules documents or card text`);
  for (const c of copied) console.log(`  ${c}`);
  if (copied.length) failed = true;
}

// Words, not internals: no teaching text of either game shows a card's id or a name from the code.
const internal = internalNames(teachingTexts());
console.log(`words, not internals: ${internal.length ? 'FAILED' : 'ok'}, ${internal.length} texts showing an internal name`);
for (const c of internal) console.log(`  ${c}`);
if (internal.length) failed = true;

// Every rule ID the engine, the cards or the rest of the app cites, as refusals and the log show
// them, has an explanation to link to.
const cited = idsCitedIn('src', 'cards');
const missing = unexplained(cited);
console.log(`rule IDs cited by the app: ${missing.length ? 'FAILED' : 'ok'}, ${cited.size} cited, ${missing.length} without an explanation`);
for (const m of missing) console.log(`  ${m}`);
if (missing.length) failed = true;

const checklist = fileURLToPath(new URL('../../shared/rules/checklist.md', import.meta.url));
const ruleIds = existsSync(checklist)
  ? checklistIds(readFileSync(checklist, 'utf8')).rules
  : ENTRIES.filter((e) => e.kind === 'rule').map((e) => e.id);
const { explained, total } = ruleCoverage(ruleIds);
if (explained !== total) failed = true;
console.log(`lessons: ${lessonsOk} verified; puzzles: ${puzzlesOk} verified; ${coverageLine(ruleIds)}`);
process.exitCode = failed ? 1 : 0;
