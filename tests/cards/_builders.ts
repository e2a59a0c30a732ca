// Builders shared by the card-test libraries (_ems.ts, _gqi.ts): test-only card facts, energy
// filler, a scenario that gives both players energy, and the pass-pass that resolves the stack.
import type { CardDef, CardType, Stats, SupportIcons } from '../../src/engine/cards/types';
import type { CardEntry, PlayerEntry, Scenario } from '../../src/scenario/types';

export function def(number: string, type: CardType, title: string, extra: Partial<CardDef> = {}): CardDef {
  return {
    number, title, type, unique: false, set: 1, faction: 'Independent', labels: [], energyCost: 0,
    destiny: 2, supportCost: {}, text: title, abilities: [], ...extra,
  };
}

export const st = (power: number, tactics: number, defense: number): Stats => ({ power, tactics, defense });

export const loc = (n: string, title: string, kind: 'Site' | 'Sector', icons: [number, number], support?: SupportIcons): CardDef =>
  def(n, 'LOCATION', title, { kind, energyIcons: { yourSide: icons[0], opponentSide: icons[1] }, ...(support ? { supportIcons: support } : {}) });

/** Places both card-test libraries use: Testland's three adjacent sites (north, middle, south)
 * and its sector, a separate Farland site and sector, and Bareland with no icons at all. */
export const TEST_PLACES: Record<string, CardDef> = {
  T1: loc('T1', 'Testland/North', 'Site', [2, 2]),
  T2: loc('T2', 'Testland/Middle', 'Site', [2, 2]),
  T3: loc('T3', 'Testland/South', 'Site', [2, 2]),
  T4: loc('T4', 'Testland/Orbit', 'Sector', [2, 2]),
  T5: loc('T5', 'Farland/Outpost', 'Site', [2, 2]),
  T6: loc('T6', 'Farland/Orbit', 'Sector', [2, 2]),
  T7: loc('T7', 'Bareland/Waste', 'Site', [0, 0]),
  T8: loc('T8', 'Bareland/Void', 'Sector', [0, 0]),
};

/** Energy filler: "Destiny N" (T30 + N) has destiny N. */
export function withFiller(cards: Record<string, CardDef>): Record<string, CardDef> {
  for (let d = 0; d <= 7; d++) cards[`T3${d}`] = def(`T3${d}`, 'ORDER', `Destiny ${d}`, { kind: 'Used', destiny: d });
  return cards;
}

/** `n` energy filler cards with destiny `d`. */
export const energy = (n: number, d = 3): CardEntry[] => Array.from({ length: n }, () => `T3${d}`);

/** A scenario builder over a card library: both players get 6 reserve and 6 active cards of
 * destiny 3 unless given, so nobody loses at the first initiative check (R-WIN-01). */
export function gameWith(cards: Record<string, CardDef>) {
  return (sc: Omit<Scenario, 'players'> & { players?: [PlayerEntry, PlayerEntry] }): Scenario => {
    const fill = (p: PlayerEntry = {}): PlayerEntry => ({ reserve: energy(6), active: energy(6), ...p });
    const players: [PlayerEntry, PlayerEntry] = [fill(sc.players?.[0]), fill(sc.players?.[1])];
    return { ...sc, players, cards: { ...cards, ...(sc.cards ?? {}) } };
  };
}

/** The pass, pass that resolves the top of the stack (or ends a window or phase). */
export const passes = (first: 0 | 1 = 0): { type: string; seat: 0 | 1 }[] =>
  [{ type: 'pass', seat: first }, { type: 'pass', seat: (1 - first) as 0 | 1 }];
