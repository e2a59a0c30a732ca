// Hints in every game: the phase, what passing leads to, what the player can do, why a card cannot
// be played, and the computer's suggested move, each read off the engine and none of them naming
// a card the player at the screen cannot see (R-GEN-07).
import { describe, expect, it } from 'vitest';
import { actor, apply, defOf, legalActions, pendingDecision, TURN_PHASES } from '../../src/engine';
import type { Action, GameState, Seat } from '../../src/engine';
import { thinkHere } from '../../src/ai';
import { suggestMove } from '../../src/match';
import { entryById } from '../../src/learn/rules';
import { randomPositions } from '../kit/randomPositions';
import { passOutcome, phaseHint, whatCanIDo, whyNotPlayable } from '../../src/ui/hints/hints';
import { started } from '../match/support';


const positions = (seed: number, every = 5, turns = 10): GameState[] => randomPositions(seed, { every, turns, firstPlayer: 0 });

/** The same position with the cards `seat` cannot see dealt differently: the numbers behind the
 * other player's hand and face-down piles rotated among those places. A card the stack names is
 * left alone: its ability was used in the open (one that went to a pile to pay for it still waits
 * on the stack under its title). */
function otherHiddenRotated(s: GameState, seat: Seat): GameState {
  const owner = (1 - seat) as Seat;
  const p = s.players[owner];
  const onStack = JSON.stringify(s.stack);
  const ids = [...p.hand, ...p.reserve, ...p.active, ...p.used].filter((id) => !onStack.includes(`"${id}"`)).map((id) => Number(id.slice(2)));
  const deck = s.decks[owner].slice();
  ids.forEach((i, k) => { deck[i] = s.decks[owner][ids[(k + 1) % ids.length]]; });
  const out = { ...s, decks: s.decks.slice() as GameState['decks'] };
  out.decks[owner] = deck;
  return out;
}

/** Every hint the seat at the screen is given in `s`, as text. */
function hintsFor(s: GameState, seat: Seat): string {
  const legal = legalActions(s);
  const said = [phaseHint(s).text, passOutcome(s, seat, seat)?.text ?? ''];
  for (const g of whatCanIDo(s, legal, seat, seat, false)) said.push(g.purpose, ...g.items);
  for (const card of s.players[seat].hand) said.push(whyNotPlayable(s, seat, card)?.reason ?? '');
  return said.join('\n');
}

