// The stack (R-STACK), pending items (R-PEND) and canceling (R-CANCEL), with the worked
// examples EX-STACK-02, EX-STACK-04, EX-PEND-*, EX-CANCEL-*.
import { describe, expect, it } from 'vitest';
import { zoneOf } from '../../src/engine/state';
import type { ScenarioResult } from '../../src/scenario/run';
import type { LocationEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { T, idOf, piles, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

const logIndex = (r: ScenarioResult, text: string) => r.events.findIndex((e) => e.text.includes(text));

/** P1 plays a fighter at a sector; P2's Portent gives the pending ship `elsewhere` as its new
 * location; everything resolves and the ship ends up at `endsAt`. */
const redirected = (elsewhere: LocationEntry & { name: string }, endsAt: string) => core({
  players: [player({ hand: [{ card: T.fighter, name: 'ship' }] }), player({ hand: [{ card: C.portent, name: 'portent' }] })],
  row: [{ card: T.ganySector, name: 'sector', controller: 0 }, elsewhere],
  actions: [
    { type: 'play', seat: 0, card: '@ship', at: '@sector' },
    { type: 'pass', seat: 0 },
    { type: 'play', seat: 1, card: '@portent', targets: ['stack:1', `@${elsewhere.name}`] },
    { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
    { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
  ],
  expect: { stack: 0, cards: { '@ship': { zone: 'table', at: endsAt } } },
});

describe('R-STACK: the stack', () => {
  it('R-STACK-01: a card, an activated ability and a phase action go on the stack after costs are paid, before their effects', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.quickHand, name: 'gun', beneath: [{ card: C.pistol, name: 'pistol' }] }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@site' },
      ],
      expect: { stack: 1, piles: { 0: { active: 4, used: 1 } }, cards: { '@trooper': { zone: 'stack' } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'card', card: idOf(r, 'trooper') });
    const used = play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.quickHand, name: 'gun', beneath: [{ card: C.pistol, name: 'pistol' }] }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@pistol', ability: 0 }],
      expect: { stack: 1, piles: { 0: { active: 4, used: 1, reserve: 5 } } },
    }));
    expect(used.state.stack[0]).toMatchObject({ kind: 'ability', card: idOf(used, 'pistol') });
    const drain = play(core({
      phase: 'control',
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@site' }],
      expect: { stack: 1, piles: { 1: { lost: 0 } } },
    }));
    expect(drain.state.stack[0]).toMatchObject({ kind: 'drain' });
  });

  it('R-STACK-01: drawing does not use the stack (R-DRAW-03)', () => {
    play(core({ phase: 'draw', actions: [{ type: 'draw', seat: 0 }], expect: { stack: 0, piles: { 0: { hand: 1, active: 4 } } } }));
  });

  it('R-STACK-02: non-interrupt cards and phase actions need an empty stack', () => {
    play(core({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }, { card: T.boost, name: 'boost' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@boost' },
        { type: 'play', seat: 0, card: '@trooper', at: '@site', refused: 'R-STACK-02' },
      ],
      expect: { stack: 1 },
    }));
    play(core({
      phase: 'control',
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@boost' },
        { type: 'drain', seat: 0, location: '@site', refused: 'R-STACK-02' },
      ],
    }));
  });

  it('R-STACK-03: players respond with interrupts and activated abilities, each going on the stack', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.usedOrder, name: 'order' }] }), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.quickHand, beneath: [{ card: C.pistol, name: 'pistol' }] }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@order' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' },
        { type: 'use', seat: 1, card: '@pistol', ability: 0, refused: 'R-ABIL-02' },
        { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@pistol', ability: 0 },
      ],
      expect: { stack: 3 },
    }));
    expect(r.state.stack.map((i) => i.kind)).toEqual(['card', 'card', 'ability']);
  });

  it('R-STACK-04: two passes in a row resolve the most recently added item first (LIFO)', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.usedOrder, name: 'order' }] }), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      actions: [
        { type: 'play', seat: 0, card: '@order' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' },
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
      ],
      expect: { stack: 1, piles: { 1: { active: 6 } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'card', card: idOf(r, 'order') });
    expect(zoneOf(r.state, idOf(r, 'boost'))).toMatchObject({ z: 'pile', pile: 'used' });
  });

  it('R-STACK-05: after each item resolves, the turn player gains initiative and both may respond again', () => {
    play(core({
      players: [player({ hand: [{ card: T.usedOrder, name: 'order' }, { card: T.boost, name: 'mine' }] }),
        player({ hand: [{ card: T.boost, name: 'boost' }, { card: T.boost, name: 'boost2' }] })],
      actions: [
        { type: 'play', seat: 0, card: '@order' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' },
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
        // The boost resolved; the order is still pending and the turn player may respond again.
        { type: 'play', seat: 0, card: '@mine' },
      ],
      expect: { stack: 2, initiative: 0 },
    }));
  });

  it('R-STACK-06: two passes on an empty stack end the phase, or in a battle start the next step', () => {
    play(core({ phase: 'move', actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }], expect: { phase: 'draw', initiative: 0 } }));
    play(core({
      phase: 'battle',
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.trooper], [T.trooper]] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { phase: 'battle', battle: { step: 'window2' } },
    }));
  });

  it('R-STACK-07: if any target is no longer legal on resolution, the whole effect is canceled', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.doubleHit, name: 'hit' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'a' }], [{ card: T.trooper, name: 'b' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@hit', targets: ['@a', '@b'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@b'] },
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 },
        { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@a': { zone: 'table', damaged: false }, '@b': { zone: 'lost' }, '@hit': { zone: 'used' } } },
    }));
    expect(r.events.some((e) => e.text.includes("Test Double Hit's effect is canceled"))).toBe(true);
  });

  it('R-STACK-08: using an ability does not move its source card', () => {
    play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.quickHand, name: 'gun', beneath: [{ card: C.pistol, name: 'pistol' }] }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@pistol', ability: 0 }],
      expect: { stack: 1, cards: { '@pistol': { zone: 'table', under: '@gun' }, '@gun': { zone: 'table', at: '@site' } } },
    }));
  });

  it('EX-STACK-02: movement, interrupt, ability: the ability resolves first, then the interrupt, then the movement', () => {
    const r = play(core({
      phase: 'move',
      players: [player(), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'mover' }, { card: C.quickHand, beneath: [{ card: C.pistol, name: 'pistol' }] }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [
        { type: 'move', seat: 0, card: '@mover', to: '@b' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' },
        { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@pistol', ability: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, phase: 'move', cards: { '@mover': { at: '@b' } } },
    }));
    const ability = logIndex(r, 'P1 activates 1');
    const boost = logIndex(r, 'P2 activates 2');
    const moved = logIndex(r, 'Test Trooper moves to');
    expect(ability).toBeGreaterThan(0);
    expect(ability).toBeLessThan(boost);
    expect(boost).toBeLessThan(moved);
  });

  it("EX-STACK-04: a weapon's ability still resolves after the weapon and its vehicle are destroyed (R-ABIL-06)", () => {
    play(core({
      players: [player(), player({ hand: [{ card: C.consultation, name: 'consult' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [
        [{ card: T.tank, name: 'vehicle', beneath: [{ card: C.cannon, name: 'cannon' }] }],
        [{ card: T.trooper, name: 'target' }]] }],
      actions: [
        { type: 'use', seat: 0, card: '@cannon', ability: 0, targets: ['@target'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@consult', targets: ['@vehicle'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@vehicle': { zone: 'lost' }, '@cannon': { zone: 'lost' }, '@target': { damaged: true } } },
    }));
  });
});

describe('R-PEND: pending items', () => {
  it('R-PEND-01 / EX-PEND-01: a ship being played is pending, not in play: it can be neither counted nor targeted', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.fighter, name: 'ship' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.ganySector, name: 'sector', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@ship', at: '@sector' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@ship'], refused: 'R-TGT-04' },
      ],
      expect: { stack: 1, cards: { '@ship': { zone: 'stack' } } },
    }));
    expect(r.state.table[idOf(r, 'ship')]).toBeUndefined();
  });

  it('R-PEND-02 / EX-PEND-01: a pending card can be modified: given a new location (Portent)', () => {
    play(redirected({ card: T.loneSector, name: 'other', controller: 0 }, '@other'));
  });

  it('R-PEND-02: a canceled pending phase action is removed without effect; the rest of the stack keeps its order', () => {
    const r = play(core({
      phase: 'control',
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player({ hand: [{ card: C.cancelDrain, name: 'block' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [
        { type: 'drain', seat: 0, location: '@site' },
        { type: 'play', seat: 0, card: '@boost' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@block', targets: ['stack:1'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { stack: 1, piles: { 1: { lost: 0 } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'card', card: idOf(r, 'boost') });
  });

  it('R-PEND-03 / EX-PEND-02: "cancel target pending order" targets only an order; the order is lost without effect', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.usedOrder, name: 'order' }, { card: T.boost, name: 'boost' }] }),
        player({ hand: [{ card: C.cancelOrder, name: 'veto' }] })],
      actions: [
        { type: 'play', seat: 0, card: '@order' },
        { type: 'play', seat: 0, card: '@boost' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@veto', targets: ['stack:2'], refused: 'R-TGT-04' },
        { type: 'play', seat: 1, card: '@veto', targets: ['stack:1'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { stack: 1, cards: { '@order': { zone: 'lost' }, '@veto': { zone: 'lost' } }, piles: { 0: { active: 3, reserve: 5 } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ card: idOf(r, 'boost') });
  });

  it('R-PEND-04 / EX-PEND-03: a unit moved by an ability is not pending: it stays in play and can be targeted', () => {
    play(core({
      players: [player(), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: C.mover, name: 'runner' }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [
        { type: 'use', seat: 0, card: '@runner', ability: 0, targets: ['@runner', '@b'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@runner'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@runner': { zone: 'lost' } } },
    }));
  });

  it('R-PEND-05: a new target given to a pending card must be legal: a sector with no icon for the ship is refused', () => {
    const r = play(redirected({ card: T.barrenSector, name: 'barren', controller: 1 }, '@sector'));
    expect(r.events.some((e) => e.text.includes("can't be redirected there") && e.text.includes('(R-PEND-05)'))).toBe(true);
  });
});

describe('R-CANCEL: canceling', () => {
  it('R-CANCEL-01 / EX-CANCEL-01: a canceled USED interrupt goes to the lost pile, not the used pile', () => {
    play(core({
      players: [player({ hand: [{ card: C.anticipation, name: 'anticipation' }] }), player({ hand: [{ card: T.counter, name: 'trumped' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'kizen' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@anticipation', targets: ['@kizen'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@trumped', targets: ['stack:1'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { stack: 0, cards: { '@anticipation': { zone: 'lost' }, '@trumped': { zone: 'lost' }, '@kizen': { defense: 4 } } },
    }));
  });

  it('R-CANCEL-02: a canceled ability simply has no effect; its source stays in play', () => {
    play(core({
      players: [player(), player({ hand: [{ card: C.cancelAbility, name: 'jam' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.quickHand, name: 'gun', beneath: [{ card: C.pistol, name: 'pistol' }] }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@pistol', ability: 0 },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@jam', targets: ['stack:1'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { stack: 0, piles: { 0: { active: 4, used: 1, reserve: 5 } }, cards: { '@pistol': { zone: 'table' }, '@jam': { zone: 'used' } } },
    }));
  });

  it('R-CANCEL-03 / EX-CANCEL-02: the kizen is destroyed before Anticipation resolves: effect canceled, card to the used pile', () => {
    play(core({
      players: [player({ hand: [{ card: C.anticipation, name: 'anticipation' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'kizen' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@anticipation', targets: ['@kizen'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@kizen'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@anticipation': { zone: 'used' }, '@kizen': { zone: 'lost' } }, log: ["Test Anticipation's effect is canceled"] },
    }));
  });

  it('R-CANCEL-03 / EX-CANCEL-03: the target is no longer a legal kind (now the opponent\'s): effect canceled, used pile', () => {
    play(core({
      players: [player({ hand: [{ card: C.anticipation, name: 'anticipation' }] }), player({ hand: [{ card: C.seize, name: 'seize' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'kizen' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@anticipation', targets: ['@kizen'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@seize', targets: ['@kizen'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@anticipation': { zone: 'used' }, '@kizen': { controller: 1, defense: 4 } } },
    }));
  });

  it('R-CANCEL-03 / EX-CANCEL-04: Faded makes the kizen untargetable by its controller; Anticipation is canceled, used pile', () => {
    play(core({
      players: [player({ hand: [{ card: C.anticipation, name: 'anticipation' }, { card: C.anticipation, name: 'again' }] }),
        player({ hand: [{ card: C.faded, name: 'faded' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'kizen' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@anticipation', targets: ['@kizen'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@faded', targets: ['@kizen'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@again', targets: ['@kizen'], refused: 'R-TGT-04' },
      ],
      expect: { stack: 0, cards: { '@anticipation': { zone: 'used' }, '@faded': { zone: 'used' }, '@kizen': { defense: 6 } } },
    }));
  });

  it('R-CANCEL-04: costs of a canceled item stay paid, and its bullet stays spent', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.faded, name: 'faded' }, { card: C.faded, name: 'faded2' }] }), player({ hand: [{ card: T.counter, name: 'counter' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'kizen' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@faded', targets: ['@kizen'] },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@counter', targets: ['stack:1'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 0, card: '@faded2', targets: ['@kizen'], refused: 'R-INTR-06' },
      ],
      expect: { cards: { '@faded': { zone: 'lost' } } },
    }));
    expect(piles(r, 0)).toMatchObject({ active: 4, used: 1 });
  });

  it('R-CANCEL-05: cards not in play (a pending card, a card in a pile) cannot be destroyed', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'hero' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@site' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@trooper'], refused: 'R-TGT-04' },
      ],
      expect: { cards: { '@trooper': { zone: 'stack' } } },
    }));
    expect(r.refusals).toHaveLength(1);
    // A target that left play before resolution: the destroy does nothing to the card in hand.
    play(core({
      players: [player({ hand: [{ card: C.bounce, name: 'recall' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'hero' }], []] }],
      actions: [
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@hero'] },
        { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@recall', targets: ['@hero'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@hero': { zone: 'hand' }, '@strike': { zone: 'used' } }, log: ["Test Strike's effect is canceled"] },
    }));
  });
});
