// F.L.I.C.: attrition +1 where its character is at a site; once a turn, pay 1: damage the
// opponent's unit in a site battle here if its defense < D + your warriors here.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const sc = (theirs: Entry[]) => game({
  phase: 'battle', players: [{ reserve: energy(4, 2) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Warrior', name: 'host', beneath: ['F.L.I.C.'] }, 'Plain Warrior'], theirs] },
  { card: 'Testland/South', name: 'south', controller: P1, cards: [['Plain Trooper'], [{ card: 'Plain Trooper', name: 'away' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const shoot = (target: string) => ({ ability: 1, targets: [target] });

describe('1U19 F.L.I.C.', () => {
  it('1U19 F.L.I.C.: D 2 + 2 warriors = 4 beats defense 2: the trooper is damaged; 1 energy paid', () => {
    sc([{ card: 'Plain Trooper', name: 'foe' }]).use('F.L.I.C.', shoot('foe')).resolve()
      .expectCard('foe', { damaged: true }).expectPiles(P1, { active: 5 });
  });
  it('1U19 F.L.I.C.: 4 does not beat defense 9: no damage', () => {
    sc([{ card: 'Plain Wall', name: 'foe' }]).use('F.L.I.C.', shoot('foe')).resolve().expectCard('foe', { damaged: false });
  });
  it('1U19 F.L.I.C.: once per turn (R-ABIL-03); a unit not in the battle is not a target (R-TGT-04)', () => {
    sc([{ card: 'Plain Trooper', name: 'foe' }, 'Plain Trooper'])
      .refuses('R-TGT-04').use('F.L.I.C.', shoot('away'))
      .use('F.L.I.C.', shoot('foe')).resolve()
      .refuses('R-ABIL-03').use('F.L.I.C.', shoot('foe'));
  });
  it('1U19 F.L.I.C.: attrition +1 in a battle at its site', () => {
    sc(['Plain Trooper']).toStep('window3').expectBattle({ attritionAgainst: [0, 1] });
  });
});