describe('hints', () => {
  it('R-TURN-05: Pass says which phase it ends and what comes next, for the player at the screen and for the other, and its label says which it ends', () => {
    const t = started();
    const g = t.game();
    expect(g.phase).toBe('activate');
    expect(passOutcome(g, 0, 0)).toEqual({ text: 'If P2 passes too, passing ends your activate phase; your control phase comes next.', rule: 'R-TURN-05', label: 'End your activate phase' });
    const passed = apply(g, { type: 'pass', seat: 0 });
    if (!passed.ok) throw new Error(passed.refusal.reason);
    const after = passed.state;
    expect(actor(after)).toBe(1);
    expect(passOutcome(after, 1, 1)?.text).toBe("Passing now ends P1's activate phase; P1's control phase comes next.");
    expect(passOutcome(after, 1, null)?.text).toBe("Passing now ends P1's activate phase; P1's control phase comes next.");
    expect(passOutcome(after, 1, 1)?.label).toBe("End P1's activate phase");
  });

  it('R-TURN-05: passing in the draw phase ends the turn', () => {
    const t = started();
    t.passTo('draw');
    expect(passOutcome(t.game(), 0, 0)).toMatchObject({ text: "If P2 passes too, passing ends your draw phase; the turn ends and P2's turn begins.", label: 'End your turn' });
  });

  it('R-STACK-04: with a drain waiting on the stack, Pass says it lets the drain resolve, and is labelled so', () => {
    const drained = positions(2, 1, 14).find((s) => s.stack.at(-1)?.kind === 'drain' && actor(s) !== null && !pendingDecision(s));
    expect(drained).toBeDefined();
    const s = drained!;
    const top = s.stack.at(-1)! as Extract<GameState['stack'][number], { kind: 'drain' }>;
    const seat = actor(s)!;
    const hint = passOutcome(s, seat, seat)!;
    expect(hint.rule).toBe('R-STACK-04');
    expect(hint.label).toBe('Let the drain resolve');
    expect(hint.text).toMatch(new RegExp(`lets the top of the stack resolve: P${top.seat + 1} drains at ${defOf(s, top.location).title.replace(/[/.]/g, '\\$&')}\\.$`));
  });

  it('R-TURN-05: in a battle, Pass is labelled with where the battle goes next', () => {
    const inBattle = positions(3, 1, 14).filter((s) => s.battle && s.stack.length === 0 && actor(s) !== null && !pendingDecision(s));
    expect(inBattle.length).toBeGreaterThan(0);
    for (const s of inBattle) {
      const hint = passOutcome(s, actor(s)!, actor(s));
      if (hint?.rule === 'R-TURN-05') expect(hint.label).toMatch(/^(End the battle|Move the battle on|On to (battle destiny|attrition|total power|casualties|end of battle))$/);
      else expect(hint?.label).toMatch(/^Let P[12] act$/);
    }
  });

  it('say what each phase is for, with a rule that has an explanation', () => {
    for (const phase of ['setup', ...TURN_PHASES] as const) {
      const hint = phaseHint({ ...started().game(), phase, battle: null });
      expect(hint.text.length).toBeGreaterThan(40);
      expect(entryById(hint.rule)).toBeDefined();
    }
  });

  it('"What can I do?" lists every kind of legal action of the seat, each with its rule; a shared screen leaves out what names a hidden card', () => {
    let sharedChecked = 0;
    for (const s of positions(4)) {
      const seat = actor(s)!;
      const legal = legalActions(s);
      const groups = whatCanIDo(s, legal, seat, seat, false);
      expect(new Set(groups.map((g) => g.kind))).toEqual(new Set(legal.filter((a) => a.seat === seat).map((a) => a.type)));
      for (const g of groups) expect(entryById(g.rule)).toBeDefined();
      const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
      if (plays.length > 0) {
        expect(groups.find((g) => g.kind === 'play')!.items).toEqual([...new Set(plays.map((a) => defOf(s, a.card).title))]);
        expect(whatCanIDo(s, legal, seat, null, true).some((g) => g.kind === 'play')).toBe(false);
        sharedChecked++;
      }
    }
    expect(sharedChecked).toBeGreaterThan(0);
  });

  it('R-PLAY-01: a card in hand says why it cannot be played exactly when it has no legal play', () => {
    let refused = 0;
    for (const s of positions(5, 3)) {
      const legal = legalActions(s);
      for (const seat of [0, 1] as Seat[]) {
        for (const card of s.players[seat].hand) {
          const why = whyNotPlayable(s, seat, card);
          const playable = legal.some((a) => a.type === 'play' && a.card === card);
          expect(why === null).toBe(playable);
          if (why) {
            expect(why.reason.length).toBeGreaterThan(0);
            expect(entryById(why.rule) ?? why.rule).toBeTruthy();
            refused++;
          }
        }
        // Nothing is said about a card the seat does not hold.
        for (const card of s.players[1 - seat].hand) expect(whyNotPlayable(s, seat, card)).toBeNull();
      }
    }
    expect(refused).toBeGreaterThan(0);
    // Outside the deploy phase, holding initiative: only interrupts. Not holding it: nothing.
    const g = started().game();
    const unit = g.players[0].hand.find((c) => defOf(g, c).type !== 'INTERRUPT')!;
    expect(whyNotPlayable(g, 0, unit)?.rule).toBe('R-PLAY-01');
    const passed = apply(g, { type: 'pass', seat: 0 });
    if (!passed.ok) throw new Error(passed.refusal.reason);
    expect(whyNotPlayable(passed.state, 0, unit)).toMatchObject({ rule: 'R-INIT-01', reason: 'P2 holds initiative.' });
  });

  it('R-GEN-07: no hint changes when the cards the seat cannot see are dealt differently', () => {
    for (const s of positions(6, 7)) {
      for (const seat of [0, 1] as Seat[]) expect(hintsFor(otherHiddenRotated(s, seat), seat)).toBe(hintsFor(s, seat));
    }
  });

  it('R-GEN-07: the suggested move is a legal move of the seat, decided from what it may see', async () => {
    const never = new AbortController().signal;
    for (const s of positions(8, 23)) {
      const seat = actor(s)!;
      const legal = legalActions(s);
      const o = { level: 'greedy' as const, think: thinkHere, budget: { ms: 5 }, seed: 11 };
      const here = await suggestMove(o, s, seat, legal, never);
      expect(legal).toContainEqual(here!.action);
      const rotated = otherHiddenRotated(s, seat);
      const there = await suggestMove(o, rotated, seat, legalActions(rotated), never);
      expect(there).toEqual(here);
    }
  });
});
