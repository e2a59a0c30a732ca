// An element's height kept as a custom property on the table, so what floats over the board (the
// notices) sits below the top bar and a coach's band however many lines they wrap to, and the
// board makes room for a decision's dialog on a phone; and the hands' place's height on a dialog
// docked over it, so the dialog grows no taller than that place. Measured only by a
// ResizeObserver, whose first report comes after the page is laid out and before it is painted:
// reading the height as the element is drawn would lay the whole page out in the middle of React's
// commit, every time a dialog opens. Written only when it changes: a custom property changed on an
// element restyles everything inside it.
import { useCallback } from 'react';
import { whenResized } from './afterLayout';

const onTable = (el: HTMLElement) => el.closest<HTMLElement>('.table');

/** Keeps `name` on `host` at `measured`'s height (its border box, as reported: reading it from the
 * element would lay the page out again after another watcher's write). Returns how to stop (and
 * remove it). */
function follow(measured: HTMLElement, host: HTMLElement, name: string): () => void {
  let set = '';
  const stop = whenResized(measured, (entry) => {
    const h = `${Math.round(entry.borderBoxSize?.[0]?.blockSize ?? measured.offsetHeight)}px`;
    if (h !== set) return () => host.style.setProperty(name, set = h);
  });
  return () => {
    stop();
    host.style.removeProperty(name);
  };
}

/** A ref callback: while the element is in the page, `name` on the element `where` finds from it
 * (the table it is on, by default) follows its height. */
export function useHeightVar(name: string, where: (el: HTMLElement) => HTMLElement | null | undefined = onTable): (el: HTMLElement | null) => (() => void) | undefined {
  return useCallback((el: HTMLElement | null) => {
    const host = el ? where(el) : null;
    if (!el || !host) return undefined;
    return follow(el, host, name);
  }, [name, where]);
}

/** A ref callback, the other way round: while the element is in the page, `name` on it follows the
 * height of the element `of` finds from it. */
export function useHeightOf(name: string, of: (el: HTMLElement) => HTMLElement | null | undefined): (el: HTMLElement | null) => (() => void) | undefined {
  return useCallback((el: HTMLElement | null) => {
    const measured = el ? of(el) : null;
    if (!el || !measured) return undefined;
    return follow(measured, el, name);
  }, [name, of]);
}
