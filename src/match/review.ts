// Looking back at a game: its states action by action (replayed from its start, for any game),
// where each turn begins, each player's energy and cards in play turn by turn, why it ended, in words, and the
// coach's notes at the moments where a rule decided something, and where each thing a newcomer
// meets (an activation, a payment, a drain, an attack, a move, a draw, an answer on the stack,
// the end of a turn) first happened.
import { apply, CRITICAL_ENERGY, defOf, energyOf, LOW_ENERGY } from '../engine';
import type { Action, CardId, GameEvent, GameState, Seat } from '../engine';
import type { GameDef, GameTypes } from '../game';
import { initialGame } from './match';
import type { ActionRecord, LogEntry, StartParams } from './match';
import { otherSeat, seatName } from './names';
import { WARS_GAME } from './warsGame';

/** The game after some of its actions, and how much of the log had been written by then. */
export interface ReviewStep<S = GameState> {
  game: S;
  /** The log's length at this point: lines before it had happened. */
  logAt: number;
}

/** Every state of a game of `def`'s, from its start (step 0) to after its last action; stops
 * early at an action the rules refuse (a save from an older engine). */
export function replaySteps<T extends GameTypes>(def: GameDef<T>, start: T['start'], actions: readonly T['action'][], history: readonly ActionRecord[], logLength: number): ReviewStep<T['state']>[] {
  let game = def.setup(start);
  const steps: ReviewStep<T['state']>[] = [{ game, logAt: history[0]?.logAt ?? logLength }];
  for (let i = 0; i < actions.length; i++) {
    const r = def.apply(game, actions[i]);
    if (!r.ok) break;
    game = r.state;
    steps.push({ game, logAt: history[i + 1]?.logAt ?? logLength });
  }
  return steps;
}

/** `replaySteps` for a WARS game. */
export function reviewSteps(start: StartParams, actions: readonly Action[], history: readonly ActionRecord[], logLength: number): ReviewStep[] {
  return replaySteps(WARS_GAME, start, actions, history, logLength);
}

/** The first step of each turn (WARS's setup is turn 0), in order. */
export function turnStarts(steps: readonly ReviewStep<{ turn: number }>[]): number[] {
  return steps.flatMap((s, i) => (i === 0 || s.game.turn !== steps[i - 1].game.turn ? [i] : []));
}

export interface SideAtTurnEnd {
  reserve: number;
  active: number;
  used: number;
  /** Cards in play the player controls, locations apart. */
  inPlay: number;
}

export interface TurnPoint {
  turn: number;
  sides: [SideAtTurnEnd, SideAtTurnEnd];
}

function sideOf(s: GameState, seat: Seat): SideAtTurnEnd {
  const p = s.players[seat];
  let inPlay = 0;
  for (const id in s.table) if (s.table[id].controller === seat && defOf(s, id).type !== 'LOCATION') inPlay++;
  return { reserve: p.reserve.length, active: p.active.length, used: p.used.length, inPlay };
}

/** Each player's energy (reserve, active and used piles) and cards in play as each turn ended
 * (its last state before the next turn began), and at the end of the game. */
export function energyByTurn(steps: readonly ReviewStep[]): TurnPoint[] {
  const out: TurnPoint[] = [];
  steps.forEach((s, i) => {
    const last = i === steps.length - 1 || steps[i + 1].game.turn !== s.game.turn;
    if (last && s.game.turn > 0) out.push({ turn: s.game.turn, sides: [sideOf(s.game, 0), sideOf(s.game, 1)] });
  });
  return out;
}

/** Why the game ended, in words, with the rule it ended by (none for conceding, a choice of the
 * table's: docs/rulings.md). Null while it goes on. */
export function endReason(s: GameState): { text: string; rule?: string } | null {
  const end = s.result;
  if (s.winner === null || end === undefined) return null;
  switch (end.by) {
    case 'noEnergyBoth': return { text: 'Both players ran out of energy at the same moment, so neither wins.', rule: end.rule };
    case 'noEnergy': {
      const hand = s.players[end.loser].hand.length;
      const held = hand === 0 ? '' : ` — the ${hand} card${hand === 1 ? '' : 's'} in hand ${hand === 1 ? 'does' : 'do'} not count`;
      return { text: `${seatName(end.loser)} had no energy left in reserve, active or used pile${held}.`, rule: end.rule };
    }
    case 'casualties': return { text: `${seatName(end.loser)} lost a battle and could not cover its casualties.`, rule: end.rule };
    case 'concede': return { text: `${seatName(end.loser)} conceded.` };
  }
}

