// Changes to how many drains a player may make.
import { change } from '../../define';
import { num, oneOf, opt, WHO } from '../../schema';

/** A player (`who`, relative to the change's controller; default both) may drain at no more than
 * this many locations in a turn: checked as a drain is declared (rules/phaseActions.ts checkDrain),
 * so a drain already made is never undone by it. */
export const drainsEachTurn = change('drainsEachTurn', { drainsEachTurn: num, who: opt(oneOf(...WHO)) }, {
  text: (c, say): string => `${!c.who || c.who === 'any' ? 'each player' : say.who(c.who)} may drain at no more than ${c.drainsEachTurn} ${c.drainsEachTurn === 1 ? 'location' : 'locations'} each turn`,
});
