// The engine's public check and apply take any input (a save, a scenario, a file): a malformed
// action or one naming a card not in this game is refused with a rule, never thrown on.
import { describe, expect, it } from 'vitest';
import { apply, check, createGame, legalActions } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { randomDeck } from '../../src/sim/decks';
import { playGame } from '../persist/support';

/** Positions along a real game, the first one with a decision pending included. */
function positions(): GameState[] {
  const start = { seed: 31, decks: [randomDeck(31).cards, randomDeck(32).cards] as [string[], string[]], firstPlayer: 'random' as const };
  const out: GameState[] = [createGame(start)];
  for (const steps of [2, 40, 120, 300]) out.push(playGame(start, steps).state);
  return out;
}

const HOSTILE_IDS = ['0.999', 'constructor', '__proto__', '0.-1'];

/** Every way an action can name a card, each with a hostile id put in. */
function hostileActions(id: string, seat: 0 | 1): Action[] {
  const a = [
    { type: 'startLocation', seat, card: id },
    { type: 'drain', seat, location: id },
    { type: 'attack', seat, location: id },
    { type: 'move', seat, card: id, to: '0.0' },
    { type: 'move', seat, card: '0.0', to: id },
    { type: 'move', seat, card: '0.0', to: '1.0', transport: [id] },
    { type: 'play', seat, card: id },
    { type: 'play', seat, card: '0.0', at: id },
    { type: 'play', seat, card: '0.0', targets: [id] },
    { type: 'use', seat, card: id, ability: 0 },
    { type: 'use', seat, card: '0.0', ability: 0, paying: [id] },
    { type: 'choose', seat, choice: { pick: id } },
    { type: 'choose', seat, choice: { damage: id } },
    { type: 'choose', seat, choice: { destroy: id } },
    { type: 'choose', seat, choice: { loseFromHand: id } },
    { type: 'choose', seat, choice: { targets: [id] } },
  ];
  return a as Action[];
}

describe('hostile card ids are refused with a rule (issue 9, finding 4)', () => {
  it('check and apply refuse 0.999, constructor, __proto__ and 0.-1 in every card field, in every kind of position', () => {
    let tried = 0;
    for (const s of positions()) {
      for (const id of HOSTILE_IDS) {
        for (const seat of [0, 1] as const) {
          for (const action of hostileActions(id, seat)) {
            const refusal = check(s, action);
            expect(refusal, JSON.stringify(action)).not.toBeNull();
            expect(refusal!.rule).toBe(id === '0.999' ? 'ACTION-UNKNOWN-CARD' : 'ACTION-MALFORMED');
            const r = apply(s, action);
            expect(r).toEqual({ ok: false, refusal });
            tried++;
          }
        }
      }
    }
    expect(tried).toBe(5 * 4 * 2 * 16);
  });

  it('a malformed action says what is wrong with it', () => {
    const s = positions()[2];
    const cases: [unknown, RegExp][] = [
      [null, /is not an object/],
      [{ type: 'cheat', seat: 0 }, /unknown type/],
      [{ type: 'pass', seat: 2 }, /no seat 0 or 1/],
      [{ type: 'pass', seat: 0, extra: true }, /unknown field "extra"/],
      [{ type: 'activate', seat: 0, amount: -1 }, /bad "amount"/],
      [{ type: 'choose', seat: 0, choice: { reveal: true, yes: true } }, /bad "choice"/],
    ];
    for (const [action, message] of cases) {
      const refusal = check(s, action as Action);
      expect(refusal).toMatchObject({ rule: 'ACTION-MALFORMED', reason: expect.stringMatching(message) });
    }
  });

  it('every listed action still passes the boundary unchanged', () => {
    for (const s of positions()) for (const a of legalActions(s)) expect(check(s, a)).toBeNull();
  });
});
