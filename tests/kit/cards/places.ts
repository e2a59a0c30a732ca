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
  // A Shi site with no energy icon on either side (Selfless Protector still needs an icon or a unit).
  site('Shiland/Shrine', [0, 0], { icons: { Shi: 1 } }),
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
  // An asteroid sector (Amorian Shipyard plays its fighters to one).
  sector('Belt/Test Rock', [1, 1], { destiny: 0, labels: ['Asteroid'] }),
  // A site of the Gongen system (Gongen/Ice Mine's neighbour).
  site('Gongen/Test Yard', [1, 1], { destiny: 0 }),
  // A sector whose title names Luna (Luna Garrison Fighter).
  sector('Luna/Test Lane', [2, 1], { destiny: 0 }),

  // The turn, battle and drain tests' places: one icon on each side unless the pair says otherwise.
  ...['Testworld/Plains', 'Testworld/Ridge', 'Testworld/Base', 'Testworld/East', 'Testworld/Mid', 'Testworld/West',
    'Elsewhere/Hill', 'Farworld/Base', 'Farworld/Hill'].map((t) => site(t, [1, 1], { destiny: 0 })),
  site('Testworld/Rich Plains', [2, 1], { destiny: 0 }),
  // Sites for the drain tests, named for what a drain there takes: 2 (a well), 3, or nothing.
  ...['Testworld/Well', 'Testworld/Ours', 'Testworld/Contested', 'Testworld/Empty'].map((t) => site(t, [2, 1], { destiny: 0 })),
  site('Testworld/Deep Well', [3, 1], { destiny: 0 }),
  site('Testworld/Dry Hole', [0, 1], { destiny: 0 }),
  ...['Testworld/Orbit', 'Farworld/Deep', 'Farworld/Orbit'].map((t) => sector(t, [1, 1], { destiny: 0 })),
  // An encampment with one icon for its player's side only.
  site('Test Encampment', [1, 0], { destiny: 0, abilities: [{ kind: 'keyword', keyword: 'encampment' }] }),
  // Four unrelated sites with uneven icons, for activation counts.
  site('North/Gate', [0, 1], { destiny: 0 }), site('South/Gate', [1, 2], { destiny: 0 }),
  site('East/Gate', [4, 0], { destiny: 0 }), site('West/Gate', [0, 3], { destiny: 0 }),

  // Rules tests' places: Ganymede/Test * are related to each other; the others stand alone.
  site('Ganymede/Test Site A', [2, 1], { icons: { Gongen: 1 } }),
  site('Ganymede/Test Site B', [1, 1]),
  sector('Ganymede/Test Orbit', [2, 1]),
  site('Ganymede/Test Site C', [1, 1]),
  site('Mars/Lone Site', [1, 1], { icons: { Earther: 1 } }),
  site('Vesta/Barren Site', [0, 0]),
  sector('Ceti/Barren Sector', [0, 0]),
  sector('Pluto/Lone Sector', [1, 1]),
  // Three unrelated sites with a Shi icon each (EX-ENERGY-02/03).
  ...['Rhea/North', 'Dione/South', 'Tethys/East'].map((t) => site(t, [1, 1], { icons: { Shi: 1 } })),
  // Locations (R-LOC, R-ENC): a site with icons on one side only; a Ganymede site with none; a sector
  // with a Gongen icon (EX-LOC-02).
  site('Titan/One-Sided', [2, 0]),
  site('Ganymede/Test Bare Site', [0, 0]),
  sector('Titan/Test Sector', [2, 1], { icons: { Gongen: 1 } }),
  // Two unrelated sites with a Maverick icon each (Sprinkle's Deal needs two).
  site('Themis/Test Port', [1, 1], { icons: { Maverick: 1 } }),
  site('Europa/Test Den', [1, 1], { icons: { Maverick: 1 } }),
  // EX-ABIL-03: each unit you play at a related site costs 1 less. R-ABIL-07: pay 1: damage target
  // unit of yours here; the opponent may use it too.
  site('Ganymede/Test Depot', [1, 1], { abilities: [{ kind: 'ongoing', change: { costs: -1, to: 'play', of: { who: 'you', kinds: ['unit'], at: 'related', where: { kinds: ['site'] } } } }] }),
  site('Ganymede/Test Outpost', [1, 1], { abilities: [{ kind: 'activated', usableBy: 'opponent', cost: [{ pay: 1 }],
    targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here' } }], effect: [{ do: 'damage', card: { target: 0 } }] }] }),
  // Units you play at a related site cost 1 less, or 2 less (R-PLAY-10).
  site('Ganymede/Test Discount', [1, 1], { abilities: [{ kind: 'ongoing', change: { costs: -1, to: 'play', of: { kinds: ['unit'], at: 'related', where: { kinds: ['site'] } } } }] }),
  site('Ganymede/Test Free Site', [1, 1], { abilities: [{ kind: 'ongoing', change: { costs: -2, to: 'play', of: { kinds: ['unit'], at: 'related', where: { kinds: ['site'] } } } }] }),
  // An encampment (R-LOC-12).
  site('Io/Test Camp', [1, 1], { icons: { Earther: 1 }, abilities: [{ kind: 'keyword', keyword: 'encampment' }] }),
  // Alnak Station/Hallway: • lose 1 (no characters here): if the character of yours it targets
  // is lost later this turn, it comes back here.
  site('Alnak/Test Hallway', [1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [{ lose: 1 }],
    only: { count: { kinds: ['character'], at: 'here' }, atMost: 0 },
    targets: [{ select: { who: 'you', kinds: ['character'] } }],
    effect: [{ do: 'nextTime', on: { lost: { target: 0 } }, effect: [{ do: 'putInPlay', card: { target: 0 }, at: 'here' }] }] }] }),
  // A ferry: a unit of yours here, as a target, goes to a related site; the opponent may use it too.
  site('Ganymede/Test Ferry', [1, 1], { abilities: [{ kind: 'activated', usableBy: 'opponent', cost: [],
    targets: [{ select: { ...unit, who: 'you', at: 'here' } }, { select: { kinds: ['site'], at: 'related' } }],
    effect: [{ do: 'move', card: { target: 0 }, to: { target: 1 } }] }] }),
  // Barracks: • you may play a unit here from hand at no cost.
  site('Ganymede/Test Barracks', [1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [],
    effect: [{ do: 'play', from: 'hand', select: unit, at: 'here', free: true }] }] }),
  // EX-ABIL-02: whenever a unit of yours here is damaged, activate 0, 1 or 2.
  site('Ganymede/Test Infirmary', [1, 1], { abilities: [{ kind: 'triggered', on: { damaged: { kinds: ['unit'] } },
    if: { card: 'eventCard', is: { who: 'you', ...unit, at: 'here' } }, effect: [{ do: 'activate', count: 2, upTo: true }] }] }),
];
