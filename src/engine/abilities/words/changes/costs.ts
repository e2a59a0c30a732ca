// Changes to what playing cards, moving, attacking and draining cost.
import { FACTIONS } from '../../../cards/types';
import { change } from '../../define';
import { node, num, oneOf, opt, WHO } from '../../schema';

/** Playing (R-PLAY-10) or moving matching cards costs this much more (negative: less), never below
 * 0; `who`: whose plays or movements (default: those of the change's controller). `additional`:
 * not a change of the cost but an additional cost (R-PLAY-04), never reduced, of energy to pay or
 * to lose; `at: 'here'`: only for cards played at the source's location; `'iconsHere'`: only for plays
 * that use support icons at the source's location (rules/play.ts supportUsedAt). With `to: 'attack'` or
 * `'drain'`, `of` is the location targeted (an attack costs 1, R-BATTLE-01; a drain nothing), and
 * `ifPlayer` a condition read for the player acting, "you" meaning them (rules/phaseActions.ts). */
export const costs = change('costs', {
  costs: num, to: oneOf('play', 'move', 'attack', 'drain', 'draw', 'support', 'use'), of: node('selector'), who: opt(oneOf(...WHO)),
  additional: opt(oneOf('pay', 'lose')), at: opt(oneOf('here', 'iconsHere')), ifPlayer: opt(node('condition')),
  /** A play only: the change is `costs` times this amount, read from the change's side as the
   * cost is computed ("1 more for each ship you have at a related sector"). */
  times: opt(node('amount')),
  /** With `to: 'support'`: playing a matching card (by its printed facts) needs this many more
   * support icons of this faction (R-PLAY-03); a location has no support cost to raise (R-LOC-02). */
  faction: opt(oneOf(...FACTIONS)),
}, {
  text: (c, say): string => {
    const more = c.costs < 0 ? 'less' : 'more';
    if (c.to === 'use') {
      const whose = c.who === 'any' ? 'any player' : say.who(c.who ?? 'you');
      return `activated abilities ${Object.keys(c.of).length ? `of ${say.np(c.of, 'plural')} ` : ''}${whose} ${whose === 'you' ? 'use' : 'uses'} cost ${Math.abs(c.costs)} more energy to use`;
    }
    if (c.to === 'support') {
      const whose = c.who === 'any' ? 'any player' : say.who(c.who ?? 'you');
      return `${say.np(c.of, 'plural')} ${whose === 'you' ? 'you play' : `${whose} plays`} need ${Math.abs(c.costs)} ${more} ${c.faction} support icon${Math.abs(c.costs) === 1 ? '' : 's'} to play`;
    }
    if (c.to === 'move') return `movements of ${say.np(c.of, 'plural')} cost ${Math.abs(c.costs)} ${more}`;
    const whose = c.who === 'any' ? 'any player' : say.who(c.who ?? 'you');
    if (c.to === 'draw') return `${whose} must also ${c.additional ?? 'pay'} ${c.costs} energy for each card ${whose === 'you' ? 'you draw' : 'they draw'} with a draw action`;
    if (c.to === 'attack' || c.to === 'drain') {
      // "at a related location", "here", or (any location) nothing.
      const { kinds, at, ...rest } = c.of;
      const anyLocation = kinds?.length === 1 && kinds[0] === 'location' && Object.keys(rest).length === 0;
      const where = !anyLocation ? ` at ${say.np(c.of, 'a')}` : at === undefined ? '' : ` ${say.place(at)}`;
      const they = (t: string): string => t.replace(/\byou have\b/g, 'they have').replace(/\byou\b/g, 'they');
      const only = !c.ifPlayer ? '' : 'not' in c.ifPlayer ? ` unless ${they(say.cond(c.ifPlayer.not))}` : ` while ${they(say.cond(c.ifPlayer))}`;
      if (!c.additional) return `${c.to === 'attack' ? 'attacks' : 'drains'} ${whose === 'you' ? 'you perform' : `${whose} performs`}${where} cost ${Math.abs(c.costs)} ${more}${only}`;
      return `${whose} ${c.to === 'attack' ? 'attacking' : 'draining'}${where} must also ${c.additional} ${c.costs} energy${only}`;
    }
    if (c.at === 'iconsHere') {
      return `${whose} must also ${c.additional ?? 'pay'} ${c.costs} energy to play ${say.np(c.of, 'a')} using support icons ${say.place('here')}`;
    }
    const here = c.at === 'here' && c.of.at !== 'here' ? ' here' : '';
    const each = c.times === undefined ? '' : typeof c.times === 'object' && 'count' in c.times && c.times.times === undefined && c.times.plus === undefined
      ? ` for each ${say.np(c.times.count, 'a').replace(/^an? /, '')}` : `, times ${say.amount(c.times)}`;
    if (c.additional) return `${whose} playing ${say.np(c.of, 'a')}${here} must also ${c.additional} ${c.costs} energy${each}`;
    return `${say.np(c.of, 'plural')} cost ${whose === 'you' ? 'you' : whose} ${Math.abs(c.costs)} ${more} to play${here}${each}`;
  },
  check: (c): string | null => (c.to === 'move' && (c.additional !== undefined || c.at !== undefined)
    ? 'to: a movement has no additional cost here'
    : c.at === 'iconsHere' && (c.to !== 'play' || c.additional === undefined) ? 'at: support icons are used to play a card, at an additional cost'
    : c.ifPlayer !== undefined && c.to !== 'attack' && c.to !== 'drain' ? 'ifPlayer: only an attack or drain cost reads the player acting'
      : c.to === 'use' && (c.costs < 0 || c.additional !== undefined || c.at !== undefined) ? 'to: a use cost only adds energy to pay'
      : (c.to === 'support') !== (c.faction !== undefined) || (c.to === 'support' && (c.additional !== undefined || c.at !== undefined)) ? 'faction: a support cost, and only it, names its faction (and nothing else)'
      : c.to === 'draw' && (c.additional !== 'pay' || Object.keys(c.of).length > 0) ? 'to: a draw action takes only an additional cost to pay, of no card (of: {})'
        : c.times !== undefined && c.to !== 'play' ? 'times: only a play cost is counted out' : null),
});
