// Independent Transport: 2 energy gives your side of the ship's location a Maverick support icon
// this turn. No bullet, so it can be repeated.
import { iconShipTests } from './_iconShips';

iconShipTests('1C282', 'Independent Transport', 'Maverick');
