// The kinds of ability a card has, its keywords, the rules about how it is played (R-PLAY-09),
// and the structures abilities hold: target specs and the options of a choice.
import { abilityKind, keyword, playRule, struct } from '../define';
import { either, flag, list, node, num, oneOf, opt, str } from '../schema';
import { join, sentence, theirs } from '../text';
import type { Say } from '../text';
import type { TargetSpec } from '../vocabulary';

// Keywords: { kind: 'keyword', keyword: name, ... }.
export const scouting = keyword('scouting', {}, { text: (): string => 'Scouting' });
/** A deck may hold any number of copies (R-SETUP-03, R-KW-UNL-01). */
export const unlimited = keyword('unlimited', {}, { text: (): string => 'Unlimited' });
export const encampment = keyword('encampment', {}, { text: (): string => 'Encampment' });
export const size = keyword('size', { value: num }, { text: (k): string => `Size ${k.value}` });
export const transport = keyword('transport', { value: num }, { text: (k): string => `Transport ${k.value}` });
export const piloting = keyword('piloting', { value: num }, { text: (k): string => `Piloting ${k.value}` });
export const quickdraw = keyword('quickdraw', { value: num }, { text: (k): string => `Quickdraw ${k.value}` });
/** Immune to attrition while a character of this title is aboard (R-KW-CAPTAIN-01). */
export const captain = keyword('captain', { title: str }, { text: (k): string => `Captain (${k.title})` });

/** A spec with `upTo` or `chosenByOpponent` must be the last, and a list has at most one of them:
 * the targets after it belong to it (rules/targets.ts). */
function lastSpecial(targets: readonly TargetSpec[] | undefined): string | null {
  const special = (targets ?? []).map((sp, i) => (sp.upTo !== undefined || sp.chosenByOpponent ? i : -1)).filter((i) => i >= 0);
  return special.length > 1 || (special.length === 1 && special[0] !== (targets ?? []).length - 1)
    ? 'targets: only the last target may be "up to N" or chosen by the opponent' : null;
}

/** A triggered ability resolved by the player its event concerns: "you" in it means them. */
const thatPlayer = (what: string): string => (what.startsWith('if ') ? theirs(what).replace(/\btheir opponent\b/g, "that player's opponent")
  : what.startsWith('your opponent ')
  ? `that player's opponent ${theirs(what.slice('your opponent '.length))}` : `that player ${theirs(what.replace(/^you may /, 'may ').replace(/^(choose|target|lose|draw|pay|put|activate|retrieve) /, '$1s '))}`);
const TIMES = ['once', 'twice', 'three times'];
const limit = (bullets: number | undefined): string => (bullets === undefined ? '' : `${TIMES[bullets - 1] ?? `${bullets} times`} each turn, `);
/** "the target (a unit here)", or with several "target 1 (...) and target 2 (...)". */
function targetList(specs: readonly TargetSpec[], say: Say): string {
  return join(specs.map((sp, i) => (specs.length === 1 ? say.node('target', sp) : `${say.names[i] ?? `target ${i + 1}`} (${say.node('target', sp)})`)));
}
/** "target a unit here: ", or with several "choose target 1 (...) and target 2 (...): ". */
const choosing = (specs: readonly TargetSpec[] | undefined, say: Say): string =>
  (!specs?.length ? '' : `${specs.length === 1 ? 'target' : 'choose'} ${targetList(specs, say)}: `);
const targeting = (specs: readonly TargetSpec[] | undefined, say: Say): string => (specs?.length ? `, targeting ${targetList(specs, say)}` : '');

/** "As long as": a continuous change while its condition holds (R-ABIL-05). */
export const ongoing = abilityKind('ongoing', { while: opt(node('condition')), change: node('change') }, {
  text: (a, say): string => `${a.while ? `while ${say.cond(a.while)}, ` : ''}${say.node('change', a.change)}`,
});
/** An ability's key: its stable name on its card ("invert"), which actions and saves use (`1C244:invert`). */
const KEY = /^[a-z][A-Za-z0-9]{0,23}$/;
const badKey = (key: string | undefined): string | null => (key === undefined || KEY.test(key) ? null : `key: "${key}" is not a short name (a letter, then letters or digits)`);

