// Battles (R-BATTLE, R-BSTEP): the windows and steps of the eleven-part procedure, battle
// destiny, attrition, power and casualties, and the systematic cancel (R-SYS-02).
import { changesOf } from './abilities/continuous';
import { amountNow } from './abilities/amounts';
import { holds } from './abilities/conditions';
import { modifiedDestiny, pay, revealDestiny, runEffects, weaponDestinyBonus } from './abilities/effects';
import type { DestinyBonus } from './abilities/effects';
import { forcesAt, isSector, isShip, isSite, isUnit, locationOf, related } from './derive/locations';
import { cardCannot, playerCannot, stat } from './derive/stats';
import type { Explained } from './derive/stats';
import { defOf, leavePlay, logEvent, named, other, putInPile, setBattle, setCounters, tableCard, takeOut, titleOf, withParts } from './state';
import type { Game } from './state';
import type { BattleStep, CardId, GameState, NotedThen, Part, Seat, Step } from './types';
import { emit, reportLost } from './triggers';
import { readOnly } from './memo';

const NEXT: Partial<Record<BattleStep, BattleStep>> = {
  window1: 'destiny', window2: 'attrition', window3: 'power', window4: 'loss', window5: 'end',
};
const AFTER: Partial<Record<BattleStep, BattleStep>> = {
  destiny: 'window2', attrition: 'window3', power: 'window4', loss: 'window5',
};

export const isWindow = (step: BattleStep): boolean => step.startsWith('window');

/** A player's cards in the battle: units at a site; ships at a sector, and with `aboard` the
 * units aboard them too, which may be damaged but add nothing (R-BSTEP-04, AMB-09). */
export function battleForces(s: GameState, seat: Seat, aboard = false): CardId[] {
  if (!s.battle) return [];
  const loc = s.battle.location;
  const sector = isSector(s, loc);
  return forcesAt(s, loc, seat).filter((c) => (sector ? isShip(s, c) || (aboard && isUnit(s, c)) : isUnit(s, c)));
}

/** Does a continuous change at `source` reach a battle at `loc`? */
/** Does a change reach a battle at `loc`? Read from its source's location, or a lasting effect's own
 * (its source may have left play: an asset dismissed to pay for it). */
function reaches(s: GameState, a: { source: CardId; location?: CardId }, at: 'here' | 'relatedSite' | 'related', loc: CardId): boolean {
  const here = a.location ?? locationOf(s, a.source);
  if (here === undefined) return false;
  return at === 'here' ? here === loc : (at === 'related' || isSite(s, loc)) && related(s, here, loc);
}

function sideApplies(who: 'you' | 'opponent' | 'any' | undefined, owner: Seat, seat: Seat): boolean {
  const w = who ?? 'you';
  return w === 'any' || (w === 'you') === (owner === seat);
}

/** Total tactics in the battle: each card's, but those barred from adding theirs, plus changes to
 * the total ("your opponent has total tactics -4 here"); never below 0 (R-MOD-01). */
export function totalTactics(s: GameState, seat: Seat): number {
  let n = 0;
  for (const c of battleForces(s, seat)) if (!cardCannot(s, 'addTactics', c)) n += stat(s, c, 'tactics').value;
  const b = s.battle;
  if (b) {
    for (const a of changesOf(s, 'add')) {
      const ch = a.change;
      if (ch.to === 'totalTactics' && sideApplies(ch.who, a.seat, seat) && reaches(s, a, ch.at ?? 'here', b.location)) n += amountNow(s, { seat: a.seat, source: a.source, targets: [] }, ch.add);
    }
  }
  return Math.max(0, n);
}

/** Total power: cards in the battle (damaged too) + battle destiny + modifiers (R-BSTEP-17). */
export function totalPower(s: GameState, seat: Seat): Explained {
  const b = s.battle!;
  const parts: Explained['parts'] = [];
  for (const c of battleForces(s, seat)) {
    if (cardCannot(s, 'addPower', c)) continue;
    parts.push({ label: titleOf(s, c), amount: stat(s, c, 'power').value });
  }
  parts.push({ label: 'battle destiny', amount: Math.max(0, b.destiny[seat]) });
  for (const a of changesOf(s, 'add')) {
    const ch = a.change;
    if (ch.to === 'totalPower' && sideApplies(ch.who, a.seat, seat) && reaches(s, a, ch.at ?? 'here', b.location)) {
      // "That player's total power": conditions and numbers are read for the side in question.
      const ctx = { seat: ch.ifPlayer ? seat : a.seat, source: a.source, targets: [] };
      if (ch.ifPlayer && !holds(s, ctx, ch.ifPlayer)) continue;
      parts.push({ label: titleOf(s, a.source), amount: amountNow(s, ctx, ch.add) });
    }
  }
  return { value: Math.max(0, parts.reduce((n, p) => n + p.amount, 0)), parts };
}

