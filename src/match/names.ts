// How the table names the two seats.
import type { Seat } from '../engine';

export { seatName } from '../engine';
export const otherSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
