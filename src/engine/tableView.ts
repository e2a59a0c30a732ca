// One seat's table as the screen draws it (issue 11): every location with both sides' forces and
// what lies beneath each card, stats with their parts, icons per side, pile counts and energy,
// the battle's figures, and where the seat's cards may go now. Pure, and read-only over the
// state. It follows seatView's rule of what a seat may see: it never names a card in the other
// hand or in any face-down pile (reserve, active, used), nor a card stacked face down.
import { battleForces, casualtyCuts, damagedDefense, totalPower, totalTactics } from './battle';
import type { CardFaction, CardType, Faction, Stats } from './cards/types';
import { controls, energyIcons, forcesAt, isBattleground, prefixOf, supportIconsAt, activationMax } from './derive/locations';
import { freeCapacity, immuneToAttrition, stat } from './derive/stats';
import type { Explained, StatName } from './derive/stats';
import { actor, describeStep, legalActions, pendingDecision } from './legal';
import { readOnly } from './memo';
import { defOf, numberOf, other, ownerOf } from './state';
import type { Action, BattleStep, CardId, GameState, Part, Phase, Pile, Seat } from './types';

/** Energy left (reserve + active + used, R-ENERGY-01) at which the table warns. */
export const LOW_ENERGY = 10;
export const CRITICAL_ENERGY = 5;

export interface CardView {
  id: CardId;
  number: string;
  title: string;
  type: CardType;
  kind?: string;
  faction: CardFaction;
  owner: Seat;
  controller: Seat;
  damaged: boolean;
  inverted: boolean;
  /** Ships and units: each number now, with how it comes about (printed, then each modifier). */
  stats?: Record<StatName, Explained>;
  /** The numbers of the face that is down (an inverter's other side). */
  otherSide?: Stats;
  /** Ships: capacity printed and still free. */
  capacity?: { total: number; free: number };
  immuneToAttrition: boolean;
  /** How it sits beneath the card above it. */
  relation?: 'aboard' | 'attached' | 'encampment';
  /** Units aboard, weapons and assets on it, encampments and assets beneath a location. */
  beneath: CardView[];
  /** Cards stacked on it by its ability (out of play, face down): only how many. */
  stacked: number;
  inBattle: boolean;
}

export interface SideView {
  seat: Seat;
  /** Ships and units standing at the location, each with the cards beneath it. */
  forces: CardView[];
  energyIcons: number;
  supportIcons: Partial<Record<Faction, number>>;
  controls: boolean;
  /** The power of the forces here added up (the lane's summary; a battle adds more). */
  power: number;
}

export interface LocationView {
  card: CardView;
  /** Index in the row. */
  position: number;
  /** The part of the title before the slash: locations sharing it are related (R-LOC-06). */
  prefix: string;
  /** Index of its related group in the row, counted from 0. */
  group: number;
  sides: [SideView, SideView];
  battleground: boolean;
  battleHere: boolean;
}

export type EnergyLevel = 'ok' | 'low' | 'critical' | 'out';

export interface EnergyView {
  /** The active pile: what can be paid now (R-ENERGY-05). */
  spendable: number;
  /** Still to activate (R-ENERGY-03). */
  reserve: number;
  /** Paid this turn; back under the reserve at the end of the turn (R-ENERGY-08). */
  used: number;
  /** All three: at 0 the player loses (R-WIN-01). */
  total: number;
  /** The most the activation action brings this turn (R-ACT-02). */
  activation: number;
  level: EnergyLevel;
}

export interface HandCardView {
  id: CardId;
  number: string;
  title: string;
  /** It has a legal play now. */
  playable: boolean;
}

export interface PlayerView {
  seat: Seat;
  piles: Record<Pile, number>;
  energy: EnergyView;
  /** The viewer's own hand, in order; absent for the other seat. */
  hand?: HandCardView[];
  /** The lost pile, face up (public), top first. */
  lost: { number: string; title: string }[];
  /** Cards in play at no location (assets that stand alone). */
  elsewhere: CardView[];
}

