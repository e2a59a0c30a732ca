// Venus/Research Base: played in your deploy phase, it is dismissed unless you have another Earther support icon or show a
// Earther card from your hand.
import { strongholdTests } from './_strongholds';

strongholdTests('1R325', 'Venus/Research Base', 'Earther', 'Depots/Earther Depot');
