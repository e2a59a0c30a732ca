// Effects that move cards in play: a move by an ability (not a movement action, R-ABIL-08).
// Movements granted as if in the move phase are a change (changes/moves.ts).
import { locationOf } from '../../../derive/locations';
import { cannotMove, moveBarred } from '../../../derive/stats';
import { logEvent, named, relocate } from '../../../state';
import type { Step } from '../../../types';
import { emit } from '../../../triggers';
import { effect } from '../../define';
import { refCards } from '../../effects';
import { node } from '../../schema';
import { refCardOf } from '../../select';

/** Moves a card in play (each of an "any number of targets" group) to a location or aboard a ship. */
export const move = effect('move', { card: node('ref'), to: node('ref') }, {
  text: (e, say): string => `move ${say.ref(e.card)} to ${say.ref(e.to)} (not a movement)`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const to = refCardOf(s, ctx, e.to);
    if (to === undefined || !s.table[to]) return [];
    for (const id of refCards(g, ctx, e.card)) {
      if (!s.table[id] || locationOf(s, id) === to) continue;
      const from = locationOf(s, id);
      if (cannotMove(s, id) || moveBarred(s, s.table[id].controller, from, s.row.includes(to) ? to : locationOf(s, to))) {
        logEvent(g, { kind: 'cantMove', card: named(s, id), rule: 'R-GEN-03' });
        continue;
      }
      relocate(g, id, to);
      logEvent(g, { kind: 'relocated', card: named(s, id), to: named(s, to), rule: 'R-ABIL-08' });
      emit(g, { event: 'moved', card: id, location: locationOf(s, id), seat: s.table[id].controller, ...(from !== undefined ? { from } : {}) });
    }
    return [];
  },
});
