// Ikazuchi Technician: destroyed during a site battle (here), it may go on top of its owner's used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (battle: boolean) => game({ phase: 'battle', players: [{}, { hand: ['Test Strike'] }],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [['Ikazuchi Technician'], ['Plain Trooper']] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window1' as const } } : {}) })
  .pass(P1).play('Test Strike', { targets: ['Ikazuchi Technician'] }).resolve();

describe('2C39 Ikazuchi Technician', () => {
  it('2C39 Ikazuchi Technician: destroyed in the site battle, it may return to the top of your used pile', () => {
    sc(true).resolve().yes().expectOnTop(P1, 'used', 'Ikazuchi Technician');
  });
  it('2C39 Ikazuchi Technician: destroyed with no battle, it stays lost', () => {
    sc(false).expectStack(0).expectCard('Ikazuchi Technician', { zone: 'lost' }).expectPiles(P2, { hand: 0 });
  });
});
