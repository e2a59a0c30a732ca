// The game state is plain, serialisable data. Everything computed (power, icons, costs,
// control) is derived from it on demand in derive.ts, never stored.
import type { Condition, Continuous, Cost, Effect, Option, TargetSpec, TriggerEvent } from './abilities/vocabulary';
import type { CardDef } from './cards/types';
import type { GameEvent } from './events';

export type Seat = 0 | 1;
/** `${owner seat}.${index in that player's deck list}`; the owner never changes (R-SETUP-09). */
export type CardId = string;

export type Phase = 'setup' | 'activate' | 'control' | 'deploy' | 'battle' | 'move' | 'draw';
export const TURN_PHASES = ['activate', 'control', 'deploy', 'battle', 'move', 'draw'] as const;

export type Pile = 'reserve' | 'active' | 'used' | 'lost' | 'hand' | 'removed';
export const PILES: readonly Pile[] = ['reserve', 'active', 'used', 'lost', 'hand', 'removed'];

export interface PlayerState {
  /** Index 0 is the top of each pile. */
  reserve: CardId[];
  active: CardId[];
  used: CardId[];
  lost: CardId[];
  hand: CardId[];
  removed: CardId[];
  /** Setup: the starting location this player has chosen, hidden until both have chosen. */
  startChoice?: CardId;
}

/** A card on the table. Exactly one of `at` / `under` is set, except for locations (neither). */
export interface TableCard {
  controller: Seat;
  /** The location a ship or a unit stands at. */
  at?: CardId;
  /** The card this one is beneath: a ship for a unit aboard, the host of a weapon or asset,
   * the host location of an encampment. */
  under?: CardId;
  damaged?: boolean;
  inverted?: boolean;
  /** The players who have won a battle since this card entered play (Celebrated). */
  wonSince?: Seat[];
}

export type BattleStep =
  | 'window1' | 'destiny' | 'window2' | 'attrition' | 'window3' | 'power' | 'window4'
  | 'loss' | 'window5' | 'end';

/** One term of a figure the table explains: "Hounded revealed 5", "Belt Hideaway -2". */
export interface Part {
  label: string;
  amount: number;
  /** The collector number of a card revealed for battle destiny (a public card). */
  revealed?: string;
  /** A cap on casualties ("reduced to N"), not a card's defense. */
  cap?: boolean;
}

export interface BattleState {
  location: CardId;
  attacker: Seat;
  step: BattleStep;
  /** Battle destiny of each side (R-BATTLE-09): the revealed card plus direct additions. */
  destiny: [number, number];
  /** Attrition added directly to what each side causes (R-BSTEP-10). */
  attritionBonus: [number, number];
  /** Battle destiny of each side as the power step ended (Slider reads it when the battle ends). */
  destinyAtPower?: [number, number];
  /** Fixed when the attrition step starts: attrition against each side. */
  attritionAgainst?: [number, number];
  /** The card last revealed for battle destiny and its destiny now ("that card's destiny +N"). */
  revealed?: { seat: Seat; card: CardId; value: number };
  /** Seats whose tactics passed the 4+ check (R-BSTEP-07), fixed before either reveal. */
  mayReveal?: Seat[];
  /** Cards drawn this battle through each card's abilities, for limits "each battle". */
  drawnBy?: Record<CardId, number>;
  power?: [number, number];
  winner?: Seat | null;
  casualties?: number;
  /** How each side's battle destiny came about: cards revealed, modifiers to them, abilities
   * that changed it. A record for the table: the rules read `destiny`. */
  destinyParts?: [Part[], Part[]];
  /** Each side's total power as the power step fixed it, term by term (R-BSTEP-17). */
  powerParts?: [Part[], Part[]];
  /** What reduced the casualties at the loss step: a cap on them (R-BSTEP-19), then the loser's
   * damaged cards' defense (R-BSTEP-22). */
  casualtyCuts?: Part[];
  /** Each side's damaged cards when the attrition step ended, with their defense (R-BSTEP-12). */
  attritionCovered?: [Part[], Part[]];
}

