// Colt-Burton MK. 412: once a turn, pay 3: reveal a destiny; if it beats the defense of the target
// opposing unit in a site battle here, that unit is destroyed and the revealed card goes back on
// top of the reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const COLT = 'Colt-Burton MK. 412';
// P1's trooper carries the gun; P2's officer has defense 3.
const setup = (reserve: (string | { card: string; name: string })[], opts: { battle?: boolean; firstAid?: boolean } = {}) => game({
  phase: 'battle',
  players: [{ reserve }, opts.firstAid ? { assets: ['First Aid'] } : {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'host', beneath: [COLT] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  ...(opts.battle === false ? {} : { battle: { location: 'site', attacker: P1, step: 'window1' as const } }),
});
const shoot = { targets: ['foe'] };

describe('1U120 Colt-Burton MK. 412', () => {
  it('1U120 Colt-Burton MK. 412: destiny 4 beats defense 3: the officer is destroyed and the 4 goes back on top of the reserve (R-DESTINY-01, R-DESTINY-07)', () => {
    setup(['Destiny 4', ...energy(4)]).use(COLT, shoot).resolve()
      .expectCard('foe', { zone: 'lost' }).expectOnTop(P1, 'reserve', 'Destiny 4').expectPiles(P1, { reserve: 5, active: 3 })
      .expectLog("Destiny 4 goes on top of its owner's reserve, from the used pile.");
  });
  it('1U120 Colt-Burton MK. 412: destiny 3 does not beat defense 3: nothing is destroyed and the 3 stays on the used pile (R-DESTINY-07); once each turn (R-ABIL-03)', () => {
    setup([{ card: 'Destiny 3', name: 'three' }, ...energy(4)]).use(COLT, shoot).resolve()
      .expectCard('foe', { zone: 'table' }).expectOnTop(P1, 'used', 'three').expectPiles(P1, { reserve: 4 })
      .refuses('R-ABIL-03').use(COLT, shoot);
  });
  it('1U120 Colt-Burton MK. 412: with an empty reserve it can\'t be used (R-DESTINY-04)', () => {
    setup([]).refuses('R-DESTINY-04').use(COLT, shoot);
  });
  it('1U120 Colt-Burton MK. 412: only an opposing unit in a site battle here is a target (R-TGT-04)', () => {
    setup(['Destiny 4'], { battle: false }).refuses('R-TGT-04').use(COLT, shoot);
  });
  it('1U120 Colt-Burton MK. 412: ruling: the destruction prevented (First Aid), the revealed card still goes back on the reserve (R-EFF-02)', () => {
    setup(['Destiny 4', ...energy(4)], { firstAid: true }).use(COLT, shoot).pass(P1).use('First Aid', { targets: ['foe'] })
      .resolve().resolve()
      .expectCard('foe', { zone: 'table' }).expectOnTop(P1, 'reserve', 'Destiny 4').expectLog('the destruction is prevented (R-REPL-03)');
  });
});
