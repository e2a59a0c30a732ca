// Input-to-table latency, measured with performance marks (read by the browser tests).
const INPUT = 'wars:input';
export const UPDATE_MEASURE = 'wars:input-to-table';

/** Called where a player's click or drop starts an action. */
export function markInput(): void {
  performance.clearMarks(INPUT);
  performance.mark(INPUT);
}

/** Called once the table shows the new state: measures from the last input, once. */
export function measureUpdate(): void {
  if (performance.getEntriesByName(INPUT, 'mark').length === 0) return;
  performance.measure(UPDATE_MEASURE, INPUT);
  performance.clearMarks(INPUT);
}
