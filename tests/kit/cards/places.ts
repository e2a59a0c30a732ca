// Test-only locations. The part of a title before "/" says which locations are related (R-LOC-06):
// Testland/*, Ganymede/*, Testworld/* are families; a title alone in its family stands alone.
import { sector, site } from '../build';
import type { TestCard } from '../build';

const unit = { kinds: ['unit' as const] };

export const PLACES: TestCard[] = [
  // Card tests' places: three related sites, adjacent in row order, and a sector of the same
  // system; another system; and a system with no energy icons at all.
  site('Testland/North', [2, 2]),
  site('Testland/Middle', [2, 2]),
  site('Testland/South', [2, 2]),
  sector('Testland/Orbit', [2, 2]),
  site('Farland/Outpost', [2, 2]),
  sector('Farland/Orbit', [2, 2]),
  site('Bareland/Waste', [0, 0]),
  sector('Bareland/Void', [0, 0]),
  // Places giving their controller's side support icons of a faction.
  site('Shiland/Keep', [2, 2], { icons: { Shi: 1 } }),
  sector('Shiland/Orbit', [2, 2], { icons: { Shi: 1 } }),
  site('Gongland/Shrine', [2, 2], { icons: { Gongen: 2 } }),
  sector('Gongland/Orbit', [2, 2], { icons: { Gongen: 2 } }),
  site('Quayland/Den', [2, 2], { icons: { Quay: 3 } }),
  sector('Quayland/Orbit', [2, 2], { icons: { Quay: 3 } }),
  site('Depots/Earther Depot', [2, 2], { icons: { Earther: 3 } }),
  site('Depots/Maverick Depot', [2, 2], { icons: { Maverick: 3 } }),
  site('Depots/Shi Depot', [2, 2], { icons: { Shi: 3 } }),
  // Sites that share a system with the real Ganymede locations (Mining Platform's related sites),
  // and one that does not.
  site('Ganymede/Test Mine', [1, 1], { destiny: 0 }),
  site('Ganymede/Test Shaft', [1, 1], { destiny: 0 }),
  site('Callisto/Test Mine', [1, 1], { destiny: 0 }),
  // A site with more icons on its player's side than on the other (Little Nelly reads each side).
  site('Oddland/Camp', [2, 1], { destiny: 0 }),
  // A sector whose title names Venus (Venus Garrison Fighter).
  sector('Venus/Test Lane', [2, 1], { destiny: 0 }),

  // Rules tests' places: Ganymede/Test * are related to each other; the others stand alone.
  site('Ganymede/Test Site A', [2, 1], { icons: { Gongen: 1 } }),
  site('Ganymede/Test Site B', [1, 1]),
  sector('Ganymede/Test Orbit', [2, 1]),
  site('Ganymede/Test Site C', [1, 1]),
  site('Mars/Lone Site', [1, 1], { icons: { Earther: 1 } }),
  site('Vesta/Barren Site', [0, 0]),
  sector('Ceti/Barren Sector', [0, 0]),
  sector('Pluto/Lone Sector', [1, 1]),
  // An encampment (R-LOC-12).
  site('Io/Test Camp', [1, 1], { icons: { Earther: 1 }, abilities: [{ kind: 'keyword', keyword: 'encampment' }] }),
  // Alnak Station/Hallway: • lose 1 (no characters here): the next time your target character is
  // lost this turn, put it here.
  site('Alnak/Test Hallway', [1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [{ lose: 1 }],
    only: { count: { kinds: ['character'], at: 'here' }, atMost: 0 },
    targets: [{ select: { who: 'you', kinds: ['character'] } }],
    effect: [{ do: 'nextTime', event: 'lost', card: { target: 0 }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'here' }] }] }] }),
  // A ferry: move one of your target units here to a related site; the opponent may use it too.
  site('Ganymede/Test Ferry', [1, 1], { abilities: [{ kind: 'activated', usableBy: 'opponent', cost: [],
    targets: [{ select: { ...unit, who: 'you', at: 'here' } }, { select: { kinds: ['site'], at: 'relatedSite' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  // Barracks: • you may play a unit here from hand at no cost.
  site('Ganymede/Test Barracks', [1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [],
    effect: [{ do: 'play', from: 'hand', select: unit, at: 'here', free: true }] }] }),
  // EX-ABIL-02: each time one of your units here is damaged, activate up to 2.
  site('Ganymede/Test Infirmary', [1, 1], { abilities: [{ kind: 'triggered', on: 'unitDamaged',
    if: { card: 'eventCard', is: { who: 'you', ...unit, at: 'here' } }, effect: [{ do: 'activate', count: 2, upTo: true }] }] }),
];
