// What the player learned is kept on the device: lessons finished and puzzles solved, the first
// time counting; a broken entry reads as no progress; "Learn to play" comes first for a device
// where nobody played.
import { describe, expect, it } from 'vitest';
import { GAME_PREFIX, memoryStorage } from '../../src/persist/keys';
import { markDone, playedHere, progressGame, PROGRESS_KEY, readProgress } from '../../src/learn/progress';
import { XCOM_FIRST_LESSON } from '../../src/learn/lessons/xcom/first';
import { LESSONS } from '../../src/learn/lessons';
import { XCOM_LESSONS } from '../../src/learn/lessons/xcom';
import { PUZZLES } from '../../src/learn/puzzles';

describe('progress on the device', () => {
  it('keeps the first time each lesson was finished and each puzzle solved', () => {
    const s = memoryStorage();
    expect(readProgress(s)).toEqual({ lessons: {}, puzzles: {} });
    markDone('lessons', 'energy', '2025-01-01T00:00:00Z', s);
    markDone('lessons', 'energy', '2025-02-01T00:00:00Z', s);
    markDone('puzzles', 'p1', '2025-03-01T00:00:00Z', s);
    expect(readProgress(s)).toEqual({ lessons: { energy: '2025-01-01T00:00:00Z' }, puzzles: { p1: '2025-03-01T00:00:00Z' } });
  });

  it('reads a broken entry as no progress and writes over it on the next mark', () => {
    const s = memoryStorage();
    s.setItem(PROGRESS_KEY, '{not json');
    expect(readProgress(s)).toEqual({ lessons: {}, puzzles: {} });
    s.setItem(PROGRESS_KEY, JSON.stringify({ lessons: { a: 3, b: 'x' }, puzzles: [] }));
    expect(readProgress(s)).toEqual({ lessons: { b: 'x' }, puzzles: {} });
    markDone('lessons', 'c', 'y', s);
    expect(readProgress(s).lessons).toEqual({ b: 'x', c: 'y' });
  });

  it('says whether anybody played here: a saved game, a lesson or a puzzle', () => {
    const s = memoryStorage();
    expect(playedHere(s)).toBe(false);
    s.setItem(`${GAME_PREFIX}abc`, '{}');
    expect(playedHere(s)).toBe(true);
    const t = memoryStorage();
    markDone('puzzles', 'p', 'now', t);
    expect(playedHere(t)).toBe(true);
    expect(playedHere(null)).toBe(false);
  });

  it('asks of one game: X-COM Incursion\'s lessons, puzzles and saves say nothing of WARS', () => {
    const s = memoryStorage();
    markDone('lessons', XCOM_FIRST_LESSON, 'now', s);
    s.setItem(`${GAME_PREFIX}x`, JSON.stringify({ format: 'wars-table-save', game: 'xcom' }));
    expect(playedHere(s)).toBe(false);
    expect(playedHere(s, 'xcom')).toBe(true);
    markDone('lessons', 'energy', 'now', s);
    expect(playedHere(s)).toBe(true);
    const t = memoryStorage();
    t.setItem(`${GAME_PREFIX}w`, '{"format":"wars-table-save"}');
    expect(playedHere(t)).toBe(true);
    expect(playedHere(t, 'xcom')).toBe(false);
    expect(progressGame(XCOM_FIRST_LESSON)).toBe('xcom');
    expect(progressGame('energy')).toBe('wars');
  });

  it('tells every lesson and puzzle of each game by its id', () => {
    for (const { id } of [...LESSONS, ...PUZZLES]) expect(progressGame(id), id).toBe('wars');
    for (const { id } of XCOM_LESSONS) expect(progressGame(id), id).toBe('xcom');
  });

  it('survives a storage that refuses to write', () => {
    const s = { ...memoryStorage(), setItem: () => { throw new Error('denied'); } };
    expect(markDone('lessons', 'energy', 'now', s).lessons).toEqual({ energy: 'now' });
    expect(readProgress(s).lessons).toEqual({});
  });
});
