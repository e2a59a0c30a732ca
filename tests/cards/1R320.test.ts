// Seyal/Dark Side: played in your deploy phase, it is dismissed unless you have another Shi support icon or show a
// Shi card from your hand.
import { strongholdTests } from './_strongholds';

strongholdTests('1R320', 'Seyal/Dark Side', 'Shi', 'Shiland/Keep');
