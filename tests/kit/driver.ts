// The card-test driver: tests that read like the game.
//
//   const g = game({ phase: 'battle', row: [{ card: 'Testland/North', controller: P1,
//     cards: [['Luhus Mauler'], [{ card: 'Plain Trooper', name: 'foe' }]] }] });
//   g.use('Luhus Mauler').resolve()
//     .expectCard('Luhus Mauler', { inverted: true, power: 1 })
//     .expectPiles(P1, { active: 1 });
//   g.refuses('R-ABIL-01').use('Luhus Mauler');
//
// - A game starts from a position (tests/kit/position.ts: the scenario format with cards named
//   by title), or from `game()` and `add(where, seat, title)` calls, XMage's addCard. Cards are
//   real cards of the pool or test-only cards of the registry (tests/kit/registry.ts), both by
//   title. A card is referred to by the name the position gives it, or by its title when only
//   one card of the game has it.
// - Actions are the engine's, in game words: play, use, drain, attack, move, draw, activate,
//   pass, and the answers to decisions (choose, yes/no, pick, reveal, lose...). Each is applied
//   at once with the engine's `apply`; the seat is the one that would naturally act (the card's
//   holder or controller, the player owing the decision, else whoever holds initiative) unless
//   `by` says otherwise. An activated ability is named through `abilityField` alone.
// - Passing is named for what it is for: `resolve()` passes until the top of the stack has
//   resolved; `toPhase('battle')` and `toStep('window3')` pass until the game gets there.
// - Strict: an action refused without `refuses(rule)` before it fails the test, and so does any
//   decision the test did not script: a pending decision must be answered (choose...) or looked
//   at (expectDecision, decision()) before anything else happens and before the test ends.
// - Assertions are vitest expectations (a test that makes none fails: tests/kit/setup.ts), and
//   every failure message ends with what the test did and what the log said after each action.
import { expect, onTestFinished } from 'vitest';
import {
  activationMax, actor, apply, defOf, describeStep, eventText, legalActions, pendingDecision, seatName, stableAction, stat, supportIconsAt,
} from '../../src/engine';
import type { Action, BattleState, BattleStep, CardId, Choice, Explained, GameEvent, GameState, Phase, Seat } from '../../src/engine';
import type { Faction } from '../../src/engine/cards/types';
import { loadScenario, resolveAction } from '../../src/scenario/load';
import type { Loaded } from '../../src/scenario/load';
import { describeCard } from '../../src/scenario/run';
import { refKey, toScenario } from './position';
import type { Entry, PileName, Placed, Position } from './position';

export type { Position } from './position';

export const P1 = 0 as const;
export const P2 = 1 as const;

/** `n` energy cards of destiny `d` (test card "Destiny d"), for a pile. */
export const energy = (n: number, d = 3): string[] => Array.from({ length: n }, () => `Destiny ${d}`);

/** How a test names a card's activated ability: its key ('invert'), or its place among the
 * abilities the card has now (0, the first, when not given). The engine's stableAction turns
 * either into the ability's id, as it does for scenario files. */
export type AbilityRef = number | string;

/** Where `add` puts a card: a pile (on top), the assets standing alone, the row (a location,
 * controlled by the seat), at a location of the row, or beneath a card. */
export type Where = PileName | 'assets' | 'row' | { at: string } | { under: string };
type EntryOpts = Omit<Exclude<Entry, string>, 'card'>;

/** What `expectCard` can check: the scenario runner's description of a card. */
export interface CardFacts {
  zone?: string;
  at?: string;
  under?: string;
  location?: string;
  controller?: Seat;
  damaged?: boolean;
  inverted?: boolean;
  power?: number;
  tactics?: number;
  defense?: number;
  /** Index in its pile, top first. */
  position?: number;
}

type BattleFacts = Partial<Omit<BattleState, 'location'>> & { location?: string };

const STEPS: readonly BattleStep[] = ['window1', 'destiny', 'window2', 'attrition', 'window3', 'power', 'window4', 'loss', 'window5', 'end'];
/** A log line of an event, as every seat may read it. */
const lineOf = (e: GameEvent) => eventText(e, null);
const LIMIT = 300;

/** A new test game from a position. */
export function game(position: Position = {}): TestGame {
  return new TestGame(structuredClone(position));
}

