// Themis/Mobile Asteroid: a ship of yours here adds a Maverick support icon to your side of it
// (the printed icon stays on its controller's side).
import { shipIconPlaceTests } from './_shipIconPlaces';

shipIconPlaceTests('1C323', 'Themis/Mobile Asteroid', 'Maverick');
