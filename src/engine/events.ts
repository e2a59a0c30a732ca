// What happened in a game, as data: each event names its cards, seats, amounts and the rule that
// applies. The English a player reads is rendered from it here, and only here, per viewing seat:
// a card that only one seat may see (drawn, looked at, chosen face down) is named to that seat
// alone. Whether an event shows hidden information is said once per kind (REVEALS), for undo.
// Two kinds of text travel inside events, each made in its one place: what an ability does (the
// card language's reading, abilityText.ts; a scenario's own cards live only in its state, so the
// log cannot look them up later) and why an action was refused (the refusal, rules/).
import type { CardId, GameEnd, Phase, Pile, Seat, StackItem } from './types';

/** How the table names a seat. */
export const seatName = (seat: Seat): string => `P${seat + 1}`;

/** A card as an event names it: its id and the title it had then. */
export interface Named { id: CardId; title: string }

/** What a destiny is revealed for: a battle, or a card's ability (a weapon's, a unit's...). */
export type DestinyFor = 'battle' | Named;
/** A revealed card's destiny: printed, each modifier with the card it comes from, and the value
 * that counts (never below 0, R-MOD-01). */
export interface DestinyReading { printed: number; bonuses: { amount: number; from: Named }[]; value: number }

/** Where a picked card is put (a pick step's destination, but for the hand). */
export type PutPlace = 'reserveTop' | 'reserveBottom' | 'usedTop' | 'activeBottom' | 'lost';

/** Where the top cards of a reserve go, unseen. */
export type UnseenPlace = 'hand' | 'usedTop' | 'reserveBottom' | 'activeBottom' | 'lost';

/**
 * Every game event. `seat`, where present, is the seat the event is about (its subject); a card
 * only one seat may see is seen by `seat`. `rule` is the rule the event applies. Texts that are
 * themselves generated elsewhere (an ability's words, a refusal's reason) are carried as `said`
 * or `reason`.
 */
