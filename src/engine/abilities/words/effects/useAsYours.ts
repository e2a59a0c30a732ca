// Playing a card another player owns, to use as yours (R-TERM-USEAS-01): it enters play under the
// player who plays it; its owner still owns it, and it goes back to the owner's piles when it
// leaves play.
import { lostStandIn } from '../../../rules/targets';
import { logEvent, named, zoneOf } from '../../../state';
import type { Step } from '../../../types';
import { effect } from '../../define';
import { flag, node, oneOf, opt } from '../../schema';
import { hereOf, refCardOf } from '../../select';
import { playPlaces } from './plays';

/** Play the referenced card, from whichever lost pile holds it, here, to use as yours (`free`: at
 * no energy cost). Uniqueness among your cards (R-CARD-18), support icons and the place are
 * checked as it happens (R-CARD-17); if it can't be played, nothing happens. */
export const playAsYours = effect('playAsYours', { card: node('ref'), at: oneOf('here'), free: opt(flag) }, {
  text: (e, say): string => `play ${say.ref(e.card)} ${say.place(e.at)}${e.free ? ' at no energy cost' : ''}, to use as yours`,
  asks: ['playPlace'],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const named0 = refCardOf(s, ctx, e.card);
    if (named0 === undefined || s.table[named0]) return [];
    const z = zoneOf(s, named0);
    if (z.z !== 'pile' || z.pile !== 'lost') return [];
    const card = lostStandIn(s, z.seat, named0) ?? named0;
    const options = playPlaces(s, ctx.seat, card, e.at, hereOf(s, ctx), { costLess: 0, free: !!e.free });
    if (options.length === 0) {
      logEvent(g, { kind: 'cantPlay', card: named(s, card), checked: true, rule: 'R-CARD-17' });
      return [];
    }
    return [{ k: 'playPlace', seat: ctx.seat, card, options, play: { costLess: 0, free: !!e.free } }];
  },
});