/** What an item on the stack is (R-STACK-01). Items are replaced, never mutated. */
export type StackItem =
  | { id: number; kind: 'card'; seat: Seat; card: CardId; at?: CardId; position?: number;
      encamp?: boolean; targets: CardId[]; mode?: 'used' | 'lost';
      /** Stacked on this asset instead of going to its pile once its effects are done (Chained). */
      stackOn?: CardId;
      /** The X its player paid as an extra cost as it was played (the amount { noted: 'x' }). */
      x?: number }
  | { id: number; kind: 'ability'; seat: Seat; card: CardId; ability: number; targets: CardId[];
      inverted: boolean; /** Where the card was when the ability was used. */ here?: CardId;
      /** The card it was beneath then: "the kizen" once an asset paid by dismissing itself is gone. */ host?: CardId;
      /** The cards chosen to pay its costs. */ paid?: CardId[];
      /** How many cards were stacked on the card then. */ stacked?: number }
  | { id: number; kind: 'trigger'; seat: Seat; card: CardId; ability: number; targets: CardId[];
      inverted: boolean; event: EventContext }
  | { id: number; kind: 'delayed'; seat: Seat; card: CardId; effect: Effect[]; event: EventContext;
      /** The specs its own targets were chosen by, checked again as it resolves. */ specs?: TargetSpec[];
      /** The targets and "here" of the effect that created it (R-TRIG-09). */ targets: CardId[]; here?: CardId }
  | { id: number; kind: 'activate'; seat: Seat; amount: number }
  | { id: number; kind: 'drain'; seat: Seat; location: CardId; /** Added while pending ("make target pending drain +2"). */ bonus?: number }
  | { id: number; kind: 'attack'; seat: Seat; location: CardId }
  | { id: number; kind: 'move'; seat: Seat; card: CardId; to: CardId; transport: CardId[] };

/** Events that abilities can listen for (abilities name them through TriggerEvent). */
export type BaseEvent =
  | 'entersPlay' | 'lostFromLocation' | 'destroyed' | 'damaged' | 'inverted' | 'drain'
  | 'battleBegins' | 'battleWon' | 'battleEnds' | 'destinyStepEnds' | 'attritionStepEnds' | 'powerStepEnds' | 'revealBattleDestiny'
  /** The card revealed for battle destiny once the triggers that changed it at once are done. */
  | 'destinyRevealed'
  /** A phase starts or ends; `seat` is the turn player. */
  | 'phaseStarts' | 'phaseEnds'
  /** A player draws a card (the draw action or an effect), once per card. */
  | 'draw'
  /** A card is played (on the stack now). */
  | 'played'
  /** A card in play moved (a movement action, a granted movement, an ability's move); `location`
   * is where it now is. */
  | 'moved'
  /** A card in play is chosen as a target of an activated ability as it is used; `by` is the
   * ability's card. */
  | 'targeted'
  /** A player uses an activated ability of this card (once its costs are paid). */
  | 'used'
  /** A card played uses its player's support icons at `location` (rules/play.ts supportUsedAt). */
  | 'supportUsed'
  /** Not reported by emit: state triggers (triggers.ts checkStateTriggers). */
  | 'controls';

/** What happened to set off a trigger. */
export interface EventContext {
  event: BaseEvent;
  card?: CardId;
  location?: CardId;
  /** A move's starting place: the location the card left. */
  from?: CardId;
  /** Damage, a target chosen: the card whose ability (or whose effect) did it. */
  by?: CardId;
  seat?: Seat;
  value?: number;
  phase?: Phase;
  /** Lost from a location because the card it was directly beneath was destroyed. */
  hostDestroyed?: boolean;
}

