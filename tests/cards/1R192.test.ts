// Ominous Presence: one per kizen; its kizen gets +1 tactics; pay 2: an asset at its location moves from
// beneath its card to another card it could be played beneath now (CARD-15, EX-RUL-04, R-ASSET-07).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  row: [{ card: 'Depots/Shi Depot', name: 'site', controller: P1, cards: [
    [{ card: 'Plain Kizen', name: 'kizenA', beneath: ['Ominous Presence', 'Untold Power of Visions'] }, { card: 'Plain Kizen', name: 'kizenB' }, 'Plain Trooper'],
    [{ card: 'Plain Kizen', name: 'theirs' }]] }],
});

describe('1R192 Ominous Presence', () => {
  it('1R192 Ominous Presence: its kizen gets +1 tactics', () => {
    sc().expectCard('kizenA', { tactics: 1 + 1 }).expectCard('kizenB', { tactics: 1 });
  });
  it('1R192 Ominous Presence: pay 2: it moves itself to another kizen of yours, and the +1 goes with it', () => {
    sc().use('Ominous Presence', { ability: 'give', targets: ['Ominous Presence', 'kizenB'] }).resolve()
      .expectCard('Ominous Presence', { under: 'kizenB' }).expectCard('kizenB', { tactics: 2 }).expectCard('kizenA', { tactics: 1 })
      .expectPiles(P1, { active: 4 });
  });
  it('1R192 Ominous Presence: another asset here may be moved the same way', () => {
    sc().use('Ominous Presence', { ability: 'give', targets: ['Untold Power of Visions', 'kizenB'] }).resolve()
      .expectCard('Untold Power of Visions', { under: 'kizenB' }).expectCard('Ominous Presence', { under: 'kizenA' });
  });
  it("EX-RUL-04 / 1R192 Ominous Presence: not to the opponent's kizen, nor to a card that is no kizen (R-ASSET-07)", () => {
    sc().refuses('R-TGT-04').use('Ominous Presence', { ability: 'give', targets: ['Ominous Presence', 'theirs'] })
      .refuses('R-TGT-04').use('Ominous Presence', { ability: 'give', targets: ['Ominous Presence', 'Plain Trooper'] })
      .expectCard('Ominous Presence', { under: 'kizenA' });
  });
  it('1R192 Ominous Presence: only one beneath a kizen (R-ASSET-04): not onto a kizen that has one', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Ominous Presence', name: 'second' }] }, {}],
      row: [{ card: 'Depots/Shi Depot', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Ominous Presence'] }], []] }] })
      .refuses('R-ASSET-04').play('second', { at: 'Plain Kizen' });
  });
});
