// Sumadar-Damir: once a turn, dismiss another target unit of yours here: immune to attrition this turn;
// once a turn, pay 3: your opponent causes -2 attrition here this turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', players: [{}, { hand: ['Attrition +4'] }],
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1, cards: [['Sumadar-Damir', { card: 'Plain Trooper', name: 'aide' }], ['Plain Tank']] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('1R210 Sumadar-Damir', () => {
  it('1R210 Sumadar-Damir: your aide is dismissed: immune this turn; once a turn (R-ABIL-03)', () => {
    sc().use('Sumadar-Damir', { ability: 'immune', targets: ['aide'] }).expectCard('aide', { zone: 'lost' }).resolve()
      .expectLog('Sumadar-Damir (P1): This card is immune to attrition until the end of the turn')
      .refuses('R-ABIL-03').use('Sumadar-Damir', { ability: 'immune', targets: ['aide'] });
  });
  it('1R210 Sumadar-Damir: pay 3: the attrition the opponent causes here is 2 less', () => {
    sc().use('Sumadar-Damir', { ability: 'attrition' }).resolve().expectPiles(P1, { active: 3 })
      .expectLog('Their opponent causes -2 attrition in battles at Shiland/Keep until the end of the turn')
      .pass(P1).play('Attrition +4').resolve().toStep('attrition').expectLog('P1 must satisfy 2, P2 0').expectDecision('attrition', P1);
  });
});