export interface BattleSideView {
  seat: Seat;
  attacking: boolean;
  /** Cards in the battle, units aboard included (they may be damaged, R-BSTEP-04). */
  forces: CardId[];
  tactics: number;
  /** Whether this side reveals battle destiny: decided when the destiny step starts (4 or
   * more tactics, R-BSTEP-07); before that, whether its tactics would allow it now. */
  revealsDestiny: boolean;
  destiny: { total: number; parts: Part[] };
  /** Once the attrition step has started: owed, the damaged cards whose defense meets it (as
   * they stand during the step, as they stood when it ended after it: cards damaged later are
   * casualties, not attrition), what is left, and whether the step is over (R-BSTEP-12). A step
   * that ended with some left had no card left that had to be damaged (R-BSTEP-12, R-BSTEP-14). */
  attrition?: { owed: number; covered: Part[]; left: number; done: boolean };
  /** Total power: fixed at the power step, else as it stands now. */
  power: { total: number; parts: Part[]; fixed: boolean };
}

export interface BattleView {
  location: CardId;
  attacker: Seat;
  step: BattleStep;
  /** The step in words ("attrition", "after battle destiny: responses"). */
  stepName: string;
  sides: [BattleSideView, BattleSideView];
  /** Set at the power step: the winner (null for a tie) and the casualties. */
  result?: {
    winner: Seat | null;
    /** The difference in power (R-BSTEP-19). */
    casualties: number;
    /** What reduces them before the loser pays: a cap, then each damaged card's defense
     * (R-BSTEP-22). Fixed once the loss step began (`fixed`); before that, as they would be now. */
    cuts: Part[];
    fixed: boolean;
    /** The casualties after those reductions: what the loser must pay. */
    toCover: number;
    /** Of that, still to pay. */
    left: number;
  };
}

export interface DecisionView {
  seat: Seat;
  /** What is asked, in words. */
  what: string;
  /** Cards on the table the choices name (only when the viewer decides). */
  concerns: CardId[];
}

export interface TableView {
  seat: Seat;
  turn: number;
  turnPlayer: Seat;
  phase: Phase;
  initiative: Seat | null;
  actor: Seat | null;
  winner: GameState['winner'];
  result?: GameState['result'];
  players: [PlayerView, PlayerView];
  locations: LocationView[];
  battle: BattleView | null;
  decision: DecisionView | null;
  /** The viewer's cards that may go somewhere now (hand cards to play, cards in play to move),
   * each with the places it may go (see `targetKeyOf`); empty unless the viewer acts. */
  aims: Record<CardId, string[]>;
}

/** A place on the table an action is aimed at: a card (location, ship, host, target), a slot
 * in the location row (`slot:N`), or the table itself (`table`); null when not aimed. Something
 * waiting on the stack is no place on the table: a card aimed at it is played on the table, which
 * then asks which item it means if there are several. */
export function targetKeyOf(a: Action): string | null {
  if (a.type === 'move') return a.to;
  if (a.type !== 'play') return null;
  if (a.position !== undefined) return `slot:${a.position}`;
  const first = a.targets?.[0];
  return a.at ?? (first !== undefined && !first.startsWith('stack:') ? first : 'table');
}

const PHASE_NAMES: Record<Phase, string> = {
  setup: 'setup', activate: 'activate phase', control: 'control phase', deploy: 'deploy phase',
  battle: 'battle phase', move: 'move phase', draw: 'draw phase',
};

/** A phase in words. */
export const phaseName = (p: Phase): string => PHASE_NAMES[p];

const STEP_NAMES: Record<BattleStep, string> = {
  window1: 'battle begins: responses',
  destiny: 'battle destiny',
  window2: 'after battle destiny: responses',
  attrition: 'attrition',
  window3: 'after attrition: responses',
  power: 'total power',
  window4: 'after total power: responses',
  loss: 'casualties',
  window5: 'before the end of battle: responses',
  end: 'end of battle',
};

/** A battle step in words, never its internal name. */
export const battleStepName = (step: BattleStep): string => STEP_NAMES[step];

