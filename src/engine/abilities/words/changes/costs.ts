// Changes to what playing and moving cards costs.
import { change } from '../../define';
import { node, num, obj, oneOf, opt, WHO } from '../../schema';

/** A cost change to play matching cards (R-PLAY-10). */
export const playCost = change('playCost', { playCost: num, of: node('selector'), who: opt(oneOf(...WHO)) });
/** An additional cost to play matching cards (R-PLAY-04), never reduced by cost changes: energy to
 * lose, or to pay. `at: 'here'`: only cards played at the source's location. */
export const extraPlayCost = change('extraPlayCost', { extraPlayCost: obj({ lose: opt(num), pay: opt(num) }), of: node('selector'), at: opt(oneOf('here')) });
/** Movement actions of matching cards cost this much more (negative: less), never below 0. */
export const moveCost = change('moveCost', { moveCost: num, of: node('selector') });
