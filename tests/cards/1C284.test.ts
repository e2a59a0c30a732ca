// Opulent Transport: 2 energy gives your side of the ship's location a Shi support icon this
// turn. No bullet: it may be used again.
import { iconShipTests } from './_iconShips';

iconShipTests('1C284', 'Opulent Transport', 'Shi');