/** What a note is about on the board, for the review to point at: a card in play (a location, a
 * unit) or one player's pile. */
export type NoteMark = { card: CardId } | { pile: 'reserve' | 'active' | 'used' | 'lost' | 'hand'; seat: Seat };

/** A coach's note in the review: a moment where a rule decided something, in our words, with the
 * rule to read about it and what it is about on the board (for WARS, a `NoteMark`; each game's
 * board knows its own). */
export interface ReviewNote<M = NoteMark> {
  text: string;
  rule?: string;
  about: M[];
}

/** A player's energy: the three piles it is counted in. */
const energyPiles = (seat: Seat): NoteMark[] => (['reserve', 'active', 'used'] as const).map((pile) => ({ pile, seat }));

const titleAt = (s: GameState, id: string) => defOf(s, id).title;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The notes for the action that led from `before` to `after`: a battle decided, a player's
 * energy running low or out, the end of the game. */
function notesBetween(before: GameState, after: GameState): ReviewNote[] {
  const notes: ReviewNote[] = [];
  const b = after.battle;
  // The power step has just fixed the winner (undefined until then; null for a tie).
  if (b && b.winner !== undefined && b.power && (before.battle?.location !== b.location || before.battle.winner === undefined)) {
    const where = titleAt(after, b.location);
    if (b.winner === null) {
      notes.push({ text: `The battle at ${where} is a tie, ${b.power[0]} to ${b.power[1]}: nobody wins it and nobody pays casualties.`, rule: 'R-BSTEP-18', about: [{ card: b.location }] });
    } else {
      const loser = otherSeat(b.winner);
      const owed = b.casualties ?? 0;
      notes.push({
        text: `${seatName(b.winner)} wins the battle at ${where}, ${b.power[b.winner]} to ${b.power[loser]}. ${seatName(loser)} owes ${owed} ${plural(owed, 'casualty', 'casualties')}, the difference; the defense of their damaged cards in the battle pays first.`,
        rule: 'R-BSTEP-19',
        about: [{ card: b.location }],
      });
    }
  }
  for (const seat of [0, 1] as const) {
    const was = energyOf(before, seat);
    const now = energyOf(after, seat);
    if (now === 0 || now >= was) continue;
    if (now <= CRITICAL_ENERGY && was > CRITICAL_ENERGY) {
      notes.push({ text: `${seatName(seat)} is down to ${now} energy: one more drain or lost battle could end the game. Cards in hand are not energy.`, rule: 'R-WIN-01', about: energyPiles(seat) });
    } else if (now <= LOW_ENERGY && was > LOW_ENERGY) {
      notes.push({ text: `${seatName(seat)}'s energy falls to ${now}. Energy is what is left in the reserve, active and used piles; a player with none loses.`, rule: 'R-ENERGY-01', about: energyPiles(seat) });
    }
  }
  if (after.winner !== null && before.winner === null) {
    const end = endReason(after);
    if (end) notes.push({ text: `The game ends. ${end.text}`, rule: end.rule, about: endMarks(after) });
  }
  return notes;
}

/** What the end of a game is about: the loser's empty piles and the hand that did not count, or
 * the battle whose casualties could not be covered. */
function endMarks(s: GameState): NoteMark[] {
  const end = s.result;
  if (!end || end.by === 'concede') return [];
  if (end.by === 'casualties') return s.battle ? [{ card: s.battle.location }] : [];
  const losers: Seat[] = end.by === 'noEnergyBoth' ? [0, 1] : [end.loser];
  return losers.flatMap((seat) => [...energyPiles(seat), ...(s.players[seat].hand.length > 0 ? [{ pile: 'hand' as const, seat }] : [])]);
}

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/** The first end of a turn (not the end of setup), explained where it happened: what expired,
 * what went beneath each reserve, what stayed. */
function turnEndNote(before: GameState, after: GameState): ReviewNote {
  const expired = before.lasting.filter((l) => l.until === 'endOfTurn').length;
  const stopped = expired === 0 ? 'Nothing was set to last until the end of the turn, so nothing expires'
    : `${expired === 1 ? 'The one effect' : `The ${expired} effects`} set to last until the end of the turn stop${expired === 1 ? 's' : ''}`;
  const used = ([0, 1] as const).map((seat) => before.players[seat].used.length);
  const moved = used.every((n) => n === 0)
    ? 'Each player\'s used pile goes beneath their reserve, though both are empty this time'
    : `Each player's used pile goes beneath their reserve (${used.map((n, seat) => `${seatName(seat as Seat)} ${n === 0 ? 'none' : cards(n)}`).join(', ')})`;
  return {
    text: `${seatName(before.turnPlayer)}'s turn ${before.turn} is over. ${stopped}. ${moved}; the active piles stay as they were. Now ${seatName(after.turnPlayer)} takes turn ${after.turn}, starting with the activate phase.`,
    rule: 'R-EOT-02',
    about: ([0, 1] as const).flatMap((seat) => [{ pile: 'used' as const, seat }, { pile: 'reserve' as const, seat }, { pile: 'active' as const, seat }]),
  };
}

