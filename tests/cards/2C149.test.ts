// Server Bot (CARD-33, EX-RUL-07): once per turn, showing a Maverick card from hand and putting it on your
// used pile gives your side of a chosen location a Maverick support icon this turn.
import { supportBotTests } from './_supportBot';

supportBotTests('2C149', 'Server Bot', 'Maverick');