export const activated = abilityKind('activated', {
  /** Its stable name on the card (abilityIds.ts); every real card's activated and triggered
   * abilities have one, unique on the card (tests/engine/ids.test.ts). */
  key: opt(str),
  bullets: opt(num), cost: list(node('cost')), targets: opt(list(node('target'))), effect: list(node('effect')),
  /** "You may use this ability only ..." */
  only: opt(node('condition')),
  /** "Your opponent may use this ability" / "Any player may use this ability" (R-ABIL-07). */
  usableBy: opt(oneOf('opponent', 'any')),
}, {
  text: (a, say): string => `${limit(a.bullets)}${a.only ? `only if ${say.cond(a.only)}: ` : ''}${a.cost.length ? join(a.cost.map((c) => say.cost(c))) : 'at no cost'}${
    targeting(a.targets, say)}: ${say.effects(a.effect)}${a.usableBy ? ` (${a.usableBy === 'any' ? 'any player' : 'your opponent'} may use this)` : ''}`,
  check: (a): string | null => badKey(a.key) ?? lastSpecial(a.targets),
});
export const triggered = abilityKind('triggered', {
  key: opt(str),
  on: node('trigger'), if: opt(node('condition')),
  /** "You may": the controller chooses whether it resolves. */
  optional: opt(flag),
  targets: opt(list(node('target'))), effect: list(node('effect')),
  /** Affects a battle step, so it resolves at once even without initiative (R-TRIG-04). */
  inStep: opt(flag),
  /** "Each time a player's X ..., that player ...": the player the event concerns resolves it, and
   * "you" in it means them. */
  forEventPlayer: opt(flag),
}, {
  text: (whole, say): string => {
    const [once, a] = onceEachTurn(whole);
    const does = `${choosing(a.targets, say)}${say.effects(a.effect)}`;
    const what = !a.optional ? does : does.startsWith('if ') ? `you may do this: ${does}` : `you may ${does}`;
    const cond = a.if ? say.cond(a.if) : '';
    return `${once ? 'once each turn, ' : ''}when ${say.trigger(a.on)}${a.if ? `, if ${a.forEventPlayer ? cond.replace(/^you have /, 'that player has ') : cond}` : ''}, ${a.forEventPlayer ? thatPlayer(what) : what}`;
  },
  check: (a): string | null => badKey(a.key) ?? lastSpecial(a.targets),
});
type Triggered = Parameters<typeof triggered.text>[0];
type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && !Array.isArray(x);
/** `{ not: { thisTurn: 'marked', key } }`: the source has not been marked with `key` this turn. */
const unmarked = (c: unknown): string | undefined => {
  const inner = isNode(c) ? c.not : undefined;
  return isNode(inner) && inner.thisTurn === 'marked' && typeof inner.key === 'string' ? inner.key : undefined;
};
const conditionsOf = (a: Triggered): unknown[] => {
  const c: unknown = a.if;
  return c === undefined ? [] : isNode(c) && Array.isArray(c.all) ? c.all : [c];
};
/** The mark that limits a triggered ability to once a turn, if it has one (several abilities of
 * a card may share it: one use between them). */
export const turnLimitKey = (a: Triggered): string | undefined => conditionsOf(a).map(unmarked).find((k) => k !== undefined);
/** A triggered ability limited to once a turn is written as a check that the source is not yet
 * marked (in its condition, and again on resolving) and a mark when it acts. Read aloud, that is
 * "once each turn": the check and the mark are left out of the text. */
