// Life Leech (erratum, CARD-28, EX-RUL-08): its extra cost returns another character of yours, fighting
// where your kizen is, to its owner's used pile; then a chosen character there is damaged.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const sc = (mine: Entry[], battle = true) => game({
  phase: 'battle',
  players: [{ hand: ['Life Leech'] }, {}],
  row: [
    { card: 'Quayland/Den', name: 'den', controller: P1, cards: [mine, [{ card: 'Plain Officer', name: 'foe' }, { card: 'Costly Tank', name: 'tank' }]] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'away' }], []] },
  ],
  ...(battle ? { battle: { location: 'den', attacker: P1, step: 'window2' as const } } : {}),
});
const KIZEN: Entry = { card: 'Plain Kizen', name: 'kizen' };
const AIDE: Entry = { card: 'Plain Trooper', name: 'aide' };
/** The first target pays the extra cost; the second is damaged. */
const leech = (...targets: string[]) => ({ targets });

describe('2R133 Life Leech', () => {
  it('EX-RUL-08 / 2R133 Life Leech: the aide goes on its owner\'s used pile as it is played; then the target character there is damaged; Life Leech is lost', () => {
    sc([KIZEN, AIDE]).play('Life Leech', leech('aide', 'foe'))
      .expectCard('aide', { zone: 'used' }).expectCard('foe', { damaged: false }).expectStack(1)
      .resolve()
      .expectCard('aide', { zone: 'used' }).expectCard('foe', { damaged: true }).expectCard('Life Leech', { zone: 'lost' })
      .expectCard('kizen', { damaged: false }).expectStack(0).expectPiles(P1, { active: 6, used: 1 });
  });
  it('EX-RUL-08 / 2R133 Life Leech: the cost is your other character: not your only kizen (R-GEN-02), not theirs, not one out of the battle (R-TGT-04)', () => {
    sc([KIZEN, AIDE]).refuses('R-GEN-02').play('Life Leech', leech('kizen', 'foe'))
      .refuses('R-TGT-04').play('Life Leech', leech('foe', 'aide')).refuses('R-TGT-04').play('Life Leech', leech('away', 'foe'))
      .expectCard('Life Leech', { zone: 'hand' }).expectCard('aide', { at: 'den' });
    // With a second kizen there, one kizen is "other" than the other.
    sc([KIZEN, { card: 'Plain Kizen', name: 'kizen2' }]).play('Life Leech', leech('kizen2', 'foe')).resolve()
      .expectCard('kizen2', { zone: 'used' }).expectCard('foe', { damaged: true });
  });
  it('EX-RUL-08 / 2R133 Life Leech: only in a battle at your kizen\'s location (R-GEN-02); the damaged target is a character, not a vehicle (R-TGT-04)', () => {
    sc([AIDE, { card: 'Plain Trooper', name: 'third' }]).refuses('R-GEN-02').play('Life Leech', leech('aide', 'foe'));
    sc([KIZEN, AIDE], false).refuses('R-GEN-02').play('Life Leech', leech('aide', 'foe'));
    sc([KIZEN, AIDE]).refuses('R-TGT-04').play('Life Leech', leech('aide', 'tank')).refuses('R-TGT-04').play('Life Leech', leech('aide'));
  });
  it('EX-RUL-08 / 2R133 Life Leech: the paid character, gone from play, is not checked again at resolution (R-STACK-07): the effect happens, here on your own kizen', () => {
    sc([KIZEN, AIDE]).play('Life Leech', leech('aide', 'kizen')).resolve()
      .expectCard('kizen', { damaged: true }).expectCard('aide', { zone: 'used' });
  });
});
