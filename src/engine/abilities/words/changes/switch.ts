// Changes that trade two of a card's stats: each reads as the other, with every modifier of the
// other (derive/stats.ts computeStat).
import { change } from '../../define';
import { affectedSubject } from '../../text';
import { affectedCards, oneOf, tuple, STATS } from '../../schema';

/** The affected cards' two stats switch: the first is what the second would be, printed value and
 * modifiers together, and the other way round; a change to one now changes the other. */
export const switchStats = change('switchStats', { switchStats: tuple(oneOf(...STATS), oneOf(...STATS)), to: affectedCards }, {
  affects: 'to',
  text: (c, say): string => {
    const to = affectedSubject(c.to, say);
    const [a, b] = c.switchStats;
    return `${to.text}${to.plural ? "'" : "'s"} ${a} and ${b} switch (what would change one changes the other)`;
  },
  check: (c): string | null => (c.switchStats[0] === c.switchStats[1] ? 'switchStats: two different stats' : null),
});
