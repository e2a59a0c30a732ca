// Shared builders for the Gongen, Quay and Independent card tests: test-only locations, plain
// units and energy filler (numbered T.. as scenario files require), and a scenario builder that
// gives both players energy so nobody loses at the first initiative check (R-WIN-01).
import { expect } from 'vitest';
import type { CardDef } from '../../src/engine/cards/types';
import type { Scenario } from '../../src/scenario/types';
import type { ScenarioResult } from '../../src/scenario/run';
import { play } from '../support/scenario';
import { def, gameWith, loc, st, TEST_PLACES, withFiller } from './_builders';

export { energy, passes } from './_builders';

/** Test cards by name. */
export const T = {
  // Testland/*: three related sites (north, middle, south, adjacent in that order) and a sector.
  north: 'T1', middle: 'T2', south: 'T3', orbit: 'T4',
  farSite: 'T5', farSector: 'T6', bareSite: 'T7', bareSector: 'T8', gongenSite: 'T9', gongenSector: 'T10',
  quaySite: 'T12', quaySector: 'T13',
  // Plain units and ships with no abilities.
  trooper: 'T20', officer: 'T21', warrior: 'T22', tank: 'T23', fighter: 'T24', kizen: 'T25', capital: 'T26',
  pilot: 'T27', gongenUnit: 'T28', wall: 'T29',
  // Energy filler: "Destiny N" has destiny N (T30 + N).
  d0: 'T30', d1: 'T31', d2: 'T32', d3: 'T33', d4: 'T34', d5: 'T35', d6: 'T36', d7: 'T37',
} as const;

const CARDS: Record<string, CardDef> = {
  ...TEST_PLACES,
  T9: loc('T9', 'Gongland/Shrine', 'Site', [2, 2], { Gongen: 2 }),
  T10: loc('T10', 'Gongland/Orbit', 'Sector', [2, 2], { Gongen: 2 }),
  T12: loc('T12', 'Quayland/Den', 'Site', [2, 2], { Quay: 3 }),
  T13: loc('T13', 'Quayland/Orbit', 'Sector', [2, 2], { Quay: 3 }),
  T20: def('T20', 'CHARACTER', 'Plain Trooper', { labels: ['Unit'], stats: st(2, 2, 2) }),
  T21: def('T21', 'CHARACTER', 'Plain Officer', { labels: ['Unit'], stats: st(1, 4, 3) }),
  T22: def('T22', 'CHARACTER', 'Plain Warrior', { labels: ['Warrior', 'Unit'], energyCost: 3, stats: st(2, 1, 2) }),
  T23: def('T23', 'VEHICLE', 'Plain Tank', { labels: ['Unit'], energyCost: 2, stats: st(3, 1, 3) }),
  T24: def('T24', 'SHIP', 'Plain Fighter', { labels: ['Fighter'], capacity: 2, stats: st(2, 2, 3) }),
  T25: def('T25', 'CHARACTER', 'Plain Kizen', { labels: ['Kizen', 'Unit'], stats: st(1, 1, 2) }),
  T26: def('T26', 'SHIP', 'Plain Capital', { labels: ['Capital'], capacity: 8, stats: st(4, 2, 6) }),
  T27: def('T27', 'CHARACTER', 'Plain Pilot', { labels: ['Unit'], stats: st(1, 1, 3),
    abilities: [{ kind: 'keyword', keyword: 'piloting', value: 2 }] }),
  T28: def('T28', 'CHARACTER', 'Plain Gongen Monk', { faction: 'Gongen', labels: ['Unit'], energyCost: 4, stats: st(2, 2, 2) }),
  T29: def('T29', 'CHARACTER', 'Plain Wall', { labels: ['Unit'], stats: st(0, 0, 9) }),
};
withFiller(CARDS);

/** A scenario: both players get 6 reserve and 6 active cards of destiny 3 unless given. */
export const game = gameWith(CARDS);

/** Runs a scenario (every action and expectation must hold) and returns the result. */
export function run(sc: Scenario): ScenarioResult {
  return play(sc);
}

/** The zone (pile name or "table") of a named card after a run. */
export function zone(r: ScenarioResult, name: string): string {
  const id = r.loaded.ref(`@${name}`, name);
  if (r.state.table[id]) return 'table';
  for (const seat of [0, 1] as const) {
    for (const [pile, ids] of Object.entries(r.state.players[seat])) if (Array.isArray(ids) && ids.includes(id)) return pile;
  }
  return 'elsewhere';
}

/** Asserts the log holds a line containing `text`. */
export function logged(r: ScenarioResult, text: string): void {
  expect(r.events.map((e) => e.text).join('\n')).toContain(text);
}
