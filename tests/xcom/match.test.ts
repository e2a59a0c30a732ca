// X-COM Incursion played through the table's seat control (src/match) by its game definition:
// the same session, undo and automatic passes WARS uses, with this game's rules for them.
import { describe, expect, it } from 'vitest';
import { createGameSession, DEFAULT_SETTINGS, HUMAN, undoPlan, viewBotSeat } from '../../src/match';
import type { ViewBot } from '../../src/match';
import { replayGame } from '../../src/game';
import { XCOM_GAME, stateHash } from '../../src/xcom/index';
import type { XAction, XcomTypes } from '../../src/xcom/index';
import { pick } from '../../src/engine/rng';

const session = (autoPass = true) => createGameSession(XCOM_GAME, { ...DEFAULT_SETTINGS, autoPass });

describe('X-COM through the match', () => {
  it('starts on the shared screen with Earth to act, and never hands the screen over (nothing decided with is hidden)', () => {
    const t = session();
    t.start({ seed: 5 });
    let m = t.get().match!;
    expect(m.screen).toEqual({ kind: 'seat', seat: 0 });
    let r = 9;
    for (let i = 0; i < 400 && m.game.phase !== 'over'; i++) {
      const [nr, k] = pick(r, m.legal.length);
      r = nr;
      expect(t.submit(m.legal[k])).toBe(true);
      m = t.get().match!;
      expect(m.screen.kind).not.toBe('handOver');
    }
    // The log holds every event, and the game replays from its seed and actions to the same state.
    expect(m.log.length).toBeGreaterThan(m.actions.length);
    expect(stateHash(replayGame(XCOM_GAME, { seed: 5 }, m.actions).state)).toBe(stateHash(m.game));
  });

  it('XR-ACT-01: a side with nothing but a pass is passed for, and that pass is the table\'s', () => {
    const t = session();
    t.start({ seed: 5 });
    let m = t.get().match!;
    // Play the action phase out by passing: after both pass, the interception asks Earth, and every
    // seat left with only a pass is passed for.
    for (let i = 0; i < 50 && m.game.phase === 'action'; i++) {
      t.submit({ type: 'pass', seat: m.game.acting });
      m = t.get().match!;
    }
    const autos = m.history.filter((h) => h.auto).length;
    expect(m.game.phase).not.toBe('action');
    expect(m.log.filter((e) => e.event.kind === 'autoPass').length).toBe(autos);
    for (const a of m.legal) expect(a.seat).toBe(m.game.acting);
    expect(m.legal.some((a) => a.type !== 'pass')).toBe(true);
  });

  it('undo takes back a side\'s own last action, but never a draw (it showed the top of a face-down deck)', () => {
    const t = session(false);
    t.start({ seed: 1 }); // Earth opens with a Supply and a Kill to choose from
    const m0 = t.get().match!;
    const supply = m0.legal.find((a) => a.type === 'supply')!;
    const other = m0.legal.find((a) => a.type !== 'supply' && a.type !== 'pass')!;
    expect([supply.type, other.type]).toEqual(['supply', expect.stringMatching(/call|kill/)]);
    t.submit(other);
    expect(undoPlan(t.get().match!, 0)).toMatchObject({ ok: true, count: 1 });
    expect(t.undo(0)).toBe(true);
    expect(stateHash(t.get().match!.game)).toBe(stateHash(m0.game));
    t.submit(supply);
    expect(undoPlan(t.get().match!, 0)).toMatchObject({ ok: false, short: 'showed a card' });
  });

  it('XRU-16: undo never takes back a search swap, which showed the base card that moved up, but does take back an end-phase trash', () => {
    const t = session(false);
    t.start({ seed: 1 });
    const passTo = (phase: string) => {
      for (let i = 0; i < 100 && t.get().match!.game.phase !== phase; i++) t.submit({ type: 'pass', seat: t.get().match!.game.acting });
      expect(t.get().match!.game.phase).toBe(phase);
    };
    passTo('search');
    const m = t.get().match!;
    const next = m.game.sides[0].base[5];
    const swap = m.legal.find((a) => a.type === 'search')!;
    expect(t.submit(swap)).toBe(true);
    const after = t.get().match!;
    expect(after.log.at(-1)!.event).toEqual({ kind: 'staged', seat: 0, cards: [next] });
    expect(XCOM_GAME.eventText(after.log.at(-1)!.event, null)).toMatch(/ moves up into Earth's staging cards\.$/);
    expect(undoPlan(after, 0)).toMatchObject({ ok: false, short: 'showed a card' });
    expect(t.undo(0)).toBe(false);
    // A trash in the end phase puts a card from play under the base deck: nothing unseen shows.
    passTo('end');
    const trash = t.get().match!.legal.find((a) => a.type === 'trash')!;
    const before = stateHash(t.get().match!.game);
    expect(t.submit(trash)).toBe(true);
    expect(undoPlan(t.get().match!, 0)).toMatchObject({ ok: true, count: 1 });
    expect(t.undo(0)).toBe(true);
    expect(stateHash(t.get().match!.game)).toBe(before);
  });

  it('undo names the side that acted last when another side asks, in the table\'s words for it', () => {
    const t = session(false);
    t.start({ seed: 1 });
    const m0 = t.get().match!;
    t.submit(m0.legal.find((a) => a.type !== 'supply' && a.type !== 'pass')!);
    expect(undoPlan(t.get().match!, 1)).toMatchObject({ ok: false, reason: "The last action was Earth's: only Earth may take it back.", short: "Earth's action" });
    for (let i = 0; i < 50 && t.get().match!.game.acting === 0; i++) t.submit({ type: 'pass', seat: 0 });
    const m = t.get().match!;
    expect(m.game.acting).toBe(1);
    t.submit(m.legal[0]);
    expect(undoPlan(t.get().match!, 0)).toMatchObject({ ok: false, reason: "The last action was the Aliens': only the Aliens may take it back.", short: "the Aliens' action" });
  });

  // The table's choice (docs/games.md): X-COM's action phase alternates, so the computer answers
  // every action at once; without its replies taken back too, undo would never be open.
  it('against the computer, undo takes back the player\'s last action with the computer\'s replies since, unless one showed a card', () => {
    const t = session(false);
    // The computer plays Earth: a Kill first, then a Supply (which draws), else passes.
    let turn = 0;
    const bot: ViewBot<XcomTypes> = (_view, legal, rng) => {
      const want = turn++ === 0 ? 'kill' : 'supply';
      return { action: legal.find((a) => a.type === want) ?? legal.find((a) => a.type === 'pass')!, rng };
    };
    t.start({ seed: 1 }, [viewBotSeat(XCOM_GAME, bot, { seed: 1, waitMs: 0 }), HUMAN]);
    let m = t.get().match!;
    // Nothing of the Aliens' to take back yet: the computer's Kill stands.
    expect(m.actions.map((a) => a.type)).toEqual(['kill']);
    expect(undoPlan(m, 1)).toMatchObject({ ok: false, short: 'the computer\'s action' });
    expect(t.submit({ type: 'pass', seat: 1 })).toBe(true);
    m = t.get().match!;
    // The computer answered at once with its Supply: it showed the top of Earth's deck.
    expect(m.actions.map((a) => a.type)).toEqual(['kill', 'pass', 'supply']);
    expect(undoPlan(m, 1)).toMatchObject({ ok: false, short: 'showed a card' });

    // A reply that shows nothing is taken back with the action it answered.
    const u = session(false);
    turn = 1;
    const quiet: ViewBot<XcomTypes> = (_view, legal, rng) => ({ action: legal.find((a) => a.type === 'pass')!, rng });
    u.start({ seed: 1 }, [HUMAN, viewBotSeat(XCOM_GAME, quiet, { seed: 1, waitMs: 0 })]);
    const m0 = u.get().match!;
    expect(u.submit(m0.legal.find((a) => a.type === 'kill')!)).toBe(true);
    expect(u.get().match!.actions.map((a) => [a.type, a.seat])).toEqual([['kill', 0], ['pass', 1]]);
    expect(undoPlan(u.get().match!, 0)).toMatchObject({ ok: true, count: 2, withReplies: true });
    expect(u.undo(0)).toBe(true);
    expect(u.get().match!.actions).toEqual([]);
    expect(stateHash(u.get().match!.game)).toBe(stateHash(m0.game));
  });

  it('a refused action keeps the rules\' refusal and changes nothing', () => {
    const t = session();
    t.start({ seed: 5 });
    const before = t.get().match!;
    const wrong: XAction = { type: 'pass', seat: 1 };
    expect(t.submit(wrong)).toBe(false);
    expect(t.get().match!.refusal?.rule).toBe('XR-TURN-02');
    expect(t.get().match!.game).toBe(before.game);
  });

  it('resumes a game from its actions where it stood', () => {
    const t = session();
    t.start({ seed: 11 });
    let m = t.get().match!;
    let r = 4;
    for (let i = 0; i < 120 && m.game.phase !== 'over'; i++) {
      const [nr, k] = pick(r, m.legal.length);
      r = nr;
      t.submit(m.legal[k]);
      m = t.get().match!;
    }
    const u = session();
    expect(u.resume({ seed: 11 }, m.actions)).toBe(true);
    expect(stateHash(u.get().match!.game)).toBe(stateHash(m.game));
    expect(u.get().match!.history.map((h) => h.auto)).toEqual(m.history.map((h) => h.auto));
  });
});
