// Volt Scrounge (inverter): put another character of yours here on its owner's used pile:
// invert. When you invert it, the opponent pays 2 and you activate up to 2.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { play } from '../support/scenario';
import { def, st } from './_builders';
import { game, passes, T } from './_gqi';

const setup = (others: string[]) => game({
  row: [{ card: T.north, controller: 0, cards: [[{ card: '1U273', name: 'volt' }, ...others.map((name) => ({ card: T.trooper, name }))], []] }],
});

describe('1U273 Volt Scrounge', () => {
  it('1U273 Volt Scrounge: inverted (power 1, defense 1); the opponent pays 2 and you activate 2 (reserve 6 -> 4)', () => {
    play({ ...setup(['aide']), actions: [{ type: 'use', seat: 0, card: '@volt', ability: 0, targets: ['@aide'] }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { amount: 2 } }],
    expect: { cards: { '@volt': { inverted: true, power: 1, tactics: 4, defense: 1 }, '@aide': { zone: 'used' } },
      piles: { 1: { active: 4 }, 0: { reserve: 4, active: 8 } } } });
  });
  it('1U273 Volt Scrounge: activating is up to 2: choosing 0 activates nothing', () => {
    play({ ...setup(['aide']), actions: [{ type: 'use', seat: 0, card: '@volt', ability: 0, targets: ['@aide'] }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { amount: 0 } }], expect: { piles: { 1: { active: 4 }, 0: { reserve: 6 } } } });
  });
  it('1U273 Volt Scrounge: with no other character here it can\'t be inverted: it is not its own target (R-TGT-04)', () => {
    play({ ...setup([]), actions: [{ type: 'use', seat: 0, card: '@volt', ability: 0, targets: ['@volt'], refused: 'R-TGT-04' }] });
  });
  it('1U273 Volt Scrounge R-TGT-04: its cost names a target, so a character that can\'t be targeted can\'t pay it', () => {
    // A test character no player may target.
    const elusive = def('T41', 'CHARACTER', 'Test Elusive', { labels: ['Unit'], stats: st(1, 1, 1),
      abilities: [{ kind: 'ongoing', change: { untargetable: 'self' } }] });
    const r = play(game({ cards: { T41: elusive },
      row: [{ card: T.north, controller: 0, cards: [[{ card: '1U273', name: 'volt' }, { card: 'T41', name: 'ghost' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@volt', ability: 0, targets: ['@ghost'], refused: 'R-TGT-04' }] }));
    expect(legalActions(r.state).filter((a) => a.type === 'use')).toEqual([]);
  });
});
