// How the table names the two seats.
import type { Seat } from '../engine';

export const seatName = (seat: Seat): string => `P${seat + 1}`;
export const otherSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
