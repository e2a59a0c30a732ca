// Changes to cards: stats, keywords gained, immunity to attrition, can't move, can't be
// targeted, and ships whose characters ride free.
import { change } from '../../define';
import { flag, node, num, oneOf, opt, record, STATS, WHO } from '../../schema';

export const stat = change('stat', { stat: record(STATS, node('amount')), to: node('affected') }, { affects: 'to' });
export const immuneToAttrition = change('immuneToAttrition', { immuneToAttrition: node('affected') }, { affects: 'immuneToAttrition' });
/** "Can't move" beats any ability or rule that would move it (R-GEN-03). */
export const cannotMove = change('cannotMove', { cannotMove: node('affected') }, { affects: 'cannotMove' });
/** The affected cards can't be chosen as targets by that player ('opponent': the opponent of the
 * ability's controller; default 'any'). */
export const untargetable = change('untargetable', { untargetable: node('affected'), by: opt(oneOf(...WHO)) }, { affects: 'untargetable' });
/** The affected cards gain a numbered keyword; it adds to copies they have (R-MOD-04). */
export const gainKeyword = change('gainKeyword', { gainKeyword: oneOf('piloting'), value: num, to: node('affected') }, { affects: 'to' });
/** Characters carried by this ship take up none of its capacity. */
export const charactersFreeAboard = change('charactersFreeAboard', { charactersFreeAboard: flag });
