// Luhus Mauler (inverter): 5 energy inverts it. Inverted side: turning it over during a battle
// at its site lets you damage a unit there.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (battle: boolean) => game({
  phase: 'battle',
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1C244', name: 'mauler' }], [{ card: T.trooper, name: 'foe' }]] }],
  ...(battle ? { battle: { location: '@site', attacker: 0 as const, step: 'window1' as const } } : {}),
});
const invert = [{ type: 'use', seat: 0, card: '@mauler', ability: 0 }, ...passes()];

describe('1C244 Luhus Mauler', () => {
  it('1C244 Luhus Mauler: paying 5 inverts it: power 1, tactics 2, defense 5', () => {
    play({ ...setup(false), actions: invert, expect: { cards: { '@mauler': { inverted: true, power: 1, tactics: 2, defense: 5 } }, piles: { 0: { active: 1 } } } });
  });
  it('1C244 Luhus Mauler: inverted during a battle here, it may damage a target unit here', () => {
    play({ ...setup(true), actions: [...invert, { type: 'choose', seat: 0, choice: { targets: ['@foe'] } }, ...passes(),
      { type: 'choose', seat: 0, choice: { yes: true } }], expect: { cards: { '@foe': { damaged: true } } } });
  });
  it('1C244 Luhus Mauler: inverted outside a battle, nothing is damaged; it can\'t be inverted twice (R-ABIL-01: no such ability now)', () => {
    play({ ...setup(false), actions: [...invert, { type: 'use', seat: 0, card: '@mauler', ability: 0, refused: 'R-ABIL-01' }],
      expect: { decision: null, cards: { '@foe': { damaged: false } } } });
  });
  it('1C244 Luhus Mauler: with 4 energy it can\'t pay (R-PLAY-04)', () => {
    const sc = setup(false);
    play({ ...sc, players: [{ reserve: sc.players[0].reserve, active: sc.players[0].active!.slice(0, 4) }, sc.players[1]],
      actions: [{ type: 'use', seat: 0, card: '@mauler', ability: 0, refused: 'R-PLAY-04' }] });
  });
});
