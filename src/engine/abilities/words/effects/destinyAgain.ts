// A card revealed for battle destiny set aside for another (Cribber).
import { revealAnotherBattleDestiny } from '../../../battle';
import type { Step } from '../../../types';
import { effect } from '../../define';
import { flag } from '../../schema';

/** The player who revealed the card that set this ability off reveals another card for battle
 * destiny in its place; the first no longer counts (battle.ts revealAnotherBattleDestiny). Only an
 * ability resolved at once as the card is revealed (inStep) can do it: later, the card has counted. */
export const revealAnother = effect('revealAnother', { revealAnother: flag }, {
  text: (): string => 'that player reveals another card for battle destiny instead',
  asks: [],
  run: (g, ctx): Step[] => {
    const seat = ctx.event?.seat;
    if (seat !== undefined && ctx.event?.event === 'revealBattleDestiny') revealAnotherBattleDestiny(g, seat, ctx.source);
    return [];
  },
});
