// Reading abilities aloud: every word says how it reads (its `text` in words/), and this module
// puts those pieces together into plain English sentences (docs/cards.md). The sentences are the
// engine's own, made from the encoding, never a card's printed wording.
import type { CardDef } from '../cards/types';
import type { AnyWord, FilterWord } from './define';
import { FILTERS } from './registry';
import type { Category } from './schema';
import { wordOf } from './visit';
import type { Ability, Amount, Condition, Cost, Effect, Place, Ref, Selector, TargetSpec, TriggerEvent } from './vocabulary';

/** How a noun phrase is asked for: "a unit", "units", "the unit", "each unit". */
export type Form = 'a' | 'plural' | 'the' | 'each';

/** What a filter adds to a noun phrase: words before the noun, the noun itself, words after. */
export interface NounPart {
  adj?: string;
  /** Where its adjective goes: lower first ("other" 0, states 1, factions 2, labels 3). */
  rank?: number;
  noun?: string;
  /** A plural noun when it is not the singular plus "s" ("NoBots"). */
  nouns?: string;
  post?: string;
  /** Whose: 'you' or 'opponent'. */
  owner?: 'you' | 'opponent';
}

/** What words read their parts with: the card whose ability it is, and the names of its targets. */
export interface Say {
  readonly card?: CardDef;
  /** Names of chosen cards by target index ("the target", "target 2", "the chosen card"). */
  readonly names: readonly string[];
  /** What "here" names when it is not the card's location: a lasting effect's target location. */
  readonly here?: string;
  /** The target a lasting effect of this ability is at, when its first target is a location. */
  readonly lastingAt?: string;
  node(category: Category, node: unknown): string;
  amount(a: Amount): string;
  cond(c: Condition): string;
  effects(es: readonly Effect[]): string;
  cost(c: Cost): string;
  ref(r: Ref): string;
  /** "its", "the target's". */
  refs(r: Ref): string;
  np(sel: Selector, form: Form): string;
  place(p: Place): string;
  trigger(t: TriggerEvent): string;
  /** "you", "your opponent", "a player". */
  who(w: 'you' | 'opponent' | 'any'): string;
  /** "your", "your opponent's", "a player's". */
  whose(w: 'you' | 'opponent' | 'any'): string;
  /** The same, with these targets named differently (a chosen card: "the chosen card"). */
  naming(index: number, name: string): Say;
  /** The same, with "here" naming another location (a lasting effect at its target); with no
   * name, "here" is plain "here" again (a selected card's own place). */
  hereIs(name?: string): Say;
  /** Read for the controller's opponent ("you" is them): the options of a choice they make. */
  readonly flipped?: boolean;
  forOpponent(): Say;
}

const MISSING = '[?]';
/** A piece of text a word could not give: counted by `npm run cards`, never expected. */
export const isComplete = (text: string): boolean => !text.includes(MISSING);

const cap = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);
export const article = (w: string): string => (/^[aeiou]/i.test(w) && !/^(one|uni)/i.test(w) ? 'an' : 'a');
export const join = (items: readonly string[], last = 'and'): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

function textOf(word: AnyWord | undefined, node: unknown, say: Say): string {
  const t = (word as { text?: (n: unknown, s: Say) => string } | undefined)?.text;
  return t ? t(node, say) : MISSING;
}

/** The noun phrase of a selector, from what each of its filters adds. */
function nounPhrase(sel: Selector, form: Form, say: Say): string {
  const flip = (o: 'you' | 'opponent' | undefined): 'you' | 'opponent' | undefined => (say.flipped && o ? (o === 'you' ? 'opponent' : 'you') : o);
  const parts: NounPart[] = [];
  for (const k of Object.keys(sel)) {
    const f = FILTERS[k] as unknown as FilterWord<string, never> & { text?: (sel: Selector, say: Say) => NounPart };
    if (!f) return MISSING;
    parts.push(f.text ? f.text(sel, say) : { post: MISSING });
  }
  const owner = flip(parts.find((p) => p.owner)?.owner);
  const adj = parts.filter((p) => p.adj).sort((a, b) => (a.rank ?? 2) - (b.rank ?? 2)).map((p) => p.adj!);
  const nounPart = parts.find((p) => p.noun);
  const noun = nounPart ? (form === 'plural' ? nounPart.nouns ?? `${nounPart.noun}s` : nounPart.noun!) : form === 'plural' ? 'cards' : 'card';
  const post = parts.flatMap((p) => (p.post ? [p.post] : []));
  const core = [...adj, noun].join(' ');
  const tail = post.length ? ` ${post.join(' ')}` : '';
  const yours = owner === 'you' ? 'your' : owner === 'opponent' ? "your opponent's" : '';
  switch (form) {
    case 'plural': return `${yours ? `${yours} ` : ''}${core}${tail}`;
    case 'the': return `${yours || 'the'} ${core}${tail}`;
    case 'each': return `each ${core}${owner ? ` of ${owner === 'you' ? 'yours' : "your opponent's"}` : ''}${tail}`;
    case 'a': return `${core.startsWith('other ') ? `an${core}` : `${article(core)} ${core}`}${owner ? ` of ${owner === 'you' ? 'yours' : "your opponent's"}` : ''}${tail}`;
  }
}

