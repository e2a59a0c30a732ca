// Battles: the attack action (R-BATTLE) and the eleven-part battle procedure (R-BSTEP), with
// the worked examples EX-BATTLE-01..12.
import { describe, expect, it } from 'vitest';
import type { BattleStep } from '../../src/engine';
import { energy, P1, P2 } from '../kit/driver';
import type { Entry, Place } from '../kit/position';
import { leanGame } from './_starts';

interface BattleSetup {
  /** Attacker's (P1) and defender's (P2) cards at the battle site. */
  att: Entry[];
  def: Entry[];
  /** Start inside a battle at this window; without it, start in the battle phase before any attack. */
  step?: BattleStep;
  destiny?: [number, number];
  reserve?: [Entry[], Entry[]];
  active?: [Entry[], Entry[]];
  hand?: [Entry[], Entry[]];
  /** More locations after the battle site. */
  row?: Place[];
  sector?: boolean;
}

/** A battle at "site" (a site, or a sector with `sector`), played by P2, 1 icon each side. Each
 * player has 6 reserve and 2 active cards of destiny 0 unless given. */
const battle = (b: BattleSetup) => leanGame({
  phase: 'battle',
  players: [0, 1].map((seat) => ({
    ...(b.reserve ? { reserve: b.reserve[seat] } : {}), ...(b.active ? { active: b.active[seat] } : {}), hand: b.hand?.[seat] ?? [],
  })) as [object, object],
  row: [{ card: b.sector ? 'Testworld/Orbit' : 'Testworld/Plains', name: 'site', controller: P2, cards: [b.att, b.def] }, ...(b.row ?? [])],
  ...(b.step ? { battle: { location: 'site', attacker: P1, step: b.step, destiny: b.destiny ?? [0, 0] } } : {}),
});
const U = 'Unit 1/1/1';
const named = (card: string, name: string, damaged = false): Entry => ({ card, name, ...(damaged ? { damaged } : {}) });

