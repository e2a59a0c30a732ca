// npm run lesson-times: how long each lesson takes to complete by following it. Plays every lesson,
// WARS's and X-COM's, in the browser (tests/browser/lessonTimes.spec.ts, the app built and served
// on PW_PORT), reading
// each step at READ_WPM words a minute (200 unless set) and taking MOVE_SECONDS (3 unless set) per
// ringed move, then prints a table: lesson, steps, words, moves, measured minutes. WORKERS lessons
// are played side by side (4 unless set): the pauses are waits, not work.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LessonTime } from '../tests/browser/lessonTimes.spec';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'test-results', 'lesson-times');
rmSync(out, { recursive: true, force: true });
const run = spawnSync('npx', ['playwright', 'test', 'tests/browser/lessonTimes.spec.ts', `--workers=${process.env.WORKERS ?? 4}`],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LESSON_TIMES: out } });

const rows: LessonTime[] = existsSync(out)
  ? readdirSync(out).map((f) => JSON.parse(readFileSync(join(out, f), 'utf8')) as LessonTime).sort((a, b) => a.n - b.n)
  : [];
const wpm = Number(process.env.READ_WPM ?? 200);
const move = Number(process.env.MOVE_SECONDS ?? 3);
console.log(`\nReading at ${wpm} words a minute, ${move} s to find and make each ringed move, desktop 1440x900:\n`);
console.log('| lesson | steps | words | moves | measured minutes |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.n}. ${r.title} | ${r.steps} | ${r.words} | ${r.moves} | ${(r.seconds / 60).toFixed(1)} |`);
const total = rows.reduce((n, r) => n + r.seconds, 0);
console.log(`| all ${rows.length} | ${rows.reduce((n, r) => n + r.steps, 0)} | ${rows.reduce((n, r) => n + r.words, 0)} | ${rows.reduce((n, r) => n + r.moves, 0)} | ${(total / 60).toFixed(1)} |`);
process.exitCode = run.status === 0 && rows.length > 0 ? 0 : 1;