const sum = (parts: readonly Part[]) => parts.reduce((n, p) => n + p.amount, 0);

function beneathOf(s: GameState, id: CardId): CardId[] {
  const out: CardId[] = [];
  for (const c in s.table) if (s.table[c].under === id) out.push(c);
  return out;
}

function cardView(s: GameState, id: CardId, inBattle: ReadonlySet<CardId>): CardView {
  const t = s.table[id];
  const d = defOf(s, id);
  const v: CardView = {
    id, number: numberOf(s, id), title: d.title, type: d.type, ...(d.kind ? { kind: d.kind } : {}), faction: d.faction,
    owner: ownerOf(id), controller: t.controller, damaged: !!t.damaged, inverted: !!t.inverted,
    immuneToAttrition: false, beneath: [], stacked: s.stacked[id]?.length ?? 0, inBattle: inBattle.has(id),
  };
  if (d.stats) {
    v.stats = { power: stat(s, id, 'power'), tactics: stat(s, id, 'tactics'), defense: stat(s, id, 'defense') };
    v.immuneToAttrition = immuneToAttrition(s, id);
    const down = t.inverted ? d.stats : d.inverted;
    if (down) v.otherSide = down;
  }
  if (d.type === 'SHIP' && d.capacity !== undefined) v.capacity = { total: d.capacity, free: freeCapacity(s, id) };
  if (t.under !== undefined) {
    v.relation = d.type === 'LOCATION' ? 'encampment' : d.type === 'WEAPON' || d.type === 'ASSET' ? 'attached' : 'aboard';
  }
  v.beneath = beneathOf(s, id).map((c) => cardView(s, c, inBattle));
  return v;
}

function battleView(s: GameState): BattleView | null {
  const b = s.battle;
  if (!b) return null;
  const side = (seat: Seat): BattleSideView => {
    const tactics = totalTactics(s, seat);
    const destinyParts = b.destinyParts?.[seat] ?? [];
    const live = b.powerParts ? undefined : totalPower(s, seat);
    const owed = b.attritionAgainst?.[seat];
    const covered = b.attritionCovered?.[seat] ?? damagedDefense(s, seat);
    return {
      seat, attacking: seat === b.attacker, forces: battleForces(s, seat, true), tactics,
      revealsDestiny: b.mayReveal ? b.mayReveal.includes(seat) : tactics >= 4,
      destiny: { total: Math.max(0, b.destiny[seat]), parts: destinyParts.length || b.destiny[seat] === 0 ? destinyParts : [{ label: 'battle destiny', amount: b.destiny[seat] }] },
      ...(owed !== undefined ? { attrition: { owed, covered, left: Math.max(0, owed + sum(covered)), done: b.attritionCovered !== undefined } } : {}),
      power: b.powerParts
        ? { total: b.power![seat], parts: b.powerParts[seat], fixed: true }
        : { total: live!.value, parts: live!.parts, fixed: false },
    };
  };
  const view: BattleView = { location: b.location, attacker: b.attacker, step: b.step, stepName: battleStepName(b.step), sides: [side(0), side(1)] };
  if (b.winner !== undefined) {
    const total = b.casualties ?? 0;
    if (b.winner === null) {
      view.result = { winner: null, casualties: 0, cuts: [], fixed: true, toCover: 0, left: 0 };
    } else {
      const loser = other(b.winner);
      const fixed = b.casualtyCuts !== undefined;
      const cuts = b.casualtyCuts ?? casualtyCuts(s, loser, total);
      const toCover = Math.max(0, total + sum(cuts));
      const pending = s.queue.find((q) => q.k === 'casualties' && q.seat === loser);
      const left = !fixed ? toCover : pending?.k === 'casualties' ? Math.max(0, pending.n) : 0;
      view.result = { winner: b.winner, casualties: total, cuts, fixed, toCover, left };
    }
  }
  return view;
}

function energyView(s: GameState, seat: Seat): EnergyView {
  const p = s.players[seat];
  const total = p.reserve.length + p.active.length + p.used.length;
  const level: EnergyLevel = total === 0 ? 'out' : total <= CRITICAL_ENERGY ? 'critical' : total <= LOW_ENERGY ? 'low' : 'ok';
  return { spendable: p.active.length, reserve: p.reserve.length, used: p.used.length, total, activation: activationMax(s, seat), level };
}