describe('R-BATTLE: the attack action', () => {
  it('R-BATTLE-01: attacking pays 1 energy, goes on the stack, and a battle begins when it resolves', () => {
    battle({ att: [U], def: [U] }).attack('site')
      .expectStack(1).expectNoBattle().expectInitiative(P1).expectPiles(P1, { active: 1, used: 1 })
      .resolve().expectStack(0).expectBattle({ step: 'window1', destiny: [0, 0], attritionBonus: [0, 0] }).expectInitiative(P1);
  });

  it('R-BATTLE-01: no attack where a side has no unit or ship, nor with an empty active pile', () => {
    battle({ att: [U], def: [] }).refuses('R-BATTLE-01', /Both players need a unit or ship/).attack('site')
      .expectStack(0).expectLegalCount(1);
    battle({ att: [U], def: [U], active: [[], ['Destiny 0']] }).refuses('R-BATTLE-01', /costs 1 energy/).attack('site')
      .expectPiles(P1, { used: 0 });
  });

  it('R-BATTLE-02: one attack per location per battle phase; another location may still be attacked', () => {
    battle({ att: ['Unit 5/1/1'], def: ['Unit 5/1/1'], active: [energy(3, 0), []],
      row: [{ card: 'Elsewhere/Hill', name: 'hill', controller: P1, cards: [[U], [U]] }] })
      .attack('site').resolve()
      .endBattle() // five windows, a tie
      .refuses('R-BATTLE-02').attack('site')
      .attack('hill').resolve()
      .expectBattle({ step: 'window1', location: 'hill' }).expectPiles(P1, { active: 1, used: 2 });
  });

  it('R-BATTLE-03: a sector battle counts ships, not the units aboard them', () => {
    battle({ sector: true, step: 'window1', att: [{ card: 'Ship 3/2/1', beneath: ['Unit 4/4/1'] }], def: ['Ship 2/1/1'] })
      .toStep('window4')
      .expectBattle({ step: 'window4', power: [3, 2], winner: P1, casualties: 1 }).expectLog('tactics 2 against 1');
  });

  it('R-BATTLE-04: no second attack while a battle is in progress', () => {
    battle({ step: 'window2', att: [U], def: [U] }).refuses('R-BATTLE-04', /Finish the battle/).attack('site')
      .expectBattle({ step: 'window2' }).expectStack(0).expectPiles(P1, { active: 2 });
  });

  it('R-BATTLE-05: the player who attacks is the attacker: they reveal and satisfy attrition first', () => {
    battle({ att: ['Unit 1/4/1', U], def: ['Unit 1/4/1', U], reserve: [energy(5, 4), energy(5, 4)] })
      .attack('site').resolve().toStep('destiny')
      .expectDecision('revealDestiny', P1).expectActor(P1).expectBattle({ attacker: P1 });
    battle({ step: 'window2', destiny: [2, 2], att: [U, U], def: [U, U] }).toStep('attrition')
      .expectDecision('attrition', P1).expectActor(P1).expectBattle({ attritionAgainst: [2, 2] });
  });

  it('R-BATTLE-06: only cards at the battle location are in the battle', () => {
    battle({ step: 'window1', att: ['Unit 2/2/1'], def: [U], row: [{ card: 'Testworld/Ridge', controller: P1, cards: [['Unit 9/9/1'], []] }] })
      .toStep('window4').expectBattle({ power: [2, 1], casualties: 1 }).expectLog('tactics 2 against 1');
  });

  it('R-BATTLE-06: a unit that leaves the battle no longer counts', () => {
    battle({ step: 'window3', att: ['Unit 4/1/1', named('Unit 3/1/1', 'gone')], def: ['Unit 5/1/1'], hand: [[], ['Test Strike']] })
      .pass(P1).play('Test Strike', { targets: ['gone'] }).resolve().toStep('window4')
      .expectBattle({ step: 'window4', power: [4, 5], winner: P2, casualties: 1 });
  });

  it('R-BATTLE-07: a card outside the battle may affect a card in it', () => {
    battle({ step: 'window1', att: [U], def: [named('Unit 1/1/3', 'target')],
      row: [{ card: 'Testworld/Ridge', controller: P1, cards: [['Test Sniper'], []] }] })
      .use('Test Sniper', { targets: ['target'] }).resolve()
      .expectCard('target', { damaged: true }).expectPiles(P1, { active: 1, used: 1 });
  });

  it('R-BATTLE-08: a damaged card is not damaged again; undamaging turns it back', () => {
    // Attrition 3: the damaged defense-1 unit already counts, and it is not offered again.
    battle({ step: 'window2', destiny: [0, 3], att: [named(U, 'hurt', true), named(U, 'x'), named(U, 'y')], def: [U] })
      .toStep('attrition').refuses('R-BSTEP-12', /not one of the options/).damage('hurt')
      .expectDecision('attrition');
    battle({ step: 'window3', att: [named('Unit 2/1/2', 'hurt', true)], def: [U], hand: [['Test Mend'], []] })
      .play('Test Mend', { targets: ['hurt'] }).resolve().expectCard('hurt', { damaged: false });
  });

  it('R-BATTLE-09: each side starts at battle destiny 0 and attrition 0; effects add directly without a reveal', () => {
    battle({ att: [U], def: ['Unit 1/1/5'], hand: [['Battle Destiny +2'], []] })
      .attack('site').resolve().play('Battle Destiny +2').resolve().toStep('window3')
      .expectBattle({ step: 'window3', destiny: [2, 0], attritionAgainst: [0, 2] }).expectLog('tactics 1 against 1')
      .expectPiles(P1, { used: 2 }); // the attack's energy and the interrupt, nothing revealed
  });

  it('R-BATTLE-10: a card that adds battle destiny adds to the one battle destiny', () => {
    battle({ step: 'window1', att: ['Unit 1/4/1'], def: [U], reserve: [['Destiny 3', 'Destiny 5', 'Destiny 3'], energy(3, 0)], hand: [['Test Add Destiny'], []] })
      .play('Test Add Destiny').resolve().toStep('destiny').reveal()
      .expectBattle({ step: 'window2', destiny: [8, 0] }).expectPiles(P1, { reserve: 1 });
  });

  it('R-BATTLE-11: in a window both may play interrupts, the turn player first; two passes start the next step', () => {
    battle({ att: [U], def: [U], hand: [[], ['Battle Destiny +1']] }).attack('site').resolve()
      .expectBattle({ step: 'window1' }).expectInitiative(P1);
    battle({ step: 'window1', att: [U], def: ['Unit 1/1/2'], hand: [[], ['Battle Destiny +1']] })
      .pass(P1).play('Battle Destiny +1').pass(P2).pass(P1).pass().pass()
      .expectBattle({ step: 'window2', destiny: [0, 1] }).expectInitiative(P1);
  });

  it('R-BATTLE-12: no one holds initiative in a step; no interrupts then', () => {
    battle({ step: 'window2', destiny: [0, 3], att: [U, U], def: [U], hand: [['Battle Destiny +1'], []] })
      .toStep('attrition').refuses('R-BATTLE-12', /battle step/).play('Battle Destiny +1')
      .expectInitiative(null).expectDecision('attrition');
  });

  it('R-BATTLE-12: a triggered ability that affects the step resolves at once', () => {
    battle({ step: 'window1', att: ['Test Surger'], def: [U], reserve: [energy(3, 3), energy(3, 0)] })
      .toStep('destiny').reveal()
      .expectBattle({ step: 'window2', destiny: [5, 0] }).expectStack(0).expectInitiative(P1);
  });

  it('R-BATTLE-13: after each step the attacker gains initiative', () => {
    for (const [step, next] of [['window1', 'window2'], ['window2', 'window3'], ['window3', 'window4'], ['window4', 'window5']] as const) {
      battle({ step, att: ['Unit 2/1/1'], def: ['Unit 2/1/1'] }).pass().pass().expectBattle({ step: next }).expectInitiative(P1);
    }
  });

  it('R-BATTLE-14: a side left with no units cancels the battle (R-SYS-02)', () => {
    battle({ step: 'window4', att: [named('Unit 5/1/1', 'hurt', true)], def: [named(U, 'lone')], hand: [['Test Strike'], []] })
      .play('Test Strike', { targets: ['lone'] }).resolve()
      .expectNoBattle().expectInitiative(P1).expectPhase('battle')
      .expectCard('hurt', { zone: 'lost' }).expectLog('is canceled: no winner, no casualties (R-SYS-02)');
  });

  it('R-BATTLE-15: immunity to attrition does not reduce casualties', () => {
    // 5 casualties: the immune unit may be damaged for its defense 3, and 2 energy is lost.
    battle({ step: 'window3', att: ['Unit 6/1/1'], def: ['Test Immune'] })
      .toStep('loss').damage('Test Immune').lose('reserve', P2).lose('reserve', P2)
      .expectBattle({ step: 'window5', casualties: 5 }).expectPiles(P2, { lost: 2, reserve: 4 })
      .expectCard('Test Immune', { damaged: true });
  });
});

