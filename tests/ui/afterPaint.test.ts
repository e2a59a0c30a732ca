// Work waiting for the frame that shows a change: the latency measure is taken before the autosave
// runs, and what is asked for once the frame has begun waits for the frame after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let frames: (() => void)[];
const frame = () => { const now = frames; frames = []; for (const f of now) f(); };
/** Lets the tasks queued so far run. */
const tasks = () => new Promise((done) => setTimeout(done, 10));

beforeEach(() => {
  vi.resetModules();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
});
afterEach(() => vi.unstubAllGlobals());

describe('after the frame is painted', () => {
  it('runs the first-asked work before the rest, once the frame is painted', async () => {
    const { afterPaint } = await import('../../src/ui/afterPaint');
    const done: string[] = [];
    afterPaint(() => done.push('save'));
    afterPaint(() => done.push('measure'), true);
    await tasks();
    expect(done).toEqual([]);
    frame();
    await tasks();
    expect(done).toEqual(['measure', 'save']);
  });

  it('keeps what is asked for after the frame has begun for the next frame', async () => {
    const { afterPaint } = await import('../../src/ui/afterPaint');
    const done: string[] = [];
    afterPaint(() => done.push('one'));
    frame();
    afterPaint(() => done.push('two'));
    await tasks();
    expect(done).toEqual(['one']);
    frame();
    await tasks();
    expect(done).toEqual(['one', 'two']);
  });
});
