// An element's height kept as a custom property on the table, so what floats over the board (the
// notices) sits below the top bar and a coach's band however many lines they wrap to, and the
// board makes room for a decision's dialog on a phone.
import { useCallback } from 'react';

/** A ref callback: while the element is on the table (or, `beside` it, drawn next to it), `name`
 * on `.table` follows its height. */
export function useHeightVar(name: string, beside = false): (el: HTMLElement | null) => (() => void) | undefined {
  return useCallback((el: HTMLElement | null) => {
    const table = beside ? el?.parentElement?.querySelector<HTMLElement>(':scope > .table') : el?.closest<HTMLElement>('.table');
    if (!el || !table) return undefined;
    const measure = () => table.style.setProperty(name, `${el.offsetHeight}px`);
    measure();
    // No layout to follow in a test's DOM.
    const seen = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    seen?.observe(el);
    return () => {
      seen?.disconnect();
      table.style.removeProperty(name);
    };
  }, [name, beside]);
}