/** Attrition a side causes: its battle destiny + direct additions (R-BSTEP-10). */
export function attritionCausedBy(s: GameState, seat: Seat): number {
  const b = s.battle!;
  let n = Math.max(0, b.destiny[seat]) + b.attritionBonus[seat];
  for (const a of changesOf(s, 'add')) {
    const ch = a.change;
    if (ch.to === 'attrition' && sideApplies(ch.who, a.seat, seat) && reaches(s, a, ch.at ?? 'here', b.location)) {
      const ctx = { seat: ch.ifPlayer ? seat : a.seat, source: a.source, targets: [] };
      if (ch.ifPlayer && !holds(s, ctx, ch.ifPlayer)) continue;
      n += amountNow(s, ctx, ch.add);
    }
  }
  return Math.max(0, n);
}

/** The lowest "casualties are reduced to N" for the loser in this battle, if any (Diplomacy Bot),
 * with the card that sets it. */
function casualtiesCap(s: GameState, loser: Seat): { cap: number; source: CardId } | undefined {
  let best: { cap: number; source: CardId } | undefined;
  for (const a of changesOf(s, 'casualtiesAtMost')) {
    const ch = a.change;
    if ((a.location ?? locationOf(s, a.source)) !== s.battle?.location) continue;
    if (sideApplies(ch.who, a.seat, loser) && ch.casualtiesAtMost < (best?.cap ?? Infinity)) best = { cap: ch.casualtiesAtMost, source: a.source };
  }
  return best;
}

/** What reduces the loser's casualties before they pay: a cap that came into force after the
 * power step (Orbital Coverage), then each damaged card's defense (R-BSTEP-22). */
export function casualtyCuts(s: GameState, loser: Seat, casualties: number): Part[] {
  const cap = casualtiesCap(s, loser);
  const first: Part[] = cap && casualties > cap.cap ? [{ label: titleOf(s, cap.source), amount: cap.cap - casualties, cap: true }] : [];
  return [...first, ...damagedDefense(s, loser)];
}

/** A side's damaged ships and units in the battle (units aboard too), each with its defense as a
 * reduction: what meets attrition (R-BSTEP-12) and cuts casualties (R-BSTEP-22). */
export function damagedDefense(s: GameState, seat: Seat): Part[] {
  return battleForces(s, seat, true).filter((c) => s.table[c].damaged)
    .map((c) => ({ label: titleOf(s, c), amount: -stat(s, c, 'defense').value }));
}

/** An ability says this side reveals no battle destiny in this battle (Killer Cait Grimalkin). */
export function barredFromDestiny(s: GameState, seat: Seat): boolean {
  const loc = s.battle?.location;
  return playerCannot(s, 'revealBattleDestiny', seat, loc);
}

export function beginBattle(g: Game, loc: CardId, attacker: Seat): void {
  g.s.battle = { location: loc, attacker, step: 'window1', destiny: [0, 0], attritionBonus: [0, 0] };
  setCounters(g, { battles: [...g.s.counters.battles ?? [], loc] });
  logEvent(g, { kind: 'battle', at: named(g.s, loc), rule: 'R-BSTEP-01' });
  emit(g, { event: 'battleBegins', location: loc, seat: attacker });
}

/** Both players passed in a battle window with an empty stack: the next step starts, and no
 * one holds initiative until it ends (R-BATTLE-11, R-BATTLE-12). */
export function startNextStep(g: Game): void {
  readOnly(g.s, () => startStep(g));
  const b = g.s.battle;
  if (b?.step === 'power' && b.winner !== null && b.winner !== undefined) {
    emit(g, { event: 'battleWon', location: b.location, seat: b.winner });
  }
}

