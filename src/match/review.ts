// Looking back at a game: its states action by action (replayed from its start), where each turn
// begins, each player's energy and cards in play turn by turn, and why it ended, in words.
import { apply, defOf } from '../engine';
import type { Action, GameState, Seat } from '../engine';
import { initialGame } from './match';
import type { ActionRecord, StartParams } from './match';
import { seatName } from './names';

/** The game after some of its actions, and how much of the log had been written by then. */
export interface ReviewStep {
  game: GameState;
  /** The log's length at this point: lines before it had happened. */
  logAt: number;
}

/** Every state of a game, from its start (step 0) to after its last action; stops early at an
 * action the engine refuses (a save from an older engine). */
export function reviewSteps(start: StartParams, actions: readonly Action[], history: readonly ActionRecord[], logLength: number): ReviewStep[] {
  let game = initialGame(start);
  const steps: ReviewStep[] = [{ game, logAt: history[0]?.logAt ?? logLength }];
  for (let i = 0; i < actions.length; i++) {
    const r = apply(game, actions[i]);
    if (!r.ok) break;
    game = r.state;
    steps.push({ game, logAt: history[i + 1]?.logAt ?? logLength });
  }
  return steps;
}

/** The first step of each turn (setup is turn 0), in order. */
export function turnStarts(steps: readonly ReviewStep[]): number[] {
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
