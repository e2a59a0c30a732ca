// Rulings (docs/rulings.md): one test per decision, named by its AMB ID.
import { describe, expect, it } from 'vitest';
import type { BattleStep } from '../src/engine';
import { energy, P1, P2 } from './kit/driver';
import type { Entry, Side } from './kit/position';
import { leanGame } from './rules/_starts';
import { apply, check, createGame, eventText, legalActions } from '../src/engine';
import { loadSaveText, makeSave, serializeSave } from '../src/persist';
import { playableStarterDecks } from '../src/sim/decks';

const U = 'Unit 1/1/1';
/** A battle at "site" (or a sector), P2's, already in progress at a window. */
const inBattle = (step: BattleStep, att: Entry[], def: Entry[], p: { players?: [Side, Side]; sector?: boolean; destiny?: [number, number] } = {}) => leanGame({
  phase: 'battle', players: p.players ?? [{}, {}],
  row: [{ card: p.sector ? 'Testworld/Orbit' : 'Testworld/Plains', name: 'site', controller: P2, cards: [att, def] }],
  battle: { location: 'site', attacker: P1, step, destiny: p.destiny ?? [0, 0] },
});

describe('battle and turn rulings', () => {
  it('AMB-01: the draw action does not use the stack', () => {
    leanGame({ phase: 'draw', players: [{ active: [{ card: 'Destiny 0', name: 'top' }, 'Destiny 0'] }, {}] }).draw()
      .expectStack(0).expectInitiative(P1).expectPiles(P1, { hand: 1, active: 1 }).expectCard('top', { zone: 'hand' });
  });

  it('AMB-02: a battle with one side emptied is canceled: damaged cards are lost, not destroyed; NoBots count as units', () => {
    const g = inBattle('window4', [{ card: 'Test Last Stand', damaged: true }], [{ card: U, name: 'lone' }], { players: [{ hand: ['Test Strike'] }, {}] })
      .play('Test Strike', { targets: ['lone'] }).resolve()
      .expectNoBattle().expectStack(0).expectInitiative(P1)
      .expectCard('Test Last Stand', { zone: 'lost' }).expectPiles(P1, { active: 2 }); // no "destroyed" trigger
    expect(g.state.triggers).toHaveLength(0);
    // A side left with only a NoBot is not emptied: the battle goes on.
    inBattle('window4', [U], [{ card: U, name: 'lone' }, 'Test Bot'], { players: [{ hand: ['Test Strike'] }, {}] })
      .play('Test Strike', { targets: ['lone'] }).resolve()
      .expectBattle({ step: 'window4' }).expectInitiative(P1).expectCard('Test Bot', { zone: 'table' });
  });

  it('AMB-03: out of energy after a battle step\'s procedure loses at once, with cards still in hand', () => {
    // 3 casualties, met exactly by P2's last two reserve cards and one of two hand cards.
    const g = inBattle('window3', ['Unit 4/1/1'], [{ card: 'Unit 1/1/0', damaged: true }], {
      players: [{ reserve: energy(3, 0), active: energy(2, 0) }, { reserve: energy(2, 0), active: [], hand: [{ card: 'Destiny 0', name: 'h1' }, 'Destiny 0'] }],
    }).toStep('loss').lose('reserve').lose('reserve').loseFromHand('h1')
      .expectWinner(P1).expectPiles(P2, { hand: 1, reserve: 0, lost: 3 }).expectBattle({ step: 'window5' });
    expect(g.state.result).toMatchObject({ by: 'noEnergy', rule: 'R-WIN-01' });
  });

  it('AMB-06: capacity is checked when a unit moves aboard, and no unit is removed for being over capacity', () => {
    leanGame({
      phase: 'move',
      row: [
        { card: 'Testworld/Base', name: 'base', controller: P1, cards: [[{ card: U, name: 'walker' }], []] },
        { card: 'Testworld/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Test Small Ship', name: 'ship',
          beneath: [{ card: U, name: 'p1' }, { card: U, name: 'p2' }] }], []] },
      ],
    }).refuses('R-MOVE-06', /-1 capacity left/).move('walker', 'ship').pass().pass()
      .expectPhase('draw').expectCard('p1', { under: 'ship' }).expectCard('p2', { under: 'ship' });
  });

  it('AMB-09: units aboard ships in a sector battle add nothing but may be damaged; aboard a destroyed ship they are lost', () => {
    // The rider's power 5 doesn't count: 2 against 1 + 3; its defense 3 meets the 2 casualties.
    inBattle('window2', [{ card: 'Ship 2/2/1', name: 'ship', beneath: [{ card: 'Unit 5/5/3', name: 'rider' }, { card: U, name: 'spare' }] }],
      ['Ship 1/1/1'], { sector: true, destiny: [0, 3] })
      .toStep('attrition').damage('rider').endBattle()
      .expectNoBattle().expectLog('Power step: P2 wins 4 to 2; casualties 2', 'P1 has 0 casualties to satisfy')
      .expectCard('rider', { zone: 'lost' }) // damaged by attrition, destroyed at the end of the battle
      .expectCard('spare', { zone: 'table' });
    // A destroyed ship takes the units aboard with it to the lost pile.
    leanGame({
      phase: 'deploy', players: [{}, { hand: ['Test Strike'] }],
      row: [{ card: 'Farworld/Orbit', controller: P1, cards: [[{ card: 'Ship 1/1/1', name: 'ship', beneath: [{ card: U, name: 'rider' }] }], []] }],
    }).pass(P1).play('Test Strike', { targets: ['ship'] }).resolve()
      .expectPiles(P1, { lost: 2 }).expectCard('rider', { zone: 'lost' });
  });

  it('AMB-10: a card damaged outside a battle stays damaged until the next end of battle step destroys it, wherever it is', () => {
    const struck = () => leanGame({
      phase: 'deploy', players: [{ hand: ['Test Zap'] }, {}],
      row: [
        { card: 'Testworld/Plains', name: 'site', controller: P2, cards: [['Unit 3/1/1'], ['Unit 3/1/1']] },
        { card: 'Farworld/Hill', name: 'hill', controller: P2, cards: [[], [{ card: U, name: 'far' }]] },
      ],
    }).play('Test Zap', { targets: ['far'] }).resolve().toPhase('battle');
    struck().expectCard('far', { damaged: true });
    struck().attack('site').resolve().endBattle()
      .expectNoBattle().expectPhase('battle').expectCard('far', { zone: 'lost' }).expectLog('Power step: 3 to 3, a tie');
  });

  it('AMB-12: Transport carries cards from the mover\'s place to its destination; between sites capacity does not apply', () => {
    // Test Lorry: a vehicle with Transport 3; Test Giant: a character of size 3.
    leanGame({
      phase: 'move',
      row: [
        { card: 'Testworld/West', name: 'west', controller: P1, cards: [['Test Lorry', 'Test Giant', { card: 'Vehicle 1/1/1', name: 'car' }], []] },
        { card: 'Testworld/Mid', name: 'mid', controller: P1, cards: [[{ card: U, name: 'elsewhere' }], []] },
        { card: 'Testworld/East', name: 'east', controller: P1, cards: [[], []] },
      ],
    }).refuses('R-MOVE-11').move('Test Lorry', 'mid', { transport: ['car'] })
      .move('Test Lorry', 'mid', { transport: ['Test Giant'] }).resolve()
      .move('Test Lorry', 'east', { transport: ['Test Giant', 'elsewhere'] }).resolve()
      .expectPiles(P1, { active: 0, used: 2 })
      .expectCard('Test Lorry', { at: 'east' }).expectCard('Test Giant', { at: 'east' }).expectCard('elsewhere', { at: 'east' }).expectCard('car', { at: 'west' });
  });

  it('AMB-12: Transport works with every movement action of the vehicle: aboard a ship, from it, and from ship to ship, with capacity for all that board', () => {
    // Test Hauler: a vehicle with Transport 2; Test Transport: a ship of capacity 3; "Ship 1/1/1" a
    // fighter of capacity 2.
    const boarded = () => leanGame({
      phase: 'move', players: [{ active: energy(4, 0) }, {}],
      row: [
        { card: 'Testworld/West', name: 'west', controller: P1, cards: [['Test Hauler', { card: U, name: 'p1' }, { card: U, name: 'p2' }], []] },
        { card: 'Testworld/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Test Transport', name: 'lander' }, { card: 'Ship 1/1/1', name: 'small' }], []] },
      ],
    }).move('Test Hauler', 'lander', { transport: ['p1', 'p2'] }).resolve();
    // Form 3: the hauler boards the lander with its two passengers (3 of 3 capacity).
    boarded().expectCard('Test Hauler', { under: 'lander' }).expectCard('p1', { under: 'lander' }).expectCard('p2', { under: 'lander' });
    // Form 5: to the smaller ship, only the hauler and one passenger fit.
    boarded().refuses('R-MOVE-08').move('Test Hauler', 'small', { transport: ['p1', 'p2'] })
      .move('Test Hauler', 'small', { transport: ['p1'] }).resolve()
      .expectCard('Test Hauler', { under: 'small' }).expectCard('p1', { under: 'small' }).expectCard('p2', { under: 'lander' });
    // Form 4: back down to the related site with both passengers.
    boarded().move('Test Hauler', 'west', { transport: ['p1', 'p2'] }).resolve()
      .expectCard('Test Hauler', { at: 'west' }).expectCard('p1', { at: 'west' }).expectCard('p2', { at: 'west' });
  });

  it('AMB-18: at end of turn lasting effects expire, then both players recirculate; the next player then gains initiative', () => {
    leanGame({
      phase: 'draw', players: [{ hand: ['Power +3'], used: ['Destiny 0'] }, { used: ['Destiny 0', 'Destiny 0'] }],
      row: [{ card: 'Testworld/Plains', controller: P1, cards: [[{ card: 'Unit 2/1/1', name: 'u' }], []] }],
    }).play('Power +3', { targets: ['u'] }).resolve().pass().pass()
      .expectPhase('activate', P2).expectInitiative(P2).expectStack(0)
      .expectPiles(P1, { used: 0, reserve: 8 }).expectPiles(P2, { used: 0, reserve: 8 })
      .expectCard('u', { power: 2 })
      .expectCard('Power +3', { zone: 'reserve', position: 6 }); // the used pile's top, right under the old reserve
  });

  it('AMB-24: revealing battle destiny is optional; with an empty reserve nothing is revealed and it stays 0', () => {
    inBattle('window1', ['Unit 1/4/1'], ['Unit 1/4/1'], { players: [{ reserve: ['Destiny 5'] }, { reserve: [] }] })
      .toStep('destiny').reveal(false)
      .expectBattle({ step: 'window2', destiny: [0, 0], mayReveal: [0, 1] }).expectDecision(null)
      .expectPiles(P1, { reserve: 1 }).expectLog('P1 does not reveal battle destiny (AMB-24)');
  });
});

