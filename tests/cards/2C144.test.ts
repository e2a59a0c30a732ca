// Hunter Bot (CARD-31, EX-RUL-07): once per turn, showing a Quay card from hand and putting it
// on your used pile gives your side of a chosen location a Quay support icon this turn.
import { supportBotTests } from './_supportBot';

supportBotTests('2C144', 'Hunter Bot', 'Quay');
