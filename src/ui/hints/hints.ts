// Hints in every game, in words: what the current phase is for, what passing leads to, what the
// player at the screen can do now, why a card in hand cannot be played, and what has happened
// for the first time in the game. All of it is read off
// the engine (its legal actions, its refusals, the state a pass leads to); none of it names a card
// the player at the screen cannot see.
import { actor, apply, battleStepName, defOf, pendingDecision, phaseName, playRefusal } from '../../engine';
import type { Action, CardId, GameState, Phase, Refusal, Seat, StackItem } from '../../engine';
import { allExplained, firstTimeNotes, namesHiddenCard } from '../../match';
import type { LogEntry, ReviewNote } from '../../match';
import { describeAction, describeStackItem, otherSeat, seatName } from '../text';

/** A line of a hint and the rule it rests on (shown as a link to its explanation). */
export interface Hint {
  text: string;
  rule: string;
}

/** What each phase is for, in our words, with the rule that says so. */
const PHASES: Record<Phase, Hint> = {
  setup: { text: 'Each player secretly picks one location from their own deck to start with; both are shown together.', rule: 'R-SETUP-05' },
  activate: { text: 'The player whose turn it is may activate once: cards move from the top of their reserve to their active pile, at most one more than the energy icons on their side of the locations.', rule: 'R-ACT-02' },
  control: { text: 'The player whose turn it is may drain each location they control that has energy icons on the other side: the other player loses one energy per icon.', rule: 'R-DRAIN-01' },
  deploy: { text: 'The player whose turn it is plays cards from their hand, paying each cost from their active pile; a card also needs its support icons at the locations.', rule: 'R-DEPLOY-01' },
  battle: { text: 'The player whose turn it is may pay 1 energy to attack at a location where both players have units or ships.', rule: 'R-BATTLE-01' },
  move: { text: 'The player whose turn it is may move ships and units, paying 1 energy for each movement.', rule: 'R-MOVE-01' },
  draw: { text: 'The player whose turn it is may take cards one by one from the top of their active pile into their hand; after this phase the turn ends.', rule: 'R-DRAW-01' },
};

/** What happens in a phase, whichever is current (the phase ladder's tips). */
export const whatHappensIn = (phase: Phase): Hint => PHASES[phase];

/** The current phase (and battle step) in words. */
export function phaseHint(s: GameState): Hint {
  const base = PHASES[s.phase];
  if (!s.battle) return base;
  return { text: `A battle is under way (${battleStepName(s.battle.step)}). Each battle step ends when both players pass in a row.`, rule: 'R-TURN-05' };
}

/** "your" for the player at the screen, else the seat's name; `viewer` null on a shared screen. */
const whose = (seat: Seat, viewer: Seat | null) => (seat === viewer ? 'your' : `${seatName(seat)}'s`);

/** What passing leads to: in a sentence (`text`), and as a label for the Pass button. */
export interface PassHint extends Hint {
  /** A few words, as an order: "End your deploy phase", "Let the drain resolve". */
  label: string;
}

/** What is waiting on the stack, as the Pass button names it. */
const WAITING: Record<StackItem['kind'], string> = {
  card: 'the card', ability: 'the ability', trigger: 'the ability', delayed: 'the effect', activate: 'the activation',
  drain: 'the drain', attack: 'the attack', move: 'the movement',
};

/** What passing now leads to, found by passing on a copy of the game (and, when that alone
 * changes nothing yet, the other player passing too). Only what both see is read from the
 * outcome: the stack, the phase, the battle step, the turn. Null when `seat` cannot pass. */
export function passOutcome(s: GameState, seat: Seat, viewer: Seat | null): PassHint | null {
  const first = apply(s, { type: 'pass', seat });
  if (!first.ok) return null;
  let after = first.state;
  const alone = changed(s, after);
  const other = seatName(otherSeat(seat));
  if (!alone) {
    const next = actor(after);
    const second = next === otherSeat(seat) && !pendingDecision(after) ? apply(after, { type: 'pass', seat: next }) : null;
    if (!second?.ok) return { text: `Passing hands initiative to ${other}.`, rule: 'R-INIT-03', label: `Let ${other} act` };
    after = second.state;
  }
  const lead = alone ? 'Passing now' : `If ${other} passes too, passing`;
  const top = s.stack[s.stack.length - 1];
  if (top) return { text: `${lead} lets the top of the stack resolve: ${describeStackItem(s, top)}.`, rule: 'R-STACK-04', label: `Let ${WAITING[top.kind]} resolve` };
  if (s.battle) {
    const to = after.battle ? `on to ${battleStepName(after.battle.step)}` : 'to its end';
    const label = !after.battle ? 'End the battle' : after.battle.step.startsWith('window') ? 'Move the battle on' : `On to ${battleStepName(after.battle.step)}`;
    return { text: `${lead} moves the battle ${to}.`, rule: 'R-TURN-05', label };
  }
  const ends = `ends ${whose(s.turnPlayer, viewer)} ${phaseName(s.phase)}`;
  const turnEnds = after.turn !== s.turn;
  const then = turnEnds
    ? `; the turn ends and ${whose(after.turnPlayer, viewer)} turn begins`
    : `; ${whose(after.turnPlayer, viewer)} ${phaseName(after.phase)} comes next`;
  const label = `End ${whose(s.turnPlayer, viewer)} ${turnEnds ? 'turn' : phaseName(s.phase)}`;
  return { text: `${lead} ${ends}${then}.`, rule: 'R-TURN-05', label };
}

