// Phrases many cards share, in the card language: keywords with their numbers, where a card is.
import type { Condition, Faction, Selector } from '../../src/engine/abilities/vocabulary';
import type { CardAbility } from './types';

export const size = (value: number): CardAbility => ({ kind: 'keyword', keyword: 'size', value });
export const transport = (value: number): CardAbility => ({ kind: 'keyword', keyword: 'transport', value });
export const piloting = (value: number): CardAbility => ({ kind: 'keyword', keyword: 'piloting', value });
export const quickdraw: CardAbility = { kind: 'keyword', keyword: 'quickdraw', value: 1 };

/** A site, as a selector: { where: SITE } is "at a site". */
export const SITE: Selector = { kinds: ['site'] };
export const AT_SITE: Condition = { card: 'here', is: SITE };
export const AT_SECTOR: Condition = { card: 'here', is: { kinds: ['sector'] } };
/** A battle is under way at this card's location. */
export const IN_BATTLE: Condition = { card: 'here', is: { inBattle: true } };
/** During a battle that has not reached its battle destiny step. */
export const BEFORE_DESTINY: Condition = { phase: 'battle', before: 'destiny' };
/** That side's support icons here (of one faction, or all) compared with a number. */
export const supportIconsHere = (who: 'you' | 'any', op: '=' | '>=', n: number, faction?: Faction): Condition =>
  ({ compare: [{ icons: 'support', who, here: true, ...(faction ? { faction } : {}) }, op, n] });
