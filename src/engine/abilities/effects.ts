// The one implementation of each effect verb. Effects run in order; a verb that needs a
// player's choice puts steps at the head of the queue, and the rest of the effects wait
// behind them (R-EFF-01: effects never use the stack).
import { pick as pickRandom, shuffle as shuffleList } from '../rng';
import { defOf, leavePlay, log, moveTop, other, putInPile, relocate, setBattle, setCounters, tableCard, takeOut, titleOf, withParts, zoneOf, setTable } from '../state';
import type { Game, LostWith } from '../state';
import type { CardId, EffectContext, EventContext, Seat, Step } from '../types';
import { emit, reportLost } from '../triggers';
import { amountNow } from './amounts';
import { compare, holds } from './conditions';
import { hereOf, kindOfFacts, printedMatch, selectAll } from './select';
import { activeChanges } from './continuous';
import { locationOf } from '../derive/locations';
import { additionalPlayCosts, placeRefusal, playByEffectRefusal, playCost } from '../rules/play';
import type { Amount, Continuous, Effect, Kind, Ref, Selector } from './vocabulary';
import { affects, cannotMove } from '../derive/stats';
import { canPay } from './costs';
import { anyPlayOptions, moreEffect } from './moreEffects';

/** Reveals the top card of a reserve for destiny (R-DESTINY-01); 0 when empty (R-DESTINY-05). */
export function revealDestiny(g: Game, seat: Seat, why: string): { value: number; card?: CardId } {
  const card = moveTop(g, seat, 'reserve', 'used');
  if (card === undefined) {
    log(g, 'destiny', `P${seat + 1} has no reserve to reveal for ${why}: destiny 0 (R-DESTINY-05).`);
    return { value: 0 };
  }
  const value = defOf(g.s, card).destiny ?? 0;
  log(g, 'destiny', `P${seat + 1} reveals ${titleOf(g.s, card)} for ${why}: destiny ${value}.`);
  return { value, card };
}

/** Reads an amount, revealing cards where it says destiny. */
export function amountFor(g: Game, ctx: EffectContext, a: Amount): number {
  if (typeof a === 'object' && 'destiny' in a) {
    const seat = a.destiny === 'you' ? ctx.seat : other(ctx.seat);
    const { value, card } = revealDestiny(g, seat, titleOf(g.s, ctx.source));
    const bonus = card !== undefined ? weaponDestinyBonus(g, ctx) : 0;
    return value + bonus + (a.plus !== undefined ? amountFor(g, ctx, a.plus) : 0);
  }
  return amountNow(g.s, ctx, a);
}

/** A card revealed for destiny while a weapon uses an ability, at a place that modifies it. */
function weaponDestinyBonus(g: Game, ctx: EffectContext): number {
  if (defOf(g.s, ctx.source).type !== 'WEAPON') return 0;
  const here = hereOf(g.s, ctx);
  let n = 0;
  for (const a of activeChanges(g.s)) {
    if ('weaponDestiny' in a.change && here !== undefined && locationOf(g.s, a.source) === here) n += a.change.weaponDestiny;
  }
  if (n !== 0) log(g, 'destiny', `That card's destiny is ${n > 0 ? '+' : ''}${n} for a weapon's ability here.`);
  return n;
}

export function refCard(g: Game, ctx: EffectContext, ref: Ref): CardId | undefined {
  if (ref === 'self') return ctx.source;
  if (ref === 'battleLocation') return g.s.battle?.location;
  if (ref === 'eventCard') return ctx.event?.card;
  const t = g.s.table[ctx.source];
  if (ref === 'host') return t?.under;
  if (ref === 'shipAboard') return t?.under && defOf(g.s, t.under).type === 'SHIP' ? t.under : undefined;
  return ctx.targets[ref.target];
}

/** Every card a reference names: all of an "any number of targets" group (EffectContext.many),
 * else the one card. */
export function refCards(g: Game, ctx: EffectContext, ref: Ref): CardId[] {
  if (typeof ref === 'object' && ctx.many !== undefined && ref.target === ctx.many) return ctx.targets.slice(ctx.many);
  const id = refCard(g, ctx, ref);
  return id === undefined ? [] : [id];
}

