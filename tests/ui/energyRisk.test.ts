// The warning before an action that would cost the game (R-WIN-01: no energy left loses) or most of
// the player's energy: found by trying the action on the engine, and given only when the player
// has a safer way on.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { riskOf, warnableRisk } from '../../src/ui/energyRisk';
import { energy, game, P1, P2 } from '../kit/driver';
import type { Side } from '../kit/position';
import { leanGame } from '../rules/_starts';

const find = (s: GameState, pred: (a: Action) => boolean): Action => legalActions(s).find(pred)!;
const losePile = (s: GameState) => find(s, (a) => a.type === 'choose' && 'lose' in a.choice && a.choice.lose === 'reserve');

/** P1 drains a location with one energy icon on P2's side; P2 has one card of energy left. */
const drained = (p2: Side) => leanGame({ phase: 'control', players: [{ reserve: energy(4, 0), active: [] }, { reserve: energy(1, 0), active: [], ...p2 }],
  row: [{ card: 'Testworld/Plains', name: 'here', controller: P2, cards: [['Unit 1/1/1'], []] }] })
  .drain('here').resolve().expectDecision('lose', P2);

describe('warning before losing the game or most of the energy', () => {
  it('R-WIN-01: losing the last card of energy to a drain is warned of when a card from hand could go instead', () => {
    const g = drained({ hand: ['Destiny 0'] });
    const s = g.state;
    const risk = warnableRisk(s, legalActions(s), losePile(s));
    expect(risk).toMatchObject({ losesGame: true, before: 1, after: 0 });
    expect(risk!.text).toMatch(/your last energy\. With no energy left in your reserve, active and used piles, you lose the game\.$/);
    // Losing the hand card instead is safe: no warning.
    expect(warnableRisk(s, legalActions(s), find(s, (a) => a.type === 'choose' && 'loseFromHand' in a.choice))).toBeNull();
    g.lose('reserve', P2);
  });

  it('losing one of two cards of energy is no warning', () => {
    const g = drained({ used: ['Destiny 0'] });
    const s = g.state;
    expect(riskOf(s, losePile(s))).toBeNull();
    g.lose('reserve', P2);
  });

  it('R-WIN-01: drawing the last card of energy is warned of; passing is the safer way', () => {
    const s = leanGame({ phase: 'draw', players: [{ reserve: [], active: ['Destiny 0'], hand: [] }, {}] }).state;
    const draw = find(s, (a) => a.type === 'draw');
    expect(warnableRisk(s, legalActions(s), draw)).toMatchObject({ losesGame: true, before: 1, after: 0, text: expect.stringMatching(/^Drawing takes your last energy\./) });
    // With two cards of energy, one draw is no warning.
    const two = leanGame({ phase: 'draw', players: [{ reserve: [], active: ['Destiny 0', 'Destiny 0'], hand: [] }, {}] }).state;
    expect(riskOf(two, find(two, (a) => a.type === 'draw'))).toBeNull();
  });

  it('drawing up to 5 of 9 energy at once (General Bots NAV4) is most of it: warned; 4 of 9 is not', () => {
    // After paying 3 and revealing the top card: 5 in the reserve, 4 in the used pile.
    const g = game({
      phase: 'deploy',
      players: [{ hand: ['General Bots NAV4'], reserve: [{ card: 'Destiny 5', name: 'top' }, ...energy(5, 1)], active: energy(3, 1) }, {}],
      row: [{ card: 'Depots/Maverick Depot', name: 'site', controller: P1 }],
    }).play('General Bots NAV4', { at: 'site' }).resolve().resolve().expectDecision('upTo', P1);
    const s = g.state;
    const amount = (n: number) => find(s, (a) => a.type === 'choose' && 'amount' in a.choice && a.choice.amount === n);
    expect(riskOf(s, amount(0))).toBeNull();
    expect(warnableRisk(s, legalActions(s), amount(5))).toEqual({ losesGame: false, before: 9, after: 4,
      text: 'Draw 5 cards: this takes 5 of your 9 energy: 4 would be left.' });
    expect(riskOf(s, amount(4))).toBeNull();
    g.choose({ amount: 0 });
  });
});
