// Arhnaknak: unique inverter; lose 3: invert it. Inverted: as the battle destiny step of a site battle
// here ends, your battle destiny in it +D.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const battle = (inverted: boolean) => game({
  phase: 'battle', players: [{ reserve: [{ card: 'Destiny 3', name: 'first' }, { card: 'Destiny 4', name: 'second' }, ...energy(4)] }, { reserve: energy(5, 1) }],
  row: [{ card: 'Quayland/Den', name: 'here', controller: P1, cards: [[{ card: 'Arhnaknak', inverted }, 'Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('1R223 Arhnaknak', () => {
  it('1R223 Arhnaknak: inverted, your battle destiny 3 gets +4 as the step ends: 7', () => {
    battle(true).expectBattle({ step: 'window2', destiny: [7, 0] });
  });
  it('1R223 Arhnaknak: upright, nothing: 3', () => {
    battle(false).expectBattle({ step: 'window2', destiny: [3, 0] });
  });
  it('1R223 Arhnaknak: lose 3: inverted, 0/4/0', () => {
    game({ row: [{ card: 'Quayland/Den', controller: P1, cards: [['Arhnaknak'], []] }] })
      .use('Arhnaknak').lose('active').lose('active').lose('active').resolve().expectCard('Arhnaknak', { inverted: true, power: 0, tactics: 4 });
  });
});