export type GameEvent =
  // Setup, turns and phases
  | { kind: 'startChoice'; seat: Seat; card: Named }
  | { kind: 'setup'; seat: Seat; card: Named }
  | { kind: 'turn'; turn: number; player: Seat }
  | { kind: 'phase'; player: Seat; phase: Phase }
  | { kind: 'end'; winner: Seat | 'draw'; end: GameEnd }
  | { kind: 'concede'; seat: Seat }
  // Passing (the table's automatic passes and the computer's reasons are the match's)
  | { kind: 'pass'; seat: Seat }
  | { kind: 'autoPass'; seat: Seat }
  | { kind: 'computerReason'; seat: Seat; why: string }
  // Phase actions and their resolution
  | { kind: 'activation'; seat: Seat; amount: number; rule: string }
  | { kind: 'drainAction'; seat: Seat; at: Named }
  | { kind: 'attackAction'; seat: Seat; at: Named; /** Made by this card's effect, at no cost. */ by?: Named }
  | { kind: 'moveAction'; seat: Seat; card: Named; to: Named; cost: number }
  | { kind: 'drain'; at: Named; loser: Seat; amount: number; rule: string }
  | { kind: 'actionCanceled'; what: 'drain' | 'attack' | 'movement'; reason: string; rule: string }
  | { kind: 'move'; card: Named; to: Named }
  // Energy
  | { kind: 'draw'; seat: Seat; card: Named }
  | { kind: 'drawFromReserve'; seat: Seat; amount: number }
  | { kind: 'activate'; seat: Seat; amount: number }
  | { kind: 'pay'; seat: Seat; amount: number }
  | { kind: 'retrieve'; seat: Seat; card: Named; rule: string }
  | { kind: 'shuffle'; seat: Seat; pile: 'reserve' | 'used' }
  | { kind: 'lose'; seat: Seat; card: Named; from: Pile; rule: string }
  | { kind: 'loseAtRandom'; seat: Seat; card: Named }
  /** Hand cards picked at random go face down on the player's used pile: named to that player only. */
  | { kind: 'handToUsedAtRandom'; seat: Seat; cards: Named[] }
  | { kind: 'stockpiled'; on: Named }
  // Playing cards and using abilities
  | { kind: 'play'; seat: Seat; card: Named; at?: Named; beneath?: boolean; cost: number }
  | { kind: 'playByEffect'; seat: Seat; card: Named; at: Named; cost: number }
  | { kind: 'paidX'; seat: Seat; card: Named; amount: number; rule: string }
  | { kind: 'use'; seat: Seat; card: Named; cost: string; said: string }
  | { kind: 'resolve'; card: Named }
  | { kind: 'abilityResolves'; card: Named; delayed: boolean }
  | { kind: 'enter'; card: Named; at?: Named }
  | { kind: 'putIntoPlay'; card: Named; at: Named }
  | { kind: 'cantEnter'; card: Named; reason: string; rule: string }
  | { kind: 'cantPlay'; card: Named; checked: boolean; rule: string }
  | { kind: 'targetGone'; card: Named; ability: boolean; rule: string }
  | { kind: 'dismissedAlone'; card: Named; rule: string }
  | { kind: 'stackedAfter'; card: Named; on: Named }
  | { kind: 'willStack'; card: Named; on: Named }
  | { kind: 'pendingCanceled'; card?: Named; what: StackItem['kind'] }
  | { kind: 'drainBoosted'; at: Named; amount: number; rule: string }
  | { kind: 'casualtiesChanged'; seat: Seat; from: number; to: number; rule: string }
  | { kind: 'stockpileToLost'; on: Named; owner: Seat }
  | { kind: 'cantRedirect'; card: Named; reason: string; rule: string }
  | { kind: 'redirect'; card: Named; to: Named; rule: string }
  // Triggers
  | { kind: 'triggered'; card: Named; said: string }
  | { kind: 'delayedTriggered'; card: Named; rule: string }
  | { kind: 'delayedStacked'; card: Named }
  | { kind: 'triggerAtOnce'; card: Named; rule: string }
  | { kind: 'triggerNoTarget'; card: Named; rule: string }
  | { kind: 'triggerNoReserve'; reason: string; rule: string }
  | { kind: 'choose'; seat: Seat; card: Named }
  // Cards in play
  | { kind: 'damaged'; card: Named }
  | { kind: 'cantDamage'; card: Named }
  | { kind: 'undamaged'; card: Named }
  | { kind: 'prevented'; card: Named; rule: string }
  | { kind: 'savedFromDestroy'; card: Named; by: Named; paid: number; rule: string }
  | { kind: 'destroyed'; card: Named; how: 'destroyed' | 'dismissed' | 'lost' }
  | { kind: 'lostWith'; card: Named; with: Named; rule: string }
  | { kind: 'battleLost'; card: Named }
  | { kind: 'invert'; card: Named; up: boolean }
  | { kind: 'cantMove'; card: Named; rule: string }
  | { kind: 'relocated'; card: Named; to: Named; rule: string }
  | { kind: 'toHand'; card: Named; fromLost: boolean }
  | { kind: 'toUsed'; card: Named }
  | { kind: 'toPile'; card: Named; pile: 'used' | 'reserve'; bottom: boolean; from: 'play' | 'lost' | 'used' }
  | { kind: 'removed'; card: Named; rule: string }
  | { kind: 'control'; seat: Seat; card: Named; rule: string }
  | { kind: 'cantControl'; seat: Seat; card: Named; rule: string }
  | { kind: 'lasting'; card: Named; controller: Seat; said: string }
  | { kind: 'watchNext'; card?: Named; source: Named; on: 'moved' | 'lost' | 'drained' | 'damaged'; rule: string }
  | { kind: 'watchDestroy'; card: Named; rule: string }
  // Looking at, revealing and moving cards between piles
  | { kind: 'show'; seat: Seat; card: Named }
  | { kind: 'takeUnseen'; seat: Seat; card: Named }
  | { kind: 'take'; seat: Seat; card: Named; rule: string }
  | { kind: 'toActiveBottom'; seat: Seat; card: Named }
  | { kind: 'loseFromHand'; seat: Seat; card: Named }
  | { kind: 'put'; seat: Seat; card: Named; owner: Seat; fromReserve: boolean; to: PutPlace; revealed: boolean }
  | { kind: 'noCardToReveal'; seat: Seat; pile: Pile }
  | { kind: 'revealPileTop'; seat: Seat; pile: Pile; cards: Named[]; taking?: Named[]; /** Picked at random, not from the top. */ random?: boolean }
  | { kind: 'reserveEmpty'; seat: Seat; owner: Seat }
  | { kind: 'usedPileMoved'; seat: Seat; count: number; to: 'hand' | 'reserve' }
  | { kind: 'topUnseen'; seat: Seat; owner: Seat; count: number; to: UnseenPlace }
  | { kind: 'revealReserveTop'; seat: Seat; owner: Seat; cards: Named[] }
  | { kind: 'lookReserveTop'; seat: Seat; owner: Seat; cards: Named[] }
  | { kind: 'revealHand'; seat: Seat; cards: Named[] }
  | { kind: 'revealTopCard'; seat: Seat; card: Named }
  | { kind: 'stackedFromReserve'; card: Named; on: Named; owner: Seat }
  /** The top card of a reserve stacked face down: nobody sees it. */
  | { kind: 'stackedFaceDown'; on: Named; owner: Seat }
  /** A hand card, shown, and the revealed top card of the reserve change places. */
  | { kind: 'exchanged'; seat: Seat; card: Named; with: Named }
  /** A player's whole hand goes to their lost pile, face up. */
  | { kind: 'loseHand'; seat: Seat; cards: Named[] }
  | { kind: 'stackedFromLost'; card: Named; on: Named; cost: boolean }
  /** A card stacked on an asset leaves it: to pay a cost (to the lost pile or the top of the used
   * pile) or by an effect (into the hand, or the top of the used pile). Named only when it goes to
   * the lost pile, face up: a card stacked face down stays unseen by the other player. */
  | { kind: 'unstacked'; card?: Named; from: Named; owner: Seat; to: 'lost' | 'usedTop' | 'hand' }
  | { kind: 'discardCost'; seat: Seat; card: Named; revealed: boolean }
  // Destiny
  | { kind: 'destiny'; seat: Seat; card: Named; for: DestinyFor; destiny: DestinyReading }
  | { kind: 'destinyEmpty'; seat: Seat; for: DestinyFor; rule: string }
  | { kind: 'destinyBecomes'; card: Named; value: number }
  // Battle
  | { kind: 'battle'; at: Named; rule: string }
  | { kind: 'destinyStep'; tactics: [number, number]; attacker: Seat; rule: string }
  | { kind: 'attritionStep'; attacker: Seat; against: [number, number]; rule: string }
  | { kind: 'casualtiesCapped'; from: number; to: number; rule: string }
  | { kind: 'powerStep'; power: [number, number]; winner: Seat | null; casualties: number; rule: string }
  | { kind: 'lossStep'; seat: Seat; casualties: number; rule: string }
  | { kind: 'endStep'; rule: string }
  | { kind: 'battleEnds' }
  | { kind: 'battleCanceled'; at: Named; rule: string }
  | { kind: 'noBattleDestiny'; seat: Seat; rule: string }
  | { kind: 'destinyReplaced'; seat: Seat; amount: number; rule: string }
  | { kind: 'destinyAgain'; seat: Seat; card: Named; by: Named }
  | { kind: 'destinyFromTop'; seat: Seat; paid: number; cards: Named[]; /** The reserve's bottom card. */ bottom?: boolean }
  | { kind: 'destinyChosen'; seat: Seat; card: Named; /** False when an effect revealed it. */ forBattle?: boolean }
  | { kind: 'usedOrder'; seat: Seat; cards: Named[] }
  | { kind: 'reserveOrder'; seat: Seat; owner: Seat; cards: Named[]; /** The used pile instead of the reserve. */ pile?: 'used' }
  | { kind: 'namedNumber'; seat: Seat; number: number }
  | { kind: 'destinyCounts'; seat: Seat; card: Named; destiny: DestinyReading }
  | { kind: 'battleDestiny'; seat: Seat; value: number }
  | { kind: 'attrition'; seat: Seat; amount: number }
  | { kind: 'replaceDestiny'; seat: Seat; amount: number; rule: string }
  | { kind: 'ignoreAttrition'; seat: Seat; rule: string }
  | { kind: 'casualtiesUnmet'; seat: Seat; casualties: number; rule: string };

