// Input-to-table latency, measured with performance marks (read by the browser tests): from the
// player's click or drop to the frame that shows the new state, painted.
import { afterPaint } from './afterPaint';

const INPUT = 'wars:input';
export const UPDATE_MEASURE = 'wars:input-to-table';
/** The part of it spent before the browser draws: the action applied and the table rendered. */
export const COMMIT_MEASURE = 'wars:input-to-commit';

let committed = false;

/** Called where a player's click or drop starts an action. */
export function markInput(): void {
  committed = false;
  performance.clearMarks(INPUT);
  performance.mark(INPUT);
}

/** Called once the table has the new state (a layout effect): measures from the last input to
 * just after the next frame is painted, once, before anything else waiting for that frame. */
export function measureUpdate(): void {
  if (performance.getEntriesByName(INPUT, 'mark').length === 0) return;
  if (!committed) performance.measure(COMMIT_MEASURE, INPUT);
  committed = true;
  afterPaint(() => {
    if (performance.getEntriesByName(INPUT, 'mark').length === 0) return;
    performance.measure(UPDATE_MEASURE, INPUT);
    performance.clearMarks(INPUT);
  }, true);
}
