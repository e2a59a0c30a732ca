// Destiny (R-DESTINY) and its worked examples (EX-DESTINY).
import { describe, expect, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import type { Place } from '../kit/position';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const maverickSites: Place[] = [{ card: 'Themis/Test Port', controller: P1 }, { card: 'Europa/Test Den', name: 'den', controller: P1 }];

describe('R-DESTINY', () => {
  it('R-DESTINY-01 / EX-DESTINY-01: "draw D cards": the top card (destiny 3) goes to the used pile, then 3 are drawn', () => {
    game({ players: [{ reserve: [{ card: 'Destiny 3', name: 'revealed' }, ...['a', 'b', 'c', 'd'].map((name) => ({ card: 'Destiny 0', name }))],
      hand: ['Test Insight'] }, {}] })
      .play('Test Insight').resolve()
      .expectLog('P1 reveals Destiny 3 for Test Insight: destiny 3', 'P1 draws 3 from the reserve')
      .expectOnTop(P1, 'used', 'Test Insight', 'revealed').expectPiles(P1, { used: 2, reserve: 1, hand: 3 })
      .expectCard('a', { zone: 'hand' }).expectCard('b', { zone: 'hand' }).expectCard('c', { zone: 'hand' }).expectCard('d', { zone: 'reserve' });
  });

  it('R-DESTINY-02: each D is its own reveal (AMB-23)', () => {
    game({ players: [{ reserve: ['Destiny 2', 'Destiny 3', ...energy(6, 0)], active: [], hand: ['Test Double Insight'] }, {}] })
      .play('Test Double Insight').resolve()
      .expectPiles(P1, { active: 5, reserve: 1, used: 3 }).expectLog('destiny 2', 'destiny 3', 'P1 activates 5');
  });

  it("R-DESTINY-03: for the opponent's D the opponent reveals from their reserve to their used pile", () => {
    game({ players: [{ hand: ['Test Tribute'] }, { reserve: [{ card: 'Destiny 4', name: 'theirs' }, 'Destiny 0'], used: [] }] })
      .play('Test Tribute').resolve()
      .expectPiles(P1, { active: 9, reserve: 1 }).expectPiles(P2, { reserve: 1, used: 1 }).expectOnTop(P2, 'used', 'theirs');
  });

  it("R-DESTINY-04 / EX-DESTINY-02: Cloud can't be played while the opponent's reserve is empty", () => {
    game({
      phase: 'battle',
      players: [{ hand: ['Cloud'] }, { reserve: [] }],
      row: [{ card: 'Ganymede/Underground Bunker', controller: P1 }, { card: 'Ganymede/Test Orbit', name: 'orbit', controller: P1,
        cards: [['Test Fighter'], [{ card: 'Test Fighter', name: 'enemy' }]] }],
      battle: { location: 'orbit', step: 'window1' },
    }).refuses('R-DESTINY-04', "Cloud reveals destiny and your opponent's reserve is empty.").play('Cloud', { targets: ['enemy'] });
  });

  it("R-DESTINY-04: an activated ability revealing the opponent's D can't be used while their reserve is empty", () => {
    game({ players: [{}, { reserve: [] }], row: [{ card: siteA, controller: P1, cards: [['Test Seer'], []] }] })
      .refuses('R-DESTINY-04', "Test Seer's ability reveals destiny and your opponent's reserve is empty.").use('Test Seer')
      .expectPiles(P1, { active: 5 });
  });

  it('R-DESTINY-04: a triggered ability with D does not go on the stack while the revealer\'s reserve is empty', () => {
    game({ players: [{ reserve: [], hand: ['Test Oracle'] }, {}], row: [{ card: siteA, name: 'site', controller: P1 }] })
      .play('Test Oracle', { at: 'site' }).resolve()
      .expectStack(0).expectCard('Test Oracle', { zone: 'table' })
      .expectLog("Test Oracle's ability reveals destiny and your reserve is empty. It does not go on the stack");
  });

  it('R-DESTINY-05 / EX-DESTINY-03: the reserve is checked when each goes on the stack; an empty reserve at resolution gives D = 0', () => {
    game({
      players: [{ reserve: ['Destiny 5'], hand: ["Test Sprinkle's Deal"] }, { reserve: ['Destiny 5'] }],
      row: [maverickSites[0], { ...maverickSites[1], cards: [[], ['Test Damir Quarrel']] }],
    }).play("Test Sprinkle's Deal").pass(P1).use('Test Damir Quarrel').resolve().resolve()
      .expectStack(0).expectCard("Test Sprinkle's Deal", { zone: 'used' })
      .expectPiles(P1, { reserve: 0, hand: 0 }).expectPiles(P2, { reserve: 0 })
      .expectLog("P1 has no reserve to reveal for Test Sprinkle's Deal: destiny 0 (R-DESTINY-05)", 'P1 draws 0 from the reserve');
  });

  it('R-DESTINY-06 / EX-DESTINY-08: Shift in Tactics may be played with an empty reserve', () => {
    game({
      phase: 'battle',
      players: [{ reserve: [], hand: ['Test Shift in Tactics'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Trooper'], ['Test Trooper']] }],
      battle: { location: 'site', step: 'window1' },
    }).play('Test Shift in Tactics').expectStack(1);
  });

  it("R-DESTINY-06 / EX-DESTINY-07: Simple Wager with one card in the opponent's reserve totals that card; with none its effect is canceled", () => {
    const wager = (theirReserve: string[]) => game({
      phase: 'control',
      players: [{ reserve: energy(8, 0), active: [], hand: ['Test Simple Wager'] }, { reserve: theirReserve }],
    }).play('Test Simple Wager').resolve();
    wager(['Destiny 5']).expectPiles(P1, { active: 5 }).expectPiles(P2, { reserve: 0, used: 1 }).expectCard('Test Simple Wager', { zone: 'used' });
    wager([]).expectPiles(P1, { active: 0, reserve: 8 }).expectCard('Test Simple Wager', { zone: 'used' });
  });

  it("R-DESTINY-07 / EX-DESTINY-05: \"if D > opponent's D\": against 3, a 3 fails and a 4 succeeds", () => {
    for (const [mine, hand] of [['Destiny 3', 0], ['Destiny 4', 1]] as const) {
      game({ players: [{ reserve: [mine, 'Destiny 0'], hand: ['Test Dare'] }, { reserve: ['Destiny 3'] }] })
        .play('Test Dare').resolve().expectPiles(P1, { hand });
    }
  });

  it('R-DESTINY-07 / EX-DESTINY-06: "damage target if its defense < D": defense 3 needs a 4', () => {
    for (const [top, damaged] of [['Destiny 3', false], ['Destiny 4', true]] as const) {
      game({ players: [{ reserve: [top], hand: ['Test Sniper Shot'] }, {}], row: [{ card: siteA, controller: P1, cards: [[], ['Test Guard']] }] })
        .play('Test Sniper Shot', { targets: ['Test Guard'] }).resolve().expectCard('Test Guard', { damaged });
    }
  });

  it('R-DESTINY-08: battle destiny is revealed like any destiny: top of the reserve, then the used pile', () => {
    game({
      phase: 'battle',
      players: [{ reserve: [{ card: 'Destiny 5', name: 'top' }, 'Destiny 0'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], ['Test Trooper']] }],
      battle: { location: 'site', step: 'window1' },
    }).pass(P1).pass(P2).reveal()
      .expectBattle({ step: 'window2', destiny: [5, 0] }).expectPiles(P1, { reserve: 1 }).expectOnTop(P1, 'used', 'top');
  });
});

describe('EX-DESTINY: the play procedure with destiny', () => {
  it("EX-DESTINY-04: Sprinkle's Deal is pending once paid; its destiny is revealed when it resolves, not when played", () => {
    const dealt = () => game({
      players: [{ reserve: [{ card: 'Destiny 2', name: 'top' }, 'Destiny 0', 'Destiny 0', 'Destiny 0'], hand: ["Test Sprinkle's Deal"] }, {}],
      row: maverickSites,
    }).play("Test Sprinkle's Deal");
    const g = dealt().expectStack(1).expectPiles(P1, { reserve: 4, active: 2, used: 3 }).expectCard("Test Sprinkle's Deal", { zone: 'stack' });
    expect(g.events.some((e) => e.kind === 'destiny')).toBe(false);
    dealt().resolve().expectPiles(P1, { reserve: 1, hand: 2 }).expectCard('top', { zone: 'used' });
  });
});
