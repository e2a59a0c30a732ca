// Plain-language names for actions and choices, as the acting player reads them.
import { defOf, mayPayParts, ownerOf, optionTexts, triggerEffectText, triggersToOrder, triggerText, useText } from '../engine';
import type { Action, CardId, Choice, GameState, StackItem } from '../engine';
import { seatName } from '../match';

export { otherSeat, seatName } from '../match';

const title = (s: GameState, id: CardId) => defOf(s, id).title;
/** Cards by title; a target waiting on the stack ("stack:<id>") by what it is. */
const titles = (s: GameState, ids: readonly CardId[]) => ids.map((id) => {
  const item = id.startsWith('stack:') ? s.stack.find((x) => `stack:${x.id}` === id) : undefined;
  return item ? `“${describeStackItem(s, item)}”` : title(s, id);
}).join(', ');

function describePlay(s: GameState, a: Extract<Action, { type: 'play' }>): string {
  const where = a.encamp ? ` beneath ${title(s, a.at!)}` : a.at ? ` at ${title(s, a.at)}`
    : a.position !== undefined ? ` at row position ${a.position + 1}` : '';
  const mode = a.mode ? ` (${a.mode})` : '';
  const targets = a.targets?.length ? ` targeting ${titles(s, a.targets)}` : '';
  return `Play ${title(s, a.card)}${where}${mode}${targets}`;
}

export function describeAction(s: GameState, a: Action): string {
  switch (a.type) {
    case 'startLocation': return `Start at ${title(s, a.card)}`;
    case 'pass': return 'Pass';
    case 'activate': return `Activate ${a.amount}`;
    case 'drain': return `Drain at ${title(s, a.location)}`;
    case 'attack': return `Attack at ${title(s, a.location)}`;
    case 'move': return `Move ${title(s, a.card)} to ${title(s, a.to)}${a.transport?.length ? `, carrying ${titles(s, a.transport)}` : ''}`;
    case 'draw': return 'Draw a card';
    case 'play': return describePlay(s, a);
    case 'use': {
      const { cost, effect } = useText(s, a.card, a.ability);
      return `${title(s, a.card)}: ${cost} — ${effect}${a.targets?.length ? ` (target: ${titles(s, a.targets)})` : ''}${a.paying?.length ? ` (paying with ${titles(s, a.paying)})` : ''}`;
    }
    case 'choose': return describeChoice(s, a.choice);
    case 'concede': return 'Concede the game';
  }
}

/** What tells apart uses of one ability: "Target: Ganymede/Vantage Point", "Paying with Grunt". */
export function describeUseChoice(s: GameState, a: Extract<Action, { type: 'use' }>): string {
  const bits = [a.targets?.length ? `Target: ${titles(s, a.targets)}` : '', a.paying?.length ? `Paying with ${titles(s, a.paying)}` : ''];
  return bits.filter(Boolean).join('; ') || describeAction(s, a);
}

export function describeChoice(s: GameState, c: Choice): string {
  if ('lose' in c) return `Lose the top card of your ${c.lose} pile`;
  if ('loseFromHand' in c) return `Lose ${title(s, c.loseFromHand)} from your hand`;
  if ('damage' in c) return `Damage ${title(s, c.damage)}`;
  if ('ignoreAttrition' in c) return 'Ignore the rest of the attrition';
  if ('reveal' in c) return c.reveal ? 'Reveal battle destiny' : 'Do not reveal';
  if ('destroy' in c) return `Destroy ${title(s, c.destroy)} next`;
  if ('first' in c) {
    const t = triggersToOrder(s)[c.first];
    return `First: ${title(s, t.card)} — ${triggerText(s, t)}`;
  }
  if ('yes' in c) return yesNo(s, c.yes);
  if ('amount' in c) return amount(s, c.amount);
  if ('pick' in c) return picked(s, c.pick);
  if ('option' in c) {
    const step = s.queue[0];
    return step?.k === 'option' ? optionTexts(s, step)[step.keys.indexOf(c.option)] ?? '' : '';
  }
  if ('revealFromTop' in c) return c.revealFromTop === 0 ? 'Reveal the bottom card of your reserve instead'
    : `Pay to reveal ${c.revealFromTop} cards and pick the one that counts`;
  return titles(s, c.targets);
}