/** Puts cards one at a time from the top of the reserve onto the active pile (R-ENERGY-03). */
export function activate(g: Game, seat: Seat, n: number): number {
  let done = 0;
  while (done < n && moveTop(g, seat, 'reserve', 'active') !== undefined) done++;
  if (done > 0) log(g, 'activate', `P${seat + 1} activates ${done}.`);
  return done;
}

/** Pays from the active pile to the used pile (R-ENERGY-05); as much as possible. */
export function pay(g: Game, seat: Seat, n: number): number {
  let done = 0;
  while (done < n && moveTop(g, seat, 'active', 'used') !== undefined) done++;
  return done;
}

export function damage(g: Game, id: CardId): void {
  if (!g.s.table[id] || g.s.table[id].damaged) return; // a damaged card can't be damaged again (R-BATTLE-08)
  const t = tableCard(g, id);
  t.damaged = true;
  log(g, 'damage', `${titleOf(g.s, id)} is damaged.`);
  emit(g, { event: 'damaged', card: id, seat: t.controller });
}

/** A card leaves play to its owner's lost pile through destroy or dismiss (R-TERM-DESTROY). */
export function destroy(g: Game, id: CardId, how: 'destroyed' | 'dismissed' | 'lost'): void {
  const t = g.s.table[id];
  if (!t) return; // cards not in play can't be destroyed (R-CANCEL-05)
  if (how === 'destroyed') {
    const shield = g.s.watchers.findIndex((w) => w.kind === 'preventDestroy' && w.card === id);
    if (shield >= 0) {
      const [w] = g.s.watchers.splice(shield, 1);
      log(g, 'prevent', `${titleOf(g.s, id)} is not destroyed: the destruction is prevented (R-REPL-03).`);
      if (w.undamage && t.damaged) { tableCard(g, id).damaged = false; log(g, 'undamage', `${titleOf(g.s, id)} is undamaged.`); }
      return;
    }
  }
  const ctx: EventContext = { event: 'lostFromLocation', card: id, seat: t.controller };
  const along = leavePlay(g, id, 'lost');
  log(g, how, `${titleOf(g.s, id)} is ${how}.`);
  if (how === 'destroyed') emit(g, { ...ctx, event: 'destroyed' });
  emit(g, ctx);
  reportLost(g, along);
}

function lasting(g: Game, ctx: EffectContext, change: Continuous): void {
  const to = 'stat' in change ? change.to : 'immuneToAttrition' in change ? change.immuneToAttrition
    : 'cannotMove' in change ? change.cannotMove : 'untargetable' in change ? change.untargetable
      : 'gainKeyword' in change ? change.to : undefined;
  let cards: CardId[] = [];
  const location = typeof ctx.targets[0] === 'string' && g.s.row.includes(ctx.targets[0]) ? ctx.targets[0] : hereOf(g.s, ctx);
  if (to !== undefined) {
    // Fix the affected cards now: later arrivals are not affected (R-EFF-04). "Here" for a card
    // not in play (an interrupt, an order) is its target location.
    const probe = { seat: ctx.seat, source: ctx.source, change };
    cards = typeof to === 'object' && 'target' in to
      ? [ctx.targets[to.target]].filter((c) => c !== undefined && g.s.table[c] !== undefined)
      : typeof to === 'object' && 'select' in to
        ? selectAll(g.s, { ...ctx, ...(location !== undefined ? { here: location } : {}) }, to.select)
        : Object.keys(g.s.table).filter((c) => affects(g.s, probe, to, c));
  }
  g.s.lasting = [...g.s.lasting, { seat: ctx.seat, source: ctx.source, change, cards, ...(location ? { location } : {}) }];
}

/** A lasting effect's D is revealed once, when it is created: "+D until end of turn". */
function fixDestiny(g: Game, ctx: EffectContext, change: Continuous): Continuous {
  if (!('stat' in change)) return change;
  const fixed: Record<string, Amount> = {};
  for (const [k, v] of Object.entries(change.stat) as [string, Amount][]) {
    fixed[k] = typeof v === 'object' && 'destiny' in v ? amountFor(g, ctx, v) : v;
  }
  return { ...change, stat: fixed };
}

