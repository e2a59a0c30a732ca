// What a decision dialog says above its options: a title that names the question and the card
// that asks it, and a line of context (where that card is, what its ability does, which battle).
// Words come from the engine's own texts of abilities; never a step's internal name.
import { cardAbilityTexts, chosenCardText, defOf, mayPayParts, ownerOf, pendingDecision, triggerText } from '../engine';
import type { CardId, GameState, Seat, Step } from '../engine';
import { seatName } from './text';

type Decision = NonNullable<ReturnType<typeof pendingDecision>>;

const title = (s: GameState, id: CardId) => defOf(s, id).title;
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The card whose ability, play or drain asks, if any. */
export function askingCard(step: Step): CardId | undefined {
  switch (step.k) {
    case 'optionalTrigger': case 'triggerTargets': return step.trigger.card;
    case 'mayPay': case 'chooseCard': case 'option': case 'effects': return step.ctx.source;
    case 'playPlace': return step.card;
    case 'lose': case 'pick': case 'upTo': case 'nameNumber': case 'payX': case 'saveFromDestroy': return step.source;
    default: return undefined;
  }
}

/** The asking card, unless naming it would show a hidden card: one in the other player's hand
 * or face-down piles, or (on a shared screen, `own` false) in anyone's. */
function shownAsker(s: GameState, step: Step, viewer: Seat, own: boolean): CardId | undefined {
  const card = askingCard(step);
  if (card === undefined) return undefined;
  const hidden = s.players.some((p, seat) => (seat !== viewer || !own)
    && (p.hand.includes(card) || p.reserve.includes(card) || p.active.includes(card) || p.used.includes(card)));
  return hidden ? undefined : card;
}

/** Where a picked card goes, as the end of "Choose a card to ...". */
const PICK_TO: Record<Extract<Step, { k: 'pick' }>['to'], string> = {
  hand: 'take into your hand',
  reserveTop: 'put on top of your reserve',
  reserveBottom: 'put beneath your reserve',
  usedTop: 'put on your used pile',
  activeBottom: 'put on the bottom of your active pile',
  lost: 'lose',
  show: 'show',
  play: 'play',
  swap: 'exchange with the top card of your reserve',
};

/** Which of a player's piles the cards offered come from, in words ("from your reserve"). */
function pickedFrom(s: GameState, seat: Seat, options: readonly CardId[]): string {
  const c = options[0];
  for (const who of [seat, seat === 0 ? 1 : 0] as const) {
    const p = s.players[who];
    const whose = who === seat ? 'your' : "your opponent's";
    if (p.hand.includes(c)) return ` from ${whose} hand`;
    if (p.reserve.includes(c)) return ` from ${whose} reserve`;
    if (p.used.includes(c)) return ` from ${whose} used pile`;
    if (p.lost.includes(c)) return ` from ${whose} lost pile`;
    if (p.active.includes(c)) return ` from ${whose} active pile`;
  }
  return '';
}

/** The question, naming the card that asks it where there is one: "Use Tamon Fighter's ability?".
 * `own`: on the deciding seat's own screen (else a shared one). */
