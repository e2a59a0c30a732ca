// The closed ability vocabulary. Every card ability is data of these shapes; each verb,
// selector, condition and amount is implemented exactly once (selectors.ts, conditions.ts,
// effects.ts, continuous.ts). A shape not listed here does not type-check in cards/ and is
// refused by validateAbilities() for cards defined in scenario files.
import type { Faction } from '../cards/types';

/** Relative to the player who controls the ability. */
export type Who = 'you' | 'opponent' | 'any';

/** Card kinds a selector can ask for (labels such as Warrior are matched with `label`). */
export type Kind =
  | 'unit' | 'character' | 'nobot' | 'vehicle' | 'ship' | 'weapon' | 'asset'
  | 'location' | 'site' | 'sector' | 'interrupt' | 'order';

/** Where a selected card must be, relative to the ability's source card. */
export type Place =
  | 'here' // at the source's location (R-LOC-10); a location's "here" is itself
  | 'battleHere' // in a battle at the source's location
  | 'inBattle' // in the battle in progress, wherever it is
  | 'relatedSite' // at a site related to the source's location
  | 'battleAtRelatedSite' // in the battle in progress, at a site related to the source's location
  | 'relatedLocation'
  | 'adjacentSite'
  | 'aboardThis' // aboard the source ship
  | 'siteBattleHere' // in a battle at the source's location, which is a site
  | 'inSiteBattle' // in the battle in progress, which is at a site
  | 'elsewhere' // at a location other than the source's ("another sector")
  | 'anywhere';

export interface Selector {
  who?: Who;
  kinds?: Kind[];
  label?: string;
  faction?: Faction;
  at?: Place;
  /** Not the source card itself. */
  other?: boolean;
  damaged?: boolean;
  /** Has a weapon beneath it. */
  armed?: boolean;
  /** Has at least one piloting character aboard (ships). */
  piloted?: boolean;
  /** Has the Piloting keyword (characters). */
  pilot?: boolean;
  titleHas?: string;
  inverted?: boolean;
  /** Each named stat (modified) is below this number: { defense: 5 } is "defense < 5". */
  statBelow?: Partial<Record<'power' | 'tactics' | 'defense', number>>;
  /** Each named stat (modified) is at least this number: { tactics: 3 } is "tactics > 2". */
  statAtLeast?: Partial<Record<'power' | 'tactics' | 'defense', number>>;
  /** Has (true) or has not (false) cards stacked on it by its ability (a stockpile holding cards). */
  stacked?: boolean;
  /** Has this keyword among its printed abilities (e.g. an encampment). */
  keyword?: 'scouting' | 'unlimited' | 'encampment' | 'piloting' | 'transport' | 'size';
  /** Has a printed support icon of a faction the reading player has a support icon of in play. */
  iconMatchingYours?: boolean;
  /** A card the source (a weapon or asset) could be played beneath now by the reading player: an
   * "eligible" card (R-ASSET-07, the Ominous Presence ruling). */
  eligibleHost?: boolean;
  /** Has the title of a card stacked on the source by its ability (Chained). */
  sameTitleAsStacked?: boolean;
}

/** A number an ability reads when it applies (R-EFF-06). */
export type Amount =
  | number
  | { count: Selector; times?: number; plus?: number }
  /** Reveal a card for destiny (R-DESTINY-01); 'opponent' reveals from the opponent's reserve. */
  | { destiny: 'you' | 'opponent'; plus?: Amount }
  | { relatedSitesWithYourUnit: true }
  | { energyIconsHere: Who }
  | { ofTarget: number; stat: 'power' | 'tactics' | 'defense' }
  /** Sites related to the source's location that the reading player controls. */
  | { relatedSitesControlled: true }
  | { stackedOnYourStockpile: true }
  /** Cards stacked on the source asset by its ability. */
  | { stackedOnSelf: true }
  /** The number the triggering event carries (the destiny of a card revealed for battle destiny). */
  | { eventValue: true }
  /** A side's battle destiny in the battle in progress (0 with no battle). */
  | { battleDestiny: 'you' | 'opponent' }
  /** How many different locations hold a card matching the selector. */
  | { locationsWith: Selector }
  /** The highest printed (unmodified, R-MOD-05) stat among cards in play matching `of`; 0 with none. */
  | { highestPrinted: 'power' | 'tactics' | 'defense'; of: Selector };