/** `game` with other energy for the piles a position leaves out. */
export const gameWith = (energy: NonNullable<Position['energy']>) => (position: Position = {}): TestGame => game({ energy, ...position });

export class TestGame {
  private s: GameState | null = null;
  private placed: Placed[] = [];
  private byId = new Map<CardId, Placed>();
  private loaded: Loaded | null = null;
  private readonly logged: GameEvent[] = [];
  private readonly story: string[] = [];
  private expecting: { rule: string; reason?: string | RegExp } | null = null;
  private lastRefusal: { rule: string; reason: string } | null = null;
  /** The pending decision a test has answered or looked at. */
  private seen: unknown = null;

  constructor(private position: Position) {
    try {
      onTestFinished(({ task }) => {
        if (task.result?.state !== 'fail') this.checkNoUnseenDecision('the test ended');
      });
    } catch {
      // Made outside a running test (a describe block's setup): nothing to check at the end.
    }
  }

  // ---- the position ------------------------------------------------------------------------

  /** Puts a card somewhere before the game starts (the first action or read starts it). */
  add(where: Where, seat: Seat, card: string, opts: string | EntryOpts = {}): this {
    if (this.s) throw new Error(`add('${card}'): the game has started; add cards before the first action`);
    const e: Entry = { card, ...(typeof opts === 'string' ? { name: opts } : opts) };
    const p = this.position;
    if (where === 'row') {
      const o = typeof opts === 'string' ? { name: opts } : opts;
      (p.row ??= []).push({ card, controller: seat, ...(o.name ? { name: o.name } : {}), ...(o.owner !== undefined ? { owner: o.owner } : {}) });
    } else if (typeof where === 'string') {
      p.players ??= [{}, {}];
      const side = (p.players[seat] ??= {});
      const energy = p.energy ?? { reserve: 6, active: 6, destiny: 3 };
      const filler = where === 'reserve' || where === 'active' ? Array.from({ length: energy[where] }, () => `Destiny ${energy.destiny}`) : [];
      side[where] = [e, ...(side[where] ?? filler)];
    } else if ('at' in where) {
      const loc = (p.row ?? []).find((l) => l.name === where.at || (l.name === undefined && l.card === where.at));
      if (!loc) throw new Error(`add('${card}'): no location "${where.at}" in the row`);
      loc.cards ??= [[], []];
      loc.cards[seat].push(e);
    } else {
      const host = this.findEntry(where.under);
      if (!host) throw new Error(`add('${card}'): no card "${where.under}" to put it beneath`);
      (host.beneath ??= []).push(e);
    }
    return this;
  }

  private findEntry(ref: string): Exclude<Entry, string> | undefined {
    const p = this.position;
    const match = (e: Entry) => typeof e !== 'string' && (e.name === ref || (e.name === undefined && e.card === ref));
    const search = (list: Entry[] | undefined): Exclude<Entry, string> | undefined => {
      for (const e of list ?? []) {
        if (typeof e === 'string') continue;
        if (match(e)) return e;
        const inner = search(e.beneath);
        if (inner) return inner;
      }
      return undefined;
    };
    for (const side of p.players ?? []) for (const list of Object.values(side ?? {})) {
      const found = search(list);
      if (found) return found;
    }
    for (const l of p.row ?? []) {
      const found = search([...(l.cards?.[0] ?? []), ...(l.cards?.[1] ?? [])]);
      if (found) return found;
    }
    // A card given by title alone: make it an object so cards can go beneath it.
    for (const l of p.row ?? []) for (const list of l.cards ?? []) {
      const i = list.findIndex((e) => e === ref);
      if (i >= 0) return (list[i] = { card: ref }) as Exclude<Entry, string>;
    }
    return undefined;
  }

  private start(): GameState {
    if (this.s) return this.s;
    const w = toScenario(this.position);
    this.placed = w.placed;
    this.loaded = loadScenario(w.scenario);
    this.s = this.loaded.state;
    for (const p of this.placed) this.byId.set(this.loaded.names.get(p.key)!, p);
    // A card pending on the stack is listed by the position in a pile (where it came from): it
    // leaves that pile, as it did when it was played.
    for (const item of this.s.stack) {
      if (item.kind !== 'card') continue;
      for (const side of this.s.players) {
        for (const pile of Object.keys(side) as (keyof typeof side)[]) {
          const v = side[pile];
          if (Array.isArray(v) && v.includes(item.card)) (side as unknown as Record<string, CardId[]>)[pile] = v.filter((c) => c !== item.card);
        }
      }
    }
    // Per-card counters are keyed "<card>#<what>": the card is given by reference.
    const bullets = this.position.counters?.bullets;
    if (bullets) {
      this.s.counters = { ...this.s.counters, bullets: Object.fromEntries(Object.entries(bullets).map(([k, v]) => {
        const [card, ...rest] = k.split('#');
        return [[this.id(card), ...rest].join('#'), v];
      })) };
    }
    return this.s;
  }

