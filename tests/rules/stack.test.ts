// The stack (R-STACK), pending items (R-PEND) and canceling (R-CANCEL), with the worked
// examples EX-STACK-02, EX-STACK-04, EX-PEND-*, EX-CANCEL-*.
import { describe, expect, it } from 'vitest';
import { P1, P2 } from '../kit/driver';
import type { Place } from '../kit/position';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const siteB = 'Ganymede/Test Site B';
/** A gunslinger at site A with a pistol (• pay 1: activate 1). */
const pistolAt = (): Place => ({ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Gunslinger', name: 'gun', beneath: ['Test Pistol'] }], []] });

/** P1 plays a fighter at a sector; P2's Portent gives the pending ship `elsewhere` as its new
 * location; everything resolves. */
const redirected = (elsewhere: Place & { name: string }) => {
  const g = game({
    players: [{ hand: [{ card: 'Test Fighter', name: 'ship' }] }, { hand: ['Test Portent'] }],
    row: [{ card: 'Ganymede/Test Orbit', name: 'sector', controller: P1 }, elsewhere],
  }).play('ship', { at: 'sector' }).pass(P1);
  return g.play('Test Portent', { targets: [g.stackItem(), elsewhere.name] }).resolve().resolve().expectStack(0);
};

describe('R-STACK: the stack', () => {
  it('R-STACK-01: a card, an activated ability and a phase action go on the stack after costs are paid, before their effects', () => {
    const played = game({ players: [{ hand: ['Test Trooper'] }, {}], row: [pistolAt()] }).play('Test Trooper', { at: 'site' })
      .expectStack(1).expectPiles(P1, { active: 4, used: 1 }).expectCard('Test Trooper', { zone: 'stack' });
    expect(played.state.stack[0]).toMatchObject({ kind: 'card', card: played.id('Test Trooper') });
    const used = game({ row: [pistolAt()] }).use('Test Pistol').expectStack(1).expectPiles(P1, { active: 4, used: 1, reserve: 5 });
    expect(used.state.stack[0]).toMatchObject({ kind: 'ability', card: used.id('Test Pistol') });
    const drain = game({ phase: 'control', row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }] })
      .drain('site').expectStack(1).expectPiles(P2, { lost: 0 });
    expect(drain.state.stack[0]).toMatchObject({ kind: 'drain' });
  });

  it('R-STACK-01: drawing does not use the stack (R-DRAW-03)', () => {
    game({ phase: 'draw' }).draw().expectStack(0).expectPiles(P1, { hand: 1, active: 4 });
  });

  it('R-STACK-02: cards other than interrupts, and phase actions, wait for an empty stack', () => {
    game({ players: [{ hand: ['Test Trooper', 'Test Boost'] }, {}], row: [{ card: siteA, name: 'site', controller: P1 }] })
      .play('Test Boost').refuses('R-STACK-02').play('Test Trooper', { at: 'site' }).expectStack(1);
    game({ phase: 'control', players: [{ hand: ['Test Boost'] }, {}], row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }] })
      .play('Test Boost').refuses('R-STACK-02').drain('site').expectStack(1);
  });

  it('R-STACK-03: responses are interrupts and activated abilities, each put on the stack', () => {
    const g = game({ players: [{ hand: ['Test Orders'] }, { hand: ['Test Boost'] }], row: [pistolAt()] })
      .play('Test Orders').pass(P1).play('Test Boost').refuses('R-ABIL-02').use('Test Pistol', { by: P2 }).pass(P2).use('Test Pistol')
      .expectStack(3);
    expect(g.state.stack.map((i) => i.kind)).toEqual(['card', 'card', 'ability']);
  });

  it('R-STACK-04: two passes in a row resolve the most recently added item first (LIFO)', () => {
    const g = game({ players: [{ hand: ['Test Orders'] }, { hand: ['Test Boost'] }] })
      .play('Test Orders').pass(P1).play('Test Boost').pass(P2).pass(P1)
      .expectStack(1).expectPiles(P2, { active: 6 }).expectCard('Test Boost', { zone: 'used' });
    expect(g.state.stack[0]).toMatchObject({ kind: 'card', card: g.id('Test Orders') });
  });

  it('R-STACK-05: after each item resolves, the turn player gains initiative and both may respond again', () => {
    game({ players: [{ hand: ['Test Orders', { card: 'Test Boost', name: 'mine' }] }, { hand: [{ card: 'Test Boost', name: 'boost' }, { card: 'Test Boost', name: 'boost2' }] }] })
      .play('Test Orders').pass(P1).play('boost').pass(P2).pass(P1)
      // The boost resolved; the order is still pending and the turn player may respond again.
      .play('mine')
      .expectStack(2).expectInitiative(P1);
  });

  it('R-STACK-06: two passes on an empty stack end the phase, or in a battle start the next step', () => {
    game({ phase: 'move' }).pass(P1).pass(P2).expectPhase('draw').expectInitiative(P1);
    game({
      phase: 'battle',
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Trooper'], ['Test Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).pass(P1).pass(P2).expectPhase('battle').expectBattle({ step: 'window2' });
  });

  it('R-STACK-07: if any target is no longer legal on resolution, the whole effect is canceled', () => {
    game({
      players: [{ hand: ['Test Double Hit'] }, { hand: ['Test Strike'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'a' }], [{ card: 'Test Trooper', name: 'b' }]] }],
    }).play('Test Double Hit', { targets: ['a', 'b'] }).pass(P1).play('Test Strike', { targets: ['b'] }).resolve().resolve()
      .expectStack(0).expectCard('a', { zone: 'table', damaged: false }).expectCard('b', { zone: 'lost' }).expectCard('Test Double Hit', { zone: 'used' })
      .expectLog("Test Double Hit's effect is canceled");
  });

  it('R-STACK-08: using an ability does not move its source card', () => {
    game({ row: [pistolAt()] }).use('Test Pistol')
      .expectStack(1).expectCard('Test Pistol', { zone: 'table', under: 'gun' }).expectCard('gun', { zone: 'table', at: 'site' });
  });

  it('EX-STACK-02: movement, interrupt, ability: the ability resolves first, then the interrupt, then the movement', () => {
    game({
      phase: 'move',
      players: [{}, { hand: ['Test Boost'] }],
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [[{ card: 'Test Trooper', name: 'mover' }, { card: 'Test Gunslinger', beneath: ['Test Pistol'] }], []] },
        { card: siteB, name: 'b', controller: P1 },
      ],
    }).move('mover', 'b').pass(P1).play('Test Boost').pass(P2).use('Test Pistol')
      .resolve().resolve().resolve()
      .expectStack(0).expectPhase('move').expectCard('mover', { at: 'b' })
      .expectLogOrder('P1 activates 1', 'P2 activates 2', 'Test Trooper moves to');
  });

  it("EX-STACK-04: a weapon's ability still resolves after the weapon and its vehicle are destroyed (R-ABIL-06)", () => {
    game({
      players: [{}, { hand: ['Test Consultation'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Tank', name: 'vehicle', beneath: ['Test Cannon'] }], [{ card: 'Test Trooper', name: 'target' }]] }],
    }).use('Test Cannon', { targets: ['target'] }).pass(P1).play('Test Consultation', { targets: ['vehicle'] }).resolve().resolve()
      .expectStack(0).expectCard('vehicle', { zone: 'lost' }).expectCard('Test Cannon', { zone: 'lost' }).expectCard('target', { damaged: true });
  });
});

describe('R-PEND: pending items', () => {
  it('R-PEND-01 / EX-PEND-01: a ship being played is pending, not in play: it can be neither counted nor targeted', () => {
    const g = game({
      players: [{ hand: [{ card: 'Test Fighter', name: 'ship' }] }, { hand: ['Test Strike'] }],
      row: [{ card: 'Ganymede/Test Orbit', name: 'sector', controller: P1 }],
    }).play('ship', { at: 'sector' }).pass(P1).refuses('R-TGT-04').play('Test Strike', { targets: ['ship'] })
      .expectStack(1).expectCard('ship', { zone: 'stack' });
    expect(g.state.table[g.id('ship')]).toBeUndefined();
  });

  it('R-PEND-02 / EX-PEND-01: a pending card can be modified: given a new location (Portent)', () => {
    redirected({ card: 'Pluto/Lone Sector', name: 'other', controller: P1 }).expectCard('ship', { zone: 'table', at: 'other' });
  });

  it('R-PEND-02: a canceled pending phase action is removed without effect; the rest of the stack keeps its order', () => {
    const g = game({
      phase: 'control',
      players: [{ hand: ['Test Boost'] }, { hand: ['Test Drain Block'] }],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
    }).drain('site').play('Test Boost').pass(P1);
    g.play('Test Drain Block', { targets: [g.stackItem(0)] }).resolve().expectStack(1).expectPiles(P2, { lost: 0 });
    expect(g.state.stack[0]).toMatchObject({ kind: 'card', card: g.id('Test Boost') });
  });

  it('R-PEND-03 / EX-PEND-02: "cancel target pending order" targets only an order; the order is lost without effect', () => {
    const g = game({ players: [{ hand: ['Test Orders', 'Test Boost'] }, { hand: ['Test Veto'] }] })
      .play('Test Orders').play('Test Boost').pass(P1);
    g.refuses('R-TGT-04').play('Test Veto', { targets: [g.stackItem(1)] })
      .play('Test Veto', { targets: [g.stackItem(0)] }).resolve()
      .expectStack(1).expectCard('Test Orders', { zone: 'lost' }).expectCard('Test Veto', { zone: 'lost' }).expectPiles(P1, { active: 3, reserve: 5 });
    expect(g.state.stack[0]).toMatchObject({ card: g.id('Test Boost') });
  });

  it('R-PEND-04 / EX-PEND-03: a unit moved by an ability is not pending: it stays in play and can be targeted', () => {
    game({
      players: [{}, { hand: ['Test Strike'] }],
      row: [{ card: siteA, name: 'a', controller: P1, cards: [['Test Runner'], []] }, { card: siteB, name: 'b', controller: P1 }],
    }).use('Test Runner', { targets: ['Test Runner', 'b'] }).pass(P1).play('Test Strike', { targets: ['Test Runner'] }).resolve().resolve()
      .expectStack(0).expectCard('Test Runner', { zone: 'lost' });
  });

  it('R-PEND-05: a new target given to a pending card must be legal: a sector with no icon for the ship is refused', () => {
    const g = redirected({ card: 'Ceti/Barren Sector', name: 'barren', controller: P2 }).expectCard('ship', { zone: 'table', at: 'sector' });
    expect(g.log().some((l) => l.includes("can't be redirected there") && l.includes('(R-PEND-05)'))).toBe(true);
  });
});

describe('R-CANCEL: canceling', () => {
  const kizenAt = (): Place => ({ card: siteA, controller: P1, cards: [[{ card: 'Test Hero', name: 'kizen' }], []] });

  it('R-CANCEL-01 / EX-CANCEL-01: a canceled USED interrupt goes to the lost pile, not the used pile', () => {
    const g = game({ players: [{ hand: ['Test Anticipation'] }, { hand: ['Test Counter'] }], row: [kizenAt()] })
      .play('Test Anticipation', { targets: ['kizen'] }).pass(P1);
    g.play('Test Counter', { targets: [g.stackItem()] }).resolve()
      .expectStack(0).expectCard('Test Anticipation', { zone: 'lost' }).expectCard('Test Counter', { zone: 'lost' }).expectCard('kizen', { defense: 4 });
  });

  it('R-CANCEL-02: a canceled ability simply has no effect; its source stays in play', () => {
    const g = game({ players: [{}, { hand: ['Test Jam'] }], row: [pistolAt()] }).use('Test Pistol').pass(P1);
    g.play('Test Jam', { targets: [g.stackItem()] }).resolve()
      .expectStack(0).expectPiles(P1, { active: 4, used: 1, reserve: 5 }).expectCard('Test Pistol', { zone: 'table' }).expectCard('Test Jam', { zone: 'used' });
  });

  it('R-CANCEL-03 / EX-CANCEL-02: the kizen is destroyed before Anticipation resolves: effect canceled, card to the used pile', () => {
    game({ players: [{ hand: ['Test Anticipation'] }, { hand: ['Test Strike'] }], row: [kizenAt()] })
      .play('Test Anticipation', { targets: ['kizen'] }).pass(P1).play('Test Strike', { targets: ['kizen'] }).resolve().resolve()
      .expectStack(0).expectCard('Test Anticipation', { zone: 'used' }).expectCard('kizen', { zone: 'lost' }).expectLog("Test Anticipation's effect is canceled");
  });

  it('R-CANCEL-03 / EX-CANCEL-03: the target is no longer a legal kind (now the opponent\'s): effect canceled, used pile', () => {
    game({ players: [{ hand: ['Test Anticipation'] }, { hand: ['Test Seize'] }], row: [kizenAt()] })
      .play('Test Anticipation', { targets: ['kizen'] }).pass(P1).play('Test Seize', { targets: ['kizen'] }).resolve().resolve()
      .expectStack(0).expectCard('Test Anticipation', { zone: 'used' }).expectCard('kizen', { controller: P2, defense: 4 });
  });

  it('R-CANCEL-03 / EX-CANCEL-04: Faded makes the kizen untargetable by its controller; Anticipation is canceled, used pile', () => {
    game({ players: [{ hand: [{ card: 'Test Anticipation', name: 'anticipation' }, { card: 'Test Anticipation', name: 'again' }] }, { hand: ['Test Faded'] }], row: [kizenAt()] })
      .play('anticipation', { targets: ['kizen'] }).pass(P1).play('Test Faded', { targets: ['kizen'] }).resolve().resolve()
      .refuses('R-TGT-04').play('again', { targets: ['kizen'] })
      .expectStack(0).expectCard('anticipation', { zone: 'used' }).expectCard('Test Faded', { zone: 'used' }).expectCard('kizen', { defense: 6 });
  });

  it('R-CANCEL-04: costs of a canceled item stay paid, and its bullet stays spent', () => {
    const g = game({ players: [{ hand: [{ card: 'Test Faded', name: 'faded' }, { card: 'Test Faded', name: 'faded2' }] }, { hand: ['Test Counter'] }], row: [kizenAt()] })
      .play('faded', { targets: ['kizen'] }).pass(P1);
    g.play('Test Counter', { targets: [g.stackItem()] }).resolve()
      .refuses('R-INTR-06').play('faded2', { targets: ['kizen'] })
      .expectCard('faded', { zone: 'lost' }).expectPiles(P1, { active: 4, used: 1 });
  });

  it('R-CANCEL-05: cards not in play (a pending card, a card in a pile) cannot be destroyed', () => {
    game({ players: [{ hand: ['Test Trooper'] }, { hand: ['Test Strike'] }], row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], []] }] })
      .play('Test Trooper', { at: 'site' }).pass(P1).refuses('R-TGT-04').play('Test Strike', { targets: ['Test Trooper'] })
      .expectCard('Test Trooper', { zone: 'stack' });
    // A target that left play before resolution: the destroy does nothing to the card in hand.
    game({ players: [{ hand: ['Test Recall'] }, { hand: ['Test Strike'] }], row: [{ card: siteA, controller: P1, cards: [['Test Hero'], []] }] })
      .pass(P1).play('Test Strike', { targets: ['Test Hero'] }).pass(P2).play('Test Recall', { targets: ['Test Hero'] }).resolve().resolve()
      .expectStack(0).expectCard('Test Hero', { zone: 'hand' }).expectCard('Test Strike', { zone: 'used' }).expectLog("Test Strike's effect is canceled");
  });
});