describe('R-BSTEP: the eleven-part battle procedure', () => {
  it('R-BSTEP-01: a whole battle runs attack, window, destiny, window, attrition, window, power, window, loss, window, end', () => {
    battle({
      att: ['Unit 3/2/2', 'Unit 2/3/3'], def: [named('Unit 2/2/2', 'c'), named(U, 'd')],
      reserve: [['Destiny 5', ...energy(4, 0)], energy(8, 0)], active: [energy(2, 0), []],
    })
      .attack('site').resolve() // the attack resolves: window 1
      .toStep('destiny').reveal() // destiny 5 against 0
      .toStep('attrition').damage('c') // attrition 5 against P2: both units damaged (2 + 1)
      .toStep('window4') // power 3 + 2 + 5 = 10 against 2 + 1 = 3: casualties 7
      .toStep('window5') // loss: 7 - 3 = 4, lost from the reserve (the only option, made by the engine)
      .pass().pass().destroy('d') // end of battle: P2's damaged units destroyed
      .expectNoBattle().expectPhase('battle').expectInitiative(P1).expectPiles(P2, { reserve: 4, lost: 6 })
      .expectLog('A battle begins', 'tactics 5 against 3', 'reveals Destiny 5', 'P1 must satisfy 0, P2 5',
        'P1 wins 10 to 3; casualties 7', 'P2 has 4 casualties', 'damaged cards are destroyed', 'The battle ends.')
      .expectLogOrder('A battle begins', 'tactics 5 against 3')
      .expectLogOrder('casualties 7', 'P2 has 4 casualties');
  });

  it('R-BSTEP-02: window 1 is the last chance to change battle destiny with an interrupt', () => {
    // In window 2 the battle destiny step has started: the second interrupt is refused (R-ABIL-09).
    battle({ step: 'window1', att: [U], def: [U], hand: [[{ card: 'Battle Destiny +2', name: 'plus' }, { card: 'Battle Destiny +3', name: 'late' }], []] })
      .play('plus').resolve().toStep('window2').refuses('R-ABIL-09', /battle destiny/).play('late').toStep('window3')
      .expectBattle({ step: 'window3', attritionAgainst: [0, 2], destiny: [2, 0] });
  });

  it('R-BSTEP-03: in the battle destiny step interrupts are refused, triggered abilities still change destiny', () => {
    battle({ step: 'window1', att: ['Test Small Surger'], def: ['Unit 1/4/1'], reserve: [energy(3, 2), energy(3, 4)], hand: [[], ['Battle Destiny +1']] })
      .toStep('destiny').reveal().refuses('R-BATTLE-12').play('Battle Destiny +1')
      .expectDecision('revealDestiny', P2).expectActor(P2).expectBattle({ destiny: [3, 0] });
  });

  it('R-BSTEP-04: tactics total all units at a site battle, damaged ones too', () => {
    battle({ step: 'window1', att: ['Unit 1/2/1', { card: 'Unit 1/2/1', damaged: true }], def: ['Unit 1/3/1'], reserve: [energy(3, 3), energy(3, 3)] })
      .toStep('destiny').expectDecision('revealDestiny', P1).expectActor(P1)
      .expectLog('tactics 4 against 3').expectBattle({ mayReveal: [0] });
  });

  it('R-BSTEP-05: with 4+ tactics a player may reveal one card for battle destiny; below 4 they may not', () => {
    battle({ step: 'window1', att: ['Unit 1/4/1'], def: ['Unit 1/3/1'], reserve: [['Destiny 6', 'Destiny 1'], ['Destiny 5', 'Destiny 1']] })
      .toStep('destiny').reveal()
      .expectBattle({ step: 'window2', destiny: [6, 0] }).expectPiles(P1, { reserve: 1, used: 1 }).expectPiles(P2, { reserve: 2, used: 0 });
  });

  it('R-BSTEP-06: the attacking side reveals, then the defending side, with nothing on the stack', () => {
    const revealing = () => battle({ step: 'window1', att: ['Unit 1/4/1'], def: ['Unit 1/5/1'], reserve: [['Destiny 2', 'Destiny 1'], ['Destiny 3', 'Destiny 1']] })
      .toStep('destiny');
    revealing().refuses('R-INIT-01', /P1 makes this choice/).reveal(true, P2)
      .expectDecision('revealDestiny', P1).expectActor(P1).expectStack(0);
    revealing().reveal().reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [2, 3] }).expectStack(0).expectLogOrder('P1 reveals', 'P2 reveals');
  });

  it('R-BSTEP-07: the 4+ tactics check is made for both sides before either reveal', () => {
    // When the attacker reveals, their ship lowers every opposing ship's tactics by 3 (resolving at once).
    battle({ sector: true, step: 'window1', att: ['Test Jammer'], def: [named('Ship 1/4/1', 'quarrel')],
      reserve: [energy(2, 3), ['Destiny 5', 'Destiny 1']] })
      .toStep('destiny').reveal().reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [3, 5] }).expectCard('quarrel', { tactics: 1 });
  });

  it('R-BSTEP-08: window 2 is the last chance to change attrition with an interrupt', () => {
    battle({ step: 'window2', destiny: [1, 0], att: [U], def: ['Unit 1/1/4', 'Unit 1/1/4'], hand: [['Attrition +2'], []] })
      .play('Attrition +2').resolve().toStep('attrition')
      .expectBattle({ step: 'attrition', attritionAgainst: [0, 3], attritionBonus: [2, 0] }).expectDecision('attrition', P2).expectActor(P2);
  });

  it('R-BSTEP-09: once the attrition step starts its numbers are fixed; an interrupt adding attrition is refused in window 3', () => {
    // During the step no one may act; in window 3 attrition is already fixed (R-ABIL-09).
    const g = battle({ step: 'window2', destiny: [0, 2], att: [named(U, 'x'), named(U, 'y'), U], def: [U], hand: [[], ['Attrition +4']] })
      .toStep('attrition').refuses('R-BATTLE-12').play('Attrition +4').damage('x').damage('y')
      .pass(P1).refuses('R-ABIL-09').play('Attrition +4')
      .expectBattle({ step: 'window3', attritionAgainst: [2, 0], attritionBonus: [0, 0] }).expectInitiative(P2);
    expect(Object.values(g.state.table).filter((t) => t.damaged)).toHaveLength(2);
  });

  it('R-BSTEP-10: attrition caused is battle destiny plus direct additions', () => {
    battle({ step: 'window2', destiny: [2, 0], att: ['Test Grinder'], def: ['Unit 1/1/2', 'Unit 1/1/2'] }).toStep('attrition')
      .expectBattle({ step: 'attrition', attritionAgainst: [0, 3] }).expectDecision('attrition', P2).expectActor(P2)
      .expectLog('P1 must satisfy 0, P2 3');
  });

  it('R-BSTEP-11: the attacker satisfies attrition first, then the defender', () => {
    battle({ step: 'window2', destiny: [1, 1], att: [named(U, 'a1'), named(U, 'a2')], def: [named(U, 'd1'), named(U, 'd2')] })
      .toStep('attrition').refuses('R-BSTEP-11', /The attacker satisfies attrition first/).damage('d1', P2).damage('a1').damage('d1')
      .expectBattle({ step: 'window3' }).expectInitiative(P1).expectStack(0)
      .expectCard('a1', { damaged: true }).expectCard('d1', { damaged: true }).expectCard('a2', { damaged: false }).expectCard('d2', { damaged: false });
  });

  it('R-BSTEP-12: attrition damages one card at a time, no change given; cards damaged before the step count', () => {
    // 2 (already damaged) + 3 = 5 >= 4: one over, no change, and the defense-1 unit stays undamaged.
    battle({ step: 'window2', destiny: [0, 4], att: [named('Unit 1/1/2', 'old', true), named('Unit 1/1/3', 'three'), named(U, 'one')], def: [U] })
      .toStep('attrition').damage('three')
      .expectBattle({ step: 'window3' }).expectDecision(null).expectCard('three', { damaged: true }).expectCard('one', { damaged: false });
  });

  it('R-BSTEP-12: attrition with no undamaged cards left is simply over', () => {
    battle({ step: 'window2', destiny: [0, 9], att: [named('Unit 1/1/2', 'a'), named('Unit 1/1/2', 'b')], def: [U] })
      .toStep('attrition').damage('a')
      .expectBattle({ step: 'window3' }).expectInitiative(P1).expectCard('a', { damaged: true }).expectCard('b', { damaged: true });
  });

  it('R-BSTEP-13: with attrition left to meet, damaging goes on, and a defense-0 card is a fair pick', () => {
    // 0 < 5: the defense-5 unit is the only option left and the engine damages it.
    battle({ step: 'window2', destiny: [0, 5], att: [named('Unit 1/1/5', 'five'), named('Unit 1/1/0', 'zero')], def: [U] })
      .toStep('attrition').damage('zero')
      .expectBattle({ step: 'window3' }).expectCard('zero', { damaged: true }).expectCard('five', { damaged: true });
  });

  it('R-BSTEP-13: ignoring attrition while a card that is not immune is undamaged is refused, and the reason says so', () => {
    battle({ step: 'window2', destiny: [0, 6], att: [named(U, 'plain'), named(U, 'plain2'), 'Test Immune'], def: [U] })
      .toStep('attrition')
      .refuses('R-BSTEP-13', /Unit 1\/1\/1 is not immune to attrition/).ignoreAttrition()
      .refuses('R-BSTEP-13', /Unit 1\/1\/1 is not immune to attrition/).damage('Test Immune')
      .expectDecision('attrition');
  });

  it('R-BSTEP-12: once your attrition is met you damage no more: a choice made then is refused for that reason, not for whose turn it is', () => {
    battle({ step: 'window2', destiny: [1, 2], att: [named('Unit 1/1/2', 'a'), named('Unit 1/1/2', 'b')], def: [U, U] })
      .toStep('attrition').damage('a').refuses('R-BSTEP-12', /Your attrition is met/).damage('b', P1)
      .expectDecision('attrition').expectActor(P2);
  });

  it('R-BSTEP-14: when every undamaged card left is immune, the rest of the attrition may be ignored', () => {
    // The immune card is not offered while a non-immune one is undamaged (R-BSTEP-13).
    battle({ step: 'window2', destiny: [0, 6], att: [named(U, 'plain'), named(U, 'plain2'), 'Test Immune'], def: [U] })
      .toStep('attrition').refuses('R-BSTEP-13').damage('Test Immune').damage('plain').ignoreAttrition()
      .expectBattle({ step: 'window3' }).expectCard('plain', { damaged: true }).expectCard('plain2', { damaged: true })
      .expectCard('Test Immune', { damaged: false }).expectLog('ignores the remaining attrition (R-BSTEP-14)');
    battle({ step: 'window2', destiny: [0, 6], att: ['Test Immune'], def: [U] })
      .toStep('attrition').damage('Test Immune')
      .expectBattle({ step: 'window3' }).expectCard('Test Immune', { damaged: true });
  });

  it('R-BSTEP-15: window 3 is the last chance to change power with an interrupt', () => {
    battle({ step: 'window3', att: [named('Unit 2/1/1', 'a')], def: ['Unit 4/1/1'], hand: [['Power +3'], []] })
      .play('Power +3', { targets: ['a'] }).resolve().toStep('window4')
      .expectBattle({ step: 'window4', power: [5, 4], winner: P1, casualties: 1 });
  });

  it('R-BSTEP-16: total power is fixed in the power step; later changes do not alter the result', () => {
    battle({ step: 'window3', att: ['Unit 6/1/1'], def: [named('Unit 2/1/9', 'd')], hand: [[], ['Power +5']] })
      .toStep('window4').pass(P1).play('Power +5', { targets: ['d'] }).resolve().toStep('loss')
      .expectBattle({ step: 'loss', power: [6, 2], winner: P1, casualties: 4 }).expectDecision('casualties', P2).expectActor(P2)
      .expectCard('d', { power: 7 });
  });

  it('R-BSTEP-17: total power counts damaged units and battle destiny', () => {
    battle({ step: 'window3', destiny: [1, 0], att: [{ card: 'Unit 3/1/1', damaged: true }, 'Unit 2/1/1'], def: ['Unit 4/1/1'] })
      .toStep('window4').expectBattle({ step: 'window4', power: [6, 4], winner: P1, casualties: 2 });
  });

  it('R-BSTEP-18: equal totals: no winner, no casualties', () => {
    battle({ step: 'window3', destiny: [1, 2], att: ['Unit 4/1/1'], def: ['Unit 3/1/1'] })
      .toStep('window5')
      .expectBattle({ step: 'window5', power: [5, 5], winner: null, casualties: 0 }).expectDecision(null)
      .expectPiles(P1, { lost: 0 }).expectPiles(P2, { lost: 0 }).expectLog('a tie: no winner, no casualties');
  });

  it('R-BSTEP-19: casualties are the difference, fixed in the power step', () => {
    battle({ step: 'window3', att: ['Unit 9/1/1'], def: ['Unit 2/1/1', named(U, 'small')], hand: [['Test Strike'], []] })
      .toStep('window4').play('Test Strike', { targets: ['small'] }).resolve()
      .expectBattle({ step: 'window4', power: [9, 3], winner: P1, casualties: 6 }).expectCard('small', { zone: 'lost' });
  });

  it('R-BSTEP-20: window 4 is the last chance to change casualties (here by damaging a card first)', () => {
    // Power 8 against 2: 6 casualties, 3 of them met by the card damaged in window 4.
    battle({ step: 'window3', att: ['Unit 8/1/1'], def: [named('Unit 2/1/3', 'd')], hand: [[], ['Test Zap']] })
      .toStep('window4').pass(P1).play('Test Zap', { targets: ['d'] }).resolve().toStep('loss')
      .expectBattle({ casualties: 6 }).expectLog('P2 has 3 casualties to satisfy').expectDecision('casualties', P2);
  });

  it('R-BSTEP-21: in the loss step interrupts are refused', () => {
    battle({ step: 'window3', att: ['Unit 8/1/1'], def: [named('Unit 2/1/3', 'd')], hand: [[], ['Test Zap']] })
      .toStep('loss').refuses('R-BATTLE-12').play('Test Zap', { targets: ['d'] })
      .expectDecision('casualties', P2).expectActor(P2).expectPiles(P2, { hand: 1 });
  });

  it('R-BSTEP-22: casualties are first reduced by the loser\'s damaged cards\' defense', () => {
    const g = battle({ step: 'window3', att: ['Unit 9/1/1'], def: [{ card: 'Unit 1/1/3', damaged: true }, named('Unit 1/1/2', 'fresh')] })
      .toStep('loss').expectBattle({ step: 'loss', casualties: 7 }).expectDecision('casualties', P2).expectActor(P2);
    expect(g.state.queue[0]).toMatchObject({ k: 'casualties', n: 4 });
  });

  it('R-BSTEP-23: each casualty option is taken one at a time; damaging overshoots with no change', () => {
    const lost = () => battle({ step: 'window3', att: ['Unit 5/1/1'], def: [named('Unit 1/1/4', 'big'), named(U, 'small')],
      hand: [[], [{ card: 'Destiny 0', name: 'card' }]] }).toStep('loss');
    const g = lost().expectBattle({ step: 'loss', casualties: 3 }).expectDecision('casualties');
    expect(g.state.queue[0]).toMatchObject({ k: 'casualties', n: 3 });
    // 3 casualties: a hand card (1), an active card (1), then the defense-4 unit (4, one over).
    lost().loseFromHand('card', P2).lose('active', P2).damage('big', P2)
      .expectBattle({ step: 'window5' }).expectDecision(null).expectPiles(P2, { hand: 0, active: 1, lost: 2 })
      .expectCard('big', { damaged: true }).expectCard('small', { damaged: false });
  });

  it('R-BSTEP-24: a loser who can\'t satisfy the casualties loses the game; the battle is canceled', () => {
    // 8 casualties against 2 reserve cards and a defense-2 unit.
    const g = battle({ step: 'window3', att: ['Unit 9/1/1'], def: [named('Unit 1/1/2', 'd')], reserve: [energy(4, 0), energy(2, 0)], active: [energy(2, 0), []] })
      .toStep('loss').damage('d', P2)
      .expectWinner(P1).expectNoBattle().expectActor(null).expectPiles(P2, { reserve: 0 }).expectLog("P2 can't satisfy");
    expect(g.state.result).toMatchObject({ by: 'casualties', rule: 'R-WIN-04' });
  });

  it('R-BSTEP-25: window 5 allows abilities usable only during a battle', () => {
    battle({ step: 'window4', destiny: [0, 0], att: ['Test Blade'], def: [named('Unit 1/1/3', 'd')] })
      .toStep('window5').use('Test Blade', { targets: ['d'] }).resolve()
      .expectBattle({ step: 'window5' }).expectCard('d', { damaged: true });
    battle({ att: ['Test Blade'], def: [named(U, 'd')] }).refuses('R-GEN-02').use('Test Blade', { targets: ['d'] });
  });

  it('R-BSTEP-26: the end of battle step destroys every damaged card, the attacker\'s first', () => {
    battle({ step: 'window5', att: [{ card: 'Test Alpha', damaged: true }, { card: 'Test Beta', damaged: true }, U],
      def: [{ card: 'Test Gamma', damaged: true }, U],
      row: [{ card: 'Testworld/Ridge', controller: P1, cards: [[], [{ card: 'Test Faraway', damaged: true }]] }] })
      .pass().pass().destroy('Test Beta').destroy('Test Faraway', P2)
      .expectNoBattle().expectInitiative(P1)
      .expectCard('Test Alpha', { zone: 'lost' }).expectCard('Test Beta', { zone: 'lost' })
      .expectCard('Test Gamma', { zone: 'lost' }).expectCard('Test Faraway', { zone: 'lost' })
      .expectLogOrder('Test Beta is destroyed', 'Test Alpha is destroyed', 'Test Faraway is destroyed', 'Test Gamma is destroyed');
  });

  it('R-BSTEP-27: after the end of battle step the attacker gains initiative and waiting triggers go on the stack', () => {
    const won = () => battle({ step: 'window3', att: ['Test Spoiler'], def: [named('Unit 1/1/2', 'd')], active: [energy(2, 0), []] })
      .toStep('loss').damage('d', P2).endBattle();
    const g = won().expectNoBattle().expectInitiative(P1).expectStack(1);
    expect(g.state.stack[0]).toMatchObject({ kind: 'trigger', seat: 0 });
    won().resolve().expectNoBattle().expectInitiative(P1).expectStack(0).expectPiles(P1, { active: 4, reserve: 4 });
  });
});

