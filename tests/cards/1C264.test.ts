// Sitkatika Hekaton: damaging itself and paying 4 energy damages a target opposing ship in a battle
// at its sector.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (opts: { battle?: boolean; active?: number; damaged?: boolean } = {}) => game({
  phase: 'battle',
  players: [{ active: energy(opts.active ?? 6) }, {}],
  row: [
    { card: 'Testland/Orbit', name: 'orbit', controller: P1,
      cards: [[{ card: 'Sitkatika Hekaton', damaged: opts.damaged ?? false }], [{ card: 'Plain Fighter', name: 'foe' }]] },
    { card: 'Farland/Orbit', name: 'far', controller: P1, cards: [[], [{ card: 'Plain Fighter', name: 'away' }]] },
  ],
  ...(opts.battle === false ? {} : { battle: { location: 'orbit', attacker: P1, step: 'window1' } }),
});
const aim = (ship: string) => ({ targets: [ship] });

describe('1C264 Sitkatika Hekaton', () => {
  it('1C264 Sitkatika Hekaton: damage itself and pay 4: the opposing ship in the battle here is damaged', () => {
    setup().use('Sitkatika Hekaton', aim('foe')).resolve()
      .expectCard('foe', { damaged: true }).expectCard('Sitkatika Hekaton', { damaged: true }).expectPiles(P1, { active: 2 });
  });
  it('1C264 Sitkatika Hekaton: already damaged, it can\'t pay the cost again (R-PLAY-04, R-BATTLE-08)', () => {
    setup({ damaged: true }).refuses('R-PLAY-04', "Sitkatika Hekaton can't be damaged now, so it can't pay this cost.").use('Sitkatika Hekaton', aim('foe'));
  });
  it('1C264 Sitkatika Hekaton: with 3 energy it can\'t be paid, and it is not damaged (R-PLAY-04)', () => {
    setup({ active: 3 }).refuses('R-PLAY-04').use('Sitkatika Hekaton', aim('foe')).expectCard('Sitkatika Hekaton', { damaged: false });
  });
  it('1C264 Sitkatika Hekaton: only a ship in a battle here (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('Sitkatika Hekaton', aim('away'));
    setup({ battle: false }).refuses('R-TGT-04').use('Sitkatika Hekaton', aim('foe'));
  });
});