/** A triggered ability that has fired and waits for the next initiative gain (R-TRIG-03). */
export interface PendingTrigger {
  seat: Seat;
  card: CardId;
  ability: number;
  inverted: boolean;
  event: EventContext;
  /** A delayed trigger (R-TRIG-09): what it does, with the targets and "here" of the effect
   * that created it. `ability` is then unused. */
  delayed?: { effect: Effect[]; targets: CardId[]; here?: CardId; /** Its own targets, to choose as it goes on the stack. */ specs?: TargetSpec[] };
}

/** An effect that lasts "until end of turn", with the cards it affects fixed when it was
 * created (R-EFF-04). */
export interface LastingEffect {
  seat: Seat;
  source: CardId;
  change: Continuous;
  cards: CardId[];
  location?: CardId;
  /** Without it, the effect lasts while its cards stay in play (no duration printed). */
  until?: 'endOfTurn' | 'endOfPhase';
}

/** A delayed trigger or a replacement effect waiting for its event (R-TRIG-09, R-REPL). */
export interface Watcher {
  seat: Seat;
  source: CardId;
  kind: 'replaceBattleDestiny' | 'preventDestroy' | 'lostPutHere' | 'delayed';
  card?: CardId;
  value?: number;
  until: 'endOfTurn' | 'endOfBattle';
  /** preventDestroy: the card is also undamaged (First Aid). */
  undamage?: boolean;
  /** delayed: the event it waits for (about `card`), and the effects of the trigger it creates
   * (R-TRIG-09). */
  on?: TriggerEvent;
  /** delayed: fires only on an event after which this holds (read from the source's side). */
  if?: Condition;
  effect?: Effect[];
  targets?: CardId[];
  /** delayed: the targets its trigger chooses as it goes on the stack (nextTime's `targets`). */
  specs?: TargetSpec[];
  here?: CardId;
}

/** A step of a procedure that the engine carries out, asking a player where the rules give
 * them a choice. The head of the queue is always processed first. */