  // ---- reading ---------------------------------------------------------------------------

  /** The engine's state now (read only). */
  get state(): GameState {
    return this.start();
  }

  /** The engine id of a card: its name in the position, or a title only one card has. */
  id(ref: string): CardId {
    this.start();
    if (ref.startsWith('stack:')) return ref;
    const id = this.loaded!.names.get(refKey(this.placed, ref, 'card'));
    if (!id) throw new Error(`no card "${ref}"`);
    return id;
  }

  /** How failure messages and reads name a card: its given name, else its title. */
  label(id: CardId): string {
    const c = this.byId.get(id);
    if (!c) return id;
    if (c.name) return c.name;
    return this.placed.filter((p) => p.title === c.title).length > 1 ? `${c.title} (${id})` : c.title;
  }

  /** The pending decision, if any: who owes it, its kind and what it asks in words. Reading it
   * counts as having seen it. */
  decision(): { seat: Seat; kind: string; text: string } | null {
    const d = pendingDecision(this.start());
    this.seen = this.s!.queue[0] ?? null;
    return d && { seat: d.seat, kind: d.step.k, text: describeStep(d) };
  }

  /** Every legal action for whoever must act. */
  legal(): Action[] {
    return legalActions(this.start());
  }

  /** The events of this test's actions, as the engine reported them. */
  get events(): readonly GameEvent[] {
    return this.logged;
  }

  /** The public log of this test's actions, one line per event. */
  log(): string[] {
    return this.logged.map(lineOf);
  }

  /** A card's power, tactics or defense now, with the parts it is made of. */
  stat(ref: string, which: 'power' | 'tactics' | 'defense'): Explained {
    return stat(this.start(), this.id(ref), which);
  }

  /** Where a card is and its numbers (the scenario runner's description), cards named by label. */
  card(ref: string): Record<string, unknown> {
    const d = describeCard(this.start(), this.id(ref));
    for (const k of ['at', 'under', 'location']) if (typeof d[k] === 'string') d[k] = this.label(d[k] as string);
    return d;
  }

  /** A pile's cards, top first, by label. */
  pile(seat: Seat, pile: PileName): string[] {
    return this.start().players[seat][pile].map((id) => this.label(id));
  }

  /** How an action names an item on the stack (a drain, a card being played...) as a target: the
   * top one, or the one at this position from the bottom. */
  stackItem(index?: number): string {
    const stack = this.start().stack;
    const item = index === undefined ? stack.at(-1) : stack[index];
    if (!item) throw this.fail(`stackItem(${index ?? ''}): no such item on the stack`);
    return `stack:${item.id}`;
  }

  /** The last refusal the test expected, with the engine's reason. */
  get refusal(): { rule: string; reason: string } {
    if (!this.lastRefusal) throw new Error('no action has been refused');
    return this.lastRefusal;
  }

  // ---- acting ----------------------------------------------------------------------------

  /** The next action must be refused under this rule (and, if given, with this reason: the
   * exact text, or a pattern). It is then skipped and the game goes on as it was. */
  refuses(rule: string, reason?: string | RegExp): this {
    this.expecting = { rule, ...(reason !== undefined ? { reason } : {}) };
    return this;
  }

  play(card: string, o: { at?: string; position?: number; encamp?: boolean; targets?: string[]; mode?: 'used' | 'lost'; by?: Seat } = {}): this {
    const id = this.id(card);
    const seat = o.by ?? this.holder(id) ?? this.actorOrFail('play');
    const words = [`${seatName(seat)} plays ${this.label(id)}`, o.at && `at ${o.at}`, o.position !== undefined && `in row position ${o.position}`,
      o.encamp && 'as an encampment', o.targets && `targeting ${o.targets.join(', ')}`, o.mode && `(${o.mode})`].filter(Boolean).join(' ');
    return this.act({ type: 'play', seat, card: id, ...(o.at ? { at: this.id(o.at) } : {}), ...(o.position !== undefined ? { position: o.position } : {}),
      ...(o.encamp ? { encamp: true } : {}), ...(o.targets ? { targets: o.targets.map((t) => this.id(t)) } : {}), ...(o.mode ? { mode: o.mode } : {}) }, words);
  }