describe('rulings of the table', () => {
  it('conceding: either player may concede at any moment, in setup or a battle, without initiative; the other wins, and the log and the save keep it', () => {
    const decks = playableStarterDecks();
    const start = { seed: 7, decks: [decks[0].cards, decks[2].cards] as [string[], string[]], firstPlayer: 0 as const };
    // During setup, by the player not choosing now.
    const setup = apply(createGame(start), { type: 'concede', seat: 1 });
    if (!setup.ok) throw new Error(setup.refusal.reason);
    expect([setup.state.winner, setup.state.result]).toEqual([0, { by: 'concede', loser: 1 }]);
    expect(setup.events.map((e) => eventText(e, 0))).toEqual(['P2 concedes the game.', 'P1 wins: P2 conceded.']);
    expect(check(setup.state, { type: 'concede', seat: 0 })?.rule).toBe('R-WIN-01');

    // In a battle, by the player who does not hold initiative.
    const s = inBattle('window4', [U], [U]).state;
    const waiting = s.initiative === 0 ? 1 : 0;
    expect(legalActions(s).some((a) => a.type === 'concede')).toBe(false);
    const r = apply(s, { type: 'concede', seat: waiting });
    expect(r.ok && r.state.winner).toBe(1 - waiting);

    // A save with a concession replays to the same end.
    const save = makeSave({ id: 'g1', savedAt: '2025-01-01T00:00:00.000Z', start, actions: [{ type: 'concede', seat: 1 }], deckNames: ['a', 'b'] });
    const loaded = loadSaveText(serializeSave(save));
    expect(loaded.ok && [loaded.value.state.winner, loaded.value.summary.winner]).toEqual([0, 0]);
  });
});
