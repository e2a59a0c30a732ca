// The one definition of X-COM's actions: `XAction` is inferred from this schema, and saves read
// untrusted actions through it (src/persist). A read action holds only the fields its type has;
// whether its cards are in this game and where they lie is the rules' judgement (`check`).
import * as v from 'valibot';

const seat = v.picklist([0, 1]);
/** `${seat}.${index}` (types.ts CardId); the index is below the largest side's card count. */
const card = v.pipe(v.string(), v.maxLength(6), v.regex(/^[01]\.(?:0|[1-9]\d{0,2})$/));
const cards = v.pipe(v.array(card), v.maxLength(100));

export const XACTION = v.variant('type', [
  v.strictObject({ type: v.literal('pass'), seat }),
  v.strictObject({ type: v.literal('supply'), seat, card }),
  v.strictObject({ type: v.literal('call'), seat, card, target: card }),
  v.strictObject({ type: v.literal('kill'), seat, card, target: card }),
  v.strictObject({ type: v.literal('boost'), seat, card }),
  v.strictObject({ type: v.literal('meld'), seat, card }),
  v.strictObject({ type: v.literal('trash'), seat, target: card }),
  v.strictObject({ type: v.literal('superSearch'), seat, card, find: card, trash: card }),
  v.strictObject({ type: v.literal('search'), seat, target: card }),
  v.strictObject({ type: v.literal('buy'), seat, target: card, paying: cards, boosted: cards }),
]);

/** An action read from untrusted input, or what is wrong with it in words. */
export function readXAction(x: unknown): { ok: true; action: v.InferOutput<typeof XACTION> } | { ok: false; problem: string } {
  const r = v.safeParse(XACTION, x, { abortEarly: true });
  if (r.success) return { ok: true, action: r.output };
  const key = r.issues[0]?.path?.[0]?.key;
  return { ok: false, problem: typeof key === 'string' ? `has a bad "${key.slice(0, 20)}"` : 'is not an X-COM action' };
}

/** The card an action is taken with, where the table offers it: its source in play, or the card
 * it acts on (a trash, a search, a purchase); none for a pass. */
export function actionAnchor(a: v.InferOutput<typeof XACTION>): string | null {
  switch (a.type) {
    case 'pass': return null;
    case 'trash': case 'search': case 'buy': return a.target;
    default: return a.card;
  }
}
