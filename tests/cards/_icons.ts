// Helpers for the support-icon and location card tests: read a side's support icons at a named
// location after a scenario ran, and test-only cards that need a faction's support to be played.
import { expect } from 'vitest';
import { supportIconsAt } from '../../src/engine';
import type { CardDef, CardFaction, Faction } from '../../src/engine/cards/types';
import type { ScenarioResult } from '../../src/scenario/run';

/** The card id a scenario name stands for. */
export const idOf = (r: ScenarioResult, name: string): string => r.loaded.ref(`@${name}`, name);

/** Asserts the support icons on `seat`'s side of the named location. */
export function iconsAt(r: ScenarioResult, loc: string, seat: 0 | 1, want: Partial<Record<Faction, number>>): void {
  expect(supportIconsAt(r.state, idOf(r, loc), seat)).toEqual(want);
}

/** A plain character (power 2, tactics 2, defense 2) needing `n` support icons of a faction. */
export const needs = (number: string, faction: CardFaction, n: number): CardDef => ({
  number, title: `${faction} Recruit`, type: 'CHARACTER', unique: false, set: 1, faction, labels: ['Unit'], energyCost: 1,
  destiny: 2, supportCost: n > 0 && faction !== 'Independent' && faction !== 'Unknown' ? { [faction]: n } : {}, text: 'test character', abilities: [], stats: { power: 2, tactics: 2, defense: 2 },
});

/** A test order: destroy target card (a unit, ship, weapon or asset) in play. */
export const wrecker = (number: string): CardDef => ({
  number, title: 'Test Wrecker', type: 'ORDER', kind: 'Used', unique: false, set: 1, faction: 'Independent', labels: [],
  energyCost: 0, destiny: 2, supportCost: {}, text: 'test order',
  abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit', 'ship', 'weapon', 'asset'] } }],
    effect: [{ do: 'destroy', card: { target: 0 } }] }],
});

/** A location for tests: `title` decides what it is related to. */
export const site = (number: string, title: string, kind: 'Site' | 'Sector' = 'Site'): CardDef => ({
  number, title, type: 'LOCATION', kind, unique: false, set: 1, faction: 'Independent', labels: [], energyCost: 0, destiny: 0,
  supportCost: {}, text: 'test location', abilities: [], energyIcons: { yourSide: 1, opponentSide: 1 },
});

/** An inverter character (upright 1/1/2, inverted 3/3/3) or ship (upright 2/2/3, inverted 4/4/4). */
export const inverter = (number: string, type: 'CHARACTER' | 'SHIP'): CardDef => ({
  number, title: `Test ${type === 'SHIP' ? 'Flip Ship' : 'Flipper'}`, type, unique: false, set: 1, faction: 'Independent',
  labels: type === 'SHIP' ? ['Inverter', 'Fighter'] : ['Inverter', 'Unit'], energyCost: 1, destiny: 2, supportCost: {}, text: 'test inverter',
  abilities: [], ...(type === 'SHIP' ? { capacity: 2, stats: { power: 2, tactics: 2, defense: 3 }, inverted: { power: 4, tactics: 4, defense: 4 } }
    : { stats: { power: 1, tactics: 1, defense: 2 }, inverted: { power: 3, tactics: 3, defense: 3 } }),
});