export type Comparison = '>' | '<' | '>=' | '<=' | '=';

export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { atSite: true }
  | { atSector: true }
  | { aboardShip: true }
  | { inBattle: true }
  | { armed: true }
  | { count: Selector; atLeast?: number; atMost?: number; exactly?: number }
  | { compare: [Amount, Comparison, Amount] }
  /** The source's location has this text in its title. */
  | { locationTitleHas: string }
  /** Support icons on a side of the source's location. */
  | { supportIconsHere: Who; faction?: Faction; atLeast?: number; atMost?: number }
  | { supportIconsInPlay: 'you'; faction: Faction; atLeast: number }
  /** Most of your support icons are of this faction. */
  | { mostSupportIcons: Faction }
  | { control: 'here' }
  | { phase: Phase; turn?: 'yours' | 'opponents' }
  /** Your highest-tactics unit here beats the opponent's (CGC Grunt erratum). */
  | { higherTacticsUnitHere: true }
  | { higherTotalTacticsHere: true }
  | { wonBattleThisTurn: true }
  | { stackedOnYourStockpile: true }
  | { reserveCards: 'you' | 'opponent'; atLeast: number }
  /** That player holds at least this many cards (of these kinds, read from printed facts). */
  | { handCards: 'you' | 'opponent'; atLeast: number; kinds?: Kind[] }
  /** That player has at least this many cards in their active pile (an option that pays energy
   * can be carried out, R-EFF-07). */
  | { activeCards: 'you' | 'opponent'; atLeast: number }
  /** The referenced card exists (in play, or a location) and matches the selector. */
  | { card: Ref; is: Selector }
  /** The turn player attacked at the source's location this phase. */
  | { attackedHere: true }
  /** A battle is in progress and has gone past this step. */
  | { battleAfter: 'destiny' | 'attrition' | 'power' }
  /** After the attrition step, that side still had attrition it did not satisfy. */
  | { attritionRemaining: 'you' | 'opponent' }
  /** The source has been marked with this key this turn ({ do: 'mark' }). */
  | { marked: string }
  /** The inner condition holds read from some location in play (its "here" is itself). */
  | { someLocation: Condition; kind?: 'site' | 'sector' }
  /** How many factions the reading player has support icons of in play. */
  | { supportIconTypes: 'you'; atLeast?: number; atMost?: number; exactly?: number }
  /** Your pile holds at least `n` cards and the top `n` all match the selector (printed facts). */
  | { topOfPile: 'used' | 'reserve'; n: number; are: Selector }
  /** Battlegrounds (R-LOC-13) the reading player controls. */
  | { battlegroundsControlled: 'you'; atLeast: number };

export type Phase = 'activate' | 'control' | 'deploy' | 'battle' | 'move' | 'draw';

