// The table's reads after layout share one ResizeObserver: every read of a report is made before
// any write, so no read lays the page out again; one read's error or odd return keeps the others.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A ResizeObserver the test reports for: `deliver` hands it the elements laid out. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed = new Set<object>();
  constructor(private readonly callback: (entries: ResizeObserverEntry[]) => void) { FakeObserver.last = this; }
  observe(el: object) { this.observed.add(el); }
  unobserve(el: object) { this.observed.delete(el); }
  disconnect() { this.observed.clear(); }
  deliver(...sized: [object, number][]) {
    this.callback(sized.filter(([el]) => this.observed.has(el)).map(([el, h]) => ({ target: el, borderBoxSize: [{ blockSize: h, inlineSize: 10 }] }) as unknown as ResizeObserverEntry));
  }
}

const el = (name: string) => ({ name }) as unknown as Element;
let errors: unknown[];

beforeEach(() => {
  vi.resetModules();
  errors = [];
  vi.stubGlobal('ResizeObserver', FakeObserver);
  vi.stubGlobal('reportError', (e: unknown) => errors.push(e));
});
afterEach(() => vi.unstubAllGlobals());

describe('reading after layout', () => {
  it('makes every read of a report before any write', async () => {
    const { afterLayout, whenResized } = await import('../../src/ui/table/afterLayout');
    const order: string[] = [];
    const [a, b] = [el('a'), el('b')];
    whenResized(a, (entry) => { order.push(`read a ${entry.borderBoxSize[0].blockSize}`); return () => order.push('write a'); });
    afterLayout(b, () => order.push('read b'));
    FakeObserver.last!.deliver([a, 40], [b, 10]);
    expect(order).toEqual(['read a 40', 'read b', 'write a']);
  });

  it('runs a read after layout once, and a watch on each report until it stops', async () => {
    const { afterLayout, whenResized } = await import('../../src/ui/table/afterLayout');
    const a = el('a');
    const once = vi.fn();
    const each = vi.fn();
    afterLayout(a, once);
    const stop = whenResized(a, each);
    const ro = FakeObserver.last!;
    ro.deliver([a, 1]);
    ro.deliver([a, 2]);
    expect(once).toHaveBeenCalledTimes(1);
    expect(each).toHaveBeenCalledTimes(2);
    stop();
    expect(ro.observed.has(a)).toBe(false);
    ro.deliver([a, 3]);
    expect(each).toHaveBeenCalledTimes(2);
  });

  it('keeps the other reads and writes when one read fails or returns what is not a write', async () => {
    const { afterLayout, whenResized } = await import('../../src/ui/table/afterLayout');
    const [a, b, c] = [el('a'), el('b'), el('c')];
    const wrote = vi.fn();
    afterLayout(a, () => { throw new Error('broken read'); });
    // A scroll into view returns a promise in some browsers: it is no write.
    afterLayout(b, () => Promise.resolve() as unknown as void);
    whenResized(c, () => wrote);
    FakeObserver.last!.deliver([a, 1], [b, 1], [c, 1]);
    expect(wrote).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
  });

  it('reads at once where nothing is laid out, and watches nothing', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { afterLayout, whenResized } = await import('../../src/ui/table/afterLayout');
    const read = vi.fn();
    afterLayout(el('a'), read);
    expect(read).toHaveBeenCalledTimes(1);
    const watched = vi.fn();
    whenResized(el('a'), watched)();
    expect(watched).not.toHaveBeenCalled();
  });
});
