// Reading where things are (a box, a height, a scroll height) while React commits makes the
// browser lay the whole page out then and there, and again once the frame is drawn. A
// ResizeObserver reports after the frame's own layout, before it is painted: a read there costs
// nothing, as long as nothing has been written since. With an observer each, one watcher's write
// (a custom property, a padding) made the next one's read lay the page out again; so every such
// read of the table goes through this one observer, which makes all the reads of a report first
// and then all that they write.

/** What a read found to change, run once every read of the report is made. */
export type Write = () => void;
type Read = (entry: ResizeObserverEntry) => Write | void;
interface Watch { read: Read; once: boolean }

const watches = new Map<Element, Set<Watch>>();
let observer: ResizeObserver | null = null;

/** Runs `fn`; an error is reported without keeping the report's other reads and writes from
 * running, as an observer each would have. */
function apart<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    reportError(error);
    return undefined;
  }
}

function report(entries: ResizeObserverEntry[]): void {
  const writes: Write[] = [];
  for (const entry of entries) {
    for (const w of [...watches.get(entry.target) ?? []]) {
      if (w.once) unwatch(entry.target, w);
      const write = apart(() => w.read(entry));
      if (typeof write === 'function') writes.push(write);
    }
  }
  for (const write of writes) apart(write);
}

function unwatch(el: Element, w: Watch): void {
  const set = watches.get(el);
  if (!set?.delete(w) || set.size > 0) return;
  watches.delete(el);
  observer?.unobserve(el);
}

function watch(el: Element, w: Watch): () => void {
  observer ??= new ResizeObserver(report);
  const set = watches.get(el) ?? new Set<Watch>();
  watches.set(el, set.add(w));
  // Observed afresh, an element is reported at the next layout whether or not its size changed
  // (observed again as it is, it would not be): every new watch has its first report.
  observer.unobserve(el);
  observer.observe(el);
  return () => unwatch(el, w);
}

/** Runs `read` once the page is next laid out (at once where nothing is laid out, as in a test's
 * DOM), as long as `el` has a size. Returns how to cancel it. */
export function afterLayout(el: Element, read: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    read();
    return () => {};
  }
  // Whatever `read` returns is not a write (a scroll may return a promise).
  return watch(el, { read: () => { read(); }, once: true });
}

/** Runs `read` once `el` is laid out and each time its size changes after; what it returns runs
 * after every read of the same report. Nothing where nothing is laid out. Returns how to stop. */
export function whenResized(el: Element, read: Read): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  return watch(el, { read, once: false });
}