  /** Uses an activated ability of a card in play (the card's first unless `ability` names it). */
  use(card: string, o: { ability?: AbilityRef; targets?: string[]; paying?: string[]; by?: Seat } = {}): this {
    const s = this.start();
    const id = this.id(card);
    const seat = o.by ?? s.table[id]?.controller ?? this.actorOrFail('use');
    const words = [`${seatName(seat)} uses ${this.label(id)}${o.ability !== undefined ? ` (ability ${o.ability})` : ''}`,
      o.targets && `targeting ${o.targets.join(', ')}`, o.paying && `paying with ${o.paying.join(', ')}`].filter(Boolean).join(' ');
    return this.act(stableAction(s, { type: 'use', seat, card: id, ability: o.ability ?? 0, ...(o.targets ? { targets: o.targets.map((t) => this.id(t)) } : {}),
      ...(o.paying ? { paying: o.paying.map((t) => this.id(t)) } : {}) }), words);
  }

  drain(location: string, by?: Seat): this {
    const seat = by ?? this.actorOrFail('drain');
    return this.act({ type: 'drain', seat, location: this.id(location) }, `${seatName(seat)} drains ${location}`);
  }

  attack(location: string, by?: Seat): this {
    const seat = by ?? this.actorOrFail('attack');
    return this.act({ type: 'attack', seat, location: this.id(location) }, `${seatName(seat)} attacks at ${location}`);
  }

  /** A movement action: `to` is a location or a ship; `transport` the units a Transport vehicle carries. */
  move(card: string, to: string, o: { transport?: string[]; by?: Seat } = {}): this {
    const id = this.id(card);
    const seat = o.by ?? this.start().table[id]?.controller ?? this.actorOrFail('move');
    return this.act({ type: 'move', seat, card: id, to: this.id(to), ...(o.transport ? { transport: o.transport.map((t) => this.id(t)) } : {}) },
      `${seatName(seat)} moves ${card} to ${to}${o.transport ? ` carrying ${o.transport.join(', ')}` : ''}`);
  }

  draw(by?: Seat): this {
    const seat = by ?? this.actorOrFail('draw');
    return this.act({ type: 'draw', seat }, `${seatName(seat)} draws`);
  }

  activate(amount: number, by?: Seat): this {
    const seat = by ?? this.actorOrFail('activate');
    return this.act({ type: 'activate', seat, amount }, `${seatName(seat)} activates ${amount}`);
  }

  startLocation(card: string, by?: Seat): this {
    const seat = by ?? this.actorOrFail('choose a starting location');
    return this.act({ type: 'startLocation', seat, card: this.id(card) }, `${seatName(seat)} starts at ${card}`);
  }

  pass(by?: Seat): this {
    const seat = by ?? this.actorOrFail('pass');
    return this.act({ type: 'pass', seat }, `${seatName(seat)} passes`);
  }

  /** Answers the pending decision (card fields take names or titles). */
  choose(choice: Record<string, unknown>, by?: Seat): this {
    const s = this.start();
    const seat = by ?? pendingDecision(s)?.seat ?? this.actorOrFail('choose');
    const loaded: Loaded = { state: s, names: this.loaded!.names, ref: (v) => this.id(String(v)) };
    const resolved = (resolveAction(loaded, { choice }, 'choice') as unknown as { choice: Choice }).choice;
    return this.act(stableAction(s, { type: 'choose', seat, choice: resolved }), `${seatName(seat)} chooses ${this.words(choice)}`);
  }