// The step's figures are read from one unchanging position, so they are computed read-only.
function startStep(g: Game): void {
  const step = NEXT[g.s.battle!.step]!;
  setBattle(g, { step });
  const b = g.s.battle!;
  g.s.initiative = null;
  g.s.passes = 0;
  const att = b.attacker;
  const def = other(att);
  const steps: Step[] = [];
  switch (step) {
    case 'destiny':
      // The 4+ check is made for both before either reveal (R-BSTEP-07).
      setBattle(g, { mayReveal: ([att, def] as Seat[]).filter((p) => totalTactics(g.s, p) >= 4 && !barredFromDestiny(g.s, p)) });
      logEvent(g, { kind: 'destinyStep', tactics: [totalTactics(g.s, 0), totalTactics(g.s, 1)], attacker: att, rule: 'R-BSTEP-04' });
      steps.push({ k: 'revealDestiny', seat: att }, { k: 'revealDestiny', seat: def });
      break;
    case 'attrition': {
      const against: [number, number] = [0, 0];
      against[att] = attritionCausedBy(g.s, def);
      against[def] = attritionCausedBy(g.s, att);
      setBattle(g, { attritionAgainst: against });
      logEvent(g, { kind: 'attritionStep', attacker: att, against, rule: 'R-BSTEP-10' });
      steps.push({ k: 'attrition', seat: att, n: against[att] }, { k: 'attrition', seat: def, n: against[def] });
      break;
    }
    case 'power': {
      const totals = [totalPower(g.s, 0), totalPower(g.s, 1)];
      const p: [number, number] = [totals[0].value, totals[1].value];
      const winner = p[0] === p[1] ? null : p[0] > p[1] ? 0 : 1;
      let casualties = winner === null ? 0 : Math.abs(p[0] - p[1]);
      const cap = winner === null ? undefined : casualtiesCap(g.s, other(winner))?.cap;
      if (cap !== undefined && casualties > cap) {
        logEvent(g, { kind: 'casualtiesCapped', from: casualties, to: cap, rule: 'R-BSTEP-19' });
        casualties = cap;
      }
      setBattle(g, { power: p, winner, casualties, powerParts: [totals[0].parts, totals[1].parts] });
      logEvent(g, { kind: 'powerStep', power: [p[0], p[1]], winner, casualties, rule: winner === null ? 'R-BSTEP-18' : 'R-BSTEP-19' });
      if (winner !== null) {
        setCounters(g, { wonBattle: [...g.s.counters.wonBattle, winner] });
        // Every card in play remembers it while it stays in play ("since this entered play").
        for (const id in g.s.table) if (!g.s.table[id].wonSince?.includes(winner)) tableCard(g, id).wonSince = [...g.s.table[id].wonSince ?? [], winner];
      }
      break;
    }
    case 'loss': {
      if (b.winner === null || b.winner === undefined) break;
      const loser = other(b.winner);
      const total = b.casualties ?? 0;
      const cuts = casualtyCuts(g.s, loser, total);
      const n = total + cuts.reduce((x, p) => x + p.amount, 0);
      if (cuts[0]?.cap) logEvent(g, { kind: 'casualtiesCapped', from: total, to: total + cuts[0].amount, rule: 'R-BSTEP-19' });
      setBattle(g, { casualtyCuts: cuts });
      logEvent(g, { kind: 'lossStep', seat: loser, casualties: Math.max(0, n), rule: 'R-BSTEP-22' });
      steps.push({ k: 'casualties', seat: loser, n });
      break;
    }
    case 'end':
      logEvent(g, { kind: 'endStep', rule: 'R-BSTEP-26' });
      steps.push({ k: 'destroyDamaged', seat: att }, { k: 'destroyDamaged', seat: def });
      break;
    default:
      break;
  }
  steps.push({ k: 'battleStepDone', step });
  g.s.queue.push(...steps);
}

/** Reveals one card for a side's battle destiny, unless a replacement effect takes its place
 * (R-BSTEP-05, R-REPL-02, R-REPL-05). */
export function revealBattleDestiny(g: Game, seat: Seat): void {
  const w = g.s.watchers.findIndex((x) => x.kind === 'replaceBattleDestiny' && x.seat === seat);
  if (w >= 0) {
    const { value = 0, source } = g.s.watchers[w];
    g.s.watchers.splice(w, 1);
    logEvent(g, { kind: 'destinyReplaced', seat, amount: value, rule: 'R-REPL-02' });
    addBattleDestiny(g, seat, [{ label: titleOf(g.s, source), amount: value }]);
    return;
  }
  const bonus = revealModifiers(g.s);
  const { card } = revealDestiny(g, seat, 'battle', bonus);
  addBattleDestiny(g, seat, card === undefined ? [{ label: 'no card to reveal', amount: 0 }] : revealedParts(g.s, card, bonus), card);
}

/** The card a side just revealed for battle destiny no longer counts, and that side reveals another
 * in its place (Cribber): its number comes off the side's battle destiny, the report of it to the
 * triggers that wait for initiative is dropped, and the new card is revealed as any other. */
