// The card an effect revealed for destiny, named so a later effect can move it (Colt-Burton MK.
// 412 puts it back on top of the reserve).
import { ref } from '../define';

/** The card revealed for the destiny an earlier effect noted ({ do: 'note' } of a destiny, or a
 * card picked among several revealed); none from an empty reserve. */
export const revealed = ref('revealed', { text: (): string => 'the card revealed for destiny', card: (_s, ctx): string | undefined => ctx.revealed });
