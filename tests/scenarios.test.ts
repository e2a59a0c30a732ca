// Every scenario file under tests/scenarios runs with its expectations met.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventText } from '../src/engine';
import { runScenario } from '../src/scenario/run';
import type { Scenario } from '../src/scenario/types';

const dir = join(__dirname, 'scenarios');
describe('scenario files', () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const sc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Scenario;
    it(`${sc.name ?? f}: ${sc.description ?? ''}`, () => {
      const r = runScenario(sc);
      expect(r.failures, r.events.map((e) => eventText(e, null)).join('\n')).toEqual([]);
    });
  }
});
