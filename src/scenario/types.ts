// The scenario format (docs/scenarios.md): a position written down as JSON, the actions to
// apply to it, and what should hold afterwards.
import type { CardDef } from '../engine/cards/types';
import type { BattleStep, Phase } from '../engine/types';

/** A card in a scenario: a collector number, or an object naming it for later reference. */
export type CardEntry =
  | string
  | {
      card: string;
      /** A name to refer to this card in actions and expectations as "@name". */
      name?: string;
      /** Defaults to the player whose side lists it (R-SETUP-09). */
      owner?: 0 | 1;
      /** Defaults to the side listing it: an asset beneath an opponent's card names its own (R-ASSET-03). */
      controller?: 0 | 1;
      damaged?: boolean;
      inverted?: boolean;
      /** Units aboard a ship; weapons and assets beneath a card; encampments beneath a location. */
      beneath?: CardEntry[];
      /** Cards stacked on an asset by its ability (not in play). */
      stacked?: CardEntry[];
    };

export interface LocationEntry {
  card: string;
  name?: string;
  /** The player who played it: its bottom-edge icons face them (R-LOC-03). */
  controller: 0 | 1;
  owner?: 0 | 1;
  /** Encampments and assets beneath the location, each listed under its controller. */
  beneath?: [CardEntry[], CardEntry[]] | CardEntry[];
  /** Each player's ships and units here. */
  cards?: [CardEntry[], CardEntry[]];
}

export interface PlayerEntry {
  /** Top card first, for every pile. */
  reserve?: CardEntry[];
  active?: CardEntry[];
  used?: CardEntry[];
  lost?: CardEntry[];
  hand?: CardEntry[];
  removed?: CardEntry[];
  /** Assets on the table by themselves. */
  assets?: CardEntry[];
}

export interface Expectations {
  /** The last action was refused, with this rule ID (or any rule: true). */
  refused?: string | boolean;
  winner?: 0 | 1 | 'draw' | null;
  phase?: Phase;
  turnPlayer?: 0 | 1;
  actor?: 0 | 1 | null;
  initiative?: 0 | 1 | null;
  stack?: number;
  /** Pile sizes: { "0": { "reserve": 5 } }. */
  piles?: Record<string, Partial<Record<'reserve' | 'active' | 'used' | 'lost' | 'hand' | 'removed', number>>>;
  /** Facts about named cards. `zone` is a pile name, "table" or "stack". */
  cards?: Record<string, {
    zone?: string; at?: string; under?: string; damaged?: boolean; inverted?: boolean;
    power?: number; tactics?: number; defense?: number; controller?: 0 | 1;
  }>;
  battle?: null | { step?: BattleStep; destiny?: [number, number]; power?: [number, number];
    winner?: 0 | 1 | null; casualties?: number; attritionAgainst?: [number, number] };
  activationMax?: Record<string, number>;
  /** The pending decision's kind (a queue step name), or null for none. */
  decision?: string | null;
  /** Substrings that must appear in the public log of the scenario's actions. */
  log?: string[];
  /** Number of legal actions for whoever must act, or a list of action types that must be present. */
  legal?: number | string[];
}

export interface ScenarioAction {
  /** The action, by the engine's names; card fields take "@name", a collector number or "row:N". */
  [key: string]: unknown;
  type: string;
  /** This action must be refused with this rule ID; it is then skipped. */
  refused?: string;
}

export interface Scenario {
  name?: string;
  description?: string;
  seed?: number;
  /** Test-only cards, in the same schema as cards/. */
  cards?: Record<string, CardDef>;
  turn?: number;
  turnPlayer?: 0 | 1;
  phase?: Exclude<Phase, 'setup'>;
  /** Defaults to the turn player; null during a battle step. */
  initiative?: 0 | 1 | null;
  players: [PlayerEntry, PlayerEntry];
  row?: LocationEntry[];
  battle?: { location: string; attacker?: 0 | 1; step?: BattleStep; destiny?: [number, number];
    attritionBonus?: [number, number] };
  /** Items on the stack, bottom first, in the engine's shape without ids, e.g.
   * { "kind": "drain", "seat": 0, "location": "@site" }. */
  stack?: Record<string, unknown>[];
  counters?: { activated?: boolean; drained?: string[]; attacked?: string[]; bullets?: Record<string, number> };
  actions?: ScenarioAction[];
  expect?: Expectations;
}
