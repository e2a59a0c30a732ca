// Hostilities Unleashed: played at a moment its player could attack, it makes a second attack,
// costing nothing, at a target location that has already had a battle this turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

// P1's battle phase; both players have a trooper at the site (equal power: the battle kills nobody);
// only P1 has one at the other site, so once the site has been attacked no attack action is left.
const sc = (hand: (string | { card: string; name: string })[] = ['Hostilities Unleashed']) => game({
  phase: 'battle', players: [{ hand }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/Middle', name: 'other', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Depots/Earther Depot', controller: P1, cards: [[], []] }],
});
/** The first battle at the site is over. */
const afterBattle = (hand?: (string | { card: string; name: string })[]) => sc(hand).attack('site').resolve().endBattle();

describe('1R28 Hostilities Unleashed', () => {
  it('1R28 Hostilities Unleashed: the site had its battle; a second attack action there is refused (R-BATTLE-02), but the card attacks there again at no cost (R-BATTLE-01); ruling: no attack action being left anywhere does not stop it', () => {
    afterBattle().refuses('R-BATTLE-02').attack('site')
      .play('Hostilities Unleashed', { targets: ['site'] }).resolve()
      .expectLog('P1 attacks at Testland/North at no cost, through Hostilities Unleashed.').expectStack(1)
      .expectPiles(P1, { active: 3 }) // 6, less 1 for the attack action and 2 for the card: the second attack cost nothing
      .resolve().expectBattle({ step: 'window1' }).expectCard('Hostilities Unleashed', { zone: 'lost' });
  });
  it('1R28 Hostilities Unleashed: a location with no battle this turn is not a target (R-TGT-04)', () => {
    afterBattle().refuses('R-TGT-04').play('Hostilities Unleashed', { targets: ['other'] });
  });
  it('1R28 Hostilities Unleashed: not while a battle is under way, when no attack could be made (R-BATTLE-04, R-GEN-02)', () => {
    sc().attack('site').resolve().refuses('R-GEN-02').play('Hostilities Unleashed', { targets: ['site'] });
  });
  it('1R28 Hostilities Unleashed: once each turn (R-INTR-06)', () => {
    afterBattle([{ card: 'Hostilities Unleashed', name: 'first' }, { card: 'Hostilities Unleashed', name: 'second' }])
      .play('first', { targets: ['site'] }).resolve().resolve().endBattle()
      .refuses('R-INTR-06').play('second', { targets: ['site'] });
  });
});