export function revealAnotherBattleDestiny(g: Game, seat: Seat, by: CardId): void {
  const b = g.s.battle;
  const r = b?.revealed;
  if (!b || !r || r.seat !== seat) return;
  const d: [number, number] = [...b.destiny];
  d[seat] -= r.value;
  setBattle(g, { destiny: d, destinyParts: withParts(b.destinyParts, seat, [{ label: `${titleOf(g.s, r.card)}, replaced by ${titleOf(g.s, by)}`, amount: -r.value }]) });
  logEvent(g, { kind: 'destinyAgain', seat, card: named(g.s, r.card), by: named(g.s, by) });
  const pending = g.s.queue.findIndex((st) => st.k === 'destinyRevealed' && st.seat === seat);
  if (pending >= 0) g.s.queue.splice(pending, 1);
  const bonus = revealModifiers(g.s);
  const { card } = revealDestiny(g, seat, 'battle', bonus);
  addBattleDestiny(g, seat, card === undefined ? [{ label: 'no card to reveal', amount: 0 }] : revealedParts(g.s, card, bonus), card);
}

/** Modifiers to each card revealed for battle destiny at the battle's location (Belt Hideaway). */
function revealModifiers(s: GameState): DestinyBonus[] {
  return changesOf(s, 'destinyCards').flatMap((a) => ((a.change.for ?? 'battle') === 'battle' && locationOf(s, a.source) === s.battle!.location
    ? [{ amount: a.change.destinyCards, from: a.source }] : []));
}

/** A card revealed for battle destiny and each modifier to it, as the table explains them. */
function revealedParts(s: GameState, card: CardId, bonus: readonly DestinyBonus[]): Part[] {
  const d = defOf(s, card);
  return [{ label: d.title, amount: d.destiny ?? 0, revealed: d.number }, ...bonus.map((b) => ({ label: titleOf(s, b.from), amount: b.amount }))];
}

/**
 * Adds a revealed card (never below 0 with its modifiers, R-MOD-01), or a replacement's number, to
 * a side's battle destiny. Each card revealed is an event: triggers that change that card's
 * destiny resolve at once (R-TRIG-04), and those that wait for initiative read the card as those
 * left it (the Razorjack example), when the `destinyRevealed` step after them reports it again.
 */
function addBattleDestiny(g: Game, seat: Seat, parts: Part[], card?: CardId): void {
  const b = g.s.battle!;
  const value = Math.max(0, parts.reduce((n, p) => n + p.amount, 0));
  const d: [number, number] = [...b.destiny];
  d[seat] += value;
  setBattle(g, { destiny: d, destinyParts: withParts(b.destinyParts, seat, parts),
    ...(card !== undefined ? { revealed: { seat, card, value } } : {}) });
  if (card === undefined) return; // no card was revealed: nothing for "each time you reveal"
  const rest = g.s.queue.length;
  emit(g, { event: 'revealBattleDestiny', location: b.location, seat, value, card });
  g.s.queue.splice(g.s.queue.length - rest, 0, { k: 'destinyRevealed', seat });
}

/** The card revealed for battle destiny, as changed by the triggers that resolved at once, is
 * reported to the triggers that wait for initiative. */
export function destinyRevealed(g: Game, seat: Seat): void {
  const b = g.s.battle;
  const r = b?.revealed;
  if (!b || !r || r.seat !== seat) return;
  emit(g, { event: 'destinyRevealed', location: b.location, seat, value: r.value, card: r.card });
}

/** The "reveal several, pick one" replacement a player may pay for now, if any. */
export function fromTopOption(s: GameState, seat: Seat): { pay: number; reveal: number; bottom?: true } | undefined {
  for (const a of changesOf(s, 'battleDestinyFromTop')) {
    const c = a.change;
    if (a.seat === seat && locationOf(s, a.source) === s.battle?.location
      && s.players[seat].active.length >= c.battleDestinyFromTop.pay) return c.battleDestinyFromTop;
  }
  return undefined;
}

/** Pays and reveals the top cards (or the bottom one); the player then picks the one that counts. */
export function revealFromTop(g: Game, seat: Seat): void {
  const opt = fromTopOption(g.s, seat)!;
  pay(g, seat, opt.pay);
  const reserve = g.s.players[seat].reserve;
  const options = opt.bottom ? reserve.slice(-1) : reserve.slice(0, opt.reveal);
  logEvent(g, { kind: 'destinyFromTop', seat, paid: opt.pay, cards: options.map((c) => named(g.s, c)), ...(opt.bottom ? { bottom: true } : {}) });
  g.s.queue.unshift({ k: 'pickDestiny', seat, options });
}

