// Shi Bot: in your deploy phase only, putting it on top of its owner's used pile gives your side of a
// target location a Shi support icon until the end of the turn.
import { deployBotTests } from './_deployBot';

deployBotTests('1U290', 'Shi Bot', 'Shi');
