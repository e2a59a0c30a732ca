// Death Dealer: inverter; once a turn, pay 4: invert it if it is at a sector with a Maverick support icon on
// your side. Inverted: once a turn, revert it: damage a target ship in a battle here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2C67 Death Dealer', () => {
  it('2C67 Death Dealer: at a sector with a Maverick icon on your side, pay 4: inverted', () => {
    game({ row: [{ card: 'Themis/Test Port', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Death Dealer'], []] }] })
      .expectCard('Death Dealer', { inverted: false }).expectSupportIcons('orbit', P1, {});
    game({ row: [{ card: 'Quayland/Orbit', controller: P1, cards: [['Death Dealer'], []] }] })
      .use('Death Dealer', { ability: 'invert' }).resolve().expectCard('Death Dealer', { inverted: false }).expectPiles(P1, { active: 2 });
  });
  it('2C67 Death Dealer: inverted, revert it to damage the opposing ship in the battle here (R-KW-INV-04)', () => {
    game({ phase: 'battle', row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Death Dealer', inverted: true }], [{ card: 'Plain Fighter', name: 'foe' }]] }],
      battle: { location: 'orbit', attacker: P1, step: 'window1' } })
      .use('Death Dealer', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: true }).expectCard('Death Dealer', { inverted: false });
  });
});
