// Selfless Protector: free to play at a site with a Shi support icon on your side; can't move
// from such a site.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Place, Side } from '../kit/position';

// Depots/Shi Depot gives P1 three Shi icons; P1 has one energy card active.
const deploy = (hand: Side['hand'], row: Place[]) => game({
  phase: 'deploy', players: [{ active: ['Destiny 3'], hand }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }, ...row],
});

describe('1C202 Selfless Protector', () => {
  it('1C202 Selfless Protector: at a site with your Shi icon it costs 0; elsewhere 1', () => {
    deploy([{ card: 'Selfless Protector', name: 'a' }, { card: 'Selfless Protector', name: 'b' }],
      [{ card: 'Shiland/Keep', name: 'keep', controller: P1 }, { card: 'Testland/North', name: 'north', controller: P1 }])
      .play('a', { at: 'keep' }).resolve().play('b', { at: 'north' }).resolve()
      .expectCard('a', { at: 'keep' }).expectCard('b', { at: 'north' }).expectPiles(P1, { active: 0 });
  });
  it("1C202 Selfless Protector: can't move away from such a site (R-GEN-03); from another site it moves", () => {
    game({
      phase: 'move',
      row: [{ card: 'Shiland/Keep', name: 'keep', controller: P1, cards: [[{ card: 'Selfless Protector', name: 'sp' }], []] },
        { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Selfless Protector', name: 'free' }], []] },
        { card: 'Testland/Middle', name: 'middle', controller: P1 }],
    }).refuses('R-GEN-03').move('sp', 'keep').move('free', 'middle').resolve()
      .expectCard('free', { at: 'middle' });
  });
  it('1C202 Selfless Protector R-UNIT-04: "no energy cost" waives only the energy; the site still needs your energy icon or unit', () => {
    // Shiland/Shrine gives its controller a Shi icon but no energy icon on either side.
    deploy([{ card: 'Selfless Protector', name: 'a' }, { card: 'Selfless Protector', name: 'b' }, 'Plain Trooper'],
      [{ card: 'Shiland/Shrine', name: 'shrine', controller: P1 }, { card: 'Testland/North', controller: P1 }])
      .refuses('R-UNIT-04').play('a', { at: 'shrine' });
    // With another unit of yours there, it may be played there, still for nothing.
    deploy([{ card: 'Selfless Protector', name: 'a' }], [{ card: 'Shiland/Shrine', name: 'shrine', controller: P1, cards: [['Plain Trooper'], []] }])
      .play('a', { at: 'shrine' }).resolve()
      .expectCard('a', { at: 'shrine' }).expectPiles(P1, { active: 1 });
  });
});