export type EventKind = GameEvent['kind'];

/**
 * Whether an event of each kind shows a hidden card or reorders a hidden pile: a player may take
 * back their own actions only up to the last of these (undo must never let anyone see and then
 * unsee a card). Every kind says so here, so a new kind can't be forgotten.
 */
export const REVEALS: Record<EventKind, boolean> = {
  startChoice: false, setup: true, turn: false, phase: false, end: false, concede: false,
  pass: false, autoPass: false, computerReason: false,
  activation: false, drainAction: false, attackAction: false, moveAction: false, drain: false, actionCanceled: false, move: false,
  draw: true, drawFromReserve: true, activate: false, pay: false, retrieve: true, shuffle: true, lose: true, loseAtRandom: true, handToUsedAtRandom: true,
  stockpiled: false, usedPileMoved: false, unstacked: false,
  play: false, playByEffect: false, paidX: false, use: false, resolve: false, abilityResolves: false, enter: false, putIntoPlay: false,
  cantEnter: false, cantPlay: false, targetGone: false, dismissedAlone: false, stackedAfter: false, willStack: false,
  pendingCanceled: false, drainBoosted: false, stockpileToLost: false, casualtiesChanged: false, cantRedirect: false, redirect: false,
  triggered: false, delayedTriggered: false, delayedStacked: false, triggerAtOnce: false, triggerNoTarget: false, triggerNoReserve: false,
  choose: false,
  damaged: false, cantDamage: false, undamaged: false, prevented: false, savedFromDestroy: false, destroyed: false, lostWith: false, battleLost: false,
  invert: false, cantMove: false, relocated: false, toHand: false, toUsed: false, toPile: false, removed: false, control: false,
  cantControl: false, lasting: false, watchNext: false, watchDestroy: false,
  show: true, takeUnseen: true, take: true, toActiveBottom: true, loseFromHand: true, put: true, noCardToReveal: true,
  revealPileTop: true, reserveEmpty: true, topUnseen: true, revealReserveTop: true, lookReserveTop: true, revealHand: true,
  revealTopCard: true, stackedFromReserve: true, stackedFromLost: false, discardCost: true, stackedFaceDown: false, loseHand: true, exchanged: true,
  destiny: true, destinyEmpty: true, destinyBecomes: true,
  battle: false, destinyStep: false, attritionStep: false, casualtiesCapped: false, powerStep: false, lossStep: false, endStep: false,
  battleEnds: false, battleCanceled: false, noBattleDestiny: true, destinyReplaced: true, destinyAgain: false, destinyFromTop: true, destinyChosen: true,
  usedOrder: true, reserveOrder: true, namedNumber: false, destinyCounts: true, battleDestiny: false, attrition: false, replaceDestiny: false, ignoreAttrition: false,
  casualtiesUnmet: false,
};

