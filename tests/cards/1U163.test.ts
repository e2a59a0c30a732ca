// Up the Sleeve: only in a battle before its battle destiny step: show a card from your hand and
// put it on top of your reserve.
import { describe, it } from 'vitest';
import type { BattleStep } from '../../src/engine';
import { game, P1 } from '../kit/driver';

const setup = (step: BattleStep = 'window1') => game({
  phase: 'battle',
  players: [{ hand: ['Up the Sleeve', 'Destiny 6', 'Plain Wall'] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'site', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step },
});

describe('1U163 Up the Sleeve', () => {
  it('1U163 Up the Sleeve: before battle destiny the shown card goes on top of the reserve, ready to be revealed', () => {
    setup().play('Up the Sleeve').resolve().pick('Destiny 6')
      .expectOnTop(P1, 'reserve', 'Destiny 6').expectPiles(P1, { hand: 1 }).expectCard('Up the Sleeve', { zone: 'used' })
      .expectLog('Destiny 6');
  });
  it('1U163 Up the Sleeve: after the battle destiny step it can\'t be played (R-GEN-02)', () => {
    setup('window2').refuses('R-GEN-02').play('Up the Sleeve').expectCard('Up the Sleeve', { zone: 'hand' });
  });
});
