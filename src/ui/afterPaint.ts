// Work that waits for the frame showing a change to be painted: a task queued from that frame's
// animation callback runs once it is. One queue for the app, so that the order is known: the
// latency measure (perf.ts) is taken first, then the rest (the autosave), which the player does
// not wait for: the board is already on the screen.

let next: (() => void)[] | null = null;

/** Runs `fn` once the next frame is painted; `first`, before whatever else waits for it. */
export function afterPaint(fn: () => void, first = false): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(fn, 0);
    return;
  }
  if (!next) {
    const waiting: (() => void)[] = next = [];
    requestAnimationFrame(() => {
      // What is asked for from here on waits for the frame after.
      next = null;
      const after = new MessageChannel();
      after.port1.onmessage = () => {
        after.port1.close();
        for (const f of waiting) f();
      };
      after.port2.postMessage(null);
    });
  }
  if (first) next.unshift(fn);
  else next.push(fn);
}
