// Collaborative Strike: your armed unit in a site battle gets +4 power and +4 defense until end of turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const sc = (loc: string, mine: Entry[]) => game({
  phase: 'battle',
  players: [{ hand: ['Collaborative Strike'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 },
    { card: loc, name: 'here', controller: P1, cards: [mine, [loc === 'Testland/Orbit' ? 'Plain Fighter' : 'Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
});
const armedAndBare: Entry[] = [{ card: 'Plain Trooper', name: 'armed', beneath: ['Plain Rifle'] }, { card: 'Plain Trooper', name: 'bare' }];

describe('1C11 Collaborative Strike', () => {
  it('1C11 Collaborative Strike: the armed trooper becomes 6/2/6 until end of turn', () => {
    sc('Testland/North', armedAndBare).play('Collaborative Strike', { targets: ['armed'] }).resolve()
      .expectCard('armed', { power: 6, defense: 6 }).expectCard('bare', { power: 2 })
      .expectCard('Collaborative Strike', { zone: 'used' });
  });
  it('1C11 Collaborative Strike: a unit without a weapon is not a legal target (R-TGT-04)', () => {
    sc('Testland/North', armedAndBare).refuses('R-TGT-04').play('Collaborative Strike', { targets: ['bare'] })
      .expectCard('Collaborative Strike', { zone: 'hand' });
  });
  it("1C11 Collaborative Strike: in a sector battle there is no target: an armed ship's pilot is not in a site battle (R-TGT-04)", () => {
    sc('Testland/Orbit', [{ card: 'Plain Fighter', beneath: [{ card: 'Plain Trooper', name: 'armed', beneath: ['Plain Rifle'] }] }])
      .refuses('R-TGT-04').play('Collaborative Strike', { targets: ['armed'] });
  });
});
