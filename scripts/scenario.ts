// npm run scenario -- FILE: apply a scenario's actions and print the resulting position as JSON.
// Exits non-zero, saying where, when the file is malformed or an expectation fails.
import { readFileSync } from 'node:fs';
import { ScenarioError } from '../src/scenario/load';
import { describePosition, runScenario } from '../src/scenario/run';
import type { Scenario } from '../src/scenario/types';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run scenario -- FILE.json');
  process.exit(2);
}
let sc: Scenario;
try {
  sc = JSON.parse(readFileSync(file, 'utf8')) as Scenario;
} catch (e) {
  console.error(`${file}: ${(e as Error).message}`);
  process.exit(2);
}
try {
  const r = runScenario(sc);
  console.log(JSON.stringify(describePosition(r), null, 2));
  if (r.failures.length) {
    for (const f of r.failures) console.error(`${file}: ${f}`);
    process.exit(1);
  }
} catch (e) {
  if (e instanceof ScenarioError) {
    console.error(`${file}: ${e.message}`);
    process.exit(2);
  }
  throw e;
}