function handPick(g: Game, seat: Seat, n: number, to: 'reserveTop' | 'usedTop', kinds?: readonly Kind[]): Step[] {
  const hand = g.s.players[seat].hand.filter((h) => !kinds || kinds.some((k) => kindOfFacts(defOf(g.s, h), k)));
  if (hand.length === 0 || n <= 0) return [];
  return [{ k: 'pick', seat, options: hand, n: Math.min(n, hand.length), to, optional: false, rule: 'R-EFF-02' }];
}

/** Carries out one effect; returns steps that must happen before the next effect. */
function doEffect(g: Game, ctx: EffectContext, e: Effect): Step[] {
  const s = g.s;
  switch (e.do) {
    case 'draw': {
      const n = amountFor(g, ctx, e.count);
      let drawn = 0;
      for (; drawn < n; drawn++) if (moveTop(g, ctx.seat, 'reserve', 'hand') === undefined) break;
      log(g, 'draw', `P${ctx.seat + 1} draws ${n} from the reserve.`);
      for (let i = 0; i < drawn; i++) emit(g, { event: 'draw', seat: ctx.seat });
      return [];
    }
    case 'activate': {
      const n = amountFor(g, ctx, e.count);
      if (e.upTo) return n > 0 ? [{ k: 'upTo', seat: ctx.seat, what: 'activate', max: n }] : [];
      activate(g, ctx.seat, n);
      return [];
    }
    case 'lose': {
      const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
      const n = amountFor(g, ctx, e.count);
      return n > 0 ? [{ k: 'lose', seat, n, ...(e.from ? { from: e.from } : {}), ...(e.stackOn === 'self' ? { stackOn: ctx.source } : {}),
        rule: 'R-ENERGY-06' }] : [];
    }
    case 'pay': {
      const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
      const n = pay(g, seat, amountFor(g, ctx, e.count));
      log(g, 'pay', `P${seat + 1} pays ${n}.`);
      return [];
    }
    case 'retrieve': {
      const n = amountFor(g, ctx, e.count);
      for (let i = 0; i < n; i++) {
        const lost = s.players[ctx.seat].lost;
        if (lost.length === 0) break;
        const [rng, j] = pickRandom(s.rng, lost.length);
        s.rng = rng;
        const card = lost[j];
        takeOut(g, card);
        putInPile(g, card, 'used');
        log(g, 'retrieve', `P${ctx.seat + 1} retrieves ${titleOf(s, card)} (R-ENERGY-11).`);
      }
      return [];
    }
    case 'download': {
      const options = s.players[ctx.seat].reserve.filter((c) => downloadable(g, e.select, c));
      return [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'hand', optional: true, shuffleReserve: true, rule: 'R-ENERGY-12' }];
    }
    case 'damage': case 'undamage': case 'destroy': case 'dismiss': case 'toHand': case 'invert': case 'revert': {
      if (typeof e.card === 'object' && ctx.many === e.card.target) {
        // One effect on each card of an "any number of targets" group.
        for (const c of refCards(g, ctx, e.card)) doEffect(g, { ...ctx, many: undefined, targets: [c] }, { ...e, card: { target: 0 } });
        return [];
      }
      const id = refCard(g, ctx, e.card);
      if (e.do === 'toHand' && e.card === 'self' && !s.table[ctx.source]) return selfFromLostToHand(g, ctx.source);
      if (id === undefined || !s.table[id]) return [];
      const t = s.table[id];
      if (e.do === 'damage') damage(g, id);
      else if (e.do === 'undamage') { if (t.damaged) { tableCard(g, id).damaged = false; log(g, 'undamage', `${titleOf(s, id)} is undamaged.`); } }
      else if (e.do === 'destroy') destroy(g, id, 'destroyed');
      else if (e.do === 'dismiss') { if (t.controller === ctx.seat) destroy(g, id, 'dismissed'); }
      else if (e.do === 'toHand') { const along = leavePlay(g, id, 'hand'); log(g, 'toHand', `${titleOf(s, id)} returns to its owner's hand.`); reportLost(g, along); }
      else invert(g, id, e.do === 'invert');
      return [];
    }
    case 'lasting':
      lasting(g, ctx, fixDestiny(g, ctx, e.change));
      return [];
    case 'move': {
      if (typeof e.card === 'object' && ctx.many === e.card.target) {
        const to = refCard(g, ctx, e.to);
        if (to === undefined) return [];
        for (const c of refCards(g, ctx, e.card)) doEffect(g, { ...ctx, many: undefined, targets: [c, to] }, { ...e, card: { target: 0 }, to: { target: 1 } });
        return [];
      }
      const id = refCard(g, ctx, e.card);
      const to = refCard(g, ctx, e.to);
      if (id === undefined || to === undefined || !s.table[id] || !s.table[to] || locationOf(s, id) === to) return [];
      if (cannotMove(s, id)) { log(g, 'move', `${titleOf(s, id)} can't move (R-GEN-03).`); return []; }
      relocate(g, id, to);
      log(g, 'move', `${titleOf(s, id)} is moved to ${titleOf(s, to)} (not a movement action, R-ABIL-08).`);
      emit(g, { event: 'moved', card: id, location: locationOf(s, id), seat: s.table[id].controller });
      return [];
    }
    case 'choose': {
      const options = selectAll(s, ctx, e.select);
      if (options.length === 0) return [];
      const seat = e.who === 'opponent' ? other(ctx.seat) : ctx.seat;
      return [{ k: 'chooseCard', seat, options, ctx, as: e.as, then: e.then }];
    }
    case 'choice': {
      const open = e.options.filter((o) => !o.if || holds(s, ctx, o.if));
      if (open.length === 0) return [];
      return [{ k: 'option', seat: e.who === 'opponent' ? other(ctx.seat) : ctx.seat, ctx, options: open.map((o) => o.effect) }];
    }
    case 'mark': {
      const key = `${ctx.source}#mark:${e.key}`;
      setCounters(g, { bullets: { ...s.counters.bullets, [key]: (s.counters.bullets[key] ?? 0) + 1 } });
      return [];
    }
    case 'battleDestiny': case 'attrition': {
      if (!s.battle) return [];
      const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
      const n = amountFor(g, ctx, e.amount);
      if (e.do === 'battleDestiny') {
        const d: [number, number] = [...s.battle.destiny];
        // Kept unclamped: a -3 before the reveal still counts against it; read through
        // Math.max(0, ...) wherever it is used (R-MOD-01/02).
        d[seat] = d[seat] + n;
        setBattle(g, { destiny: d, destinyParts: withParts(s.battle.destinyParts, seat, [{ label: titleOf(s, ctx.source), amount: n }]) });
        log(g, 'battleDestiny', `P${seat + 1}'s battle destiny becomes ${Math.max(0, d[seat])}${d[seat] < 0 ? ` (${d[seat]} before a reveal)` : ''}.`);
      } else {
        const a: [number, number] = [...s.battle.attritionBonus];
        a[seat] += n;
        setBattle(g, { attritionBonus: a });
        log(g, 'attrition', `P${seat + 1} causes attrition ${n >= 0 ? '+' : ''}${n}.`);
      }
      return [];
    }
    case 'cancel': {
      const ref = ctx.targets[e.target];
      const id = ref?.startsWith('stack:') ? Number(ref.slice(6)) : NaN;
      const i = s.stack.findIndex((x) => x.id === id);
      if (i < 0) return [];
      const [item] = s.stack.splice(i, 1);
      if (item.kind === 'card') putInPile(g, item.card, 'lost'); // R-CANCEL-01
      log(g, 'cancel', `A pending ${item.kind === 'card' ? titleOf(s, item.card) : item.kind} is canceled.`);
      return [];
    }
    case 'handToReserve': case 'handToUsed': {
      const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
      const steps = handPick(g, seat, e.count, e.do === 'handToReserve' ? 'reserveTop' : 'usedTop', e.do === 'handToUsed' ? e.kinds : undefined);
      return steps.map((st) => (st.k === 'pick' ? { ...st, ...(e.upTo ? { optional: true } : {}),
        ...(e.do === 'handToUsed' && e.reveal ? { reveal: true } : {}),
        ...(e.do === 'handToUsed' && e.redraw ? { redrawFrom: s.players[seat].hand.length } : {}) } : st));
    }
    case 'if': {
      // A comparison in an effect may reveal destiny, so it is read through amountFor.
      const ok = 'compare' in e.cond
        ? compare(amountFor(g, ctx, e.cond.compare[0]), e.cond.compare[1], amountFor(g, ctx, e.cond.compare[2]))
        : holds(s, ctx, e.cond);
      const branch = ok ? e.then : e.else ?? [];
      return branch.length ? [{ k: 'effects', ctx, effects: branch }] : [];
    }
    case 'mayPay':
      return canPay(g, ctx.seat, e.cost) ? [{ k: 'mayPay', ctx, cost: e.cost, then: e.then }] : [];
    case 'mayPayAmount': {
      const cost = { pay: amountFor(g, ctx, e.amount) };
      return canPay(g, ctx.seat, cost) ? [{ k: 'mayPay', ctx, cost, then: e.then }] : [];
    }
    case 'play': return playOptions(g, ctx, e);
    case 'playCard': case 'each': case 'movements':
      return moreEffect(g, ctx, e);
    case 'search': {
      const options = s.players[ctx.seat][e.pile].filter((c) => c !== ctx.source && (!e.select || downloadable(g, e.select, c)));
      const shuffleUsed = !!e.shuffle && e.pile === 'used';
      if (options.length === 0 && shuffleUsed) shuffleUsedPile(g, ctx.seat);
      return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: e.to, optional: false, shuffleUsed, rule: 'R-EFF-07' }] : [];
    }
    case 'stackAfterResolving': {
      const card = refCard(g, ctx, e.card);
      const i = s.stack.findIndex((x) => x.kind === 'card' && x.card === card);
      const item = s.stack[i];
      if (!item || item.kind !== 'card') return [];
      s.stack[i] = { ...item, stackOn: ctx.source };
      log(g, 'watch', `${titleOf(s, item.card)} will be stacked on ${titleOf(s, ctx.source)} after its effects.`);
      return [];
    }
    case 'revealTop': {
      const top = s.players[ctx.seat][e.pile].slice(0, e.count);
      log(g, 'reveal', top.length ? `P${ctx.seat + 1} reveals the top of the ${e.pile} pile: ${top.map((c) => titleOf(s, c)).join(', ')}.`
        : `P${ctx.seat + 1} has no card in the ${e.pile} pile to reveal.`);
      return [];
    }
    case 'topToHand': {
      const top = s.players[ctx.seat][e.pile][0];
      if (top === undefined) return [];
      const ok = !e.select || downloadable(g, e.select, top);
      log(g, 'reveal', `P${ctx.seat + 1} reveals ${titleOf(s, top)} from the top of the ${e.pile} pile${ok ? ' and takes it into hand' : ''}.`);
      if (ok) { takeOut(g, top); putInPile(g, top, 'hand'); }
      return [];
    }
    case 'nextTime': case 'preventNext': case 'replaceBattleDestiny': case 'putInPlay': case 'takeControl':
    case 'removeFromGame': case 'redirect':
      coreEffect(g, ctx, e);
      return [];
    case 'cantDraw': {
      const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
      if (!s.counters.cantDraw.includes(seat)) setCounters(g, { cantDraw: [...s.counters.cantDraw, seat] });
      log(g, 'cantDraw', `P${seat + 1} can't draw any more cards this turn (R-GEN-02).`);
      return [];
    }
  }
}

