// @vitest-environment jsdom
// A press on a card: a click until the mouse has moved a little, then a drag that follows it, is
// let go where it ends or called off with Escape, and leaves no listener or armed state behind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPress } from '../../src/ui/dnd/gesture';
import type { Point } from '../../src/ui/dnd/gesture';

const mouse = (type: string, x: number, y: number, on: EventTarget = document) => {
  const e = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: x, clientY: y });
  on.dispatchEvent(e);
  return e;
};

function press(x = 100, y = 100) {
  const card = document.body.appendChild(document.createElement('button'));
  const seen: string[] = [];
  const ends: (Point | null)[] = [];
  followPress(mouse('mousedown', x, y, card), {
    start: (at) => seen.push(`start ${at.x},${at.y}`),
    move: (at) => seen.push(`move ${at.x},${at.y}`),
    end: (at) => ends.push(at),
  });
  return { card, seen, ends };
}

afterEach(() => { document.body.innerHTML = ''; vi.useRealTimers(); });

describe('a mouse press', () => {
  it('is a click until the mouse moves 6 px, then a drag from the point pressed', () => {
    const { seen, ends } = press();
    mouse('mousemove', 103, 102);
    expect(seen).toEqual([]);
    const move = mouse('mousemove', 106, 100);
    expect(seen).toEqual(['start 100,100', 'move 106,100']);
    // No text selection while dragging.
    expect(move.defaultPrevented).toBe(true);
    mouse('mouseup', 150, 160);
    expect(ends).toEqual([{ x: 150, y: 160 }]);
  });

  it('released before it moved far enough is no drag at all, and follows nothing after', () => {
    const { seen, ends } = press();
    mouse('mouseup', 102, 100);
    mouse('mousemove', 200, 200);
    expect({ seen, ends }).toEqual({ seen: [], ends: [] });
  });

  it('is called off with Escape: nothing is dropped, and the release that follows is no drop', () => {
    const { ends } = press();
    mouse('mousemove', 120, 120);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    mouse('mouseup', 150, 150);
    expect(ends).toEqual([null]);
  });

  it('swallows the click that comes with letting go of a drag, and only for a moment', () => {
    vi.useFakeTimers();
    const { card } = press();
    const clicked = vi.fn();
    card.addEventListener('click', clicked);
    mouse('mousemove', 120, 120);
    mouse('mouseup', 100, 100);
    mouse('click', 100, 100, card);
    expect(clicked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    mouse('click', 100, 100, card);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('with another button than the main one drags nothing', () => {
    const card = document.body.appendChild(document.createElement('button'));
    const start = vi.fn();
    followPress(new MouseEvent('mousedown', { button: 2, clientX: 0, clientY: 0 }), { start, move: vi.fn(), end: vi.fn() });
    card.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 50, clientY: 50 }));
    expect(start).not.toHaveBeenCalled();
  });
});
