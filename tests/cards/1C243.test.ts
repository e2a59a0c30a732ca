// Luhus Dalaka: once a turn, pay 0: you may pay destiny energy; if you do, damage the target
// opposing unit with defense < 5 in a site battle here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (foe: string, battle = true) => game({
  phase: 'battle',
  players: [{ reserve: [T.d3, ...energy(4)] }, {}],
  row: [{ card: T.north, name: 'site', controller: 0,
    cards: [[{ card: T.trooper, beneath: [{ card: '1C243', name: 'dalaka' }] }], [{ card: foe, name: 'foe' }]] }],
  ...(battle ? { battle: { location: '@site', attacker: 0 as const, step: 'window1' as const } } : {}),
});
const use = { type: 'use', seat: 0, card: '@dalaka', ability: 0, targets: ['@foe'] };

describe('1C243 Luhus Dalaka', () => {
  it('1C243 Luhus Dalaka: destiny 3 is revealed; paying 3 damages the defense-2 unit', () => {
    play({ ...setup(T.trooper), actions: [use, ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@foe': { damaged: true } }, piles: { 0: { active: 3 } }, log: ['destiny 3'] } });
  });
  it('1C243 Luhus Dalaka: declining to pay leaves it undamaged; once each turn (R-ABIL-03)', () => {
    play({ ...setup(T.trooper), actions: [use, ...passes(), { type: 'choose', seat: 0, choice: { yes: false } }, { ...use, refused: 'R-ABIL-03' }],
      expect: { cards: { '@foe': { damaged: false } }, piles: { 0: { active: 6 } } } });
  });
  it('1C243 Luhus Dalaka: a unit with defense 9 is not a legal target, nor is one outside a battle (R-TGT-04)', () => {
    play({ ...setup(T.wall), actions: [{ ...use, refused: 'R-TGT-04' }] });
    play({ ...setup(T.trooper, false), actions: [{ ...use, refused: 'R-TGT-04' }] });
  });
});
