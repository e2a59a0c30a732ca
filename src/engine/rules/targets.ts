// Choosing targets (R-TGT): the options a target spec offers, and the check made when an item
// goes on the stack and again when it resolves (R-STACK-07, R-TGT-07).
import { hereOf, matches, placeWord, printedMatch, selectAll } from '../abilities/select';
import type { Ctx } from '../abilities/select';
import { visit } from '../abilities/visit';
import { readsOf, steady } from '../abilities/continuous';
import { READ } from '../abilities/define';
import type { Condition, Effect, Place, TargetSpec } from '../abilities/vocabulary';
import { defOf, other } from '../state';
import { cardCannot } from '../derive/stats';
import type { CardId, EffectContext, GameState, Refusal, Seat, Step } from '../types';

const PENDING_PREFIX = 'stack:';

/** Is a pending item's location at the place a selector asks for (anywhere, without one)? */
function placeOk(s: GameState, ctx: Ctx, loc: CardId | undefined, place: Place | undefined): boolean {
  if (!place) return true;
  const here = hereOf(s, ctx);
  if (loc === undefined || here === undefined) return false;
  const w = placeWord(place);
  return w.location ? w.location(s, ctx, loc) : loc === here;
}

/** Pending items a "cancel target pending X" may name (R-PEND-03). */
function pendingOptions(s: GameState, ctx: Ctx, spec: TargetSpec): CardId[] {
  return s.stack.filter((item) => {
    // A pending drain is read by its place, its drainer (`who`) and its location (`where`).
    if (spec.pending === 'drain') {
      return item.kind === 'drain' && placeOk(s, ctx, item.location, spec.select.at)
        && (spec.select.who === undefined || spec.select.who === 'any' || (spec.select.who === 'you') === (item.seat === ctx.seat))
        && (spec.select.where === undefined || matches(s, ctx, spec.select.where, item.location));
    }
    if (spec.pending === 'attack') return item.kind === 'attack' && placeOk(s, ctx, item.location, spec.select.at);
    if (spec.pending === 'ability') return item.kind === 'ability' || item.kind === 'trigger' || item.kind === 'delayed';
    if (item.kind !== 'card') return false;
    const t = defOf(s, item.card).type;
    // A pending card is read by its printed facts: "target pending interrupt or pending order".
    return (spec.pending === 'card' || t === spec.pending?.toUpperCase()) && printedMatch(s, spec.select, item.card);
  }).map((i) => PENDING_PREFIX + i.id);
}

// Whether each node names a chosen target, found once per node by walking it.
const targetNamers = new WeakMap<object, boolean>();
/** Whether a node names a chosen target: the `target` ref ("target 1's location") or the `chosen`
 * filter ("those units"), the only words that read them. One that names none reads the same
 * whatever the targets, for a source in play (an interrupt's "here" is where its first target is). */
export function namesTargetsIn(category: Parameters<typeof visit>[0], node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  let found = targetNamers.get(node);
  if (found === undefined) {
    let named = false;
    visit(category, node, (v) => {
      if ((v.category === 'ref' || v.category === 'selector') && (v.word?.name === 'target' || v.word?.name === 'chosen')) named = true;
    });
    found = named;
    targetNamers.set(node, found);
  }
  return found;
}

/** Whether a condition names a chosen target ("only if target 1 is a Kizen"). */
export const namesTargets = (c: Condition): boolean => namesTargetsIn('condition', c);

/** Whether a target spec's selector names a chosen target. */
const specNamesTargets = (spec: TargetSpec): boolean => namesTargetsIn('target', spec);

export function optionsFor(s: GameState, ctx: Ctx, spec: TargetSpec): readonly CardId[] {
  if (spec.from) return s.players[spec.from === 'lost' ? ctx.seat : other(ctx.seat)].lost.filter((c) => printedMatch(s, spec.select, c));
  if (spec.pending) return pendingOptions(s, ctx, spec);
  const reads = readsOf('target', spec);
  if (reads & READ.piles || !contextFree(s, ctx, spec)) return inPlayOptions(s, ctx, spec);
  // Found once per frame, player, source and spec, and what else the spec's words read (the
  // battle, the turn's counters, the phase: each replaced, never changed in place): a listing
  // asks it for every ability of every card in play, and checking each listed action again.
  const bySpec = steady(s, 'targets', () => new Map<TargetSpec, Map<CardId, KnownOptions[]>>());
  let bySource = bySpec.get(spec);
  if (!bySource) bySpec.set(spec, bySource = new Map());
  let bySeat = bySource.get(ctx.source);
  if (!bySeat) bySource.set(ctx.source, bySeat = []);
  const k = bySeat[ctx.seat];
  if (k && (!(reads & READ.battle) || k.battle === s.battle) && (!(reads & READ.counters) || k.counters === s.counters)
    && (!(reads & READ.phase) || (k.phase === s.phase && k.turnPlayer === s.turnPlayer))) return k.options;
  const options = inPlayOptions(s, ctx, spec);
  bySeat[ctx.seat] = { options, battle: s.battle, counters: s.counters, phase: s.phase, turnPlayer: s.turnPlayer };
  return options;
}

