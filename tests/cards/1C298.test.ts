// Earth/Humanity's Home: a ship of yours here adds an Earther support icon to your side of it.
import { shipIconPlaceTests } from './_shipIconPlaces';

shipIconPlaceTests('1C298', 'Earth/Humanity’s Home', 'Earther');