function onceEachTurn(a: Triggered): [boolean, Triggered] {
  const key = turnLimitKey(a);
  if (key === undefined) return [false, a];
  const conds = conditionsOf(a);
  const strip = (effects: readonly unknown[]): unknown[] => effects.flatMap((e) => {
    if (!isNode(e)) return [e];
    if (e.do === 'mark' && e.key === key) return [];
    if (e.do === 'if' && unmarked(e.cond) === key && e.else === undefined && Array.isArray(e.then)) return strip(e.then);
    return [Array.isArray(e.then) ? { ...e, then: strip(e.then) } : e];
  });
  const rest = conds.filter((c) => unmarked(c) !== key);
  const cond = rest.length === 0 ? undefined : rest.length === 1 ? rest[0] : { ...(a.if as Node), all: rest };
  return [true, { ...a, if: cond, effect: strip(a.effect) } as Triggered];
}
const targetsLocation = (sp: TargetSpec | undefined): boolean => {
  const kinds = (sp?.select as { kinds?: readonly string[] } | undefined)?.kinds;
  return kinds?.length === 1 && (kinds[0] === 'location' || kinds[0] === 'site' || kinds[0] === 'sector');
};
/** What an order or interrupt does when it resolves. A (USED OR LOST) card has two, one per pile,
 * and the player picks one when playing it (R-INTR-03). */
export const onPlay = abilityKind('onPlay', {
  targets: opt(list(node('target'))), effect: list(node('effect')),
  /** "You may play this only ..." */
  only: opt(node('condition')),
  /** "As an additional cost to play this ..." */
  extraCost: opt(list(node('cost'))),
  mode: opt(oneOf('used', 'lost')),
  /** Needs no card in the reserve although its effect reveals destiny (R-DESTINY-06). */
  noReserveNeeded: opt(flag),
}, {
  text: (a, say): string => [
    a.mode ? `${a.mode === 'used' ? 'Used' : 'Lost'}:` : '',
    // The bullets printed on an interrupt or order limit its plays each turn (R-INTR-06).
    say.card?.bullets ? sentence(`play this at most ${TIMES[say.card.bullets - 1] ?? `${say.card.bullets} times`} each turn`) : '',
    a.only ? sentence(`play only if ${say.cond(a.only)}`) : '',
    a.extraCost?.length ? sentence(`as an additional cost, ${join(a.extraCost.map((c) => say.cost(c)))}`) : '',
    // With no target, "here" names no location: a lasting change it makes applies everywhere.
    // A targeted location is "here" to the effects (select.ts targetPlace).
    sentence(`${choosing(a.targets, targetsLocation(a.targets?.[0]) ? say.hereIs(say.names[0] ?? 'the target') : say)}${(!a.targets?.length ? say.hereIs('any location') : targetsLocation(a.targets[0]) ? say.hereIs(say.names[0] ?? 'the target') : say).effects(a.effect)}`),
  ].filter(Boolean).join(' '),
  check: (a): string | null => lastSpecial(a.targets),
});
export const play = abilityKind('play', { rule: node('playRule') }, { text: (a, say): string => say.node('playRule', a.rule) });

// Play rules.
/** This asset may go beneath an opponent's card. */
export const opponentHost = playRule('opponentHost', { opponentHost: flag }, { text: (): string => "this card may be placed beneath an opponent's card" });
/** No second copy of this asset may go beneath the same card (R-ASSET-04). */
export const onePerHost = playRule('onePerHost', { onePerHost: flag }, { text: (): string => 'only one copy of this card may be beneath the same card' });
/** This asset may go only beneath a card matching the selector, read from the player's side (Defiled
 * needs an infiltrator of yours at its location). */