/** Cards a decision's choices name on the table. */
function concerned(s: GameState, choices: NonNullable<ReturnType<typeof pendingDecision>>['choices']): CardId[] {
  const out = new Set<CardId>();
  for (const c of choices) {
    const ids = 'damage' in c ? [c.damage] : 'destroy' in c ? [c.destroy] : 'pick' in c ? [c.pick] : 'targets' in c ? c.targets : [];
    for (const id of ids) if (s.table[id]) out.add(id);
  }
  return [...out];
}

/** One seat's table. `legal` is the game's legal actions when the caller has them already. */
export function tableView(s: GameState, seat: Seat, legal?: readonly Action[]): TableView {
  return readOnly(s, () => buildView(s, seat, legal));
}

function buildView(s: GameState, seat: Seat, legalIn?: readonly Action[]): TableView {
  const inBattle = new Set<CardId>(s.battle ? [...battleForces(s, 0, true), ...battleForces(s, 1, true)] : []);
  let group = -1;
  let lastPrefix: string | null = null;
  const locations = s.row.map((loc, position): LocationView => {
    const prefix = prefixOf(defOf(s, loc).title);
    if (prefix !== lastPrefix) { group++; lastPrefix = prefix; }
    const sideOf = (p: Seat): SideView => {
      const forces = Object.keys(s.table).filter((c) => s.table[c].at === loc && s.table[c].controller === p).map((c) => cardView(s, c, inBattle));
      const present = forcesAt(s, loc, p);
      return {
        seat: p, forces, energyIcons: energyIcons(s, loc, p), supportIcons: supportIconsAt(s, loc, p), controls: controls(s, p, loc),
        power: present.reduce((n, c) => n + (defOf(s, c).stats ? stat(s, c, 'power').value : 0), 0),
      };
    };
    return {
      card: cardView(s, loc, inBattle), position, prefix, group, sides: [sideOf(0), sideOf(1)],
      battleground: isBattleground(s, loc), battleHere: s.battle?.location === loc,
    };
  });

  const who = actor(s);
  const legal = who === seat ? legalIn ?? legalActions(s) : [];
  const aims: Record<CardId, string[]> = {};
  for (const a of legal) {
    if (a.type !== 'play' && a.type !== 'move') continue;
    const key = targetKeyOf(a)!;
    const list = (aims[a.card] ??= []);
    if (!list.includes(key)) list.push(key);
  }

  const players = ([0, 1] as Seat[]).map((p): PlayerView => {
    const pl = s.players[p];
    const piles = { reserve: pl.reserve.length, active: pl.active.length, used: pl.used.length, lost: pl.lost.length, hand: pl.hand.length, removed: pl.removed.length };
    const elsewhere = Object.keys(s.table).filter((c) => {
      const t = s.table[c];
      return t.controller === p && t.at === undefined && t.under === undefined && !s.row.includes(c);
    }).map((c) => cardView(s, c, inBattle));
    return {
      seat: p, piles, energy: energyView(s, p), elsewhere,
      lost: pl.lost.map((c) => ({ number: numberOf(s, c), title: defOf(s, c).title })),
      ...(p === seat ? { hand: pl.hand.map((c) => ({ id: c, number: numberOf(s, c), title: defOf(s, c).title, playable: aims[c] !== undefined })) } : {}),
    };
  }) as [PlayerView, PlayerView];

  const d = pendingDecision(s);
  const decision: DecisionView | null = d ? { seat: d.seat, what: describeStep(d), concerns: d.seat === seat ? concerned(s, d.choices) : [] } : null;

  return {
    seat, turn: s.turn, turnPlayer: s.turnPlayer, phase: s.phase, initiative: s.initiative, actor: who, winner: s.winner,
    ...(s.result ? { result: s.result } : {}), players, locations, battle: battleView(s), decision, aims,
  };
}
