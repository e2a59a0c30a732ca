// How the table names the two seats.
import type { Seat } from '../engine';

// The engine's events name seats with its own seatName (events.ts): re-exporting it from the
// engine's index would load the whole engine with the start screen (tests/browser/budgets.spec.ts),
// so it is said again here and a test keeps the two the same (tests/engine/events.test.ts).
export const seatName = (seat: Seat): string => `P${seat + 1}`;
export const otherSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
