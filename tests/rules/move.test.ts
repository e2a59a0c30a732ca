// The move phase: movement actions (R-MOVE), EX-STACK-01/02 and EX-MOVE.
import { describe, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import type { Entry, Place, Position } from '../kit/position';
import { leanGame } from './_starts';

type Where = 'west' | 'mid' | 'east' | 'orbit' | 'deep';
const TITLES: Record<Where, string> = { west: 'Testworld/West', mid: 'Testworld/Mid', east: 'Testworld/East', orbit: 'Testworld/Orbit', deep: 'Farworld/Deep' };
/** Testworld: three sites side by side (west, mid, east) and a sector (orbit); Farworld's sector (deep). */
const world = (cards: Partial<Record<Where, [Entry[], Entry[]]>>): Place[] =>
  (Object.keys(TITLES) as Where[]).map((name) => ({ card: TITLES[name], name, controller: P1, cards: cards[name] ?? [[], []] }));
const moving = (cards: Partial<Record<Where, [Entry[], Entry[]]>>, p: Position = {}) => leanGame({ phase: 'move', row: world(cards), ...p });
const unitAtWest = { west: [[{ card: 'Unit 1/1/1', name: 'u' }], []] } satisfies Partial<Record<Where, [Entry[], Entry[]]>>;

describe('R-MOVE: movement actions', () => {
  it('R-MOVE-01: a movement costs 1 energy, in your move phase, with an empty stack', () => {
    moving(unitAtWest).move('u', 'mid').expectStack(1).expectPiles(P1, { active: 1, used: 1 }).expectCard('u', { at: 'west' });
    moving(unitAtWest, { players: [{ active: [] }, { active: [] }] }).refuses('R-MOVE-01').move('u', 'mid');
    moving(unitAtWest, { phase: 'deploy' }).refuses('R-MOVE-01', /belongs to the move phase/).move('u', 'mid');
  });

  it('R-MOVE-02: any number of movements; the same unit may move again', () => {
    moving(unitAtWest, { players: [{ active: energy(3, 0) }, {}] })
      .move('u', 'mid').resolve().move('u', 'east').resolve().move('u', 'mid').resolve()
      .expectPiles(P1, { active: 0, used: 3 }).expectCard('u', { at: 'mid' });
  });

  it('R-MOVE-03: only your own ships and units move, and only by one of the five forms', () => {
    moving({ west: [[{ card: 'Unit 1/1/1', name: 'u' }], [{ card: 'Unit 1/1/1', name: 'theirs' }]] })
      .refuses('R-MOVE-03', /Only your own ships and units/).move('theirs', 'mid', { by: P1 })
      .refuses('R-MOVE-05').move('u', 'orbit')
      .expectPiles(P1, { active: 2 });
  });

  it('R-MOVE-04: form 1: a ship moves from its sector to any other sector', () => {
    moving({ orbit: [['Ship 1/1/1'], []] }).refuses('R-MOVE-04').move('Ship 1/1/1', 'west').move('Ship 1/1/1', 'deep').resolve()
      .expectCard('Ship 1/1/1', { at: 'deep' });
  });

  it('R-MOVE-05: form 2: a unit at a site moves to an adjacent related site only', () => {
    moving(unitAtWest).refuses('R-MOVE-05', /adjacent related site/).move('u', 'east').move('u', 'mid').resolve()
      .expectCard('u', { at: 'mid' });
  });

  it('R-MOVE-06: form 3: a unit at a site boards your ship at a related sector, if capacity allows', () => {
    moving({ west: [[{ card: 'Unit 1/1/1', name: 'u' }, 'Test Bulky'], []], orbit: [[{ card: 'Ship 1/1/1', name: 'ship' }], []],
      deep: [[{ card: 'Ship 1/1/1', name: 'far' }], []] }, { players: [{ active: energy(3, 0) }, {}] })
      .refuses('R-MOVE-06').move('u', 'far').move('u', 'ship').resolve()
      .refuses('R-MOVE-06', /1 capacity left; Test Bulky needs 2/).move('Test Bulky', 'ship')
      .expectCard('u', { under: 'ship' });
  });

  it('R-MOVE-07: form 4: a unit aboard a ship moves to a site related to the ship\'s sector', () => {
    leanGame({ phase: 'move', row: [...world({ orbit: [[{ card: 'Ship 1/1/1', beneath: [{ card: 'Unit 1/1/1', name: 'u' }] }], []] }),
      { card: 'Farworld/Base', name: 'base', controller: P2, cards: [[], []] }] })
      .refuses('R-MOVE-07').move('u', 'base').move('u', 'east').resolve()
      .expectCard('u', { at: 'east' });
  });

  it('R-MOVE-08: form 5: a unit aboard moves aboard another of your ships at the same sector, if capacity allows', () => {
    moving({ orbit: [[{ card: 'Ship 1/1/1', name: 'a', beneath: [{ card: 'Unit 1/1/1', name: 'u' }, { card: 'Unit 1/1/1', name: 'v' }] },
      { card: 'Test Small Ship', name: 'b' }], []] }, { players: [{ active: energy(3, 0) }, {}] })
      .move('u', 'b').resolve().refuses('R-MOVE-08').move('v', 'b')
      .expectCard('u', { under: 'b' }).expectCard('v', { under: 'a' });
  });

  it('R-MOVE-10: weapons move with their unit; units aboard move with their ship', () => {
    moving({ west: [[{ card: 'Unit 1/1/1', name: 'u', beneath: [{ card: 'Plain Rifle', name: 'gun' }] }], []],
      orbit: [[{ card: 'Ship 1/1/1', name: 'ship', beneath: [{ card: 'Unit 1/1/1', name: 'rider' }] }], []] })
      .move('u', 'mid').resolve().move('ship', 'deep').resolve()
      .expectCard('gun', { under: 'u', location: 'mid' }).expectCard('rider', { under: 'ship', location: 'deep' });
  });

  it('R-MOVE-11: Transport X carries up to X of your fighters (ship) or characters (vehicle) with the movement, free', () => {
    // Test Hauler: a vehicle with Transport 2; Test Tender: a capital ship with Transport 1.
    moving({
      west: [['Test Hauler', ...['p1', 'p2', 'p3'].map((name) => ({ card: 'Unit 1/1/1', name }))], []],
      orbit: [['Test Tender', { card: 'Ship 1/1/1', name: 'fighter' }, { card: 'Plain Capital', name: 'capital' }], []],
    })
      .refuses('R-MOVE-11').move('Test Hauler', 'mid', { transport: ['p1', 'p2', 'p3'] })
      .move('Test Hauler', 'mid', { transport: ['p1', 'p2'] }).resolve()
      .refuses('R-MOVE-11').move('Test Tender', 'deep', { transport: ['capital'] })
      .move('Test Tender', 'deep', { transport: ['fighter'] }).resolve()
      .expectPiles(P1, { active: 0, used: 2 })
      .expectCard('Test Hauler', { at: 'mid' }).expectCard('p1', { at: 'mid' }).expectCard('p2', { at: 'mid' }).expectCard('p3', { at: 'west' })
      .expectCard('Test Tender', { at: 'deep' }).expectCard('fighter', { at: 'deep' }).expectCard('capital', { at: 'orbit' });
  });

  it('R-MOVE-12: Transport carries units only along with a movement action of your own move phase', () => {
    moving({ west: [['Test Hauler', { card: 'Unit 1/1/1', name: 'p1' }], []] }, { turnPlayer: P2, initiative: P2 })
      .pass(P2).refuses('R-TURN-03').move('Test Hauler', 'mid', { transport: ['p1'] })
      .expectCard('p1', { at: 'west' });
  });

  it('R-MOVE-13: interrupts may be played before, between and after movements', () => {
    moving(unitAtWest, { players: [{ active: ['Destiny 0'], hand: [{ card: 'Test Spark', name: 's1' }, { card: 'Test Spark', name: 's2' }] }, {}] })
      .move('u', 'mid').resolve().refuses('R-MOVE-01').move('u', 'east')
      .play('s1').resolve().move('u', 'east').resolve().play('s2').resolve()
      .expectPiles(P1, { active: 1, used: 4 }).expectCard('u', { at: 'east' });
  });
});

describe('EX-STACK and EX-MOVE: worked examples', () => {
  it('EX-STACK-01: a movement to an adjacent site, nobody responds: the unit moves', () => {
    moving(unitAtWest).move('u', 'mid').pass(P1).pass(P2)
      .expectStack(0).expectInitiative(P1).expectPiles(P1, { active: 1, used: 1 }).expectCard('u', { at: 'mid' });
  });

  it('EX-STACK-02: movement, an interrupt in response, an ability in response: they resolve last in, first out', () => {
    const activator = 'Once-a-Turn Activator';
    moving({ west: [[activator], []] }, { players: [{}, { hand: ['Test Big Spark'] }] })
      .move(activator, 'mid').pass(P1).play('Test Big Spark').pass(P2).use(activator)
      .resolve().resolve().resolve()
      .expectStack(0).expectInitiative(P1).expectPiles(P1, { active: 2, used: 1, reserve: 5 }).expectPiles(P2, { active: 4 })
      .expectLogOrder(`${activator}'s ability resolves`, 'Test Big Spark resolves', `${activator} moves to Testworld/Mid`);
  });

  it('EX-MOVE-02: Transport can\'t be used with a move outside your own move phase (the carried cards stay)', () => {
    // No card "move" effect exists in the vocabulary yet; what can be checked is that the only way to
    // carry cards along is the movement action, which the opponent can't take in your turn.
    moving({ orbit: [['Test Zocho', { card: 'Ship 1/1/1', name: 'f1' }], []] }, { phase: 'battle', turnPlayer: P2, initiative: P2 })
      .pass(P2).refuses('R-TURN-03').move('Test Zocho', 'deep', { transport: ['f1'] })
      .expectCard('Test Zocho', { at: 'orbit' }).expectCard('f1', { at: 'orbit' });
  });
});
