// Jet Pack Attack: your target character at a site adjacent to a site battle moves to that battle.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (battleAt: string) => game({
  phase: 'battle',
  players: [{ hand: ['Jet Pack Attack'] }, {}],
  row: [
    { card: 'Gongland/Shrine', controller: P1 },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[{ card: 'Plain Officer', name: 'jumper' }], []] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [[], []] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [[{ card: 'Plain Officer', name: 'distant' }], ['Plain Trooper']] },
  ],
  battle: { location: battleAt, attacker: P1, step: 'window1' },
});

describe('1R78 Jet Pack Attack', () => {
  it('1R78 Jet Pack Attack: the officer next door joins the battle at North (not a movement action)', () => {
    setup('north').play('Jet Pack Attack', { targets: ['jumper'] }).resolve()
      .expectCard('jumper', { at: 'north' }).expectCard('Jet Pack Attack', { zone: 'used' });
  });
  it('1R78 Jet Pack Attack: a character at an unrelated site is not a legal target (R-TGT-04)', () => {
    setup('north').refuses('R-TGT-04').play('Jet Pack Attack', { targets: ['distant'] });
  });
  it('1R78 Jet Pack Attack: with the battle at Farland nobody is adjacent to it (R-TGT-04)', () => {
    setup('far').refuses('R-TGT-04').play('Jet Pack Attack', { targets: ['jumper'] });
  });
});