/** A reader of ability data for one card (or none: a rule read on its own). */
export function sayFor(card?: CardDef, names: readonly string[] = [], here?: string, lastingAt?: string, flipped = false): Say {
  const mine = (w: 'you' | 'opponent' | 'any'): 'you' | 'opponent' | 'any' => (flipped && w !== 'any' ? (w === 'you' ? 'opponent' : 'you') : w);
  const say: Say = {
    card, names, ...(here !== undefined ? { here } : {}), ...(lastingAt !== undefined ? { lastingAt } : {}), ...(flipped ? { flipped } : {}),
    node: (category, node) => textOf(wordOf(category, node), node, say),
    amount: (a) => say.node('amount', a),
    cond: (c) => say.node('condition', c),
    effects: (es) => {
      if (!es.length) return 'nothing happens';
      // After something the opponent does, say who does the next thing.
      const texts = es.map((e) => say.node('effect', e));
      return join(texts.map((t, i) => (i > 0 && texts[i - 1].startsWith('your opponent') && !t.startsWith('your opponent') && !t.startsWith('if ')
        ? `you ${t}` : t)));
    },
    cost: (c) => say.node('cost', c),
    ref: (r) => say.node('ref', r),
    refs: (r) => {
      const n = say.ref(r);
      return n === 'this card' ? 'its' : n.endsWith('s') ? `${n}'` : `${n}'s`;
    },
    np: (sel, form) => nounPhrase(sel, form, say),
    place: (p) => say.node('place', p),
    trigger: (t) => say.node('trigger', t),
    who: (w) => { const m = mine(w); return m === 'you' ? 'you' : m === 'opponent' ? 'your opponent' : 'a player'; },
    whose: (w) => { const m = mine(w); return m === 'you' ? 'your' : m === 'opponent' ? "your opponent's" : "a player's"; },
    naming: (index, name) => {
      const next = names.slice();
      next[index] = name;
      return sayFor(card, next, here, lastingAt, flipped);
    },
    hereIs: (name) => sayFor(card, names, name, lastingAt, flipped),
    forOpponent: () => sayFor(card, names, here, lastingAt, !flipped),
  };
  return say;
}

/** A reader for one ability: its targets named, and its lasting effects placed at its first target
 * when that is a location (effects.ts lasting). */
export function sayForAbility(card: CardDef | undefined, specs: readonly TargetSpec[] | undefined): Say {
  const names = targetNames(specs);
  const first = specs?.[0]?.select.kinds;
  const atTarget = first !== undefined && first.length > 0 && first.every((k) => k === 'location' || k === 'site' || k === 'sector');
  return sayFor(card, names, undefined, atTarget ? names[0] : undefined);
}

/** Names for an ability's targets: "the target" when there is one, else "target 1", "target 2". */
export function targetNames(specs: readonly TargetSpec[] | undefined): string[] {
  const n = specs?.length ?? 0;
  return Array.from({ length: n }, (_, i) => (n === 1 ? 'the target' : `target ${i + 1}`));
}

/** A full sentence: capitalised, with its stop. */
export const sentence = (s: string): string => {
  const t = cap(s.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** One ability of a card as plain English. */
export function describeAbility(card: CardDef | undefined, a: Ability): string {
  return sentence(sayForAbility(card, 'targets' in a ? a.targets : undefined).node('ability', a));
}

export { cap, MISSING };

/** The cards a continuous change applies to, as the subject of its sentence. */
export function affectedSubject(to: unknown, say: Say): { text: string; plural: boolean } {
  const w = wordOf('ref', to) ? undefined : wordOf('affected', to);
  return w ? { text: textOf(w, to, say), plural: true } : { text: say.ref(to as Ref), plural: false };
}
/** A verb agreeing with its subject: verb('get', false) is "gets". */
export const verb = (v: string, pluralSubject: boolean): string =>
  (pluralSubject ? v : v.endsWith('y') ? `${v.slice(0, -1)}ies` : /(s|sh|ch|x)$/.test(v) ? `${v}es` : `${v}s`);
/** "you", "your opponent", "each player" as a subject, with whether the verb takes no "s". */
export const subject = (w: 'you' | 'opponent' | 'any', say: Say): { text: string; plural: boolean } => {
  const text = w === 'any' ? 'each player' : say.who(w);
  return { text, plural: text === 'you' };
};

/** Text written for "you" read for another player: "your" becomes "their", "you" "they". */
export const theirs = (text: string): string => text.replace(/\byour opponent's\b/g, "their opponent's").replace(/\byour opponent\b/g, 'their opponent')
  .replace(/\byours\b/g, 'theirs').replace(/\byour\b/g, 'their').replace(/\byou have\b/g, 'they have').replace(/\byou control\b/g, 'they control')
  .replace(/\byou\b/g, 'they');