/** The first time each of these happens in a game the coach explains it, where it happened: a
 * note from the event that shows it, with `after` the state just after (what it points at must
 * still be in play), or null to wait for a clearer instance (an activation of 0). Drawn cards are
 * never named: both players read a review. */
type FirstNote = (e: GameEvent, after: GameState) => ReviewNote | null;

const battleAt = (after: GameState): NoteMark[] => (after.battle ? [{ card: after.battle.location }] : []);

const FIRSTS: Partial<Record<GameEvent['kind'], FirstNote>> = {
  activate: (e) => (e.kind !== 'activate' || e.amount === 0 ? null : {
    text: `${seatName(e.seat)} activates ${e.amount}: ${plural(e.amount, 'the top card', `the top ${e.amount} cards`)} of their reserve go${plural(e.amount, 'es', '')} onto their active pile, which is what they pay from this turn. How many a player may activate comes from the energy icons on their side of the locations in play.`,
    rule: 'R-ACT-02',
    about: [{ pile: 'reserve', seat: e.seat }, { pile: 'active', seat: e.seat }],
  }),
  drain: (e) => (e.kind !== 'drain' ? null : {
    text: `${seatName(e.loser)} loses ${e.amount} to the drain at ${e.at.title}: one energy for each energy icon on their side of it, and a card from hand may stand in for each.`,
    rule: 'R-DRAIN-03',
    about: [{ card: e.at.id }],
  }),
  play: (e, after) => (e.kind !== 'play' || e.cost === 0 ? null : {
    text: `${seatName(e.seat)} plays ${e.card.title} for ${e.cost}: ${plural(e.cost, 'a card goes', `${e.cost} cards go`)} from the top of their active pile to their used pile. Support icons a card asks for only have to be there, at the locations: they are never spent.`,
    rule: 'R-PLAY-03',
    about: [...(after.table[e.card.id] ? [{ card: e.card.id }] : []), { pile: 'active', seat: e.seat }, { pile: 'used', seat: e.seat }],
  }),
  attackAction: (e) => (e.kind !== 'attackAction' ? null : {
    text: `${seatName(e.seat)} ${e.by ? `attacks at ${e.at.title} through ${e.by.title}, at no cost` : `pays 1 energy to attack at ${e.at.title}`}. Once the attack resolves, every unit and ship of both players there is in the battle, which goes step by step: battle destiny, attrition, power, then casualties.`,
    rule: 'R-BATTLE-01',
    about: [{ card: e.at.id }],
  }),
  destinyStep: (e, after) => (e.kind !== 'destinyStep' ? null : {
    text: `Battle destiny: a side whose tactics in the battle come to 4 or more reveals the top card of its reserve, and that card's destiny number is added to its side (tactics here: P1 ${e.tactics[0]}, P2 ${e.tactics[1]}). A side short of 4 reveals nothing.`,
    rule: e.rule,
    about: battleAt(after),
  }),
  attritionStep: (e, after) => (e.kind !== 'attritionStep' ? null : {
    text: `Attrition: each side's battle destiny is the attrition the other side suffers (against P1 ${e.against[0]}, against P2 ${e.against[1]}). A side damages its own units or ships in the battle until the defense of its damaged cards covers it${e.against.every((n) => n === 0) ? ', so with none this time nothing is damaged' : ''}.`,
    rule: e.rule,
    about: battleAt(after),
  }),
  moveAction: (e, after) => (e.kind !== 'moveAction' ? null : {
    text: `${seatName(e.seat)} pays ${e.cost} to move ${e.card.title} to ${e.to.title}. Moving is done in the move phase, one movement at a time, and where a card may go depends on what it is and where it stands.`,
    rule: 'R-MOVE-01',
    about: after.table[e.card.id] ? [{ card: e.card.id }] : [],
  }),
  draw: (e) => (e.kind !== 'draw' ? null : {
    text: `${seatName(e.seat)} draws a card from their active pile into their hand. In hand a card no longer counts as energy, so each draw leaves its player 1 energy poorer.`,
    rule: 'R-ENERGY-15',
    about: [{ pile: 'active', seat: e.seat }, { pile: 'hand', seat: e.seat }],
  }),
};

