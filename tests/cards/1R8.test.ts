// Chan Whitmer: once a turn, lose 1: damage a target vehicle in a site battle here if its defense
// < destiny.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (top: string, battle = true) => game({
  phase: 'battle',
  players: [{ reserve: [top, ...energy(4)] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Chan Whitmer'], [{ card: 'Plain Tank', name: 'tank' }, { card: 'Plain Trooper', name: 'man' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});

describe('1R8 Chan Whitmer', () => {
  it('1R8 Chan Whitmer: lose 1, destiny 4 beats the tank\'s defense 3: damaged; once each turn (R-ABIL-03)', () => {
    setup('Destiny 4').use('Chan Whitmer', { targets: ['tank'] }).lose('active').resolve().expectCard('tank', { damaged: true })
      .refuses('R-ABIL-03').use('Chan Whitmer', { targets: ['tank'] });
  });
  it('1R8 Chan Whitmer: destiny 3 is not enough', () => {
    setup('Destiny 3').use('Chan Whitmer', { targets: ['tank'] }).lose('active').resolve().expectCard('tank', { damaged: false });
  });
  it('1R8 Chan Whitmer: a character is not a legal target (R-TGT-04)', () => {
    setup('Destiny 4').refuses('R-TGT-04').use('Chan Whitmer', { targets: ['man'] });
  });
});