/** What an ongoing ability (or a lasting effect) changes while it applies. */
export type Continuous =
  | { stat: StatChange; to: Affected }
  | { immuneToAttrition: Affected }
  | { cannotMove: Affected }
  /** Extra energy for the activation action (R-ACT-02) while this applies. */
  | { generate: Amount; at?: 'here' | 'relatedWithYours'; who?: Who; ifPlayer?: Condition }
  | { gainSupportIcon: Faction; side: 'you' }
  | { gainEnergyIcon: number; side: 'you' }
  /** "You cause attrition +N" in battles at a place. */
  | { attrition: Amount; at: 'here' | 'relatedSite'; who?: Who }
  | { totalPower: Amount; at: 'here' | 'relatedSite'; who?: Who; ifPlayer?: Condition }
  | { drain: Amount; who?: Who }
  /** Each card revealed for battle destiny at this location gets this modifier. */
  | { battleDestinyCards: number }
  | { vehiclesAddNoPower: true }
  /** A replacement for the battle-destiny reveal at this location: pay N to turn over M cards
   * from the top of the reserve and pick which one counts (R-REPL-02). */
  | { battleDestinyFromTop: { pay: number; reveal: number } }
  /** Characters carried by this ship take up none of its capacity. */
  | { charactersFreeAboard: true }
  /** A cost change to play matching cards (R-PLAY-10). */
  | { playCost: number; of: Selector; who?: Who }
  /** That side reveals no battle destiny in battles at the source's location, or at the
   * lasting effect's target location. */
  | { noBattleDestiny: 'you' | 'opponent' }
  /** Movement actions of matching cards cost this much more (negative: less), never below 0. */
  | { moveCost: number; of: Selector }
  /** An additional cost to play matching cards (R-PLAY-04), never reduced by cost changes: energy
   * to lose, or to pay. `at: 'here'`: only cards played at the source's location. */
  | { extraPlayCost: { lose?: number; pay?: number }; of: Selector; at?: 'here' }
  /** Each card revealed for destiny while a weapon here uses an ability gets this modifier. */
  | { weaponDestiny: number }
  /** The affected cards can't be chosen as targets by that player ('opponent': the opponent of
   * the ability's controller; default 'any'). */
  | { untargetable: Affected; by?: Who }
  /** The affected cards gain a numbered keyword; it adds to copies they have (R-MOD-04). */
  | { gainKeyword: 'piloting'; value: number; to: Affected }
  /** In battles at the source's location, that side's casualties (default 'you') are reduced to
   * this number as soon as they are set in the power step, before any loss-step reduction
   * (Diplomacy Bot ruling, R-BSTEP-19). */
  | { casualtiesAtMost: number; who?: Who }
  /** Its controller may perform movement actions as if it were their move phase (Simple Wager),
   * during their own turn; Transport does not work with them (R-MOVE-12). */
  | { movementsAsInMovePhase: true };

export interface StatChange {
  power?: Amount;
  tactics?: Amount;
  defense?: Amount;
}

/** Which cards a continuous change applies to. */
export type Affected =
  | 'self'
  | 'host' // the card this weapon or asset is beneath
  | 'shipAboard' // the ship this character is aboard
  | { select: Selector }
  | { target: number }; // a chosen target of the ability (lasting effects)

/** A chosen target: named by index in effects as { target: i }. */
export interface TargetSpec {
  select: Selector;
  /** The pending stack item kinds, for "cancel target pending X". */
  pending?: 'drain' | 'order' | 'interrupt' | 'card' | 'ability';
  /** "Any number of target X": 1 to this many cards (default exactly 1). Only the last spec;
   * { target: i } in an effect then means each card chosen for it. */
  upTo?: number;
  /** "Your opponent chooses his or her target X" (errata, R-TGT-01): the user names none; the
   * opponent picks one among their own legal cards when the item resolves. Only the last spec;
   * at least one such card must exist to use the ability and when it resolves (R-TGT-04). */
  chosenByOpponent?: boolean;
  /** A card in your lost pile rather than in play, matched by its printed facts ("target Gongen
   * unit from your lost pile", R-TGT-03). If the pile is randomized before the item resolves, any
   * copy of the same title there stands in for it (R-ENERGY-14). `opponentLost`: a card in your
   * opponent's lost pile (Widowmaker). */
  from?: 'lost' | 'opponentLost';
  /** The target pays a cost of the card (Life Leech's "put your other target character on the used
   * pile"): it is checked when the card is played, not again when it resolves (it is gone by then). */
  paidAsCost?: boolean;
}

/** `eventCard`: the card the triggering event is about (the unit that was damaged). */
export type Ref = 'self' | 'host' | 'shipAboard' | 'battleLocation' | 'eventCard' | { target: number };