  yes(by?: Seat): this { return this.choose({ yes: true }, by); }
  no(by?: Seat): this { return this.choose({ yes: false }, by); }
  /** Reveals battle destiny (or, with false, declines to). */
  reveal(reveal = true, by?: Seat): this { return this.choose({ reveal }, by); }
  revealFromTop(n: number, by?: Seat): this { return this.choose({ revealFromTop: n }, by); }
  pick(card: string, by?: Seat): this { return this.choose({ pick: card }, by); }
  /** Loses an energy card from the top of a pile. */
  lose(pile: 'reserve' | 'active' | 'used', by?: Seat): this { return this.choose({ lose: pile }, by); }
  loseFromHand(card: string, by?: Seat): this { return this.choose({ loseFromHand: card }, by); }
  damage(card: string, by?: Seat): this { return this.choose({ damage: card }, by); }
  destroy(card: string, by?: Seat): this { return this.choose({ destroy: card }, by); }
  ignoreAttrition(by?: Seat): this { return this.choose({ ignoreAttrition: true }, by); }
  /** Picks one of several options: by its key, or by its place among those offered. */
  option(n: number | string, by?: Seat): this { return this.choose({ option: n }, by); }
  /** Puts this pending trigger (by position in the engine's list) on the stack first. */
  first(n: number, by?: Seat): this { return this.choose({ first: n }, by); }
  amount(n: number, by?: Seat): this { return this.choose({ amount: n }, by); }
  chooseTargets(...cards: string[]): this { return this.choose({ targets: cards }); }

  /** Passes until the item now on top of the stack has resolved, or a decision stops it. */
  resolve(): this {
    this.start();
    this.checkNoUnseenDecision('resolve()');
    const top = this.s!.stack.at(-1);
    if (!top) throw this.fail('resolve(): the stack is empty');
    while (this.s!.stack.some((i) => i.id === top.id) && !pendingDecision(this.s!)) this.passFor('resolve()');
    return this;
  }

  /** Passes until the game is in this phase (of this player's turn, if given). */
  toPhase(phase: Phase, of?: Seat): this {
    this.start();
    this.checkNoUnseenDecision(`toPhase('${phase}')`);
    while (this.s!.phase !== phase || (of !== undefined && this.s!.turnPlayer !== of)) this.passFor(`toPhase('${phase}')`);
    return this;
  }

  /** Passes until the battle in progress is at this step. */
  toStep(step: BattleStep): this {
    this.start();
    this.checkNoUnseenDecision(`toStep('${step}')`);
    for (;;) {
      const b = this.s!.battle;
      if (!b) throw this.fail(`toStep('${step}'): no battle is in progress`);
      if (b.step === step) return this;
      if (STEPS.indexOf(b.step) > STEPS.indexOf(step)) throw this.fail(`toStep('${step}'): the battle went on to ${b.step} without stopping there`);
      this.passFor(`toStep('${step}')`);
    }
  }

  /** Passes until the battle in progress is over. */
  endBattle(): this {
    this.start();
    this.checkNoUnseenDecision('endBattle()');
    if (!this.s!.battle) throw this.fail('endBattle(): no battle is in progress');
    while (this.s!.battle) this.passFor('endBattle()');
    return this;
  }

  private passFor(why: string): void {
    if (this.story.length > LIMIT) throw this.fail(`${why}: still not there after ${LIMIT} actions`);
    const d = pendingDecision(this.s!);
    if (d) throw this.fail(`${why}: stopped at a decision the test did not script: ${this.describe(d)}`);
    if (this.s!.winner !== null) throw this.fail(`${why}: the game is over`);
    this.pass();
  }

  private holder(id: CardId): Seat | undefined {
    const s = this.s!;
    return ([0, 1] as const).find((seat) => Object.values(s.players[seat]).some((v) => Array.isArray(v) && v.includes(id)));
  }

  private actorOrFail(what: string): Seat {
    const a = actor(this.start());
    if (a === null) throw this.fail(`${what}: nobody can act now`);
    return a;
  }

  private act(action: Action, words: string): this {
    this.start();
    const expected = this.expecting;
    this.expecting = null;
    if (!expected && action.type !== 'choose') this.checkNoUnseenDecision(words);
    const r = apply(this.s!, action);
    if (!r.ok) {
      this.story.push(`${words}: refused under ${r.refusal.rule}: ${r.refusal.reason}`);
      if (!expected) throw this.fail(`${words}: refused under ${r.refusal.rule}: ${r.refusal.reason}`);
      this.lastRefusal = r.refusal;
      expect(r.refusal.rule, this.why(`${words}: refused under the wrong rule (${r.refusal.reason})`)).toBe(expected.rule);
      if (typeof expected.reason === 'string') expect(r.refusal.reason, this.why(words)).toBe(expected.reason);
      else if (expected.reason) expect(r.refusal.reason, this.why(words)).toMatch(expected.reason);
      return this;
    }
    // The log's own line for a pass says no more than the action.
    this.story.push(words, ...r.events.map(lineOf).filter((l) => l !== `${words}.`).map((l) => `    · ${l}`));
    if (expected) throw this.fail(`${words}: accepted, but the test expected a refusal under ${expected.rule}`);
    this.s = r.state;
    this.logged.push(...r.events);
    if (action.type === 'choose') this.seen = null;
    return this;
  }

