// Seyal/Light Side: a ship of yours here adds a Shi support icon to your side of it (the printed
// icon stays on its controller's side).
import { shipIconPlaceTests } from './_shipIconPlaces';

shipIconPlaceTests('1C321', 'Seyal/Light Side', 'Shi');