type CoreEffect = Extract<Effect, { do: 'nextTime' | 'preventNext' | 'replaceBattleDestiny' | 'putInPlay' | 'takeControl' | 'removeFromGame' | 'redirect' }>;

/** Delayed triggers, replacement effects, "use as yours", removal from the game, and
 * redirecting a pending card (R-TRIG-09, R-REPL, R-TERM-USEAS-01, R-KW-REM-01, R-PEND-05). */
function coreEffect(g: Game, ctx: EffectContext, e: CoreEffect): void {
  const s = g.s;
  switch (e.do) {
    case 'nextTime': case 'preventNext': {
      const card = refCard(g, ctx, e.card);
      if (card === undefined || !s.table[card]) return;
      const here = hereOf(s, ctx);
      s.watchers.push(e.do === 'nextTime'
        ? { seat: ctx.seat, source: ctx.source, kind: 'delayed', card, event: e.event, ...(e.if ? { if: e.if } : {}), effect: e.effect, targets: ctx.targets.slice(),
          ...(here !== undefined ? { here } : {}), until: e.until ?? 'endOfTurn' }
        : { seat: ctx.seat, source: ctx.source, kind: 'preventDestroy', card, ...(e.undamage ? { undamage: true } : {}), until: e.until ?? 'endOfTurn' });
      log(g, 'watch', e.do === 'nextTime' ? `The next time ${titleOf(s, card)} ${e.event === 'moves' ? 'moves' : `is ${e.event}`}, ${titleOf(s, ctx.source)}'s delayed ability triggers (R-TRIG-09).`
        : `The next time ${titleOf(s, card)} would be destroyed, that is prevented (R-REPL-03).`);
      return;
    }
    case 'replaceBattleDestiny': {
      const value = amountFor(g, ctx, e.amount);
      s.watchers.push({ seat: ctx.seat, source: ctx.source, kind: 'replaceBattleDestiny', value, until: e.until ?? 'endOfBattle' });
      log(g, 'watch', `The next time P${ctx.seat + 1} would reveal a card for battle destiny, battle destiny +${value} instead (R-REPL-02).`);
      return;
    }
    case 'putInPlay': {
      const card = refCard(g, ctx, e.card);
      const place = e.at === 'here' ? hereOf(s, ctx) : refCard(g, ctx, e.at);
      if (card === undefined || place === undefined || s.table[card] || !s.table[place]) return;
      const z = zoneOf(s, card);
      if (z.z !== 'pile' || z.pile !== 'lost') return;
      takeOut(g, card);
      setTable(g, card, s.row.includes(place) ? { controller: ctx.seat, at: place } : { controller: ctx.seat, under: place });
      log(g, 'enter', `${titleOf(s, card)} is put into play at ${titleOf(s, place)}.`);
      emit(g, { event: 'entersPlay', card, location: locationOf(s, card), seat: ctx.seat });
      return;
    }
    case 'takeControl': {
      const card = refCard(g, ctx, e.card);
      if (card === undefined || !s.table[card] || s.table[card].controller === ctx.seat) return;
      const d = defOf(s, card);
      if (d.unique && Object.keys(s.table).some((c) => s.table[c].controller === ctx.seat && titleOf(s, c) === d.title)) {
        log(g, 'control', `P${ctx.seat + 1} can't use ${d.title} as theirs: it is unique and they have a copy in play (R-TERM-USEAS-01).`);
        return;
      }
      const take = (c: CardId): void => {
        tableCard(g, c).controller = ctx.seat;
        for (const b of Object.keys(s.table)) if (s.table[b].under === c) take(b);
      };
      take(card);
      log(g, 'control', `P${ctx.seat + 1} uses ${d.title} as theirs (R-TERM-USEAS-01).`);
      return;
    }
    case 'removeFromGame': {
      const card = refCard(g, ctx, e.card);
      if (card === undefined) return;
      let along: LostWith[] = [];
      if (s.table[card]) along = leavePlay(g, card, 'removed');
      else if (zoneOf(s, card).z === 'pile') { takeOut(g, card); putInPile(g, card, 'removed'); } else return;
      log(g, 'remove', `${titleOf(s, card)} is removed from the game (R-KW-REM-01).`);
      reportLost(g, along);
      return;
    }
    case 'redirect': {
      const ref = ctx.targets[e.target];
      const to = ctx.targets[e.to];
      const i = s.stack.findIndex((x) => `stack:${x.id}` === ref);
      const item = s.stack[i];
      if (!item || item.kind !== 'card' || to === undefined || item.at === to) return;
      const r = placeRefusal(s, item.seat, item.card, { ...item, at: to });
      if (r) { log(g, 'cancel', `${titleOf(s, item.card)} can't be redirected there: ${r.reason} (R-PEND-05)`); return; }
      s.stack[i] = { ...item, at: to };
      log(g, 'redirect', `${titleOf(s, item.card)} will now enter play at ${titleOf(s, to)} (R-PEND-05).`);
      return;
    }
  }
}

