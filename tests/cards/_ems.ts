// Shared builders for the Earther, Maverick and Shi card tests: test-only locations, plain
// units and energy filler (numbered T.. as scenario files require), and a scenario builder that
// gives both players energy so nobody loses at the first initiative check (R-WIN-01).
import type { CardDef } from '../../src/engine/cards/types';
import type { LocationEntry } from '../../src/scenario/types';
import { def, gameWith, loc, st, TEST_PLACES, withFiller } from './_builders';

export { energy, passes } from './_builders';

type Def = CardDef;
/** Test cards by name; `L.north` etc. are their numbers. */
export const L = {
  // Testland/*: three related sites (north, middle, south adjacent in that order) and a sector.
  north: 'T1', middle: 'T2', south: 'T3', orbit: 'T4',
  // Stand-alone places.
  farSite: 'T5', farSector: 'T6', bareSite: 'T7', bareSector: 'T8', shiSite: 'T9', shiSector: 'T18',
  // Plain units and ships with no abilities.
  trooper: 'T20', officer: 'T21', warrior: 'T22', tank: 'T23', fighter: 'T24', kizen: 'T25', capital: 'T26',
  rifle: 'T27', bigTank: 'T28', wall: 'T29', shipGun: 'T17',
  // Sites giving 3 support icons of a faction to their controller's side.
  eartherDepot: 'T10', maverickDepot: 'T11', shiDepot: 'T12',
  // Energy filler: "Destiny N" has destiny N (T30 + N).
  d0: 'T30', d1: 'T31', d2: 'T32', d3: 'T33', d4: 'T34', d5: 'T35', d6: 'T36', d7: 'T37',
} as const;

const CARDS: Record<string, Def> = {
  ...TEST_PLACES,
  T9: loc('T9', 'Shiland/Keep', 'Site', [2, 2], { Shi: 1 }),
  T18: loc('T18', 'Shiland/Orbit', 'Sector', [2, 2], { Shi: 1 }),
  T10: loc('T10', 'Depots/Earther Depot', 'Site', [2, 2], { Earther: 3 }),
  T11: loc('T11', 'Depots/Maverick Depot', 'Site', [2, 2], { Maverick: 3 }),
  T12: loc('T12', 'Depots/Shi Depot', 'Site', [2, 2], { Shi: 3 }),
  T17: def('T17', 'WEAPON', 'Plain Ship Gun', { kind: 'Ship' }),
  T20: def('T20', 'CHARACTER', 'Plain Trooper', { labels: ['Unit'], stats: st(2, 2, 2) }),
  T21: def('T21', 'CHARACTER', 'Plain Officer', { labels: ['Unit'], stats: st(1, 4, 3) }),
  T22: def('T22', 'CHARACTER', 'Plain Warrior', { labels: ['Warrior', 'Unit'], stats: st(2, 1, 2) }),
  T23: def('T23', 'VEHICLE', 'Plain Tank', { labels: ['Unit'], stats: st(3, 1, 3) }),
  T24: def('T24', 'SHIP', 'Plain Fighter', { labels: ['Fighter'], capacity: 2, stats: st(2, 2, 3) }),
  T25: def('T25', 'CHARACTER', 'Plain Kizen', { labels: ['Kizen', 'Unit'], stats: st(1, 1, 2) }),
  T26: def('T26', 'SHIP', 'Plain Capital', { labels: ['Capital'], capacity: 8, stats: st(4, 2, 6) }),
  T27: def('T27', 'WEAPON', 'Plain Rifle', { kind: 'Character' }),
  T28: def('T28', 'VEHICLE', 'Plain Big Tank', { labels: ['Unit'], stats: st(3, 1, 3),
    abilities: [{ kind: 'keyword', keyword: 'size', value: 2 }] }),
  T29: def('T29', 'CHARACTER', 'Plain Wall', { labels: ['Unit'], stats: st(0, 0, 9) }),
};
withFiller(CARDS);

/** A scenario: both players get 6 reserve and 6 active cards of destiny 3 unless given. */
export const game = gameWith(CARDS);

/** A depot location entry giving `seat` 3 support icons of a faction. */
export const depot = (faction: 'Earther' | 'Maverick' | 'Shi', seat: 0 | 1 = 0): LocationEntry =>
  ({ card: faction === 'Earther' ? 'T10' : faction === 'Maverick' ? 'T11' : 'T12', controller: seat });