/** One option of a choice between effects ({ do: 'choice' }). */
export interface Option {
  /** Offered only while this holds (R-EFF-07: a player must pick an option they can carry out). */
  if?: Condition;
  effect: Effect[];
}

export type Cost =
  | { pay: number } // energy from the active pile (R-ENERGY-05)
  | { lose: number } // R-ENERGY-06, hand cards may stand in (AMB-11)
  /** A card the player chooses as they pay; or a target ("dismiss target ...", a spec marked paidAsCost). */
  | { dismiss: Selector | { target: number } }
  | { toUsedPile: 'self' | Selector } // put a card in play on its owner's used pile (R-ENERGY-16)
  /** Put a chosen target (a spec marked paidAsCost) on its owner's used pile. */
  | { toUsedPile: { target: number } }
  | { handToUsed: number; faction?: Faction; kinds?: Kind[]; reveal?: boolean }
  | { invertSelf: true }
  /** Stack a target card of the opponent's lost pile on your stockpile asset (Widowmaker). */
  | { stackLostOnStockpile: { target: number } };

export type Effect =
  | { do: 'draw'; count: Amount }
  | { do: 'activate'; count: Amount; upTo?: boolean }
  | { do: 'lose'; who: 'you' | 'opponent'; count: Amount; from?: 'reserve';
      /** The cards lost are stacked face down on the source asset instead (stockpiles). */
      stackOn?: 'self' }
  | { do: 'pay'; who: 'you' | 'opponent'; count: Amount }
  | { do: 'retrieve'; count: Amount }
  | { do: 'download'; select: Selector }
  | { do: 'damage'; card: Ref }
  | { do: 'undamage'; card: Ref }
  | { do: 'destroy'; card: Ref }
  | { do: 'dismiss'; card: Ref }
  | { do: 'toHand'; card: Ref }
  | { do: 'invert'; card: Ref }
  | { do: 'revert'; card: Ref }
  /** Without `until` (no duration printed) the change lasts while the cards it affects stay in play. */
  | { do: 'lasting'; change: Continuous; until?: 'endOfTurn' | 'endOfPhase' }
  /** `revealedCard`: "make that card's destiny +N", the card whose reveal set off the trigger. */
  | { do: 'battleDestiny'; who: 'you' | 'opponent'; amount: Amount; revealedCard?: true }
  | { do: 'attrition'; who: 'you' | 'opponent'; amount: Amount }
  | { do: 'cancel'; target: number }
  /** `upTo`: the player may stop early; `redraw`: they then draw as many as they put. */
  | { do: 'handToReserve'; count: number; who: 'you' | 'opponent'; upTo?: boolean }
  | { do: 'handToUsed'; count: number; who: 'you' | 'opponent'; upTo?: boolean; redraw?: boolean;
      /** Only hand cards of these kinds; `reveal`: each is shown as it goes (Quarrel Energy Burst). */
      kinds?: Kind[]; reveal?: boolean }
  /** Moves a card in play to a location or aboard a ship: not a movement action (R-ABIL-08). */
  | { do: 'move'; card: Ref; to: Ref }
  /** A player picks one card in play matching the selector (read from the ability's side); it
   * becomes target `as` for the effects in `then`. Nothing happens if there is none. */
  | { do: 'choose'; who?: 'you' | 'opponent'; select: Selector; as: number; then: Effect[] }
  /** A player picks one of the options they can carry out. */
  | { do: 'choice'; who: 'you' | 'opponent'; options: Option[] }
  /** Marks the source for the rest of the turn (read with { marked }). */
  | { do: 'mark'; key: string }
  | { do: 'if'; cond: Condition; then: Effect[]; else?: Effect[] }
  /** "You may pay N. If you do, ..." */
  | { do: 'mayPay'; cost: Cost; then: Effect[] }
  /** An optional payment of X energy that unlocks effects; X is read (and revealed) when the
   * effect happens. */
  | { do: 'mayPayAmount'; amount: Amount; then: Effect[] }
  /** "You may play a [select] here [from]": the player picks one that can be played now, or none.
   * The card goes on the stack as a play (R-PLAY-02), at `costLess` less or free. `stackedOnSelf`:
   * a card stacked on the source asset (Amorian Shipyard); `at: 'any'`: wherever it may be played,
   * the player choosing the place after the card. */
  | { do: 'play'; from: 'hand' | 'reserveTop' | 'stackedOnSelf'; select: Selector; at: 'here' | 'any'; costLess?: number; free?: boolean;
      maxCost?: number }
  /** Play one referenced card that is not in play (a target in your lost pile: Sheltered) as if
   * from hand, now: uniqueness, support icons, place and cost are checked as the effect happens
   * (R-CARD-17); if it can't be played, nothing happens. */
  | { do: 'playCard'; card: Ref; at: 'here' | 'any'; costLess?: number; free?: boolean }
  /** For each card in play matching `select` when this starts (fixed, R-EFF-04), do `then` with
   * that card as target `as`. `by: 'opponent'`: the opponent carries `then` out, "you" in it
   * meaning them (they dismiss their own units). */
  | { do: 'each'; select: Selector; as: number; then: Effect[]; by?: 'you' | 'opponent' }
  /** Pick a card (matching `select`, never the source) from one of your piles and put it somewhere. */
  | { do: 'search'; pile: 'used' | 'lost'; select?: Selector; to: 'hand' | 'activeBottom'; shuffle?: boolean }
  /** Reveal the top card of your pile; if it matches, it goes to your hand. */
  | { do: 'topToHand'; pile: 'used' | 'reserve'; select?: Selector }
  /** A delayed trigger (R-TRIG-09): "the next time <card> is lost / destroyed / moves <until>,
   * <effect>". It triggers once and waits for initiative like any trigger; its effects keep this
   * effect's targets and "here" ('moves': "here" is where the card moved to). `if`: only an event
   * after which this holds counts ("moves to a site where your opponent has a character"); the
   * others leave it waiting. */
  | { do: 'nextTime'; event: 'lost' | 'destroyed' | 'moves'; card: Ref; effect: Effect[]; until?: 'endOfTurn' | 'endOfBattle';
      if?: Condition }
  /** The referenced card being played (an interrupt or order on the stack) is stacked on the source
   * asset once its effects have been performed, if nothing is stacked there then; otherwise it goes
   * to its pile as usual. Nothing happens if it is canceled or its effect is (Chained). */
  | { do: 'stackAfterResolving'; card: Ref }
  /** Shows the top `count` cards of your pile to both players; they stay where they are. */
  | { do: 'revealTop'; pile: 'used' | 'reserve'; count: number }
  /** A replacement effect (R-REPL-03): "the next time <card> would be destroyed, prevent it"
   * (and undamage it). Needs no initiative; replaces one event only (R-REPL-04). */
  | { do: 'preventNext'; event: 'destroyed'; card: Ref; undamage?: boolean; until?: 'endOfTurn' | 'endOfBattle' }
  /** A replacement effect (R-REPL-02, R-REPL-05): your next systematic battle-destiny reveal is
   * replaced by adding `amount` (read when this resolves). */
  | { do: 'replaceBattleDestiny'; amount: Amount; until?: 'endOfTurn' | 'endOfBattle' }
  /** Puts a card that is not in play (from its owner's lost pile) into play under your control:
   * at the source's location ("here") or aboard/beneath a referenced card. */
  | { do: 'putInPlay'; card: Ref; at: 'here' | Ref }
  /** "Use as yours" (R-TERM-USEAS-01): you control the card (and what is beneath it); its owner
   * still owns it. Not if it is unique and you have a copy in play. */
  | { do: 'takeControl'; card: Ref }
  /** Removed from the game (R-KW-REM-01): set aside, not in play, not energy. */
  | { do: 'removeFromGame'; card: Ref }
  /** Gives a pending card (target `target`, "stack:<id>") a new place, target `to`; nothing
   * happens unless the new place is legal for it (R-PEND-05, R-TGT-06). */
  | { do: 'redirect'; target: number; to: number }
  /** "You (or your opponent) can't draw any more cards this turn" (R-GEN-02, EX-ABIL-05). */
  | { do: 'cantDraw'; who: 'you' | 'opponent' };