/** Cards a download may find: the selector read against the card's printed facts. */
function downloadable(g: Game, sel: Selector, card: CardId): boolean {
  // "Matching yours" reads the support icons of the card's owner, who is searching for it.
  return printedMatch(g.s, sel, card);
}

/** A card of yours that is not in play (lost pile) goes to your hand: "put this card in its
 * owner's hand" after it was destroyed. */
function selfFromLostToHand(g: Game, card: CardId): Step[] {
  const z = zoneOf(g.s, card);
  if (z.z !== 'pile' || z.pile !== 'lost') return [];
  takeOut(g, card);
  putInPile(g, card, 'hand');
  log(g, 'toHand', `${titleOf(g.s, card)} returns from the lost pile to its owner's hand.`);
  return [];
}

export function shuffleUsedPile(g: Game, seat: Seat): void {
  const [rng, used] = shuffleList(g.s.rng, g.s.players[seat].used);
  g.s.rng = rng;
  g.s.players[seat].used = used;
  log(g, 'shuffle', `P${seat + 1} shuffles the used pile.`);
}

/** "You may play a card here": the cards that could be played now, offered as a pick. */
function playOptions(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'play' }>): Step[] {
  const s = g.s;
  if (e.from === 'stackedOnSelf' || e.at === 'any') return anyPlayOptions(g, ctx, e);
  const at = hereOf(s, ctx);
  if (at === undefined) return [];
  let pool: CardId[] = s.players[ctx.seat].hand;
  if (e.from === 'reserveTop') {
    const top = s.players[ctx.seat].reserve[0];
    if (top === undefined) return [];
    log(g, 'reveal', `P${ctx.seat + 1} reveals ${titleOf(s, top)} from the top of the reserve.`);
    pool = [top];
  }
  const play = { at, costLess: e.costLess ?? 0, free: !!e.free };
  const options = pool.filter((c) => downloadable(g, e.select, c)
    && playByEffectRefusal(s, ctx.seat, c, at, play.free ? Infinity : play.costLess, e.maxCost) === null);
  return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'play', optional: true, rule: 'R-PLAY-01', play }] : [];
}

