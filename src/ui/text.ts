// Plain-language names for actions and choices, as the acting player reads them.
import { defOf, triggersToOrder } from '../engine';
import type { Action, CardId, Choice, GameState, StackItem } from '../engine';
import { seatName } from '../match';

export { otherSeat, seatName } from '../match';

const title = (s: GameState, id: CardId) => defOf(s, id).title;
const titles = (s: GameState, ids: readonly CardId[]) => ids.map((id) => title(s, id)).join(', ');

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
    case 'use': return `Use ${title(s, a.card)}'s ability ${a.ability + 1}${a.targets?.length ? ` on ${titles(s, a.targets)}` : ''}${a.paying?.length ? `, paying with ${titles(s, a.paying)}` : ''}`;
    case 'choose': return describeChoice(s, a.choice);
    case 'concede': return 'Concede the game';
  }
}

export function describeChoice(s: GameState, c: Choice): string {
  if ('lose' in c) return `Lose the top card of your ${c.lose} pile`;
  if ('loseFromHand' in c) return `Lose ${title(s, c.loseFromHand)} from your hand`;
  if ('damage' in c) return `Damage ${title(s, c.damage)}`;
  if ('ignoreAttrition' in c) return 'Ignore the rest of the attrition';
  if ('reveal' in c) return c.reveal ? 'Reveal battle destiny' : 'Do not reveal';
  if ('destroy' in c) return `Destroy ${title(s, c.destroy)} next`;
  if ('first' in c) return `${title(s, triggersToOrder(s)[c.first].card)}'s ability first`;
  if ('yes' in c) return c.yes ? 'Yes' : 'No';
  if ('amount' in c) return `${c.amount}`;
  if ('pick' in c) return title(s, c.pick);
  if ('option' in c) return `Option ${c.option + 1}`;
  if ('revealFromTop' in c) return `Pay to reveal ${c.revealFromTop} cards and pick the one that counts`;
  return titles(s, c.targets);
}

/** A stack item as a line: what it is and who put it there (targets are listed separately). */
export function describeStackItem(s: GameState, item: StackItem): string {
  const by = seatName(item.seat);
  switch (item.kind) {
    case 'card': return `${by} plays ${title(s, item.card)}${item.at ? ` ${item.encamp ? 'beneath' : 'at'} ${title(s, item.at)}` : ''}`;
    case 'ability': return `${by}: ${title(s, item.card)}'s ability`;
    case 'trigger': return `${by}: ${title(s, item.card)}'s triggered ability`;
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
  return item.targets.map((t) => (t.startsWith('stack:') ? `stack item ${t.slice(6)}` : title(s, t)));
}