export type Step =
  /** `source`: the card whose ability or play asks, or the location drained (for the table to say why). */
  | { k: 'lose'; seat: Seat; n: number; from?: 'reserve' | 'piles'; rule: string; /** Stack the lost cards on this asset. */ stackOn?: CardId; source?: CardId }
  | { k: 'attrition'; seat: Seat; n: number }
  | { k: 'casualties'; seat: Seat; n: number }
  | { k: 'revealDestiny'; seat: Seat }
  /** `done`: cards already put through destruction this step (a prevented one stays damaged). */
  | { k: 'destroyDamaged'; seat: Seat; done?: CardId[] }
  | { k: 'orderTriggers' }
  /** Triggers that affect the battle step under way, set off together: the turn player picks the
   * one that resolves first (R-TRIG-04, AMB-13). */
  | { k: 'orderInStep'; triggers: PendingTrigger[] }
  | { k: 'optionalTrigger'; trigger: PendingTrigger; targets: CardId[] }
  | { k: 'effects'; ctx: EffectContext; effects: Effect[] }
  | { k: 'upTo'; seat: Seat; what: 'activate' | 'draw' | 'retrieve'; max: number; /** The card whose effect asks. */ source?: CardId;
      /** Count the cards drawn against the source's limit for this battle. */ tally?: true }
  /** Pick cards one at a time from a list (download, cards from hand). */
  | { k: 'pick'; seat: Seat; options: CardId[]; n: number; to: 'hand' | 'reserveTop' | 'reserveBottom' | 'usedTop' | 'activeBottom' | 'lost' | 'show' | 'play' | 'swap';
      /** For `to: 'swap'`: the card on top of the reserve the picked hand card changes places with. */
      swapWith?: CardId;
      optional: boolean; shuffleReserve?: boolean; shuffleUsed?: boolean; rule: string;
      /** Each picked card is shown to both players as it goes (a revealed hand card). */
      reveal?: boolean;
      /** Each later pick shares the first one's printed destiny (cards of one destiny). */
      alike?: 'destiny';
      /** Every other card of the picked card's title in the same hand is lost with it (a title chosen). */
      allOfTitle?: true;
      /** For `to: 'play'`: where the picked card is played and what it costs (effects.ts playFromEffect);
       * without `at` the player then chooses the place. `via`: the title of the card whose ability plays it. */
      play?: { at?: CardId; costLess: number; free: boolean; via?: string; places?: CardId[] };
      /** Hand size when the step began: the player then draws as many as they put from hand. */
      redrawFrom?: number;
      /** The card whose effect asks. */
      source?: CardId }
  /** A player picks a card in play for an effect ({ do: 'choose' }). */
  | { k: 'chooseCard'; seat: Seat; options: CardId[]; ctx: EffectContext; as: number; then: Effect[] }
  /** A player picks one of several effects ({ do: 'choice' }): only those they can carry out. */
  /** `keys`: each option's key, as the player's choice names it. */
  | { k: 'option'; seat: Seat; ctx: EffectContext; options: Option[]; keys: string[] }
  /** `now`: an ability affecting the battle step under way, resolved once targeted (R-TRIG-04). */
  | { k: 'triggerTargets'; trigger: PendingTrigger; now?: true }
  /** Several cards revealed for one battle destiny: the player picks the one that counts. */
  /** `then`: revealed by an effect (a weapon's "reveal two, choose one"), not for battle destiny:
   * those effects follow, with the picked card's destiny noted (EffectContext.noted). */
  | { k: 'pickDestiny'; seat: Seat; options: CardId[]; then?: NotedThen }
  /** Then they go on the used pile in the order the player chooses: `top` so far, top first. */
  | { k: 'usedOrder'; seat: Seat; left: CardId[]; top: CardId[]; picked: CardId; then?: NotedThen }
  /** The top cards of `owner`'s reserve (or `pile`), revealed, go back in the order `seat` chooses:
   * `top` so far, top first. Only cards still in that pile are offered. */
  | { k: 'reserveOrder'; seat: Seat; owner: Seat; left: CardId[]; top: CardId[]; pile?: 'used' }
  /** A player names a number from 0 to `max`; the effects in `then` follow with it noted. */
  | { k: 'nameNumber'; seat: Seat; max: number; then: NotedThen; /** The card whose effect asks. */ source?: CardId;
      /** Only these numbers (the destinies found in a revealed hand). */ among?: number[] }
  /** The player of a card with "pay X" as an extra cost chooses X, from 0 to `max` (their active
   * pile), and pays it; the card pending as stack item `item` carries it. */
  | { k: 'payX'; seat: Seat; max: number; item: number; source: CardId }
  /** A card would be destroyed: the controller of a change may pay to put it on top of its owner's
   * reserve instead (saveFromDestroy); declined, it is destroyed. */
  | { k: 'saveFromDestroy'; seat: Seat; card: CardId; source: CardId; pay: number }
  | { k: 'toPile'; card: CardId; pile: 'used' | 'lost' | 'removed'; stackOn?: CardId }
  /** Where a card an effect plays goes (abilities/moreEffects.ts): one of the legal places. */
  | { k: 'playPlace'; seat: Seat; card: CardId; options: CardId[]; play: { costLess: number; free: boolean } }
  | { k: 'mayPay'; ctx: EffectContext; cost: Cost; then: Effect[] }
  /** Reports the revealed battle destiny card to the triggers that wait (battle.ts addBattleDestiny). */
  | { k: 'destinyRevealed'; seat: Seat }
  | { k: 'battleStepDone'; step: BattleStep };

/** The effects that follow a number a player fixes (a destiny picked, a number named). */
export interface NotedThen { ctx: EffectContext; effects: Effect[] }

