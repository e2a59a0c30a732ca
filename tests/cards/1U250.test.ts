// Natural Talent: may go beneath an opponent's site, one copy per site (R-ASSET-04); the opponent's
// units there get -1 tactics; dismissed once the opponent controls the site.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (mine: string[], beneath: unknown[] = []) => game({
  phase: 'deploy', players: [{ hand: [{ card: 'Natural Talent', name: 'talent' }] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2, beneath: [beneath as string[], []],
    cards: [mine, [{ card: 'Plain Officer', name: 'foe' }]] }],
});

describe('1U250 Natural Talent', () => {
  it("1U250 Natural Talent: beneath the opponent's site their officer has tactics 3, your trooper keeps 2", () => {
    sc(['Plain Trooper']).play('talent', { at: 'site' }).resolve()
      .expectCard('talent', { under: 'site', controller: P1 }).expectCard('foe', { tactics: 3 }).expectCard('Plain Trooper', { tactics: 2 });
  });
  it('1U250 Natural Talent: a second copy beneath the same site is refused (R-ASSET-04)', () => {
    sc(['Plain Trooper'], [{ card: 'Natural Talent', name: 'old' }]).refuses('R-ASSET-04').play('talent', { at: 'site' });
  });
  it('1U250 Natural Talent: once the opponent controls the site (you have no unit there), it is dismissed', () => {
    sc([], [{ card: 'Natural Talent', name: 'old' }]).pass().pass().pass().expectCard('old', { zone: 'lost' }).expectLog('Natural Talent is dismissed');
  });
});