export function decisionTitle(s: GameState, d: Decision, own: boolean): string {
  const st = d.step;
  const card = shownAsker(s, st, d.seat, own);
  const of = card !== undefined ? ` for ${title(s, card)}` : '';
  const its = card !== undefined ? `${title(s, card)}'s ability` : 'the ability';
  switch (st.k) {
    case 'lose': {
      const why = st.rule === 'R-DRAIN-03' && card !== undefined ? ` to the drain at ${title(s, card)}` : of;
      return `Lose ${plural(st.n, 'energy', 'energy')}${why}${st.n > 1 ? ', one card at a time' : ''}`;
    }
    case 'attrition': return `Satisfy ${st.n} attrition`;
    case 'casualties': return `Satisfy ${plural(st.n, 'casualty', 'casualties')}`;
    case 'revealDestiny': return 'Reveal battle destiny?';
    case 'pickDestiny': return st.then ? 'Choose the revealed card whose destiny counts' : 'Choose the revealed card that counts for battle destiny';
    case 'usedOrder': return st.top.length === 0 ? 'Choose the revealed card to put on top of your used pile' : 'Choose the revealed card to put next, under the ones chosen';
    case 'reserveOrder': return st.top.length === 0 ? `Choose the revealed card to put back on top of the ${st.pile === 'used' ? 'used pile' : 'reserve'}` : 'Choose the revealed card to put back next, under the ones chosen';
    case 'nameNumber': return st.among ? 'Name a destiny found on a card in your hand' : `Name a number (0 to ${st.max})`;
    case 'payX': return `How much energy to pay as X${of}? (0 to ${st.max})`;
    case 'saveFromDestroy': return `Pay ${st.pay} to put ${title(s, st.card)} on top of its owner's reserve instead of its being destroyed?`;
    case 'destroyDamaged': return 'Choose the next damaged card to destroy';
    case 'orderTriggers': return 'Choose which triggered ability goes on the stack first';
    case 'orderInStep': return 'Choose which triggered ability resolves first';
    case 'optionalTrigger': return `Use ${its}?`;
    case 'triggerTargets': return `Choose the target of ${its}`;
    case 'mayPay': return `${cap(mayPayParts(s, st).cost)}${of}?`;
    case 'upTo': return `How many to ${st.what}? (up to ${st.max})`;
    case 'pick': {
      const from = pickedFrom(s, d.seat, st.options);
      if (st.allOfTitle) return `Choose a title${from}: every card of it is lost`;
      // A card of the opponent's goes to their own pile (Blinding Scream, Long Odds).
      const theirs = from.includes("opponent's") && (st.to === 'usedTop' || st.to === 'lost');
      const to = theirs ? (st.to === 'usedTop' ? "put on your opponent's used pile" : "send to your opponent's lost pile") : PICK_TO[st.to];
      return `Choose ${st.n === 1 ? 'a card' : `${st.n} cards`}${from}${st.n > 1 ? ', one at a time,' : ''} to ${to}`;
    }
    case 'chooseCard': return `Choose a card${of}`;
    case 'option': return `Choose what ${card !== undefined ? `${title(s, card)} does` : 'happens'}`;
    case 'playPlace': return `Choose where to play ${card !== undefined ? title(s, card) : 'the card'}`;
    default: return 'Choose';
  }
}

/** The asking card's ability in words, when it has only one to speak of. */
function onlyAbility(s: GameState, card: CardId): string {
  const texts = cardAbilityTexts(defOf(s, card));
  return texts.length === 1 ? ` ${texts[0]}` : '';
}

/** What the asking card's ability or effect does, in the engine's words, after where it is.
 * `mine`: the card is the deciding player's (its printed "you" is them). */
function what(s: GameState, st: Step, card: CardId, mine: boolean): string {
  switch (st.k) {
    case 'optionalTrigger': case 'triggerTargets': return ` ${triggerText(s, st.trigger)}`;
    case 'mayPay': { const { cost, effect } = mayPayParts(s, st); return ` You may ${cost}: ${effect}.`; }
    case 'chooseCard': return ` Choose ${st.seat === st.ctx.seat ? 'one' : 'one of yours'}; then ${chosenCardText(s, st)}.`;
    case 'lose':
      if (st.rule === 'R-PLAY-03') return ' Playing it costs this as well.';
      return mine ? onlyAbility(s, card) : '';
    case 'playPlace': return '';
    default: return mine ? onlyAbility(s, card) : '';
  }
}

/**
 * Which card or battle asks, in words: "From your Tamon Fighter at Ganymede/Hunters' Camp. When
 * this card enters play, you may retrieve 1." `own`: the deciding seat's own screen ("your");
 * on a shared screen cards are named by whose they are.
 */
export function decisionContext(s: GameState, d: Decision, own: boolean): string {
  const st = d.step;
  const viewer = d.seat;
  const card = shownAsker(s, st, viewer, own);
  if (st.k === 'lose' && st.rule === 'R-DRAIN-03' && card !== undefined) {
    return `${seatName(viewer === 0 ? 1 : 0)} drained at ${title(s, card)}: each card of energy lost comes from your hand or the top of a pile.`;
  }
  if (card !== undefined) {
    const t = s.table[card];
    const where = t?.at ? ` at ${title(s, t.at)}` : t?.under ? ` beneath ${title(s, t.under)}` : '';
    const holder = t ? t.controller : ownerOf(card);
    const whose = own && holder === viewer ? 'your ' : `${seatName(holder)}'s `;
    return `From ${whose}${title(s, card)}${where}.${what(s, st, card, holder === viewer)}`;
  }
  if (s.battle && ['attrition', 'casualties', 'revealDestiny', 'pickDestiny', 'usedOrder', 'destroyDamaged'].includes(st.k)) {
    return `In the battle at ${title(s, s.battle.location)}.`;
  }
  if (st.k === 'orderTriggers') return `${s.triggers.length} triggered abilities wait: the one you choose goes on the stack first, so it resolves last.`;
  if (st.k === 'orderInStep') return `${st.triggers.length} triggered abilities change this battle step: the one you choose resolves first.`;
  return '';
}
