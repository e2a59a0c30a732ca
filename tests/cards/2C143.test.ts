// Geisha Bot (CARD-30, EX-RUL-07): once per turn, showing a Gongen card from hand and putting it on your
// used pile gives your side of a chosen location a Gongen support icon this turn.
import { supportBotTests } from './_supportBot';

supportBotTests('2C143', 'Geisha Bot', 'Gongen');
