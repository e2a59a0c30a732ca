// Defined terms (R-TERM): in play, leaving play, destroyed and dismissed, control, use as yours,
// "your", "your opponent may use", look and reveal, owner, beneath, here, in a battle, can't, >.
import { describe, expect, it } from 'vitest';
import { controls, eventText, seatView } from '../../src/engine';
import { energy, P1, P2 } from '../kit/driver';
import { testCard } from '../kit/registry';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const siteB = 'Ganymede/Test Site B';

describe('R-TERM: defined terms', () => {
  it('R-TERM-INPLAY-01: cards in piles, pending, stacked on an asset or removed are not in play; orders never are', () => {
    const g = game({
      players: [{ hand: [{ card: 'Test Trooper', name: 'pending' }, 'Test Orders'], lost: [{ card: 'Test Trooper', name: 'lost' }],
        removed: [{ card: 'Test Trooper', name: 'gone' }], assets: [{ card: 'Test Banner', stacked: [{ card: 'Test Trooper', name: 'stacked' }] }] },
      { hand: ['Test Strike'] }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'here' }], []] }],
    }).play('pending', { at: 'site' }).pass(P1).expectStack(1);
    const targets = g.legal().filter((a) => a.type === 'play' && a.card === g.id('Test Strike')).map((a) => a.type === 'play' && a.targets);
    expect(targets).toEqual([[g.id('here')]]);
    game({ players: [{ hand: ['Test Orders'] }, {}] }).play('Test Orders').resolve().expectCard('Test Orders', { zone: 'used' });
  });

  it('R-TERM-INPLAY-02: cards beneath another card (units aboard, weapons, assets) are in play and can be targeted', () => {
    game({
      players: [{ hand: ['Test Junshi', 'Test Strike'] }, {}],
      row: [{ card: 'Ganymede/Test Orbit', controller: P2, cards: [[], [{ card: 'Test Fighter', beneath: [{ card: 'Test Trooper', name: 'aboard' }] }]] },
        { card: siteA, controller: P2, cards: [[], [{ card: 'Test Trooper', beneath: ['Test Medal'] }]] }],
    }).play('Test Junshi', { targets: ['Test Medal'] }).play('Test Strike', { targets: ['aboard'] }).resolve().resolve()
      .expectCard('Test Medal', { zone: 'lost' }).expectCard('aboard', { zone: 'lost' });
  });

  it('R-TERM-LEAVE-01 / R-TERM-LEAVE-02 / R-TERM-LEAVE-03: a ship leaving play takes everything beneath it to the lost piles; all lose their status', () => {
    const g = game({
      players: [{}, { hand: ['Test Strike'] }],
      row: [{ card: 'Ganymede/Test Orbit', controller: P1, cards: [[{ card: 'Test Fighter', name: 'ship', damaged: true, beneath: [
        { card: 'Test Trooper', name: 'crew', damaged: true }, { card: 'Test Fighter Gun', name: 'gun' }] }], []] }],
    }).pass(P1).play('Test Strike', { targets: ['ship'] }).resolve()
      .expectCard('ship', { zone: 'lost' }).expectCard('crew', { zone: 'lost' }).expectCard('gun', { zone: 'lost' }).expectPiles(P1, { lost: 3 });
    for (const n of ['ship', 'crew', 'gun']) expect(g.state.table[g.id(n)]).toBeUndefined();
  });

  it('R-TERM-DESTROY-01: "dismiss" picks only your own card; "destroy" may pick either player\'s', () => {
    // Test Zealot: dismiss another of your units here to activate 1.
    const g = game({ row: [{ card: siteA, controller: P1, cards: [['Test Zealot', { card: 'Test Trooper', name: 'mine' }], [{ card: 'Test Trooper', name: 'foe' }]] }] })
      .refuses('R-PLAY-04').use('Test Zealot', { paying: ['foe'] });
    expect(g.legal().filter((a) => a.type === 'use').map((a) => a.type === 'use' && a.paying)).toEqual([[g.id('mine')]]);
    game({
      players: [{ hand: [{ card: 'Test Strike', name: 's1' }, { card: 'Test Strike', name: 's2' }] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'mine' }], [{ card: 'Test Trooper', name: 'foe' }]] }],
    }).play('s1', { targets: ['mine'] }).play('s2', { targets: ['foe'] }).resolve().resolve()
      .expectCard('mine', { zone: 'lost' }).expectCard('foe', { zone: 'lost' });
  });

  it('R-TERM-DESTROY-02: a dismissed card is lost but not destroyed: "when destroyed" does not fire, "when lost" does', () => {
    const g = game({ row: [{ card: siteA, controller: P1, cards: [['Test Zealot', 'Test Grudge'], []] }] })
      .use('Test Zealot', { paying: ['Test Grudge'] }).expectStack(2).expectCard('Test Grudge', { zone: 'lost' });
    expect(g.state.stack[1]).toMatchObject({ kind: 'trigger', ability: 1 });
  });

  it('R-TERM-DESTROY-03: cards not in play cannot be destroyed (a pending card is no target)', () => {
    game({
      players: [{ hand: [{ card: 'Test Trooper', name: 'pending' }] }, { hand: ['Test Strike'] }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], []] }],
    }).play('pending', { at: 'site' }).pass(P1).refuses('R-TGT-04').play('Test Strike', { targets: ['pending'] });
  });

  it('R-TERM-CONTROL-01: you control a location with a ship or unit there and none of your opponent\'s', () => {
    const g = game({ row: [{ card: siteA, name: 'a', controller: P2, cards: [['Test Trooper'], []] },
      { card: siteB, name: 'b', controller: P1, cards: [['Test Trooper'], ['Test Trooper']] }, { card: 'Ganymede/Test Site C', name: 'c', controller: P1 }] });
    expect([controls(g.state, 0, g.id('a')), controls(g.state, 0, g.id('b')), controls(g.state, 1, g.id('b')), controls(g.state, 0, g.id('c'))])
      .toEqual([true, false, false, false]);
  });

  it('R-TERM-USEAS-01 / R-TERM-OWNER-01: a card used as yours is yours to use, but still goes to its owner\'s piles', () => {
    const seized = (hand: string[]) => game({
      players: [{ hand }, {}],
      row: [{ card: siteA, controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'foe', beneath: ['Test Rifle'] }]] }],
    }).play('Test Seize', { targets: ['foe'] }).resolve();
    seized(['Test Seize', 'Test Strike']).play('Test Strike', { targets: ['foe'] }).resolve()
      .expectPiles(P2, { lost: 2 }).expectPiles(P1, { lost: 0 }).expectCard('foe', { zone: 'lost' });
    const g = seized(['Test Seize']).expectCard('foe', { controller: P1 }).expectCard('Test Rifle', { controller: P1 });
    expect(g.id('foe').startsWith('1.')).toBe(true);
  });

  it('R-TERM-USEAS-01: a unique card can\'t be taken as yours while you have a copy in play', () => {
    game({
      players: [{ hand: ['Test Seize'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Unique', name: 'mine' }], [{ card: 'Test Unique', name: 'theirs' }]] }],
    }).play('Test Seize', { targets: ['theirs'] }).resolve()
      .expectCard('theirs', { controller: P2 }).expectLog("can't use Test Unique as theirs");
  });

  it('R-TERM-YOUR-01: "your unit" means a unit you have in play, not your cards in hand or the opponent\'s', () => {
    const g = game({
      players: [{ hand: ['Test Anticipation', { card: 'Test Hero', name: 'inHand' }] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Hero', name: 'mine' }], [{ card: 'Test Trooper', name: 'foe' }]] }],
    });
    expect(g.legal().filter((a) => a.type === 'play' && a.card === g.id('Test Anticipation')).map((a) => a.type === 'play' && a.targets))
      .toEqual([[g.id('mine')]]);
  });

  it('R-TERM-OPPUSE-01: an ability the opponent may also use: each player uses it for their own units', () => {
    const ferry = 'Ganymede/Test Ferry';
    game({
      row: [{ card: ferry, name: 'ferry', controller: P1, cards: [[{ card: 'Test Trooper', name: 'mine' }], [{ card: 'Test Trooper', name: 'theirs' }]] },
        { card: siteA, name: 'dest', controller: P1 }],
    }).pass(P1).refuses('R-TGT-04').use('ferry', { targets: ['mine', 'dest'], by: P2 })
      .use('ferry', { targets: ['theirs', 'dest'], by: P2 }).resolve()
      .expectCard('theirs', { at: 'dest' }).expectCard('mine', { at: 'ferry' });
  });

  it('R-TERM-LOOK-01 / R-TERM-REVEAL-01: a drawn card is seen by its drawer only; a revealed card by both', () => {
    const g = game({ phase: 'draw', players: [{ active: [{ card: 'Test Trooper', name: 'drawn' }], reserve: energy(3, 4) }, {}] }).draw()
      .expectCard('drawn', { zone: 'hand' });
    const drawn = g.events.find((e) => e.kind === 'draw')!;
    expect(eventText(drawn, 0)).toBe('You draw Test Trooper.');
    expect(eventText(drawn, 1)).toBe('P1 draws a card.');
    const q = game({ players: [{ reserve: energy(3, 4), hand: ['Test Quick Draw'] }, {}] }).play('Test Quick Draw').resolve();
    const reveal = q.events.find((e) => eventText(e, null).includes('reveals'))!;
    expect(eventText(reveal, 1)).toBe('P1 reveals Destiny 4 for Test Quick Draw: destiny 4.');
  });

  it("R-TERM-BENEATH-01: the opponent's cards beneath other cards are open to see", () => {
    const g = game({ row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', beneath: ['Test Rifle'] }], []] }] });
    const view = JSON.stringify(seatView(g.state, 1));
    expect(view).toContain(g.id('Test Rifle'));
    expect(view).toContain(testCard('Test Rifle')!.number);
  });

  it('R-TERM-HERE-01: "here" is the source\'s location: the cannon reaches only opposing units at its own site', () => {
    game({
      row: [
        { card: siteA, controller: P1, cards: [[{ card: 'Test Tank', beneath: ['Test Cannon'] }], [{ card: 'Test Trooper', name: 'near' }]] },
        { card: siteB, controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'far' }]] },
      ],
    }).refuses('R-TGT-04').use('Test Cannon', { targets: ['far'] }).use('Test Cannon', { targets: ['near'] }).expectStack(1);
  });

  it('R-TERM-INBATTLE-01: "in a battle" means at the battle\'s location while it is in progress', () => {
    game({
      phase: 'battle',
      players: [{ hand: ['Test Shift'] }, {}],
      row: [
        { card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Hero', name: 'fighting' }], ['Test Hero']] },
        { card: siteB, controller: P1, cards: [[{ card: 'Test Hero', name: 'away' }], []] },
      ],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).refuses('R-TGT-04').play('Test Shift', { targets: ['away'] }).play('Test Shift', { targets: ['fighting'] }).expectStack(1);
  });

  it("R-TERM-CANT-01: can't beats can: a card its opponent can't target is refused as a target", () => {
    game({
      players: [{ hand: ['Test Faded'] }, { hand: ['Test Strike'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Hero', name: 'kizen' }], []] }],
    }).play('Test Faded', { targets: ['kizen'] }).resolve().pass(P1)
      .refuses('R-TGT-04').play('Test Strike', { targets: ['kizen'] })
      .expectCard('kizen', { zone: 'table', defense: 6 });
  });

  it('R-TERM-COMPARE-01: ">" is strictly greater: an "atLeast 13" (more than 12) check fails at 12', () => {
    game({ players: [{ hand: ['Test Overburdened'] }, { hand: energy(12, 2) }] }).play('Test Overburdened').resolve()
      .expectDecision(null).expectPiles(P2, { hand: 12 });
  });

  it('R-TERM-LEAVE-03: a card that leaves play loses what effects did to it: back in play the same turn it has its printed numbers', () => {
    const g = game({ phase: 'deploy', players: [{ hand: ['Power +3', 'Test Recall'] }, {}],
      row: [{ card: 'Testworld/Plains', name: 'site', controller: P1, cards: [[{ card: 'Unit 2/1/1', name: 'u' }], []] }] })
      .play('Power +3', { targets: ['u'] }).resolve().expectCard('u', { power: 5 }).play('Test Recall', { targets: ['u'] }).resolve()
      .play('u', { at: 'site' }).resolve()
      .expectCard('u', { power: 2 });
    expect(g.state.lasting).toHaveLength(0);
  });
});