export type TriggerEvent =
  | 'entersPlay' // this card enters play
  | 'unitEntersPlayHere'
  | 'vehicleEntersPlayHere'
  | 'lostFromLocation'
  | 'destroyed'
  | 'drainHere' // a drain at this location resolves
  | 'opponentDrainRelated'
  | 'battleBeginsHere'
  | 'battleWonHere'
  | 'battleEndsWonHere'
  | 'attritionStepEndsHere'
  | 'revealBattleDestinyHere'
  | 'revealBattleDestiny'
  | 'damaged' // this card, or with `if`, a card the condition names, is damaged
  | 'controlPhaseStart'
  | 'opponentBattlePhaseEnd'
  /** The opponent comes to control the source's location (checked when a player would gain
   * initiative). */
  | 'opponentControlsHere'
  | 'inverted'
  /** Any player plays an interrupt (it is on the stack). */
  | 'interruptPlayed'
  /** You draw a card (once per card drawn). */
  | 'youDraw'
  /** Any player draws a card (once per card); with forEventPlayer, "that player". */
  | 'playerDraws'
  /** Any unit is damaged; with forEventPlayer, "that player" is its controller. */
  | 'unitDamaged';

export type Ability =
  | { kind: 'keyword'; keyword: 'scouting' | 'unlimited' | 'encampment' }
  | { kind: 'keyword'; keyword: 'size' | 'transport' | 'piloting' | 'quickdraw'; value: number }
  | { kind: 'keyword'; keyword: 'captain'; title: string }
  | { kind: 'ongoing'; while?: Condition; change: Continuous }
  | {
      kind: 'activated';
      bullets?: number;
      cost: Cost[];
      targets?: TargetSpec[];
      effect: Effect[];
      /** "You may use this ability only ..." */
      only?: Condition;
      /** "Your opponent may use this ability" / "Any player may use this ability" (R-ABIL-07). */
      usableBy?: 'opponent' | 'any';
    }
  | {
      kind: 'triggered';
      on: TriggerEvent;
      if?: Condition;
      /** "you may": the controller chooses whether it resolves. */
      optional?: boolean;
      targets?: TargetSpec[];
      effect: Effect[];
      /** Affects a battle step, so it resolves at once even without initiative (R-TRIG-04). */
      inStep?: boolean;
      /** "Each time a player's X ..., that player ...": the player the event concerns resolves
       * it, and "you" in it means them. */
      forEventPlayer?: boolean;
    }
  /** What an order or interrupt does when it resolves. A (USED OR LOST) card has two, one per
   * pile, and the player picks one when playing it (R-INTR-03). */
  | {
      kind: 'onPlay';
      targets?: TargetSpec[];
      effect: Effect[];
      /** "You may play this only ..." */
      only?: Condition;
      /** "As an additional cost to play this ..." */
      extraCost?: Cost[];
      mode?: 'used' | 'lost';
      /** Needs no card in the reserve although its effect reveals destiny (R-DESTINY-06). */
      noReserveNeeded?: boolean;
    }
  /** A rule about how this card is played (R-PLAY-09). */
  | { kind: 'play'; rule: PlayRule };

export type PlayRule =
  | { freeAt: Condition } // may be played at no energy cost where the condition holds
  | { opponentHost: true } // this asset may go beneath an opponent's card
  | { mustHaveOtherUnitHere: true } // else it is dismissed on entering play (R-UNIT-08)
  | { onlyIf: Condition }
  /** May be played at no energy cost when the ability of a card with this title plays it
   * (Reliable Quarrel through Amorian Shipyard). */
  | { freeVia: string }
  | { costLessPer: Amount };