function changed(a: GameState, b: GameState): boolean {
  return a.stack.length !== b.stack.length || a.phase !== b.phase || a.turn !== b.turn || a.battle?.step !== b.battle?.step;
}

/** One kind of thing the player can do now, the rule behind it, and the cards or choices. */
export interface ActionGroup {
  kind: Action['type'];
  purpose: string;
  rule: string;
  items: string[];
}

const PURPOSES: Record<Action['type'], Omit<ActionGroup, 'kind' | 'items'>> = {
  startLocation: { purpose: 'Choose the location you start with', rule: 'R-SETUP-05' },
  choose: { purpose: 'Answer what the game asks', rule: 'R-INIT-01' },
  activate: { purpose: 'Activate: move energy from your reserve to your active pile', rule: 'R-ACT-01' },
  drain: { purpose: 'Drain a location you control: the other player loses energy', rule: 'R-DRAIN-01' },
  play: { purpose: 'Play a card from your hand', rule: 'R-DEPLOY-01' },
  use: { purpose: 'Use an ability of a card in play', rule: 'R-TURN-04' },
  attack: { purpose: 'Attack: start a battle', rule: 'R-BATTLE-01' },
  move: { purpose: 'Move a ship or unit (1 energy each)', rule: 'R-MOVE-01' },
  draw: { purpose: 'Draw a card from your active pile', rule: 'R-DRAW-01' },
  pass: { purpose: 'Pass', rule: 'R-TURN-05' },
  concede: { purpose: 'Concede', rule: 'R-WIN-01' },
};

const ORDER: Action['type'][] = ['startLocation', 'choose', 'activate', 'drain', 'play', 'use', 'attack', 'move', 'draw', 'pass'];

/** What one action is, briefly, inside its group: the card or place it is about. */
function item(s: GameState, a: Action): string {
  switch (a.type) {
    case 'play': return defOf(s, a.card).title;
    case 'move': return `${defOf(s, a.card).title} to ${defOf(s, a.to).title}`;
    case 'drain': case 'attack': return `at ${defOf(s, a.location).title}`;
    case 'activate': return `${a.amount}`;
    default: return describeAction(s, a);
  }
}

/** The legal actions of `seat` grouped by purpose, in plain words. On a shared screen
 * (`shared`), actions naming a card of a hand or face-down pile are left out: both players look. */
export function whatCanIDo(s: GameState, legal: readonly Action[], seat: Seat, viewer: Seat | null, shared: boolean): ActionGroup[] {
  const mine = legal.filter((a) => a.seat === seat && !(shared && namesHiddenCard(s, a)));
  const groups: ActionGroup[] = [];
  for (const kind of ORDER) {
    const of = mine.filter((a) => a.type === kind);
    if (of.length === 0) continue;
    const items = [...new Set(of.map((a) => item(s, a)))];
    if (kind === 'activate') {
      groups.push({ kind, ...PURPOSES[kind], items: [`up to ${Math.max(...of.map((a) => (a.type === 'activate' ? a.amount : 0)))}`] });
    } else if (kind === 'pass') {
      groups.push({ kind, ...PURPOSES[kind], items: [passOutcome(s, seat, viewer)?.text ?? 'Pass'] });
    } else if (kind === 'draw') {
      groups.push({ kind, ...PURPOSES[kind], items: [] });
    } else {
      groups.push({ kind, ...PURPOSES[kind], items });
    }
  }
  return groups;
}

/** Why a card of `seat`'s own hand cannot be played now (null when it can, or when it is not in
 * that hand: nothing is said about a card the seat does not hold). */
export function whyNotPlayable(s: GameState, seat: Seat, card: CardId): Refusal | null {
  if (!s.players[seat].hand.includes(card)) return null;
  return playRefusal(s, seat, card);
}

/** A first-time note of the game and where it falls among the log's lines. */
export interface FirstTime {
  at: number;
  note: ReviewNote;
}

/** What has happened for the first time in the game so far (the review's first-time notes),
 * oldest first, each with the log line it came from; `answer`, the first answer on the stack
 * (watchAnswer), among them. */
export function firstTimes(s: GameState, log: readonly LogEntry[], answer: FirstTime | null): FirstTime[] {
  const explained = new Set<string>();
  const found: FirstTime[] = [];
  for (const [at, { event }] of log.entries()) {
    for (const note of firstTimeNotes([event], s, explained)) found.push({ at, note });
    // Once all is explained nothing more can come; a game soon gets there.
    if (allExplained(explained)) break;
  }
  if (answer && answer.at < log.length) found.push(answer);
  return found.sort((a, b) => a.at - b.at);
}

/** Where the turn being played began in the log. */
export function lastTurnStart(log: readonly LogEntry[]): number {
  for (let at = log.length - 1; at >= 0; at--) if (log[at].event.kind === 'turn') return at;
  return 0;
}
