// Pallas/Asteroid Stronghold: played in your deploy phase, it is dismissed unless you have another Gongen support icon or show a
// Gongen card from your hand.
import { strongholdTests } from './_strongholds';

strongholdTests('1R319', 'Pallas/Asteroid Stronghold', 'Gongen', 'Gongland/Shrine');