/** Who resolves an effect, from which card, with which chosen targets. */
export interface EffectContext {
  seat: Seat;
  source: CardId;
  targets: CardId[];
  event?: EventContext;
  /** The source's location when the ability was used: "here" once the source has left play. */
  here?: CardId;
  /** The card the source was beneath when the ability was used: its host once it has left play. */
  host?: CardId;
  /** How many cards were stacked on the source when the ability was used: counted once it has
   * left play (Honorable Death, dismissed to pay). */
  stacked?: number;
  /** A number an effect noted for the effects after it: a destiny picked among cards revealed, a
   * number named, the X paid as the card was played (the amount { noted }). */
  noted?: number;
  /** The card revealed for destiny whose number was noted ("put the card you revealed on top of
   * your reserve"): the ref { revealed }. */
  revealed?: CardId;
  /** The cards chosen to pay the ability's costs, in order (stacked cards put away, hand cards
   * shown): "if those cards each have the same destiny". */
  paid?: CardId[];
  /** Targets from this index on were all chosen for one "any number of target X" spec
   * (TargetSpec.upTo): { target: many } in an effect means each of them. */
  many?: number;
}

export interface TurnCounters {
  activated: boolean;
  drained: CardId[];
  attacked: CardId[];
  /** Bullet uses this turn (state.ts abilityBulletKey, interruptBulletKey; AMB-15). */
  bullets: Record<string, number>;
  wonBattle: Seat[];
  /** Cards that entered play this turn (none listed: none did). */
  entered?: CardId[];
  /** Cards a movement action was taken for this turn (none listed: none). */
  moves?: CardId[];
  /** Locations where a battle began this turn (none listed: none). */
  battles?: CardId[];
}

export interface GameState {
  /** Format version of this object, for saves. */
  v: 1;
  seed: number;
  /** The seeded generator's state (rng.ts). */
  rng: number;
  /** Each player's deck by collector number; a card's id indexes into it. */
  decks: [string[], string[]];
  /** Test-only card definitions from a scenario, looked up before the card pool. */
  customCards?: Record<string, CardDef>;
  players: [PlayerState, PlayerState];
  /** Every card on the table, locations included. */
  table: Record<CardId, TableCard>;
  /** Location cards in row order (R-LOC-07, R-LOC-08). */
  row: CardId[];
  /** Cards stacked on an asset by its ability: not in play (R-CARD-16). */
  stacked: Record<CardId, CardId[]>;
  turn: number;
  turnPlayer: Seat;
  firstPlayer: Seat;
  phase: Phase;
  initiative: Seat | null;
  /** Passes in a row (R-STACK-04, R-TURN-05). */
  passes: number;
  stack: StackItem[];
  nextId: number;
  triggers: PendingTrigger[];
  queue: Step[];
  battle: BattleState | null;
  counters: TurnCounters;
  lasting: LastingEffect[];
  watchers: Watcher[];
  /** A player about to gain initiative once the queue is empty (R-INIT-06). */
  gaining?: Seat;
  winner: Seat | 'draw' | null;
  /** How the game ended (events.ts endText says it in words). */
  result?: GameEnd;
}

/** How a game ended: who lost, and the rule that ended it (conceding is the table's, no rule). */
export type GameEnd =
  | { by: 'noEnergy'; loser: Seat; rule: 'R-WIN-01' }
  | { by: 'noEnergyBoth'; rule: 'R-WIN-02' }
  | { by: 'casualties'; loser: Seat; rule: 'R-WIN-04' }
  | { by: 'concede'; loser: Seat };

// Actions and choices are defined once, as the schema untrusted input is read through.
export type { Action, Choice } from './actions';

/** Why an action was refused: plain language plus the rule it rests on. */
export interface Refusal {
  rule: string;
  reason: string;
}

/** Something that happened, for the game log. `text` is public unless `secret` is set: then
 * only `secret.seat` reads `secret.text` and everyone else reads `text`. */
export type { GameEvent } from './events';

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; refusal: Refusal };