export function revealsHidden(events: readonly GameEvent[]): boolean {
  return events.some((e) => REVEALS[e.kind]);
}

/** The seat an event is about, if any (what a log filters a seat's lines by). */
export function subjectOf(e: GameEvent): Seat | null {
  return 'seat' in e ? e.seat : null;
}

const list = (cards: readonly Named[]) => cards.map((c) => c.title).join(', ');
const andList = (titles: readonly string[]) => (titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}` : titles[0]);
const cards = (n: number) => (n === 1 ? 'card' : `${n} cards`);
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;
const PUT_TO: Record<PutPlace, string> = {
  reserveTop: 'on top of the reserve', reserveBottom: 'beneath the reserve', usedTop: 'on top of the used pile',
  activeBottom: 'on the bottom of the active pile', lost: 'into the lost pile',
};
const UNSEEN_TO: Record<UnseenPlace, string> = { hand: 'into hand', usedTop: 'on the used pile', reserveBottom: 'beneath it', activeBottom: 'beneath the active pile', lost: 'into the lost pile' };
const pileFrom = (p: Pile) => (p === 'hand' ? 'hand' : `the ${p} pile`);

const destinyFor = (f: DestinyFor): string => (f === 'battle' ? 'battle destiny' : f.title);
/** "destiny 3 (printed 2, +1 from Boxer)". */
const destinyText = (d: DestinyReading): string => `destiny ${d.value}${d.bonuses.length
  ? ` (printed ${d.printed}, ${d.bonuses.map((b) => `${b.amount >= 0 ? '+' : ''}${b.amount} from ${b.from.title}`).join(', ')})` : ''}`;

/** How a game ended, as a clause: "P2 has no energy left ... (R-WIN-01)". */
export function endText(end: GameEnd): string {
  switch (end.by) {
    case 'noEnergy': return `${seatName(end.loser)} has no energy left in reserve, active or used pile (${end.rule})`;
    case 'noEnergyBoth': return `both players ran out of energy at the same time (${end.rule})`;
    case 'casualties': return `${seatName(end.loser)} could not cover the casualties of a lost battle (${end.rule})`;
    case 'concede': return `${seatName(end.loser)} conceded`;
  }
}

/** The text of an event as one seat may read it (null: as both may, naming no hidden card). */
export function eventText(e: GameEvent, viewer: Seat | null): string {
  const P = seatName;
  // Whether the viewer may see a card only the event's seat sees.
  const sees = (seat: Seat) => viewer === seat;
  const whose = (seat: Seat, owner: Seat) => (owner === seat ? 'their' : `${P(owner)}'s`);
  switch (e.kind) {
    case 'startChoice': return sees(e.seat) ? `You choose ${e.card.title} to start.` : `${P(e.seat)} chooses a starting location.`;
    case 'setup': return `${P(e.seat)} starts with ${e.card.title}.`;
    // The first turn follows the setup; every other one, the end of a turn.
    case 'turn': return `${e.turn === 1 ? '' : 'End of turn: both used piles go beneath the reserves. '}Turn ${e.turn}: ${P(e.player)}'s activate phase.`;
    case 'phase': return `${P(e.player)}'s ${e.phase} phase begins.`;
    case 'end': return e.winner === 'draw' ? `The game is a draw: ${endText(e.end)}.` : `${P(e.winner)} wins: ${endText(e.end)}.`;
    case 'concede': return `${P(e.seat)} concedes the game.`;
    case 'pass': return `${P(e.seat)} passes.`;
    case 'autoPass': return `${P(e.seat)} has no legal response and passes automatically.`;
    case 'computerReason': return `${P(e.seat)} (computer) ${e.why}.`;
    case 'activation': return `${P(e.seat)} takes the activation action for ${e.amount} (${e.rule}).`;
    case 'drainAction': return `${P(e.seat)} drains at ${e.at.title}.`;
    case 'attackAction': return e.by ? `${P(e.seat)} attacks at ${e.at.title} at no cost, through ${e.by.title}.` : `${P(e.seat)} pays 1 and attacks at ${e.at.title}.`;
    case 'moveAction': return `${P(e.seat)} pays ${e.cost} to move ${e.card.title} to ${e.to.title}.`;
    case 'drain': return `The drain at ${e.at.title} resolves: ${P(e.loser)} loses ${e.amount} (${e.rule}).`;
    case 'actionCanceled': return `The ${e.what} is canceled: ${e.reason} (${e.rule})`;
    case 'move': return `${e.card.title} moves to ${e.to.title}.`;
    case 'draw': return sees(e.seat) ? `You draw ${e.card.title}.` : `${P(e.seat)} draws a card.`;
    case 'drawFromReserve': return `${P(e.seat)} draws ${e.amount} from the reserve.`;
    case 'activate': return `${P(e.seat)} activates ${e.amount}.`;
    case 'pay': return `${P(e.seat)} pays ${e.amount}.`;
    case 'retrieve': return `${P(e.seat)} retrieves ${e.card.title} (${e.rule}).`;
    case 'shuffle': return `${P(e.seat)} shuffles the ${e.pile === 'reserve' ? 'reserve' : 'used pile'}.`;
    case 'lose': return `${P(e.seat)} loses ${e.card.title} from ${pileFrom(e.from)} (${e.rule}).`;
    case 'loseAtRandom': return `${P(e.seat)} loses ${e.card.title} from hand at random.`;
    case 'handToUsedAtRandom': return `${P(e.seat)} puts ${sees(e.seat) ? list(e.cards) : e.cards.length === 1 ? 'a card' : `${e.cards.length} cards`}, picked at random from hand, on the used pile.`;
    case 'stockpiled': return `It is stacked face down on ${e.on.title}.`;
    case 'play': return `${P(e.seat)} plays ${e.card.title}${e.at ? ` ${e.beneath ? 'beneath' : 'at'} ${e.at.title}` : ''}${e.cost ? ` for ${e.cost} energy` : ''}.`;
    case 'paidX': return `${P(e.seat)} pays ${e.amount} as X for ${e.card.title} (${e.rule}).`;
    case 'playByEffect': return `${P(e.seat)} plays ${e.card.title} at ${e.at.title} ${e.cost ? `for ${e.cost} energy` : 'at no energy cost'}.`;
    case 'use': return `${P(e.seat)} uses ${e.card.title}'s ability: ${e.cost} — ${e.said}.`;
    case 'resolve': return `${e.card.title} resolves.`;
    case 'abilityResolves': return `${e.card.title}'s ${e.delayed ? 'delayed ' : ''}ability resolves.`;
    case 'enter': return `${e.card.title} enters play${e.at ? ` at ${e.at.title}` : ''}.`;
    case 'putIntoPlay': return `${e.card.title} is put into play at ${e.at.title}.`;
    case 'cantEnter': return `${e.card.title} can't enter play: ${e.reason} It goes to the used pile (${e.rule}).`;
    case 'cantPlay': return `${e.card.title} can't be played now${e.checked ? ': uniqueness, support icons, place and cost are checked as it is played' : ''} (${e.rule}).`;
    case 'targetGone': return `${e.card.title}'s ${e.ability ? 'ability' : 'effect'} is canceled: a target is no longer legal (${e.rule}).`;
    case 'dismissedAlone': return `${e.card.title} has no other unit of yours with it and is dismissed (${e.rule}).`;
    case 'stackedAfter': return `${e.card.title} is stacked on ${e.on.title} after its effects.`;
    case 'willStack': return `${e.card.title} will be stacked on ${e.on.title} after its effects.`;
    case 'stockpileToLost': return `A card stacked on ${e.on.title} goes to ${P(e.owner)}'s lost pile.`;
    case 'casualtiesChanged': return `${P(e.seat)}'s casualties go from ${e.from} to ${e.to} (${e.rule}).`;
    case 'drainBoosted': return `The pending drain at ${e.at.title} gets ${e.amount < 0 ? e.amount : `+${e.amount}`} (${e.rule}).`;
    case 'pendingCanceled': return `A pending ${e.card ? e.card.title : e.what} is canceled.`;
    case 'cantRedirect': return `${e.card.title} can't be redirected there: ${e.reason} (${e.rule})`;
    case 'redirect': return `${e.card.title} will now enter play at ${e.to.title} (${e.rule}).`;
    case 'triggered': return `${e.card.title}'s ability goes on the stack. (${e.said})`;
    case 'delayedTriggered': return `${e.card.title}'s delayed ability triggers (${e.rule}).`;
    case 'delayedStacked': return `${e.card.title}'s delayed ability goes on the stack.`;
    case 'triggerAtOnce': return `${e.card.title} triggers and resolves at once (${e.rule}).`;
    case 'triggerNoTarget': return `${e.card.title}'s ability has no legal target and is canceled (${e.rule}).`;
    case 'triggerNoReserve': return `${e.reason} It does not go on the stack (${e.rule}).`;
    case 'choose': return `${P(e.seat)} chooses ${e.card.title}.`;
    case 'damaged': return `${e.card.title} is damaged.`;
    case 'cantDamage': return `${e.card.title} can't be damaged.`;
    case 'undamaged': return `${e.card.title} is undamaged.`;
    case 'savedFromDestroy': return `${e.card.title} goes on top of its owner's reserve instead of being destroyed: ${e.by.title}, ${e.paid} energy paid (${e.rule}).`;
    case 'prevented': return `${e.card.title} is not destroyed: the destruction is prevented (${e.rule}).`;
    case 'destroyed': return `${e.card.title} is ${e.how}.`;
    case 'lostWith': return `${e.card.title} is lost with ${e.with.title} (${e.rule}).`;
    case 'battleLost': return `${e.card.title} is lost.`;
    case 'invert': return `${e.card.title} is ${e.up ? 'inverted' : 'reverted'}.`;
    case 'cantMove': return `${e.card.title} can't move (${e.rule}).`;
    case 'relocated': return `${e.card.title} is moved to ${e.to.title} (not a movement action, ${e.rule}).`;
    case 'toHand': return `${e.card.title} returns ${e.fromLost ? 'from the lost pile ' : ''}to its owner's hand.`;
    case 'toUsed': return `${e.card.title} returns to its owner's used pile, on top.`;
    case 'toPile': return `${e.card.title} goes ${e.bottom ? 'beneath' : 'on top of'} its owner's ${e.pile === 'used' ? 'used pile' : 'reserve'}${e.from === 'play' ? '' : `, from the ${e.from} pile`}.`;
    case 'removed': return `${e.card.title} is removed from the game (${e.rule}).`;
    case 'control': return `${P(e.seat)} uses ${e.card.title} as theirs (${e.rule}).`;
    case 'cantControl': return `${P(e.seat)} can't use ${e.card.title} as theirs: it is unique and they have a copy in play (${e.rule}).`;
    case 'lasting': return `${e.card.title} (${P(e.controller)}): ${e.said}`;
    case 'watchNext': if (e.on === 'drained') return `The next drain it waits for sets off ${e.source.title}'s delayed ability (${e.rule}).`;
      if (e.on === 'damaged' && !e.card) return `The next damage it waits for sets off ${e.source.title}'s delayed ability (${e.rule}).`;
      return `When ${e.card ? e.card.title : 'a card it waits for'} is next ${e.on}, ${e.source.title}'s delayed ability triggers (${e.rule}).`;
    case 'watchDestroy': return `The next time ${e.card.title} would be destroyed, that is prevented (${e.rule}).`;
    case 'show': return `${P(e.seat)} shows ${e.card.title} from hand.`;
    case 'takeUnseen': return sees(e.seat) ? `${P(e.seat)} takes ${e.card.title} into hand.` : `${P(e.seat)} takes a card from the top of the reserve into hand.`;
    case 'take': return `${P(e.seat)} takes ${e.card.title} into hand (${e.rule}).`;
    case 'toActiveBottom': return `${P(e.seat)} puts ${e.card.title} on the bottom of the active pile.`;
    case 'loseFromHand': return `${P(e.seat)} loses ${e.card.title} from hand.`;
    case 'put': {
      const owner = e.owner === e.seat ? 'the' : `${P(e.owner)}'s`;
      const from = e.fromReserve ? `from the top of ${owner} reserve` : e.owner === e.seat ? 'from hand' : `from ${P(e.owner)}'s hand`;
      const where = PUT_TO[e.to].replace('the ', `${owner} `);
      if (e.revealed) return `${P(e.seat)} puts ${e.card.title}, revealed, ${from} ${where}.`;
      return `${P(e.seat)} puts ${sees(e.seat) ? e.card.title : 'a card'} ${from} ${where}.`;
    }
    case 'noCardToReveal': return `${P(e.seat)} has no card in the ${e.pile} pile to reveal.`;
    case 'revealPileTop': {
      if (e.random) return `${P(e.seat)} picks ${list(e.cards)} at random from the ${e.pile} pile.`;
      if (!e.taking) return `${P(e.seat)} reveals the top of the ${e.pile} pile: ${list(e.cards)}.`;
      const took = e.taking.length === 0 ? '' : e.cards.length === 1 ? ' and takes it into hand' : `, taking ${list(e.taking)} into hand`;
      return `${P(e.seat)} reveals ${list(e.cards)} from the top of the ${e.pile} pile${took}.`;
    }
    case 'usedPileMoved': return `${P(e.seat)} puts the ${e.count} ${e.count === 1 ? 'card' : 'cards'} of the used pile ${e.to === 'hand' ? 'into the hand' : 'beneath the reserve'}.`;
    case 'reserveEmpty': return `${P(e.seat)} finds no card on top of ${whose(e.seat, e.owner)} reserve.`;
    case 'topUnseen': return `${P(e.seat)} puts the top ${cards(e.count)} of ${whose(e.seat, e.owner)} reserve ${UNSEEN_TO[e.to]}, unseen.`;
    case 'revealReserveTop': return `${P(e.seat)} reveals the top of ${whose(e.seat, e.owner)} reserve: ${list(e.cards)}.`;
    case 'lookReserveTop': return sees(e.seat)
      ? `${P(e.seat)} looks at the top of ${whose(e.seat, e.owner)} reserve: ${list(e.cards)}.`
      : `${P(e.seat)} looks at the top ${cards(e.cards.length)} of ${whose(e.seat, e.owner)} reserve.`;
    case 'revealHand': return e.cards.length ? `${P(e.seat)} reveals their hand: ${list(e.cards)}.` : `${P(e.seat)} reveals an empty hand.`;
    case 'revealTopCard': return `${P(e.seat)} reveals ${e.card.title} from the top of the reserve.`;
    case 'stackedFromReserve': return `${e.card.title} is stacked on ${e.on.title} from the top of ${P(e.owner)}'s reserve.`;
    case 'loseHand': return e.cards.length ? `${P(e.seat)} loses the whole hand: ${list(e.cards)}.` : `${P(e.seat)} has no card in hand to lose.`;
    case 'exchanged': return `${P(e.seat)} shows ${e.card.title} from hand and puts it on top of the reserve, taking ${e.with.title} into hand.`;
    case 'stackedFaceDown': return `The top card of ${P(e.owner)}'s reserve is stacked face down on ${e.on.title}.`;
    // The used pile and the hand are hidden: a card going there is not named.
    case 'unstacked': return e.to === 'lost' && e.card ? `${e.card.title}, stacked on ${e.from.title}, goes to ${P(e.owner)}'s lost pile.`
      : `A card stacked on ${e.from.title} goes ${e.to === 'hand' ? `into ${P(e.owner)}'s hand` : `on top of ${P(e.owner)}'s used pile`}.`;
    case 'stackedFromLost': return e.cost ? `${e.card.title} is stacked face down on ${e.on.title} from the lost pile.` : `${e.card.title} is stacked on ${e.on.title}.`;
    case 'discardCost': return `${P(e.seat)} puts ${e.revealed || sees(e.seat) ? e.card.title : 'a card'} from hand on the used pile.`;
    case 'destiny': return `${P(e.seat)} reveals ${e.card.title} for ${destinyFor(e.for)}: ${destinyText(e.destiny)}.`;
    case 'destinyEmpty': return `${P(e.seat)} has no reserve to reveal for ${destinyFor(e.for)}: destiny 0 (${e.rule}).`;
    case 'destinyBecomes': return `${e.card.title}'s destiny becomes ${e.value}.`;
    case 'battle': return `A battle begins at ${e.at.title} (${e.rule}).`;
    case 'destinyStep': return `Battle destiny step: tactics ${e.tactics[e.attacker]} against ${e.tactics[e.attacker === 0 ? 1 : 0]} (${e.rule}).`;
    case 'attritionStep': {
      const def: Seat = e.attacker === 0 ? 1 : 0;
      return `Attrition step: ${P(e.attacker)} must satisfy ${e.against[e.attacker]}, ${P(def)} ${e.against[def]} (${e.rule}).`;
    }
    case 'casualtiesCapped': return `Casualties ${e.from} are reduced to ${e.to} (${e.rule}).`;
    case 'powerStep': return e.winner === null
      ? `Power step: ${e.power[0]} to ${e.power[1]}, a tie: no winner, no casualties (${e.rule}).`
      : `Power step: ${P(e.winner)} wins ${e.power[e.winner]} to ${e.power[e.winner === 0 ? 1 : 0]}; casualties ${e.casualties} (${e.rule}).`;
    case 'lossStep': return `Loss step: ${P(e.seat)} has ${e.casualties} casualties to satisfy (${e.rule}).`;
    case 'endStep': return `End of battle step: damaged cards are destroyed, the attacker's first (${e.rule}).`;
    case 'battleEnds': return 'The battle ends.';
    case 'battleCanceled': return `The battle at ${e.at.title} is canceled: no winner, no casualties (${e.rule}).`;
    case 'noBattleDestiny': return `${P(e.seat)} does not reveal battle destiny (${e.rule}).`;
    case 'destinyAgain': return `${e.card.title} no longer counts for ${P(e.seat)}'s battle destiny (${e.by.title}): ${P(e.seat)} reveals another card instead.`;
    case 'destinyReplaced': return `${P(e.seat)} reveals no card: battle destiny +${e.amount} instead (${e.rule}).`;
    case 'destinyFromTop': return `${P(e.seat)} ${e.paid ? `pays ${e.paid} and ` : ''}reveals ${e.bottom ? `the bottom card of the reserve, ${list(e.cards)},` : list(e.cards)} for battle destiny.`;
    case 'destinyChosen': return e.forBattle === false ? `${P(e.seat)} chooses ${e.card.title}: its destiny counts.` : `${P(e.seat)} chooses ${e.card.title} for battle destiny.`;
    case 'reserveOrder': return `${P(e.seat)} puts ${andList(e.cards.map((c) => c.title))} back on top of ${whose(e.seat, e.owner)} ${e.pile === 'used' ? 'used pile' : 'reserve'}${e.cards.length > 1 ? `, ${e.cards[0].title} on top` : ''}.`;
    case 'namedNumber': return `${P(e.seat)} names ${e.number}.`;
    case 'usedOrder': return `${P(e.seat)} puts ${andList(e.cards.map((c) => c.title))} on top of the used pile${e.cards.length > 1 ? `, ${e.cards[0].title} on top` : ''}.`;
    case 'destinyCounts': return `${e.card.title} counts for ${P(e.seat)}'s battle destiny: ${destinyText(e.destiny)}.`;
    case 'battleDestiny': return `${P(e.seat)}'s battle destiny becomes ${Math.max(0, e.value)}${e.value < 0 ? ` (${e.value} before a reveal)` : ''}.`;
    case 'attrition': return `${P(e.seat)} causes attrition ${signed(e.amount)}.`;
    case 'replaceDestiny': return `Instead of ${P(e.seat)}'s next battle destiny reveal: battle destiny +${e.amount} (${e.rule}).`;
    case 'ignoreAttrition': return `${P(e.seat)} ignores the remaining attrition (${e.rule}).`;
    case 'casualtiesUnmet': return `${P(e.seat)} can't satisfy ${e.casualties} remaining casualties (${e.rule}).`;
  }
}

/** Every card an event names that one seat alone may see, with that seat (for the leak tests). */
export function privateCards(e: GameEvent): { seat: Seat; cards: Named[] } | null {
  switch (e.kind) {
    case 'startChoice': case 'draw': case 'takeUnseen': return { seat: e.seat, cards: [e.card] };
    case 'put': return e.revealed ? null : { seat: e.seat, cards: [e.card] };
    case 'discardCost': return e.revealed ? null : { seat: e.seat, cards: [e.card] };
    case 'lookReserveTop': case 'handToUsedAtRandom': return { seat: e.seat, cards: e.cards };
    default: return null;
  }
}
