// GR-Blade: size 2, transport 1; pay 4: +2 battle destiny if it is in a site battle (no bullet).
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const boost = { ability: 2 };

describe('1C25 GR-Blade', () => {
  it('1C25 GR-Blade: in a site battle, pay 4 twice: battle destiny +4, 8 energy paid', () => {
    game({
      phase: 'battle', players: [{ active: energy(9) }, {}],
      row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['GR-Blade'], ['Plain Trooper']] }],
      battle: { location: 'here', attacker: P1, step: 'window1' },
    }).use('GR-Blade', boost).resolve().use('GR-Blade', boost).resolve()
      .expectBattle({ destiny: [4, 0] }).expectPiles(P1, { active: 1, used: 8 });
  });
  it('1C25 GR-Blade: outside a battle the energy is paid and nothing happens; with 3 active it cannot be used (R-PLAY-04)', () => {
    game({
      phase: 'deploy', players: [{ active: energy(7) }, {}],
      row: [{ card: 'Testland/North', controller: P1, cards: [['GR-Blade'], []] }],
    }).use('GR-Blade', boost).resolve()
      .refuses('R-PLAY-04').use('GR-Blade', boost)
      .expectPiles(P1, { active: 3 }).expectLog("GR-Blade's ability resolves");
  });
  it('1C25 GR-Blade: size 2 fits a capacity-2 ship only when it is empty (R-UNIT-05)', () => {
    game({
      phase: 'deploy', players: [{ hand: ['GR-Blade'] }, {}],
      row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/Orbit', controller: P1,
        cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Plain Trooper'] }, { card: 'Plain Fighter', name: 'empty' }], []] }],
    }).refuses('R-UNIT-05').play('GR-Blade', { at: 'ship' })
      .play('GR-Blade', { at: 'empty' }).resolve()
      .expectCard('GR-Blade', { under: 'empty' });
  });
  it('1C25 GR-Blade: transport 1 carries one character along on its movement', () => {
    game({
      phase: 'move',
      row: [{ card: 'Testland/North', name: 'north', controller: P1,
        cards: [['GR-Blade', { card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }], []] },
      { card: 'Testland/Middle', name: 'middle', controller: P1 }],
    }).refuses('R-MOVE-11').move('GR-Blade', 'middle', { transport: ['a', 'b'] })
      .move('GR-Blade', 'middle', { transport: ['a'] }).resolve()
      .expectCard('GR-Blade', { at: 'middle' }).expectCard('a', { at: 'middle' }).expectCard('b', { at: 'north' });
  });
});
