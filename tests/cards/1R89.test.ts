// Much Admired: one copy per kizen (R-ASSET-04); once a turn, pay 2: if the opponent's destiny is below
// this kizen's tactics, the opponent causes -4 attrition here this turn.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (theirTop: number) => game({
  phase: 'battle', players: [{}, { reserve: [`Destiny ${theirTop}`, ...energy(4)], hand: ['Attrition +4'] }],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [[{ card: 'Unit 1/3/2', name: 'kizen', beneath: ['Much Admired'] }], ['Plain Tank']] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('1R89 Much Admired', () => {
  it('1R89 Much Admired: their destiny 2 < tactics 3: their attrition +4 comes to 0; once a turn (R-ABIL-03)', () => {
    sc(2).use('Much Admired', { ability: 'attrition' }).resolve().expectPiles(P1, { active: 4 }).refuses('R-ABIL-03').use('Much Admired', { ability: 'attrition' })
      .pass(P1).play('Attrition +4').resolve().toStep('window3').expectBattle({ attritionAgainst: [0, 0] });
  });
  it('1R89 Much Admired: their destiny 3 is not below 3: no change', () => {
    sc(3).use('Much Admired', { ability: 'attrition' }).resolve().pass(P1).play('Attrition +4').resolve().toStep('window3').expectLog('P1 must satisfy 4').expectCard('kizen', { damaged: true });
  });
  it('1R89 Much Admired: only one beneath a kizen (R-ASSET-04)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Much Admired', name: 'second' }] }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Much Admired'] }], []] }] })
      .refuses('R-ASSET-04').play('second', { at: 'Plain Kizen' }).expectPiles(P2, { active: 6 });
  });
});