  private checkNoUnseenDecision(what: string): void {
    const s = this.s;
    if (!s || s.queue.length === 0 || s.queue[0] === this.seen) return;
    const d = pendingDecision(s);
    if (d) throw this.fail(`${what}: ${this.describe(d)} first, and the test did not script it`);
  }

  private describe(d: NonNullable<ReturnType<typeof pendingDecision>>): string {
    const options = d.choices.length ? `; the choices: ${d.choices.map((c) => this.words(c)).join(' | ')}` : '';
    return `${seatName(d.seat)} must ${describeStep(d)} (${d.step.k})${options}`;
  }

  /** A choice or other data, with card ids replaced by labels. */
  private words(x: unknown): string {
    return JSON.stringify(x, (_k, v) => (typeof v === 'string' && /^[01]\.\d+$/.test(v) ? this.label(v) : v)).replace(/"/g, '');
  }

  // ---- failing ---------------------------------------------------------------------------

  /** The test's actions so far and the log after each: for every failure message. */
  private transcript(): string {
    const s = this.s;
    const now = s ? `now: turn ${s.turn}, ${seatName(s.turnPlayer)}'s ${s.phase} phase${s.battle ? `, battle at ${this.label(s.battle.location)} (${s.battle.step})` : ''}, stack ${s.stack.length}` : 'the game has not started';
    return [`What the test did:`, ...(this.story.length ? this.story.map((l) => `  ${l}`) : ['  (nothing yet)']), now].join('\n');
  }

  private why(what: string): string {
    return `${what}\n${this.transcript()}\n`;
  }

  private fail(what: string): Error {
    return new Error(this.why(what));
  }

  // ---- expectations ----------------------------------------------------------------------

  /** Pile sizes of a seat. */
  expectPiles(seat: Seat, want: Partial<Record<PileName, number>>): this {
    const p = this.start().players[seat];
    const got = Object.fromEntries(Object.keys(want).map((k) => [k, p[k as PileName].length]));
    expect(got, this.why(`${seatName(seat)}'s piles`)).toEqual(want);
    return this;
  }

  /** A whole pile, in order (top first). */
  expectPile(seat: Seat, pile: PileName, ...cards: string[]): this {
    expect(this.pile(seat, pile), this.why(`${seatName(seat)}'s ${pile} pile`)).toEqual(cards.map((c) => this.label(this.id(c))));
    return this;
  }

  /** The top cards of a pile, in order (top first). */
  expectOnTop(seat: Seat, pile: PileName, ...cards: string[]): this {
    const got = this.start().players[seat][pile].slice(0, cards.length).map((id) => this.label(id));
    expect(got, this.why(`top of ${seatName(seat)}'s ${pile} pile`)).toEqual(cards.map((c) => this.label(this.id(c))));
    return this;
  }

  /** Facts about a card: where it is (`zone`: a pile, "table" or "stack"; `at`, `under`) and its numbers. */
  expectCard(ref: string, want: CardFacts): this {
    const got = this.card(ref);
    const view: Record<string, unknown> = {};
    const wanted: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(want)) {
      view[k] = got[k] ?? (k === 'damaged' || k === 'inverted' ? false : undefined);
      wanted[k] = (k === 'at' || k === 'under' || k === 'location') && typeof v === 'string' ? this.label(this.id(v)) : v;
    }
    expect(view, this.why(ref)).toEqual(wanted);
    return this;
  }

  expectStat(ref: string, which: 'power' | 'tactics' | 'defense', n: number): this {
    expect(this.stat(ref, which).value, this.why(`${ref}'s ${which}`)).toBe(n);
    return this;
  }

  /** Each text is part of some line of the log. */
  expectLog(...texts: string[]): this {
    const log = this.log().join('\n');
    for (const t of texts) expect(log, this.why(`the log should say "${t}"`)).toContain(t);
    return this;
  }

