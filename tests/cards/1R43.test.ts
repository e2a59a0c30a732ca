// Shift in Tactics: played in a battle before destiny is drawn; your next battle destiny draw is
// replaced by a bonus equal to the tactics of your target unit in the battle.
import { describe, it } from 'vitest';
import type { BattleStep } from '../../src/engine';
import { game, P1 } from '../kit/driver';

const setup = (step: BattleStep = 'window1') => game({
  phase: 'battle',
  players: [{ hand: ['Shift in Tactics'], reserve: ['Destiny 1', 'Destiny 1', 'Destiny 1'] }, {}],
  row: [{ card: 'Depots/Earther Depot', name: 'site', controller: P1, cards: [['Plain Officer', 'Plain Trooper'], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step },
});

describe('1R43 Shift in Tactics', () => {
  it('1R43 Shift in Tactics: targeting the officer (tactics 4), battle destiny is 4 and no card is revealed (R-REPL-02)', () => {
    setup().play('Shift in Tactics', { targets: ['Plain Officer'] }).resolve().toStep('destiny').reveal()
      .expectBattle({ step: 'window2', destiny: [4, 0] }).expectPiles(P1, { reserve: 3 }).expectCard('Shift in Tactics', { zone: 'lost' });
  });
  it('1R43 Shift in Tactics: the opponent\'s unit is not a legal target (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Shift in Tactics', { targets: ['foe'] });
  });
  it('1R43 Shift in Tactics: after the battle destiny step it can\'t be played (R-GEN-02)', () => {
    setup('window2').refuses('R-GEN-02').play('Shift in Tactics', { targets: ['Plain Officer'] });
  });
});