interface KnownOptions {
  options: readonly CardId[];
  battle: GameState['battle']; counters: GameState['counters']; phase: GameState['phase']; turnPlayer: Seat;
}

function inPlayOptions(s: GameState, ctx: Ctx, spec: TargetSpec): CardId[] {
  return selectAll(s, ctx, spec.select).filter((c) => !untargetable(s, c, ctx.seat));
}

/** Whether the options of a spec (for cards in play) follow from the state alone: the context
 * carries only the player and the source, and no chosen target is read (none chosen yet, or, for
 * a source in play, none named). */
function contextFree(s: GameState, ctx: Ctx, spec: TargetSpec): boolean {
  return (ctx.targets.length === 0 || (s.table[ctx.source] !== undefined && !specNamesTargets(spec)))
    && ctx.here === undefined && ctx.host === undefined && ctx.event === undefined && ctx.noted === undefined
    && ctx.revealed === undefined && ctx.paid === undefined && ctx.many === undefined && ctx.stacked === undefined;
}

/** The card a target in your lost pile names now: itself while it is there, else a copy of the same
 * title there, since the pile may have been randomized after it was targeted (R-ENERGY-14). */
export function lostStandIn(s: GameState, seat: Seat, card: CardId): CardId | undefined {
  const lost = s.players[seat].lost;
  if (lost.includes(card)) return card;
  const title = defOf(s, card).title;
  return lost.find((c) => defOf(s, c).title === title);
}

/** A card an effect says can't be targeted by this player (Faded, EX-CANCEL-04). */
function untargetable(s: GameState, card: CardId, by: Ctx['seat']): boolean {
  return cardCannot(s, 'beTargeted', card, by);
}

/** The cards the opponent may choose for a "your opponent chooses his or her target" spec
 * (R-TGT-01): legal targets they control, read from the ability's side, that they may target. */
export function opponentChoices(s: GameState, ctx: Ctx, spec: TargetSpec): CardId[] {
  const opp = ctx.seat === 0 ? 1 : 0;
  return selectAll(s, ctx, spec.select).filter((c) => s.table[c]?.controller === opp && !untargetable(s, c, opp));
}

/** Index of the spec whose targets the opponent chooses at resolution, if any (always the last). */
export function opponentChosenIndex(specs: readonly TargetSpec[]): number | undefined {
  const i = specs.findIndex((sp) => sp.chosenByOpponent);
  return i < 0 ? undefined : i;
}

/** Index of the "any number of target X" spec (always the last): it names every target from
 * this index on ({ target: i } in effects means all of them). */
export function manyIndex(specs: readonly TargetSpec[]): number | undefined {
  const i = specs.findIndex((sp) => sp.upTo !== undefined && !sp.chosenByOpponent);
  return i < 0 ? undefined : i;
}

/** Choices of 1..n cards among `opts`, smallest first, at most `cap` of them. */
function subsets(opts: readonly CardId[], n: number, cap: number): CardId[][] {
  const out: CardId[][] = [];
  const grow = (start: number, acc: CardId[], size: number): void => {
    if (out.length >= cap) return;
    if (acc.length === size) { out.push(acc); return; }
    for (let i = start; i < opts.length && out.length < cap; i++) grow(i + 1, [...acc, opts[i]], size);
  };
  for (let size = 1; size <= Math.min(n, opts.length); size++) grow(0, [], size);
  return out;
}

const MAX_TARGET_CHOICES = 200;

/** Every legal choice of targets, one per spec, never the same card twice (R-TGT-05). A spec
 * with `upTo` adds 1..upTo cards (bounded); one the opponent chooses adds none now but needs a
 * card they could choose (R-TGT-04). */
