// Max Retros: as an additional cost, revert an inverted inverter ship or unit of yours at the location
// of a target pending attack; that attack is canceled.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const attacked = (inverted = true) => {
  const g = game({
    phase: 'battle', turnPlayer: P2, players: [{ hand: ['Max Retros'] }, {}],
    row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [[], []] },
      { card: 'Testland/North', name: 'site', controller: P2, cards: [[{ card: 'Test Flipper', name: 'flipper', inverted }], ['Plain Trooper']] },
      { card: 'Testland/Middle', name: 'elsewhere', controller: P2, cards: [[{ card: 'Test Flipper', name: 'far', inverted: true }], []] }],
  }).attack('site', P2).pass(P2);
  return g;
};

describe('2R78 Max Retros', () => {
  it('2R78 Max Retros: the flipper here is reverted and the attack canceled (R-KW-INV-04, R-CANCEL-01)', () => {
    const g = attacked();
    g.play('Max Retros', { targets: [g.stackItem(), 'flipper'] }).expectCard('flipper', { inverted: false }).resolve()
      .expectNoBattle().expectCard('Max Retros', { zone: 'lost' });
  });
  it("2R78 Max Retros: an upright inverter, or one elsewhere, is no target (R-TGT-04, R-KW-INV-04)", () => {
    const g = attacked(false);
    g.refuses('R-TGT-04').play('Max Retros', { targets: [g.stackItem(), 'flipper'] })
      .refuses('R-TGT-04').play('Max Retros', { targets: [g.stackItem(), 'far'] });
  });
});
