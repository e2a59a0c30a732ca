// Salvaged Transport: 2 energy gives your side of the ship's location a Quay support icon this
// turn. No bullet: it may be used again.
import { iconShipTests } from './_iconShips';

iconShipTests('1C289', 'Salvaged Transport', 'Quay');