  /** Each text is in the log, in this order. */
  expectLogOrder(...texts: string[]): this {
    const log = this.log().join('\n');
    const at = texts.map((t) => log.indexOf(t));
    expect(texts.filter((_, n) => at[n] < 0), this.why('missing from the log')).toEqual([]);
    for (let n = 1; n < at.length; n++) expect(at[n - 1], this.why(`"${texts[n - 1]}" before "${texts[n]}"`)).toBeLessThan(at[n]);
    return this;
  }

  expectNotInLog(text: string): this {
    expect(this.log().join('\n'), this.why(`the log should not say "${text}"`)).not.toContain(text);
    return this;
  }

  /** The pending decision's kind (the engine's step name: lose, attrition, pick...) and, if
   * given, who owes it; null for none. */
  expectDecision(kind: string | null, seat?: Seat): this {
    const d = this.decision();
    expect(d?.kind ?? null, this.why(d ? this.describe(pendingDecision(this.s!)!) : 'no decision is pending')).toBe(kind);
    if (seat !== undefined) expect(d?.seat, this.why('who owes the decision')).toBe(seat);
    return this;
  }

  /** Facts of the battle in progress (location by reference). */
  expectBattle(want: BattleFacts): this {
    const b = this.start().battle;
    expect(b, this.why('no battle is in progress')).toBeTruthy();
    const view = Object.fromEntries(Object.keys(want).map((k) => [k, k === 'location' ? this.label(b!.location) : (b as unknown as Record<string, unknown>)[k]]));
    const wanted = { ...want, ...(want.location ? { location: this.label(this.id(want.location)) } : {}) };
    expect(view, this.why('the battle')).toEqual(wanted);
    return this;
  }

  expectNoBattle(): this {
    expect(this.start().battle, this.why('a battle is in progress')).toBeNull();
    return this;
  }

  expectPhase(phase: Phase, turnPlayer?: Seat): this {
    expect(this.start().phase, this.why('the phase')).toBe(phase);
    if (turnPlayer !== undefined) expect(this.s!.turnPlayer, this.why('whose turn')).toBe(turnPlayer);
    return this;
  }

  /** Who must act now (null: nobody, the game is over). */
  expectActor(seat: Seat | null): this {
    expect(actor(this.start()), this.why('who must act')).toBe(seat);
    return this;
  }

  expectInitiative(seat: Seat | null): this {
    expect(this.start().initiative, this.why('who holds initiative')).toBe(seat);
    return this;
  }

  /** How many items are on the stack. */
  expectStack(n: number): this {
    expect(this.start().stack.length, this.why('items on the stack')).toBe(n);
    return this;
  }

  expectWinner(winner: Seat | 'draw' | null): this {
    expect(this.start().winner, this.why('the winner')).toBe(winner);
    return this;
  }

  /** The most a seat may activate this turn (R-ACT). */
  expectActivationMax(seat: Seat, n: number): this {
    expect(activationMax(this.start(), seat), this.why(`${seatName(seat)}'s activation`)).toBe(n);
    return this;
  }

  /** How many cards are stacked on a card by its ability (a stockpile asset, Chained...). */
  expectStackedOn(ref: string, n: number): this {
    expect(this.start().stacked[this.id(ref)]?.length ?? 0, this.why(`cards stacked on ${ref}`)).toBe(n);
    return this;
  }

  /** The support icons on a seat's side of a location, by faction. */
  expectSupportIcons(location: string, seat: Seat, want: Partial<Record<Faction, number>>): this {
    expect(supportIconsAt(this.start(), this.id(location), seat), this.why(`${seatName(seat)}'s support icons at ${location}`)).toEqual(want);
    return this;
  }

  /** Action types that must be among the legal ones. */
  expectLegal(...types: Action['type'][]): this {
    const legal = new Set(this.legal().map((a) => a.type));
    expect(types.filter((t) => !legal.has(t)), this.why('action types not legal')).toEqual([]);
    return this;
  }

  /** How many actions are legal for whoever must act. */
  expectLegalCount(n: number): this {
    expect(this.legal().length, this.why('legal actions')).toBe(n);
    return this;
  }

  /** The title of a card (by reference), as the engine knows it. */
  titleOf(ref: string): string {
    return defOf(this.start(), this.id(ref)).title;
  }
}