/** Plays a card picked by an effect: it is paid for and goes on the stack like any play. */
export function playFromEffect(g: Game, seat: Seat, card: CardId, p: { at: CardId; costLess: number; free: boolean }): void {
  const s = g.s;
  const extra = additionalPlayCosts(s, card, p.at);
  const cost = (p.free ? 0 : Math.max(0, playCost(s, seat, card, p.at) - p.costLess)) + extra.pay;
  takeOut(g, card);
  pay(g, seat, cost);
  s.stack.push({ id: s.nextId++, kind: 'card', seat, card, targets: [], at: p.at });
  s.passes = 0;
  log(g, 'play', `P${seat + 1} plays ${titleOf(s, card)} at ${titleOf(s, p.at)} ${cost ? `for ${cost} energy` : 'at no energy cost'}.`);
  // "No energy cost" and "costs less" leave additional costs whole (R-PLAY-03).
  if (extra.lose > 0) s.queue.unshift({ k: 'lose', seat, n: extra.lose, rule: 'R-PLAY-03' });
}

/** Invert or revert an inverter (R-KW-INV-03/04); capacity is not checked again (R-SHIP-05). */
export function invert(g: Game, id: CardId, up: boolean): void {
  const d = defOf(g.s, id);
  if (!g.s.table[id] || !d.inverted || !!g.s.table[id].inverted === up) return;
  const t = tableCard(g, id);
  t.inverted = up;
  log(g, up ? 'invert' : 'revert', `${d.title} is ${up ? 'inverted' : 'reverted'}.`);
  if (up) emit(g, { event: 'inverted', card: id, seat: t.controller });
}

export function runEffects(g: Game, ctx: EffectContext, effects: readonly Effect[]): void {
  for (let i = 0; i < effects.length; i++) {
    const steps = doEffect(g, ctx, effects[i]);
    if (steps.length > 0) {
      const rest: Step[] = i + 1 < effects.length ? [{ k: 'effects', ctx, effects: effects.slice(i + 1) }] : [];
      g.s.queue.unshift(...steps, ...rest);
      return;
    }
  }
}
