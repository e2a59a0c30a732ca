// Quay Bot: once in your deploy phase, putting it on top of its owner's used pile gives your side of a
// target location a Quay support icon until the end of the turn.
import { deployBotTests } from './_deployBot';

deployBotTests('1U287', 'Quay Bot', 'Quay');
