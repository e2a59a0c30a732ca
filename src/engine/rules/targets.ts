// Choosing targets (R-TGT): the options a target spec offers, and the check made when an item
// goes on the stack and again when it resolves (R-STACK-07, R-TGT-07).
import { hereOf, selectAll } from '../abilities/select';
import type { Ctx } from '../abilities/select';
import type { Place, TargetSpec } from '../abilities/vocabulary';
import { adjacent, related } from '../derive/locations';
import { defOf } from '../state';
import { activeChanges } from '../abilities/continuous';
import { affects } from '../derive/stats';
import type { CardId, GameState, Refusal, StackItem } from '../types';

const PENDING_PREFIX = 'stack:';

function itemLocation(item: StackItem): CardId | undefined {
  return item.kind === 'drain' || item.kind === 'attack' ? item.location : undefined;
}

function placeOk(s: GameState, ctx: Ctx, loc: CardId | undefined, place: Place | undefined): boolean {
  if (!place || place === 'anywhere') return true;
  const here = hereOf(s, ctx);
  if (loc === undefined || here === undefined) return false;
  if (place === 'adjacentSite') return adjacent(s, here, loc);
  if (place === 'relatedLocation' || place === 'relatedSite') return loc === here || related(s, here, loc);
  return loc === here;
}

/** Pending items a "cancel target pending X" may name (R-PEND-03). */
function pendingOptions(s: GameState, ctx: Ctx, spec: TargetSpec): CardId[] {
  return s.stack.filter((item) => {
    if (spec.pending === 'drain') return item.kind === 'drain' && placeOk(s, ctx, itemLocation(item), spec.select.at);
    if (spec.pending === 'ability') return item.kind === 'ability' || item.kind === 'trigger' || item.kind === 'delayed';
    if (item.kind !== 'card') return false;
    const t = defOf(s, item.card).type;
    return spec.pending === 'card' || t === spec.pending?.toUpperCase();
  }).map((i) => PENDING_PREFIX + i.id);
}

export function optionsFor(s: GameState, ctx: Ctx, spec: TargetSpec): CardId[] {
  return spec.pending ? pendingOptions(s, ctx, spec) : selectAll(s, ctx, spec.select).filter((c) => !untargetable(s, c, ctx.seat));
}

/** A card an effect says can't be targeted by this player (Faded, EX-CANCEL-04). */
function untargetable(s: GameState, card: CardId, by: Ctx['seat']): boolean {
  return activeChanges(s).some((a) => {
    const c = a.change;
    if (!('untargetable' in c)) return false;
    const who = c.by ?? 'any';
    if (who !== 'any' && (who === 'you') !== (a.seat === by)) return false;
    return affects(s, a, c.untargetable, card);
  });
}

/** Every legal choice of targets, one per spec, never the same card twice (R-TGT-05). */
export function targetOptions(s: GameState, ctx: Ctx, specs: readonly TargetSpec[]): CardId[][] {
  let out: CardId[][] = [[]];
  for (const spec of specs) {
    const opts = optionsFor(s, ctx, spec);
    const next: CardId[][] = [];
    for (const prefix of out) for (const o of opts) if (!prefix.includes(o)) next.push([...prefix, o]);
    out = next;
    if (out.length > 200) out = out.slice(0, 200);
  }
  return out;
}

/** Are these targets legal now? Without a full set the item can't be played (R-TGT-04). */
export function checkTargets(s: GameState, ctx: Ctx, specs: readonly TargetSpec[], targets: readonly CardId[]): Refusal | null {
  if (targets.length !== specs.length) {
    return specs.length === 0
      ? { rule: 'R-TGT-04', reason: 'This has no targets to choose.' }
      : { rule: 'R-TGT-04', reason: `Choose ${specs.length} target${specs.length > 1 ? 's' : ''}.` };
  }
  for (let i = 0; i < specs.length; i++) {
    if (targets.indexOf(targets[i]) !== i) return { rule: 'R-TGT-05', reason: 'The same card can\'t be chosen twice as a target.' };
    if (!optionsFor(s, ctx, specs[i]).includes(targets[i])) {
      return { rule: 'R-TGT-04', reason: 'That is not a legal target.' };
    }
  }
  return null;
}
