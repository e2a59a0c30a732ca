// Labels for a list of actions the player picks one of, told apart: options that read the same
// get where their card is and its state ("at Hunters' Camp, damaged"), then their order; the same
// card several times over in a hand or pile is offered once, with how many copies there are.
import type { Action, CardId, Choice, GameState } from '../../engine';
import { defOf, locationOf, triggersToOrder } from '../../engine';
import { describeAction, describeUseChoice, seatName } from '../text';

export interface Option {
  action: Action;
  label: string;
  /** The card on the table it names, for pointing at. */
  card?: CardId;
}

/** The card a choice or an aimed action names. */
export function namedCard(a: Action): CardId | undefined {
  if (a.type === 'choose') {
    const c: Choice = a.choice;
    if ('damage' in c) return c.damage;
    if ('destroy' in c) return c.destroy;
    if ('pick' in c) return c.pick;
    if ('loseFromHand' in c) return c.loseFromHand;
    if ('targets' in c) return c.targets[0];
    return undefined;
  }
  if (a.type === 'move') return a.to;
  if (a.type === 'play') return a.targets?.[0] ?? a.at;
  if (a.type === 'use') return a.targets?.[0] ?? a.card;
  return undefined;
}

/** Where a card on the table is and how it stands, in words. */
function whereAndHow(s: GameState, id: CardId): string {
  const t = s.table[id];
  if (!t) return '';
  const loc = locationOf(s, id);
  // A location is told from another of its title by whose it is.
  const bits = [loc === id ? `${seatName(t.controller)}'s` : '', loc && loc !== id ? `at ${defOf(s, loc).title}` : '', t.under ? `beneath ${defOf(s, t.under).title}` : '',
    t.damaged ? 'damaged' : '', t.inverted ? 'inverted' : ''];
  return bits.filter(Boolean).join(', ');
}

/** The triggered ability a trigger-order choice puts first, told by what set it off. */
function triggerDetail(s: GameState, a: Action): string {
  if (a.type !== 'choose' || !('first' in a.choice)) return '';
  const t = triggersToOrder(s)[a.choice.first];
  const bits = [t.event.card && t.event.card !== t.card ? `for ${defOf(s, t.event.card).title}` : '',
    t.event.location ? `at ${defOf(s, t.event.location).title}` : '', whereAndHow(s, t.card)];
  return [...new Set(bits.filter(Boolean))].join(', ');
}

/** Uses of one ability, told apart by their targets and payments (the chooser's title says the
 * ability). */
const oneAbility = (actions: readonly Action[]): boolean => actions.length > 1
  && actions.every((a) => a.type === 'use' && actions[0].type === 'use' && a.card === actions[0].card && a.ability === actions[0].ability);

export function optionsFor(s: GameState, actions: readonly Action[]): Option[] {
  const label = oneAbility(actions) ? (a: Action) => describeUseChoice(s, a as Extract<Action, { type: 'use' }>) : (a: Action) => describeAction(s, a);
  const options = actions.map((action): Option => ({ action, label: label(action), card: namedCard(action) }));
  const byLabel = new Map<string, Option[]>();
  for (const o of options) byLabel.set(o.label, [...(byLabel.get(o.label) ?? []), o]);
  const out: Option[] = [];
  for (const [label, same] of byLabel) {
    if (same.length === 1) { out.push(same[0]); continue; }
    // Copies of one card out of play (in the hand, a pile) are interchangeable: offer one.
    if (same.every((o) => o.card !== undefined && !s.table[o.card] && defOf(s, o.card).number === defOf(s, same[0].card!).number)) {
      out.push({ ...same[0], label: `${label} (one of ${same.length} copies)` });
      continue;
    }
    const detailed = same.map((o) => {
      const detail = triggerDetail(s, o.action) || (o.card ? whereAndHow(s, o.card) : '');
      return { ...o, label: detail ? `${label} (${detail})` : label };
    });
    const counts = new Map<string, number>();
    for (const o of detailed) counts.set(o.label, (counts.get(o.label) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const o of detailed) {
      const n = counts.get(o.label)!;
      if (n === 1) { out.push(o); continue; }
      const i = (seen.get(o.label) ?? 0) + 1;
      seen.set(o.label, i);
      out.push({ ...o, label: `${o.label} — ${ordinal(i)} of ${n}` });
    }
  }
  return out;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const ordinal = (i: number) => ORDINALS[i - 1] ?? `number ${i}`;
