// Changes to what playing and moving cards costs.
import { change } from '../../define';
import { node, num, oneOf, opt, WHO } from '../../schema';

/** Playing (R-PLAY-10) or moving matching cards costs this much more (negative: less), never below
 * 0; `who`: whose plays or movements (default: those of the change's controller). `additional`:
 * not a change of the cost but an additional cost (R-PLAY-04), never reduced, of energy to pay or
 * to lose; `at: 'here'`: only for cards played at the source's location. */
export const costs = change('costs', {
  costs: num, to: oneOf('play', 'move'), of: node('selector'), who: opt(oneOf(...WHO)),
  additional: opt(oneOf('pay', 'lose')), at: opt(oneOf('here')),
}, {
  text: (c, say): string => {
    const more = c.costs < 0 ? 'less' : 'more';
    if (c.to === 'move') return `movements of ${say.np(c.of, 'plural')} cost ${Math.abs(c.costs)} ${more}`;
    const whose = c.who === 'any' ? 'any player' : say.who(c.who ?? 'you');
    const here = c.at === 'here' && c.of.at !== 'here' ? ' here' : '';
    if (c.additional) return `${whose} playing ${say.np(c.of, 'a')}${here} must also ${c.additional} ${c.costs} energy`;
    return `${say.np(c.of, 'plural')} cost ${whose === 'you' ? 'you' : whose} ${Math.abs(c.costs)} ${more} to play${here}`;
  },
  check: (c): string | null => (c.to === 'move' && (c.additional !== undefined || c.at !== undefined)
    ? 'to: a movement has no additional cost here' : null),
});
