// Test-only cards and small readers for the turn, phase and battle rules tests. Cards are
// numbered T1, T2... per TestCards instance and go in a scenario's "cards" field.
import { expect } from 'vitest';
import type { Ability, Effect, TargetSpec } from '../../src/engine/abilities/vocabulary';
import type { CardDef, CardType } from '../../src/engine/cards/types';
import type { GameState, Seat } from '../../src/engine/types';
import { describeCard } from '../../src/scenario/run';
import type { ScenarioResult } from '../../src/scenario/run';
import type { CardEntry, LocationEntry, Scenario, ScenarioAction } from '../../src/scenario/types';

export interface UnitSpec {
  power?: number;
  tactics?: number;
  defense?: number;
  destiny?: number;
  title?: string;
  type?: 'CHARACTER' | 'NOBOT' | 'VEHICLE';
  labels?: string[];
  abilities?: Ability[];
}

export interface ShipSpec extends Omit<UnitSpec, 'type'> {
  capacity?: number;
  fighter?: boolean;
}

type Extra = Partial<CardDef> & { type: CardType; title: string };

export class TestCards {
  readonly defs: Record<string, CardDef> = {};
  private next = 1;

  add(d: Extra): string {
    const number = `T${this.next++}`;
    this.defs[number] = {
      number, set: 1, unique: false, faction: 'Independent', labels: [], supportCost: {},
      energyCost: 0, destiny: 0, text: 'A test-only card.', abilities: [], ...d,
    };
    return number;
  }

  /** A site; `mine` icons face the player who played it, `theirs` the opponent. */
  site(title: string, mine = 1, theirs = 1): string {
    return this.add({ type: 'LOCATION', kind: 'Site', title, energyIcons: { yourSide: mine, opponentSide: theirs } });
  }

  sector(title: string, mine = 1, theirs = 1): string {
    return this.add({ type: 'LOCATION', kind: 'Sector', title, energyIcons: { yourSide: mine, opponentSide: theirs } });
  }

  unit(u: UnitSpec = {}): string {
    const stats = { power: u.power ?? 1, tactics: u.tactics ?? 1, defense: u.defense ?? 1 };
    return this.add({
      type: u.type ?? 'CHARACTER', title: u.title ?? `Unit ${stats.power}/${stats.tactics}/${stats.defense}`,
      labels: [...(u.labels ?? []), 'Unit'], stats, destiny: u.destiny ?? 0, abilities: u.abilities ?? [],
    });
  }

  ship(u: ShipSpec = {}): string {
    const stats = { power: u.power ?? 1, tactics: u.tactics ?? 1, defense: u.defense ?? 1 };
    return this.add({
      type: 'SHIP', title: u.title ?? `Ship ${stats.power}/${stats.tactics}/${stats.defense}`,
      labels: [...(u.labels ?? []), u.fighter === false ? 'Capital' : 'Fighter'], stats,
      capacity: u.capacity ?? 2, destiny: u.destiny ?? 0, abilities: u.abilities ?? [],
    });
  }

  /** A card that only serves as energy, with a destiny number. */
  energy(destiny = 0): string {
    return this.add({ type: 'ORDER', kind: 'Used', title: `Energy ${destiny}`, destiny });
  }

  /** A free (USED) interrupt with one effect. */
  interrupt(title: string, effect: Effect[], targets?: TargetSpec[], extra: Partial<CardDef> = {}): string {
    return this.add({
      type: 'INTERRUPT', kind: 'Used', title, ...extra,
      abilities: [{ kind: 'onPlay', effect, ...(targets ? { targets } : {}) }],
    });
  }
}

/** `n` copies of a card, for piles. */
export const copies = <T>(n: number, card: T): T[] => Array.from({ length: n }, () => card);

/** Pile sizes of a seat. */
export function piles(s: GameState, seat: Seat): Record<'reserve' | 'active' | 'used' | 'lost' | 'hand', number> {
  const p = s.players[seat];
  return { reserve: p.reserve.length, active: p.active.length, used: p.used.length, lost: p.lost.length, hand: p.hand.length };
}

/** A named card as the scenario runner describes it (zone, damage, stats). */
export function card(r: ScenarioResult, ref: string): Record<string, unknown> {
  return describeCard(r.state, r.loaded.ref(ref, ref));
}

/** The engine id of a named card. */
export const id = (r: ScenarioResult, ref: string): string => r.loaded.ref(ref, ref);

/** The public log as one text. */
export const logText = (r: ScenarioResult): string => r.events.map((e) => e.text).join('\n');

/** Each of these lines is in the log, in this order. */
export function expectLogOrder(r: ScenarioResult, lines: string[]): void {
  const log = logText(r);
  const at = lines.map((l) => log.indexOf(l));
  expect(at.every((i) => i >= 0), `missing from the log: ${lines.filter((_, n) => at[n] < 0).join(', ')}`).toBe(true);
  for (let n = 1; n < at.length; n++) expect(at[n - 1], `${lines[n - 1]} before ${lines[n]}`).toBeLessThan(at[n]);
}

/** Both players pass, in turn-player-first order. */
export const passBoth = (first: Seat = 0) => [
  { type: 'pass', seat: first }, { type: 'pass', seat: (1 - first) as Seat },
];

export interface PositionSetup {
  phase: 'activate' | 'control' | 'deploy' | 'battle' | 'move' | 'draw';
  turnPlayer?: Seat;
  /** P1's and P2's piles; each defaults to 6 reserve and 2 active 0-destiny cards. */
  reserve?: [CardEntry[], CardEntry[]];
  active?: [CardEntry[], CardEntry[]];
  used?: [CardEntry[], CardEntry[]];
  hand?: [CardEntry[], CardEntry[]];
  row?: LocationEntry[];
  actions?: ScenarioAction[];
  expect?: Scenario['expect'];
  counters?: Scenario['counters'];
  stack?: Scenario['stack'];
  initiative?: Seat | null;
}

/** A position between battles: both players' piles, the row, and what happens next. */
export function position(c: TestCards, p: PositionSetup): Scenario {
  const e0 = c.energy(0);
  const side = (seat: Seat) => ({
    reserve: p.reserve?.[seat] ?? copies(6, e0), active: p.active?.[seat] ?? copies(2, e0),
    used: p.used?.[seat] ?? [], hand: p.hand?.[seat] ?? [],
  });
  return {
    cards: c.defs, turnPlayer: p.turnPlayer ?? 0, phase: p.phase,
    ...(p.initiative !== undefined ? { initiative: p.initiative } : {}),
    players: [side(0), side(1)], row: p.row ?? [],
    ...(p.counters ? { counters: p.counters } : {}), ...(p.stack ? { stack: p.stack } : {}),
    actions: p.actions ?? [], ...(p.expect ? { expect: p.expect } : {}),
  };
}
