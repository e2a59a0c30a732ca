// Reading where things are (a scroll height, a box) while React commits makes the browser lay the
// whole page out then and there, and again once the frame is drawn. A ResizeObserver's first
// report comes after the frame's own layout, before it is painted: read there, it costs nothing.

/** Runs `read` on `el` once the page is next laid out (at once where nothing is laid out, as in a
 * test's DOM). Returns how to cancel it. */
export function afterLayout(el: Element, read: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    read();
    return () => {};
  }
  const seen = new ResizeObserver(() => {
    seen.disconnect();
    read();
  });
  seen.observe(el);
  return () => seen.disconnect();
}
