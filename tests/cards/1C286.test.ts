// Pilgrims’ Transport: 2 energy gives your side of the ship's location a Gongen support icon this
// turn. No bullet: it may be used again.
import { iconShipTests } from './_iconShips';

iconShipTests('1C286', 'Pilgrims’ Transport', 'Gongen');
