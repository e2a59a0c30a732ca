// The control phase: the drain action (R-DRAIN) and EX-DRAIN-01.
import { describe, expect, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import type { Entry, Place, Side } from '../kit/position';
import { leanGame } from './_starts';

// Sites P2 played with P1's units (and P2's): a drain by P1 takes the icons on P2's side:
// Testworld/Plains 1, Testworld/Well 2, Testworld/Deep Well 3, Testworld/Dry Hole none.
const site = (card: string, name: string, p1: Entry[], p2: Entry[] = []): Place => ({ card, name, controller: P2, cards: [p1, p2] });
const control = (row: Place[], players: [Side, Side] = [{ active: [] }, { active: [] }]) => leanGame({ phase: 'control', row, players });
/** P1 6 reserve cards, P2 8, both active piles empty. */
const reserves = (mine = 4, theirs = 8, more: [Side, Side] = [{}, {}]): [Side, Side] =>
  [{ reserve: energy(mine, 0), active: [], ...more[0] }, { reserve: energy(theirs, 0), active: [], ...more[1] }];

describe('R-DRAIN: the drain action', () => {
  it('R-DRAIN-01: drain a location you control that has an energy icon on your opponent\'s side', () => {
    control([site('Testworld/Ours', 'ours', ['Unit 1/1/1']), site('Testworld/Contested', 'contested', ['Unit 1/1/1'], ['Unit 1/1/1']),
      site('Testworld/Dry Hole', 'blank', ['Unit 1/1/1']), site('Testworld/Empty', 'empty', [], ['Unit 1/1/1'])], [{}, {}])
      .refuses('R-DRAIN-01', "You don't control Testworld/Contested: you need a ship or unit there and your opponent none.").drain('contested')
      .refuses('R-DRAIN-01', "Testworld/Dry Hole has no energy icon on your opponent's side.").drain('blank')
      .refuses('R-DRAIN-01', "You don't control Testworld/Empty: you need a ship or unit there and your opponent none.").drain('empty')
      .drain('ours').expectStack(1);
  });

  it('R-DRAIN-02: each location is drained at most once per control phase; each location separately', () => {
    control([site('Testworld/Well', 'a', ['Unit 1/1/1']), site('Testworld/Plains', 'b', ['Unit 1/1/1'])], reserves(6, 8))
      .drain('a').resolve().refuses('R-DRAIN-02', /already been drained this phase/).drain('a')
      .drain('b').resolve()
      .expectPiles(P2, { reserve: 5, lost: 3 }).expectStack(0);
  });

  it('R-DRAIN-03: a drain waits on the stack; resolved, it costs the opponent 1 per icon on their side', () => {
    const g = control([site('Testworld/Deep Well', 'here', ['Unit 1/1/1'])], reserves(4, 6)).drain('here')
      .expectStack(1).expectPiles(P2, { lost: 0 });
    expect(g.state.stack[0]).toMatchObject({ kind: 'drain', seat: 0 });
    g.resolve().expectStack(0).expectPiles(P2, { lost: 3, reserve: 3 }).expectLog('P2 loses 3 (R-DRAIN-03)');
  });

  it('R-DRAIN-04: drain modifiers apply when the drain resolves', () => {
    control([site('Testworld/Plains', 'here', ['Unit 1/1/1', 'Test Siphon'])], reserves(4, 8, [{}, { hand: ['Test Strike'] }]))
      .drain('here').pass(P1).play('Test Strike', { targets: ['Test Siphon'] }).resolve().resolve().lose('reserve', P2)
      .expectStack(0).expectPiles(P2, { lost: 1, reserve: 7 }).expectLog('P2 loses 1 (R-DRAIN-03)')
      .expectCard('Test Siphon', { zone: 'lost' });
    control([site('Testworld/Plains', 'here', ['Unit 1/1/1', 'Test Siphon'])], reserves())
      .drain('here').resolve().expectPiles(P2, { lost: 3 });
  });

  it('R-DRAIN-04: a drain modifier applies only while its "as long as" condition holds, and lasting ones count too', () => {
    control([site('Testworld/Plains', 'here', ['Test Battle Siphon'])], reserves())
      .drain('here').resolve().expectPiles(P2, { lost: 1, reserve: 7 });
    control([site('Testworld/Plains', 'here', ['Unit 1/1/1'])], reserves(4, 8, [{ hand: ['Test Tax'] }, {}]))
      .play('Test Tax').resolve().drain('here').resolve().expectPiles(P2, { lost: 2, reserve: 6 });
  });

  it('R-DRAIN-05: "each time you drain here" triggers when the drain resolves, not when it is taken', () => {
    const drained = () => control([site('Testworld/Plains', 'here', ['Test Drain Bonus'])]).drain('here');
    expect(drained().expectStack(1).state.triggers).toHaveLength(0);
    drained().resolve().expectStack(1).expectInitiative(P1).expectPiles(P2, { lost: 1 }).expectPiles(P1, { active: 0 })
      .resolve().expectStack(0).expectPiles(P2, { lost: 1 }).expectPiles(P1, { active: 1 });
  });

  it('R-DRAIN-06: a card that cancels a drain on the stack stops it', () => {
    const g = control([site('Testworld/Well', 'here', ['Unit 1/1/1'])], [{ active: [] }, { active: [], hand: ['Test Drain Block'] }])
      .drain('here').pass(P1);
    g.play('Test Drain Block', { targets: [g.stackItem()] }).resolve()
      // Decision: the canceled drain still used up this location's drain for the phase (docs/rulings.md).
      .refuses('R-DRAIN-02', /already been drained this phase/).drain('here')
      .expectStack(0).expectInitiative(P1).expectPiles(P2, { lost: 0, used: 1, reserve: 6 }).expectLog('A pending drain is canceled.');
  });

  it('R-DRAIN-07: the drain is checked again when it resolves; without control it is canceled', () => {
    control([site('Testworld/Well', 'here', [{ card: 'Unit 1/1/1', name: 'lone' }])], [{ active: [] }, { active: [], hand: ['Test Strike'] }])
      .drain('here').pass(P1).play('Test Strike', { targets: ['lone'] }).resolve().resolve()
      .expectStack(0).expectPiles(P2, { lost: 0, reserve: 6 }).expectLog('The drain is canceled: You don\'t control Testworld/Well');
  });

  it('R-DRAIN-08: interrupts may be played before, between and after drains', () => {
    control([site('Testworld/Plains', 'a', ['Unit 1/1/1']), site('Testworld/Plains', 'b', ['Unit 1/1/1'])],
      reserves(6, 6, [{ hand: [{ card: 'Test Spark', name: 's1' }, { card: 'Test Spark', name: 's2' }, { card: 'Test Spark', name: 's3' }] }, {}]))
      .play('s1').resolve().drain('a').resolve().play('s2').resolve().drain('b').resolve().play('s3').resolve()
      .expectStack(0).expectPhase('control').expectPiles(P1, { active: 3, hand: 0 }).expectPiles(P2, { lost: 2 });
  });
});

describe('EX-DRAIN: worked examples', () => {
  it('EX-DRAIN-01: three units drain 2: the opponent loses a hand card and the reserve top; a second drain is refused', () => {
    control([site('Testworld/Well', 'bunker', ['Unit 1/1/1', 'Unit 1/1/1', 'Unit 1/1/1'])],
      [{ active: [], reserve: energy(3, 0) }, { active: [], reserve: [{ card: 'Destiny 0', name: 'top' }, 'Destiny 0', 'Destiny 0'], hand: [{ card: 'Destiny 0', name: 'handCard' }] }])
      .drain('bunker').resolve()
      .loseFromHand('handCard', P2) // then the reserve top, the only option left
      .refuses('R-DRAIN-02').drain('bunker')
      .expectPiles(P2, { hand: 0, reserve: 2, lost: 2 }).expectCard('top', { zone: 'lost' });
  });
});
