// Undo: a player takes back their own most recent actions, never past hidden information
// (issue 5). The match replays the game without them.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { lastActor, screenSeat, undoPlan } from '../../src/match';
import { started as startedTable } from './support';
import type { Table } from './support';

let t: Table;
const m = () => t.session.get().match!;
const game = () => t.game();
const find = (type: Parameters<Table['find']>[0]) => t.find(type);
const passTo = (phase: Parameters<Table['passTo']>[0]) => t.passTo(phase);
const plan = (seat = screenSeat(m().screen)) => undoPlan(m(), seat);
function started(settings: Parameters<typeof startedTable>[1] = {}): void {
  t = startedTable(7, settings);
}

describe('undo', () => {
  it('takes back an activation, with the automatic passes that followed it', () => {
    started();
    const before = { hash: stateHash(game()), actions: m().actions.length, log: m().log.length };
    expect(plan()).toMatchObject({ ok: false, short: expect.any(String) });
    expect(t.session.submit(find('activate'))).toBe(true);
    expect(m().history.slice(before.actions).map((h) => h.auto)).toEqual([false, true, true]);
    // The action it takes back is the activation, not the passes after it.
    expect(plan()).toEqual({ ok: true, count: 3, index: before.actions });
    expect(m().actions[before.actions].type).toBe('activate');
    expect(t.session.undo()).toBe(true);
    expect(stateHash(game())).toBe(before.hash);
    expect(m().actions).toHaveLength(before.actions);
    expect(m().history).toHaveLength(before.actions);
    expect(m().log).toHaveLength(before.log);
    expect(screenSeat(m().screen)).toBe(0);
    expect(m().legal.some((a) => a.type === 'activate')).toBe(true);
  });

  it('takes back a pass that ended a phase, then the run of the player\'s actions before it', () => {
    started();
    const atStart = stateHash(game());
    t.session.submit(find('activate'));
    const activated = stateHash(game());
    t.session.submit(find('pass'));
    expect(game().phase).toBe('control');
    expect(t.session.undo()).toBe(true);
    expect(game().phase).toBe('activate');
    expect(stateHash(game())).toBe(activated);
    expect(t.session.undo()).toBe(true);
    expect(stateHash(game())).toBe(atStart);
    // Back to P2's starting location (which dealt the hands): not P1's to take back.
    expect(plan()).toMatchObject({ ok: false, reason: expect.stringMatching(/P2's: only P2/) });
    expect(t.session.undo()).toBe(false);
  });

  it('refuses to take back a draw', () => {
    started();
    t.session.submit(find('activate')); // a draw costs energy
    passTo('draw');
    const handBefore = game().players[0].hand.length;
    expect(t.session.submit(find('draw'))).toBe(true);
    expect(game().players[0].hand.length).toBe(handBefore + 1);
    const after = game();
    expect(plan()).toMatchObject({ ok: false, reason: expect.stringMatching(/revealed hidden information/) });
    expect(t.session.undo()).toBe(false);
    expect(game()).toBe(after);
  });

  it('lets the player who just acted take it back from the hand-over screen, their table coming back', () => {
    started({ alwaysHandOver: true });
    passTo('draw');
    const before = stateHash(game());
    t.session.submit(find('pass')); // ends P1's turn: P2 acts next, behind the hand-over
    expect(screenSeat(m().screen)).toBeNull();
    expect(lastActor(m())).toBe(0);
    expect(plan(1)).toMatchObject({ ok: false, reason: expect.stringMatching(/P1's: only P1/) });
    expect(plan(0)).toMatchObject({ ok: true });
    expect(t.session.undo(0)).toBe(true);
    expect(stateHash(game())).toBe(before);
    expect(screenSeat(m().screen)).toBe(0);
  });

  it('lets the player who just acted take it back from a shared screen', () => {
    started();
    passTo('draw');
    const before = stateHash(game());
    t.session.submit(find('pass')); // ends P1's turn: P2 activates on the shared screen
    expect(m().screen).toEqual({ kind: 'shared', seat: 1, near: 0 });
    expect(plan(1)).toMatchObject({ ok: false, reason: expect.stringMatching(/P1's: only P1/) });
    expect(t.session.undo(0)).toBe(true);
    expect(stateHash(game())).toBe(before);
    // Back in P1's draw phase, with nothing to play from hand: the screen stays shared.
    expect(m().legal.some((a) => a.type === 'play')).toBe(false);
    expect(m().screen).toEqual({ kind: 'shared', seat: 0, near: 0 });
  });

  it('lets no one take back the other player\'s action', () => {
    started({ alwaysHandOver: true });
    passTo('draw');
    t.session.submit(find('pass')); // ends P1's turn: P2 acts next, behind the hand-over
    expect(game().turnPlayer).toBe(1);
    expect(plan()).toMatchObject({ ok: false, reason: 'No player has the screen.' });
    t.session.takeOver();
    expect(screenSeat(m().screen)).toBe(1);
    const before = game();
    expect(plan()).toMatchObject({ ok: false, reason: expect.stringMatching(/P1's: only P1/) });
    expect(t.session.undo()).toBe(false);
    expect(game()).toBe(before);
    // Once P2 acts, P2 may take back their own action, but not P1's before it.
    t.session.submit(find('activate'));
    expect(t.session.undo()).toBe(true);
    expect(t.session.undo()).toBe(false);
    expect(game()).toEqual(before);
  });
});
