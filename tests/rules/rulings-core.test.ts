// Rulings (docs/rulings.md) on the stack, triggers, keywords and terms: AMB-04, 05, 07, 08, 11,
// 13, 14, 15, 17, 19, 21, 22, 23, 25 and the "forced choices" decision.
import { describe, expect, it } from 'vitest';
import { apply, eventText, sizeOf, supportIcons, triggersToOrder } from '../../src/engine';
import { energy, P1, P2 } from '../kit/driver';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const fill = (n: number) => energy(n, 2);

describe('Rulings: stack, triggers, keywords, terms', () => {
  it('AMB-04: Cruel Lesson reads "another damaged unit" when it triggers: four damaged one at a time lose 0 + 2 + 2 + 2', () => {
    const g = game({
      players: [{ hand: ['Test Grenade'], assets: ['Test Cruel Lesson'] }, { reserve: fill(10), active: fill(5) }],
      row: [{ card: siteA, controller: P1, cards: [[], ['u1', 'u2', 'u3', 'u4'].map((name) => ({ card: 'Test Trooper', name }))] }],
    }).play('Test Grenade', { targets: ['u1', 'u2', 'u3', 'u4'] }).resolve().expectDecision('orderTriggers');
    expect(g.state.triggers.map((t) => t.event.card)).toEqual([g.id('u2'), g.id('u3'), g.id('u4')]);
  });

  it('AMB-05: a D read from an empty reserve when the effect happens is 0; the card is not canceled (only Simple Wager is)', () => {
    game({ players: [{ reserve: ['Destiny 4'], hand: [{ card: 'Test Quick Draw', name: 'first' }, { card: 'Test Quick Draw', name: 'second' }] }, {}] })
      .play('first').play('second').resolve().resolve()
      .expectStack(0).expectCard('first', { zone: 'used' }).expectCard('second', { zone: 'used' }).expectPiles(P1, { reserve: 0, hand: 0 })
      .expectLog('P1 has no reserve to reveal for Test Quick Draw: destiny 0 (R-DESTINY-05).');
  });

  it('AMB-07: size is a keyword any unit may have, per face of an inverter; without it a unit is size 1', () => {
    const g = game({ row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Inverter', name: 'up' }, { card: 'Test Inverter', name: 'down', inverted: true },
      'Test Giant', 'Test Trooper'], []] }] });
    expect(['up', 'down', 'Test Giant', 'Test Trooper'].map((n) => sizeOf(g.state, g.id(n)))).toEqual([1, 3, 3, 1]);
  });

  it('AMB-08: Scouting lets a character be played at a site and a ship at a sector with no energy icon on your side', () => {
    game({
      players: [{ hand: ['Test Scout', 'Test Scout Ship'] }, {}],
      row: [{ card: 'Vesta/Barren Site', name: 'site', controller: P2 }, { card: 'Ceti/Barren Sector', name: 'sector', controller: P2 }],
    }).refuses('R-UNIT-03').play('Test Scout', { at: 'sector' })
      .play('Test Scout', { at: 'site' }).resolve().play('Test Scout Ship', { at: 'sector' }).resolve()
      .expectCard('Test Scout', { at: 'site' }).expectCard('Test Scout Ship', { at: 'sector' });
  });

  it('AMB-11: "lose 1 energy" as a cost may be paid with a hand card', () => {
    game({
      players: [{ hand: [{ card: 'Destiny 0', name: 'spare' }] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], []] }, { card: 'Alnak/Test Hallway', name: 'hallway', controller: P1 }],
    }).use('hallway', { targets: ['unit'] }).loseFromHand('spare')
      .expectStack(1).expectCard('spare', { zone: 'lost' }).expectPiles(P1, { reserve: 5, active: 5, hand: 0 });
  });

  it('AMB-13: the turn player orders every set of simultaneous triggers, the opponent\'s included', () => {
    const g = game({ phase: 'draw', players: [{ assets: ['Test My Draw'] }, { assets: ['Test Any Draw'] }] }).draw()
      .expectDecision('orderTriggers', P1).expectActor(P1).expectLegalCount(2);
    expect(apply(g.state, { type: 'choose', seat: 1, choice: { first: 0 } })).toMatchObject({ ok: false, refusal: { rule: 'R-INIT-01' } });
  });

  it('AMB-13: triggers resolving at once inside a battle step are ordered by the turn player too', () => {
    const g = game({
      phase: 'battle',
      players: [{ reserve: energy(5, 3), assets: ['Test Price B', 'Test Price A'] }, { reserve: fill(5) }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], ['Test Hero']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).toStep('destiny').reveal()
      .expectDecision('orderInStep', P1);
    // The turn player puts Test Price A (entered play second) first.
    const before = g.events.length;
    g.first(triggersToOrder(g.state).findIndex((t) => t.card === g.id('Test Price A'))).expectBattle({ destiny: [5, 0] });
    const lines = g.events.slice(before).map((e) => eventText(e, null));
    const at = (t: string) => lines.findIndex((l) => l.startsWith(t));
    expect(at('Test Price A triggers')).toBeGreaterThanOrEqual(0);
    expect(at('Test Price A triggers')).toBeLessThan(at('Test Price B triggers'));
    g.expectDecision('revealDestiny', P2);
  });

  it('AMB-14: your support icons are those on your side of any location: an encampment under the opponent\'s site counts for you', () => {
    const g = game({
      players: [{ hand: ['Io/Test Camp'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
    }).play('Io/Test Camp', { at: 'site', encamp: true }).resolve().expectCard('Io/Test Camp', { under: 'site' });
    expect(supportIcons(g.state, 0)).toEqual({ Earther: 1 });
    expect(supportIcons(g.state, 1)).toEqual({ Gongen: 1 });
  });

  it('AMB-15: bullets count per player and turn: both players may play their bulleted interrupt once in one turn', () => {
    game({
      players: [{ hand: [{ card: 'Test Faded', name: 'f1' }, { card: 'Test Faded', name: 'f1b' }] }, { hand: [{ card: 'Test Faded', name: 'f2' }] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Hero', name: 'mine' }], [{ card: 'Test Hero', name: 'theirs' }]] }],
    }).play('f1', { targets: ['mine'] }).resolve()
      .pass(P1).play('f2', { targets: ['theirs'] }).resolve()
      .refuses('R-INTR-06').play('f1b', { targets: ['mine'] })
      .expectCard('f1', { zone: 'used' }).expectCard('f2', { zone: 'used' });
  });

  it('AMB-15: an ability\'s bullets count per card: a second copy has its own, and a canceled use still counts', () => {
    // Test Jam: cancel target pending ability.
    const g = game({
      players: [{}, { hand: ['Test Jam'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', beneath: [{ card: 'Test Pistol', name: 'p1' }] },
        { card: 'Test Trooper', beneath: [{ card: 'Test Pistol', name: 'p2' }] }], []] }],
    }).use('p1').pass(P1);
    g.play('Test Jam', { targets: [g.stackItem()] }).resolve()
      .refuses('R-ABIL-03').use('p1').use('p2').expectStack(1);
  });

  it('AMB-17: no hand limit: a player ends the turn holding 20 cards', () => {
    game({ phase: 'draw', players: [{ hand: fill(20) }, {}] }).pass(P1).pass(P2)
      .expectPhase('activate', P2).expectPiles(P1, { hand: 20 });
  });

  it('AMB-19: a pending unit whose place became illegal does not enter play: it goes to its owner\'s used pile', () => {
    game({
      players: [{ hand: [{ card: 'Test Trooper', name: 'pending' }] }, { hand: ['Test Strike'] }],
      row: [{ card: 'Vesta/Barren Site', name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'anchor' }], []] }],
    }).play('pending', { at: 'site' }).pass(P1).play('Test Strike', { targets: ['anchor'] }).resolve().resolve()
      .expectStack(0).expectCard('pending', { zone: 'used' }).expectCard('anchor', { zone: 'lost' }).expectLog("Test Trooper can't enter play");
  });

  it('AMB-21: cards beneath another card are in play; cards stacked on an asset by its ability are not', () => {
    const g = game({
      players: [{ hand: ['Test Strike'], assets: [{ card: 'Test Banner', stacked: [{ card: 'Test Trooper', name: 'stacked' }] }] }, {}],
      row: [{ card: 'Ganymede/Test Orbit', controller: P1, cards: [[{ card: 'Test Fighter', beneath: [{ card: 'Test Trooper', name: 'aboard' }] }], []] }],
    });
    const targets = g.legal().filter((a) => a.type === 'play').map((a) => a.type === 'play' && a.targets?.[0]);
    expect(targets).toContain(g.id('aboard'));
    expect(targets).not.toContain(g.id('stacked'));
  });

  it('AMB-22: Kucha\'s X reads the other characters at her location, not herself', () => {
    game({
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Strong Kucha', name: 'alone' }], []] },
        { card: 'Ganymede/Test Site B', controller: P1, cards: [[{ card: 'Test Strong Kucha', name: 'withTrooper' }, 'Test Trooper'], []] }],
    }).expectCard('alone', { power: 5 }).expectCard('withTrooper', { power: 7 });
  });

  it('AMB-23: each D is one reveal: "D + D" reveals two cards and adds them', () => {
    // Test Wager: draw D + D cards.
    game({ players: [{ reserve: ['Destiny 3', 'Destiny 4', ...fill(10)], hand: ['Test Wager'] }, {}] }).play('Test Wager').resolve()
      .expectPiles(P1, { hand: 7, reserve: 3 }).expectLog('destiny 3.', 'destiny 4.');
  });

  it('AMB-25: energy costs reduced below 0 cost 0; support costs are never reduced', () => {
    // Test Far Sight costs 1 and 2 less; Test Rebate makes your units cost 3 less.
    game({
      players: [{ hand: ['Test Far Sight', 'Test Trooper', 'Test Elite'], assets: ['Test Rebate'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1 }],
    }).play('Test Far Sight', { at: 'site' }).resolve().play('Test Trooper', { at: 'site' }).resolve()
      .refuses('R-PLAY-03').play('Test Elite', { at: 'site' })
      .expectCard('Test Far Sight', { zone: 'table' }).expectCard('Test Trooper', { zone: 'table' }).expectPiles(P1, { active: 5, used: 0 });
  });

  it('Decision "forced choices": a choice with only one option is made by the engine', () => {
    game({
      phase: 'control',
      players: [{}, { reserve: fill(5), active: [], used: [], hand: [] }],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
    }).drain('site').resolve()
      .expectDecision(null).expectInitiative(P1).expectPiles(P2, { reserve: 3, lost: 2 });
  });
});