/** Whether everything the first-time notes explain has been explained (`explained` as
 * firstTimeNotes keeps it): later events need not be looked at. */
export const allExplained = (explained: ReadonlySet<string>): boolean => Object.keys(FIRSTS).every((k) => explained.has(k));

/** The notes for `events` that explain something for the first time in the game; `explained`
 * holds the kinds already explained, and gains those explained now. */
export function firstTimeNotes(events: readonly GameEvent[], after: GameState, explained: Set<string>): ReviewNote[] {
  const out: ReviewNote[] = [];
  for (const event of events) {
    const note = explained.has(event.kind) ? null : FIRSTS[event.kind]?.(event, after);
    if (note) {
      explained.add(event.kind);
      out.push(note);
    }
  }
  return out;
}

/** The first answer on the stack: something added on top of something still waiting there. */
function answerNote(before: GameState, after: GameState): ReviewNote | null {
  if (before.stack.length === 0 || after.stack.length <= before.stack.length) return null;
  const top = after.stack[after.stack.length - 1];
  const what = top.kind === 'card' ? titleAt(after, top.card) : top.kind === 'ability' ? `an ability of ${titleAt(after, top.card)}` : null;
  if (!what) return null;
  return {
    text: `${seatName(top.seat)} answers on the stack with ${what}, on top of what was waiting. The newest item resolves first, once both players pass one after the other; then the one beneath it gets its turn.`,
    rule: 'R-STACK-04',
    about: top.kind === 'ability' && after.table[top.card] ? [{ card: top.card }] : [],
  };
}

/** The first answer on the stack in a game being played, found on the states it went through
 * (the log alone does not say what was waiting): the game replayed from its start as its actions
 * come, kept from one call to the next so each action is applied once. */
export interface AnswerWatch {
  start: StartParams;
  /** How many of the game's actions have been replayed, and the last of them (an undo that took
   * it back, or a different game, starts the replay again). */
  done: number;
  last: Action | undefined;
  game: GameState;
  /** The note, and where it goes among the log's lines: after the lines of the action that
   * brought it about. */
  found: { at: number; note: ReviewNote } | null;
}

/** `watch` brought up to `actions` (the game's, with its `history` and log length); a new watch
 * when it was of another game or an action it replayed has been undone. */
export function watchAnswer(watch: AnswerWatch | null, start: StartParams, actions: readonly Action[], history: readonly ActionRecord[], logLength: number): AnswerWatch {
  const same = watch !== null && watch.start === start && watch.done <= actions.length && (watch.done === 0 || actions[watch.done - 1] === watch.last);
  if (same && (watch.found !== null || watch.done === actions.length)) return watch;
  const w: AnswerWatch = same ? { ...watch } : { start, done: 0, last: undefined, game: initialGame(start), found: null };
  while (w.found === null && w.done < actions.length) {
    const r = apply(w.game, actions[w.done]);
    if (!r.ok) break;
    const note = answerNote(w.game, r.state);
    // Just before the next action's lines (or the log's end): after the answer's own lines.
    if (note) w.found = { at: (history[w.done + 1]?.logAt ?? logLength) - 0.5, note };
    w.game = r.state;
    w.last = actions[w.done];
    w.done++;
  }
  return w;
}

/** The coach's notes at each step of a review (none at the start): what the action leading to it
 * brought about, where a rule came into play; `log` is the game's, as the steps' `logAt` count it. */
export function reviewNotes(steps: readonly ReviewStep[], log: readonly LogEntry[]): ReviewNote[][] {
  const explained = new Set<string>();
  let turnEnded = false;
  return steps.map((s, i) => {
    if (i === 0) return [];
    const before = steps[i - 1].game;
    // What happens for the first time in the game is explained once, where it happened (the
    // action's log lines).
    const first = firstTimeNotes(log.slice(steps[i - 1].logAt, s.logAt).map((l) => l.event), s.game, explained);
    const answer = explained.has('answer') ? null : answerNote(before, s.game);
    if (answer) {
      explained.add('answer');
      first.push(answer);
    }
    const notes = [...first, ...notesBetween(before, s.game)];
    // The first turn to end is explained once; setup (turn 0) is not a turn.
    if (!turnEnded && before.turn > 0 && s.game.turn > before.turn) {
      turnEnded = true;
      notes.push(turnEndNote(before, s.game));
    }
    return notes;
  });
}
