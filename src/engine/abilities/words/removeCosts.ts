// Costs that take a card out of the game (R-KW-REM-01).
import { locationOf } from '../../derive/locations';
import { leavePlay, logEvent, named } from '../../state';
import type { Refusal } from '../../types';
import { reportLost } from '../../triggers';
import { cost } from '../define';
import { node } from '../schema';
import { refCardOf } from '../select';

/** Remove a card in play that the ability names (a chosen target marked paidAsCost) from the game:
 * it is set aside, with what is beneath it lost (R-KW-REM-01, R-TERM-LEAVE-02). */
export const removeFromGame = cost('removeFromGame', { removeFromGame: node('ref') }, {
  text: (c, say): string => `remove ${say.ref(c.removeFromGame)} from the game`,
  refusal: (s, seat, source, c, targets): Refusal | null => {
    const card = refCardOf(s, { seat, source, targets: targets.slice() }, c.removeFromGame);
    return card !== undefined && s.table[card] ? null : { rule: 'R-PLAY-04', reason: 'The card that pays this cost is not in play.' };
  },
  pay: (g, ctx, c): void => {
    const card = refCardOf(g.s, ctx, c.removeFromGame);
    if (card === undefined || !g.s.table[card]) return;
    const location = locationOf(g.s, card);
    const along = leavePlay(g, card, 'removed');
    logEvent(g, { kind: 'removed', card: named(g.s, card), rule: 'R-KW-REM-01' });
    reportLost(g, along, location);
  },
});
