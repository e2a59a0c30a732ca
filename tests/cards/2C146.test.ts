// Porter Bot (CARD-32, EX-RUL-07): once per turn, showing a Shi card from hand and putting it
// on your used pile gives your side of a chosen location a Shi support icon this turn.
import { supportBotTests } from './_supportBot';

supportBotTests('2C146', 'Porter Bot', 'Shi');
