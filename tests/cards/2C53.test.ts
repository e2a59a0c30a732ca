// Thunder-Edge Greatsword: once each turn, pay 1 to damage a target opposing unit in a site
// battle here if its defense is below D + 2; when the character carrying it is destroyed, it may
// go back to its owner's hand.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (top: number) => game({
  phase: 'battle',
  players: [{ reserve: [`Destiny ${top}`, ...energy(5)] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'bearer', beneath: ['Thunder-Edge Greatsword'] }], [{ card: 'Unit 2/2/4', name: 'foe' }]] }],
  battle: { location: 'north', attacker: P1, step: 'window1' },
});

describe('2C53 Thunder-Edge Greatsword', () => {
  it('2C53 Thunder-Edge Greatsword: destiny 3 + 2 = 5 beats defense 4: the unit is damaged', () => {
    sc(3).use('Thunder-Edge Greatsword', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: true });
  });
  it('2C53 Thunder-Edge Greatsword: destiny 2 + 2 = 4 does not: no damage; once each turn (R-ABIL-03)', () => {
    sc(2).use('Thunder-Edge Greatsword', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: false })
      .refuses('R-ABIL-03').use('Thunder-Edge Greatsword', { ability: 'damage', targets: ['foe'] });
  });
  it('2C53 Thunder-Edge Greatsword: its bearer destroyed, it is lost with it and may return to hand (R-TERM-LEAVE-02)', () => {
    game({ phase: 'deploy', players: [{}, { hand: ['Test Strike'] }],
      row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'bearer', beneath: ['Thunder-Edge Greatsword'] }], []] }] })
      .pass(P1).play('Test Strike', { targets: ['bearer'], by: P2 }).resolve()
      .expectCard('bearer', { zone: 'lost' }).resolve().yes(P1).expectCard('Thunder-Edge Greatsword', { zone: 'hand' });
  });
  it('2C53 Thunder-Edge Greatsword: its bearer returned to hand (not destroyed): the weapon stays lost', () => {
    game({ phase: 'deploy', players: [{ hand: ['Test Recall'] }, {}],
      row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'bearer', beneath: ['Thunder-Edge Greatsword'] }], []] }] })
      .play('Test Recall', { targets: ['bearer'] }).resolve()
      .expectCard('bearer', { zone: 'hand' }).expectCard('Thunder-Edge Greatsword', { zone: 'lost' });
  });
});