export function targetOptions(s: GameState, ctx: Ctx, specs: readonly TargetSpec[]): CardId[][] {
  let out: CardId[][] = [[]];
  for (const spec of specs) {
    if (spec.chosenByOpponent) {
      if (opponentChoices(s, ctx, spec).length === 0) return [];
      continue;
    }
    // A card not in play (an interrupt, an order) is "here" where its first target is: the
    // later targets are read with the earlier ones chosen (Max Retros' inverter at the attack).
    // So is a spec that names the first target ("another card target 1 could go beneath").
    const readsFirst = ctx.targets.length === 0 && (!s.table[ctx.source] || specNamesTargets(spec));
    const byFirst = new Map<CardId, readonly CardId[]>();
    const optionsAfter = (prefix: readonly CardId[]): readonly CardId[] => {
      if (!readsFirst || prefix.length === 0) return opts;
      let o = byFirst.get(prefix[0]);
      if (!o) { o = optionsFor(s, { ...ctx, targets: prefix.slice() }, spec); byFirst.set(prefix[0], o); }
      return o;
    };
    const opts = optionsFor(s, ctx, spec);
    const next: CardId[][] = [];
    for (const prefix of out) {
      const opts = optionsAfter(prefix);
      if (spec.upTo === undefined) {
        // One card: every option not chosen already (no lists of picks built on the way).
        for (const o of opts) if (!prefix.includes(o)) next.push(prefix.length ? [...prefix, o] : [o]);
        continue;
      }
      for (const p of subsets(opts.filter((o) => !prefix.includes(o)), spec.upTo, MAX_TARGET_CHOICES)) next.push([...prefix, ...p]);
    }
    out = next;
    if (out.length > MAX_TARGET_CHOICES) out = out.slice(0, MAX_TARGET_CHOICES);
  }
  return out;
}

/** Are these targets legal now? Without a full set the item can't be played (R-TGT-04). The
 * player names one card per spec, 1..upTo for an "any number" spec (the last), and none for a
 * spec the opponent chooses at resolution. */
export function checkTargets(s: GameState, ctx: Ctx, specs: readonly TargetSpec[], targets: readonly CardId[], resolving = false): Refusal | null {
  const mine = specs.filter((sp) => !sp.chosenByOpponent);
  const many = manyIndex(mine);
  const max = many === undefined ? mine.length : mine.length - 1 + (mine[many].upTo ?? 1);
  if (targets.length < mine.length || targets.length > max) {
    return mine.length === 0
      ? { rule: 'R-TGT-04', reason: specs.length ? 'Your opponent chooses this target when it resolves.' : 'This has no targets to choose.' }
      : { rule: 'R-TGT-04', reason: many === undefined ? `Choose ${mine.length} target${mine.length > 1 ? 's' : ''}.`
        : `Choose ${mine.length} to ${max} targets.` };
  }
  for (let i = 0; i < targets.length; i++) {
    if (targets.indexOf(targets[i]) !== i) return { rule: 'R-TGT-05', reason: 'The same card can\'t be chosen twice as a target.' };
    const spec = mine[many !== undefined && i > many ? many : i];
    // A target that paid a cost left play when the card was played (Life Leech).
    if (resolving && spec.paidAsCost) continue;
    const named = spec.from === 'lost' ? lostStandIn(s, ctx.seat, targets[i]) : targets[i];
    const read = ctx.targets.length === 0 && i > 0 ? { ...ctx, targets: targets.slice(0, i) } : ctx;
    if (named === undefined || !optionsFor(s, read, spec).includes(named)) {
      return { rule: 'R-TGT-04', reason: 'That is not a legal target.' };
    }
  }
  for (const spec of specs) {
    if (spec.chosenByOpponent && opponentChoices(s, ctx, spec).length === 0) {
      return { rule: 'R-TGT-04', reason: 'Your opponent has no legal target to choose.' };
    }
  }
  return null;
}

/** How a resolving item's effects start once its targets checked out (R-STACK-07): at once,
 * with an "any number" group marked in the context; or, for a target the opponent chooses
 * (R-TGT-01), after they pick it among their legal cards (a chooseCard step naming it `as` its
 * index). */
export function effectSteps(s: GameState, ctx: EffectContext, specs: readonly TargetSpec[], effects: readonly Effect[]): Step[] {
  const many = manyIndex(specs);
  const c: EffectContext = many !== undefined ? { ...ctx, many } : ctx;
  const opp = opponentChosenIndex(specs);
  if (opp === undefined) return [{ k: 'effects', ctx: c, effects: [...effects] }];
  return [{ k: 'chooseCard', seat: ctx.seat === 0 ? 1 : 0, options: opponentChoices(s, c, specs[opp]), ctx: c, as: opp, then: [...effects] }];
}