export const hostIs = playRule('hostIs', { hostIs: node('selector') }, {
  text: (r, say): string => `this card may be placed only beneath ${say.np(r.hostIs, 'a')}`,
});
/** This card may have this many weapons beneath it instead of one (R-WEAPON-04). */
export const weapons = playRule('weapons', { weapons: num }, {
  text: (r): string => `this card may have ${r.weapons} weapons beneath it`,
});
/** Else it is dismissed on entering play (R-UNIT-08). */
export const mustHaveOtherUnitHere = playRule('mustHaveOtherUnitHere', { mustHaveOtherUnitHere: flag }, {
  text: (): string => 'when this card enters play, it is dismissed unless you have another unit there',
});
/** Its energy cost is this much less ('all': it costs no energy; R-PLAY-10): `if` where the condition
 * holds, read as if it were already at the place it is played; `via`: only when the ability of a
 * card with this title plays it (Reliable Quarrel through Amorian Shipyard). An amount is read with
 * "here" the place it is played. */
export const costLess = playRule('costLess', { costLess: either(oneOf('all'), node('amount')), if: opt(node('condition')), via: opt(str) }, {
  text: (r, say): string => `${r.costLess === 'all' ? 'it costs no energy to play' : `its energy cost is reduced by ${say.amount(r.costLess)}`}${
    r.if ? ` where ${say.cond(r.if).replace(/^this card is at /, 'it is played at ')}` : ''}${r.via ? ` when the ability of ${r.via} plays it` : ''}`,
});

/** A chosen target, named in effects as { target: i }. */
export const targetSpec = struct('target', {
  select: node('selector'),
  /** The pending stack item kinds, for "cancel target pending X". */
  pending: opt(oneOf('drain', 'attack', 'order', 'interrupt', 'card', 'ability')),
  /** "Any number of target X": 1 to this many cards (default exactly 1). Only the last spec;
   * { target: i } in an effect then means each card chosen for it. */
  upTo: opt(num),
  /** "Your opponent chooses his or her target X" (errata, R-TGT-01): the user names none; the
   * opponent picks one among their own legal cards when the item resolves. Only the last spec; at
   * least one such card must exist to use the ability and when it resolves (R-TGT-04). */
  chosenByOpponent: opt(flag),
  /** A card in your lost pile rather than in play, matched by its printed facts (R-TGT-03). If the
   * pile is randomized before the item resolves, any copy of the same title there stands in for it
   * (R-ENERGY-14). `opponentLost`: a card in your opponent's lost pile (Widowmaker). */
  from: opt(oneOf('lost', 'opponentLost')),
  /** The target pays a cost of the card (Life Leech's "put your other target character on the used
   * pile"): it is checked when the card is played, not again when it resolves. */
  paidAsCost: opt(flag),
}, {
  text: (sp, say): string => {
    const np = sp.upTo !== undefined ? `${sp.upTo < 10 ? `up to ${sp.upTo}` : 'any number of'} ${say.np(sp.select, 'plural')}` : sp.pending === 'card' && sp.select.kinds
      ? `a pending ${say.np(sp.select, 'a').replace(/^an? /, '')}`
      : sp.pending === 'drain' ? `${sp.select.who === 'you' ? 'your' : sp.select.who === 'opponent' ? "your opponent's" : 'a'} pending drain${
        sp.select.at ? ` ${say.place(sp.select.at)}` : ''}${sp.select.where ? ` at ${say.np(sp.select.where, 'a')}` : ''}`
      : sp.pending ? `a pending ${sp.pending}${sp.select.at ? ` ${say.place(sp.select.at)}` : ''}`
      : say.np(sp.select, 'a');
    return `${np}${sp.from === 'lost' ? ' in your lost pile' : sp.from === 'opponentLost' ? " in your opponent's lost pile" : ''}${sp.chosenByOpponent ? ' chosen by your opponent' : ''}`;
  },
});
/** One option of a choice between effects ({ do: 'choice' }). */
export const option = struct('option', {
  /** Its stable name in the choice ("destroy"), which the player's choice names ({ option: key }). */
  key: opt(str),
  /** Offered only while this holds (R-EFF-07: a player must pick an option they can carry out). */
  if: opt(node('condition')),
  effect: list(node('effect')),
}, {
  text: (o, say): string => `${say.effects(o.effect)}${o.if ? ` (only if ${say.cond(o.if)})` : ''}`,
  check: (o): string | null => badKey(o.key),
});