describe('EX-BATTLE: worked examples', () => {
  it('EX-BATTLE-01: a lone 1/1 unit: no reveal; +1 attrition adds to attrition only, +1 battle destiny to both', () => {
    const lone = () => battle({ step: 'window1', att: [U], def: ['Unit 0/1/5'], hand: [['Attrition +1', 'Battle Destiny +1'], []] });
    lone().toStep('window2').play('Attrition +1').resolve().toStep('window3')
      .expectBattle({ step: 'window3', destiny: [0, 0], attritionAgainst: [0, 1] }).expectLog('tactics 1 against 1');
    lone().play('Battle Destiny +1').resolve().toStep('window2').play('Attrition +1').resolve().toStep('window4')
      .expectBattle({ step: 'window4', destiny: [1, 0], attritionAgainst: [0, 2], power: [2, 0], casualties: 2 });
  });

  it('EX-BATTLE-02: tactics 2 + 3 + 3 = 8: one card revealed, battle destiny 5', () => {
    battle({ step: 'window1', att: ['Unit 1/2/1', 'Unit 1/3/1', 'Unit 1/3/1'], def: [U], reserve: [['Destiny 5', 'Destiny 6'], energy(2, 1)] })
      .toStep('destiny').reveal()
      .expectBattle({ step: 'window2', destiny: [5, 0] }).expectLog('tactics 8 against 1').expectPiles(P1, { reserve: 1, used: 1 });
  });

  it('EX-BATTLE-03: destinies 5 and 4: you damage defense 3 then 2 for 4 attrition, one over, no change', () => {
    battle({ step: 'window2', destiny: [5, 4],
      att: [named('Unit 1/1/3', 'd3'), named('Unit 1/1/2', 'd2'), named('Unit 1/1/2', 'third')],
      def: [named('Unit 1/1/2', 'o1'), named('Unit 1/1/2', 'o2'), named('Unit 1/1/2', 'o3')] })
      .toStep('attrition').damage('d3').damage('d2').damage('o1').damage('o2')
      .expectBattle({ step: 'window3', attritionAgainst: [4, 5] })
      .expectCard('d3', { damaged: true }).expectCard('d2', { damaged: true }).expectCard('third', { damaged: false })
      .expectCard('o1', { damaged: true }).expectCard('o2', { damaged: true }).expectCard('o3', { damaged: true });
  });

  it('EX-BATTLE-04: 5 attrition: damaging the defense-0 unit first is legal, then the defense-5 must follow', () => {
    const g = battle({ step: 'window2', destiny: [0, 5], att: [named('Unit 1/1/5', 'five'), named('Unit 1/1/0', 'zero')], def: [U] })
      .toStep('attrition').damage('zero')
      .expectBattle({ step: 'window3' }).expectCard('five', { damaged: true });
    expect(g.log().join('\n').match(/is damaged/g)).toHaveLength(2);
  });

  it('EX-BATTLE-05: 5 attrition: damaging the defense-5 unit first satisfies it; the defense-0 unit can\'t be damaged', () => {
    battle({ step: 'window2', destiny: [0, 5], att: [named('Unit 1/1/5', 'five'), named('Unit 1/1/0', 'zero')], def: [U] })
      .toStep('attrition').damage('five').refuses('R-INIT-01').damage('zero', P1)
      .expectBattle({ step: 'window3' }).expectInitiative(P1).expectCard('zero', { damaged: false });
  });

  it('EX-BATTLE-06: power 3 + 2 + 5 (two damaged) + destiny 5 = 15 against 8: casualties 7', () => {
    battle({ step: 'window3', destiny: [5, 0], att: [{ card: 'Unit 3/1/1', damaged: true }, { card: 'Unit 2/1/1', damaged: true }, 'Unit 5/1/1'],
      def: ['Unit 8/1/1'] })
      .toStep('window4').expectBattle({ step: 'window4', power: [15, 8], winner: P1, casualties: 7 });
  });

  it('EX-BATTLE-07: 7 casualties less a damaged defense-5 unit: 2, met by a hand card and the reserve top', () => {
    battle({ step: 'window3', att: ['Unit 8/1/1'], def: [{ card: 'Unit 1/1/5', damaged: true }, named('Unit 0/1/2', 'spare')],
      hand: [[], [{ card: 'Destiny 0', name: 'card' }]], reserve: [energy(3, 0), [{ card: 'Destiny 0', name: 'top' }, 'Destiny 0', 'Destiny 0']] })
      .toStep('loss').loseFromHand('card').lose('reserve')
      .expectBattle({ step: 'window5', casualties: 7 }).expectPiles(P2, { hand: 0, reserve: 2, lost: 2 })
      .expectCard('top', { zone: 'lost' }).expectCard('spare', { damaged: false });
  });

  it('EX-BATTLE-08: two damaged attacker units and one defender unit are all destroyed, the attacker\'s first in their order', () => {
    battle({ step: 'window5', att: [{ card: 'Test First', damaged: true }, { card: 'Test Second', damaged: true }, U],
      def: [{ card: 'Test Third', damaged: true }, U] })
      .pass().pass().destroy('Test First')
      .expectNoBattle().expectPiles(P1, { lost: 2 }).expectPiles(P2, { lost: 1 })
      .expectLogOrder('Test First is destroyed', 'Test Second is destroyed', 'Test Third is destroyed', 'The battle ends.');
  });

  it('EX-BATTLE-09: a weapon at an adjacent site damages a vehicle in the battle and two characters at its own site', () => {
    // Test Heavy Cannon stands for Plasma Cannon + Armor Penetrating (AMB-20): one ability with three targets.
    battle({ step: 'window5', att: [U], def: [named('Vehicle 1/1/4', 'tank')],
      row: [{ card: 'Testworld/Ridge', controller: P1, cards: [
        [{ card: 'Vehicle 1/1/1', beneath: ['Test Heavy Cannon'] }], [named(U, 'c1'), named(U, 'c2')]] }] })
      .use('Test Heavy Cannon', { targets: ['tank', 'c1', 'c2'] }).resolve()
      .expectBattle({ step: 'window5' })
      .expectCard('tank', { damaged: true }).expectCard('c1', { damaged: true }).expectCard('c2', { damaged: true });
  });

  it('EX-BATTLE-10: a fighter destroyed after the tactics check does not undo the defender\'s reveal', () => {
    // Test Cutter stands for Racing Sloop: on its controller's reveal it cuts every opposing fighter's tactics
    // by 1 at once (a targeted destroy could not resolve inside the step); the four fighters' check already passed.
    const g = battle({ sector: true, step: 'window1',
      att: [{ card: 'Test Cutter', beneath: ['Unit 1/2/1', 'Unit 1/2/1'] }],
      def: ['Ship 1/1/1', 'Ship 1/1/1', 'Ship 1/1/1', 'Ship 1/1/1'],
      reserve: [energy(2, 6), ['Destiny 3', 'Destiny 1']] })
      .toStep('destiny').reveal().reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [6, 3], mayReveal: [0, 1] }).expectLog('tactics 4 against 4');
    expect(g.state.lasting).toHaveLength(1); // the four fighters now total 0 tactics
  });

  it('EX-BATTLE-11: casualties are set in the power step, then reduced in the loss step', () => {
    // Diplomacy Bot's own cap ("casualties drop to 5") is not expressible in the ability vocabulary;
    // this checks the order it relies on: 7 fixed at the power step, then 7 - 2 damaged defense = 5 left.
    const g = battle({ step: 'window3', att: ['Unit 8/1/1'], def: [{ card: 'Unit 1/1/2', damaged: true }, 'Unit 0/1/1'] })
      .toStep('loss').expectBattle({ step: 'loss', power: [8, 1], casualties: 7 }).expectDecision('casualties');
    expect(g.state.queue[0]).toMatchObject({ k: 'casualties', n: 5 });
  });

  it('EX-BATTLE-12: the unit chosen to be damaged in a site battle can\'t be a damaged one', () => {
    // Test Goad stands for Assailing Vatarma: "your opponent chooses his or her target undamaged unit in a
    // site battle here" (R-TGT-01): the user names no target; the opponent picks at resolution among theirs.
    // The damaged unit is not offered, so the one undamaged unit is the opponent's forced choice.
    battle({ step: 'window5', att: [{ card: U, beneath: ['Test Goad'] }], def: [named(U, 'hurt', true), named(U, 'fresh')] })
      .refuses('R-TGT-04').use('Test Goad', { targets: ['hurt'] }).use('Test Goad').resolve()
      .expectCard('fresh', { damaged: true });
  });
});