/** Yes or no to what the engine asks now, each saying what it does: using an optional triggered
 * ability, paying for an optional effect, or picking no card (or no more). */
function yesNo(s: GameState, yes: boolean): string {
  const step = s.queue[0];
  switch (step?.k) {
    case 'optionalTrigger': return yes ? `Use it: ${triggerEffectText(s, step.trigger)}` : `Let ${title(s, step.trigger.card)}'s ability pass`;
    case 'mayPay': { const { cost, effect } = mayPayParts(s, step); return yes ? `${cost.charAt(0).toUpperCase()}${cost.slice(1)}: ${effect}` : 'Do not pay'; }
    case 'pick': return step.to === 'play' ? 'Play none' : step.to === 'swap' ? 'Keep your hand' : step.n > 1 && step.options.length > 1 ? 'Stop: no more' : 'Choose none';
    default: return yes ? 'Yes' : 'No';
  }
}

/** An amount to activate, draw or retrieve: "Activate 2", "Draw none". */
function amount(s: GameState, n: number): string {
  const step = s.queue[0];
  if (step?.k === 'nameNumber') return `Name ${n}`;
  if (step?.k === 'payX') return n === 0 ? 'Pay nothing' : `Pay ${n}`;
  if (step?.k !== 'upTo') return `${n}`;
  const verb = `${step.what.charAt(0).toUpperCase()}${step.what.slice(1)}`;
  return n === 0 ? `${verb} none` : step.what === 'draw' ? `Draw ${n === 1 ? 'a card' : `${n} cards`}` : `${verb} ${n}`;
}

/** A card picked from a list: a battle destiny with its number, a place to play with the card. */
function picked(s: GameState, id: CardId): string {
  const step = s.queue[0];
  if (step?.k === 'pickDestiny') return `${title(s, id)} (destiny ${defOf(s, id).destiny ?? 0})`;
  if (step?.k === 'playPlace') return `Play it at ${title(s, id)}`;
  if (step?.k === 'pick' && step.allOfTitle) {
    // A title chosen: every card of it in that hand goes (Overburdened).
    const copies = s.players[ownerOf(id)].hand.filter((c) => title(s, c) === title(s, id)).length;
    return `${title(s, id)} (all ${copies})`;
  }
  return title(s, id);
}

/** A stack item as a line: what it is and who put it there (targets are listed separately). */
export function describeStackItem(s: GameState, item: StackItem): string {
  const by = seatName(item.seat);
  switch (item.kind) {
    case 'card': return `${by} plays ${title(s, item.card)}${item.at ? ` ${item.encamp ? 'beneath' : 'at'} ${title(s, item.at)}` : ''}`;
    case 'ability': return `${by}: ${title(s, item.card)} — ${useText(s, item.card, item.ability).effect}`;
    case 'trigger': return `${by}: ${title(s, item.card)} — ${triggerText(s, item)}`;
    case 'delayed': return `${by}: delayed effect of ${title(s, item.card)}`;
    case 'activate': return `${by} activates ${item.amount}`;
    case 'drain': return `${by} drains at ${title(s, item.location)}`;
    case 'attack': return `${by} attacks at ${title(s, item.location)}`;
    case 'move': return `${by} moves ${title(s, item.card)} to ${title(s, item.to)}${item.transport.length ? ` with ${titles(s, item.transport)}` : ''}`;
  }
}

/** The targets of a stack item, by title ("stack:<id>" targets name other stack items). */
export function stackTargets(s: GameState, item: StackItem): string[] {
  if (!('targets' in item)) return [];
  return item.targets.map((t) => titles(s, [t]));
}
