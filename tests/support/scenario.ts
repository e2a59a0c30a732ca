// Test helpers over the scenario format: run a position, fail with every unmet expectation.
import { expect } from 'vitest';
import { runScenario } from '../../src/scenario/run';
import type { ScenarioResult } from '../../src/scenario/run';
import type { Scenario } from '../../src/scenario/types';

/** Runs a scenario and asserts that every action and expectation held. */
export function play(sc: Scenario): ScenarioResult {
  const r = runScenario(sc);
  expect(r.failures, `${sc.name ?? 'scenario'}:\n${r.events.map((e) => e.text).join('\n')}`).toEqual([]);
  return r;
}
