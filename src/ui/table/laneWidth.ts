// A lane's width, for what its cards do with it: tiles narrow with a narrow lane, a location's
// name fits it, and a wide lane lays a side's cards out in two columns (three on a phone on its
// side). A lane was a size container (container queries and units), and then any change of its
// height (a decision's dialog docking, a side growing) made the browser restyle and lay out all of
// its cards again: about half the layout time of a step. Measured here instead, once the page is
// laid out, and written only when the width changes: `--lane-w` on the lane, and `data-cols`, as
// many columns as the style sheet's `--cols-from` widths (per screen size, table.css) allow.
import { whenResized } from './afterLayout';

/** Columns for a lane whose content is `width` wide: one, and one more for each of the widths
 * listed in `from` ("188px 234px") that it reaches. */
export function columnsFor(width: number, from: string): number {
  const steps = from.split(/\s+/).map((s) => parseFloat(s)).filter((n) => Number.isFinite(n));
  return 1 + steps.filter((step) => width >= step).length;
}

/** Keeps the lane's `--lane-w` and `data-cols` up to date while it is in the page. Returns how to
 * stop. */
export function followLaneWidth(lane: HTMLElement): () => void {
  let set = '';
  return whenResized(lane, (entry) => {
    const width = entry.contentBoxSize?.[0]?.inlineSize ?? lane.clientWidth;
    const cols = String(columnsFor(width, getComputedStyle(lane).getPropertyValue('--cols-from')));
    const now = `${width}px ${cols}`;
    if (now === set) return undefined;
    return () => {
      set = now;
      lane.style.setProperty('--lane-w', `${width}px`);
      lane.dataset.cols = cols;
    };
  });
}
