// Hand cards picked at random (from the game's seeded generator, so a replay picks the same).
import { pick as pickRandom } from '../../../rng';
import { logEvent, named, other, putInPile, takeOut } from '../../../state';
import type { Step } from '../../../types';
import { effect } from '../../define';
import { num, oneOf, SIDE } from '../../schema';

/** A player keeps `keep` cards of their hand; the others, picked at random, go face down on top of
 * their used pile, named only to that player. */
export const keepAtRandom = effect('keepAtRandom', { who: oneOf(...SIDE), keep: num }, {
  asks: [],
  text: (e, say): string => `${e.who === 'you' ? 'put' : `${say.who(e.who)} puts`} all but ${e.keep} of ${e.who === 'you' ? 'your' : 'their'} hand cards, picked at random, on ${e.who === 'you' ? 'your' : 'their'} used pile`,
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    const pool = s.players[seat].hand.slice();
    const out: string[] = [];
    while (pool.length > e.keep) {
      const [rng, j] = pickRandom(s.rng, pool.length);
      s.rng = rng;
      out.push(...pool.splice(j, 1));
    }
    if (out.length === 0) return [];
    for (const c of out) { takeOut(g, c); putInPile(g, c, 'used'); }
    logEvent(g, { kind: 'handToUsedAtRandom', seat, cards: out.map((c) => named(s, c)) });
    return [];
  },
});
