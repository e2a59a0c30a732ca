// Construction Bot (CARD-29, EX-RUL-07): once per turn, showing an Earther card from hand and putting it
// on your used pile gives your side of a chosen location an Earther support icon this turn.
import { supportBotTests } from './_supportBot';

supportBotTests('2C142', 'Construction Bot', 'Earther');