/** The picked card will count; first the player orders the revealed cards for the used pile. */
export function pickBattleDestiny(g: Game, seat: Seat, picked: CardId, options: CardId[], then?: NotedThen): void {
  logEvent(g, { kind: 'destinyChosen', seat, card: named(g.s, picked), forBattle: then === undefined });
  g.s.queue.unshift({ k: 'usedOrder', seat, left: options, top: [], picked, ...(then ? { then } : {}) });
}

/** The revealed cards go on top of the used pile in the chosen order, and the picked one counts. */
export function orderedToUsed(g: Game, step: Extract<Step, { k: 'usedOrder' }>): void {
  const { seat, top, picked } = step;
  for (const c of top.slice().reverse()) { takeOut(g, c); putInPile(g, c, 'used'); }
  logEvent(g, { kind: 'usedOrder', seat, cards: top.map((c) => named(g.s, c)) });
  if (step.then) {
    // Revealed by an effect: its destiny, with a weapon's modifiers, is noted for what follows.
    const ctx = step.then.ctx;
    const destiny = modifiedDestiny(g.s, picked, weaponDestinyBonus(g.s, ctx));
    logEvent(g, { kind: 'destiny', seat, card: named(g.s, picked), for: named(g.s, ctx.source), destiny });
    runEffects(g, { ...ctx, noted: destiny.value, revealed: picked }, step.then.effects);
    return;
  }
  const bonus = revealModifiers(g.s);
  logEvent(g, { kind: 'destinyCounts', seat, card: named(g.s, picked), destiny: modifiedDestiny(g.s, picked, bonus) });
  addBattleDestiny(g, seat, revealedParts(g.s, picked, bonus), picked);
}

/** A battle step's procedure is done: the next window opens with the attacker holding
 * initiative (R-BATTLE-13); after the end of battle step, the battle is over. */
export function advanceBattle(g: Game, step: BattleStep): void {
  const b = g.s.battle;
  if (!b) return;
  if (step === 'destiny') emit(g, { event: 'destinyStepEnds', location: b.location, seat: b.attacker });
  if (step === 'attrition') {
    // What met each side's attrition is kept: cards damaged later (casualties, weapons) did not.
    setBattle(g, { attritionCovered: [damagedDefense(g.s, 0), damagedDefense(g.s, 1)] });
    emit(g, { event: 'attritionStepEnds', location: b.location, seat: b.attacker });
  }
  if (step === 'power') {
    setBattle(g, { destinyAtPower: [...b.destiny] });
    emit(g, { event: 'powerStepEnds', location: b.location, seat: b.attacker });
  }
  if (step === 'end') {
    const winner = b.winner;
    g.s.watchers = g.s.watchers.filter((x) => x.until !== 'endOfBattle'); // R-REPL-04
    logEvent(g, { kind: 'battleEnds' });
    // Whatever the result (the winner's, if any): what set it off may still read the battle's numbers.
    emit(g, { event: 'battleEnds', location: b.location, ...(winner !== null && winner !== undefined ? { seat: winner } : {}) });
    g.s.battle = null;
  } else {
    setBattle(g, { step: AFTER[step]! });
  }
  g.s.gaining = b.attacker;
}

/** One side has no ships or units left in the battle: it is canceled at once, damaged cards
 * are lost and the stack is canceled (R-SYS-02, AMB-02). */
export function cancelBattle(g: Game): void {
  const s = g.s;
  if (!s.battle) return;
  logEvent(g, { kind: 'battleCanceled', at: named(s, s.battle.location), rule: 'R-SYS-02' });
  for (const seat of [s.battle.attacker, other(s.battle.attacker)]) {
    for (const c of Object.keys(s.table)) {
      if (s.table[c] && s.table[c].controller === seat && s.table[c].damaged && (isUnit(s, c) || isShip(s, c))) {
        const location = locationOf(s, c);
        const along = leavePlay(g, c, 'lost');
        logEvent(g, { kind: 'battleLost', card: named(s, c) });
        reportLost(g, [{ card: c, seat }, ...along], location);
      }
    }
  }
  for (const item of s.stack) if (item.kind === 'card') putInPile(g, item.card, 'lost');
  s.stack = [];
  s.queue = s.queue.filter((q) => q.k !== 'battleStepDone' && q.k !== 'attrition' && q.k !== 'casualties'
    && q.k !== 'revealDestiny' && q.k !== 'destroyDamaged');
  s.watchers = s.watchers.filter((x) => x.until !== 'endOfBattle');
  s.battle = null;
}

/** Checked whenever a player would gain initiative (R-SYS-01). */
export function battleEmptied(s: GameState): boolean {
  return s.battle !== null && (battleForces(s, 0).length === 0 || battleForces(s, 1).length === 0);
}
