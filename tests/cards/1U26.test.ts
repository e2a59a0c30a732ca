// Heavy Juggernaut (ruling CARD-02, EX-RUL-02): Size 2, Transport 1; entering play it dismisses a unit of
// yours there, itself if it is your only one.
import { dismissOnEntryTests } from './_dismissOnEntry';

dismissOnEntryTests('1U26', 'Heavy Juggernaut', 3, 7);
