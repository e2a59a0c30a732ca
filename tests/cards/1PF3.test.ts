// Talkan: once a turn, put two hand cards on your used pile: immune to attrition until end of
// turn; once a turn, put a target character of yours here on its owner's used pile: power +2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = game({
  phase: 'battle',
  players: [{ hand: [{ card: T.d1, name: 'h1' }, { card: T.d2, name: 'h2' }] }, {}],
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1PF3', name: 'talkan' }, { card: T.trooper, name: 'aide' }], [{ card: T.trooper, name: 'foe' }]] }],
  battle: { location: '@site', attacker: 0, step: 'window1' },
});

describe('1PF3 Talkan', () => {
  it('1PF3 Talkan: two hand cards to the used pile: immune: the aide must be damaged first (forced), the remaining 3 may be ignored', () => {
    const sc = { ...setup, battle: { ...setup.battle!, step: 'window2' as const, destiny: [0, 5] as [number, number] } };
    play({ ...sc, actions: [{ type: 'use', seat: 0, card: '@talkan', ability: 0, paying: ['@h1', '@h2'] }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { ignoreAttrition: true } }],
    expect: { cards: { '@talkan': { damaged: false }, '@aide': { damaged: true }, '@h1': { zone: 'used' } }, piles: { 0: { hand: 0 } } } });
  });
  it('1PF3 Talkan: the aide to the used pile: power 3 -> 5; each ability once a turn (R-ABIL-03)', () => {
    play({ ...setup, actions: [{ type: 'use', seat: 0, card: '@talkan', ability: 1, targets: ['@aide'] }, ...passes(),
      { type: 'use', seat: 0, card: '@talkan', ability: 0, paying: ['@h1', '@h2'] }, ...passes(),
      { type: 'use', seat: 0, card: '@talkan', ability: 0, paying: ['@h1', '@h2'], refused: 'R-ABIL-03' }],
    expect: { cards: { '@talkan': { power: 5 }, '@aide': { zone: 'used' } } } });
  });
  it('1PF3 Talkan: with one hand card the cost can\'t be paid (R-PLAY-04); an opposing character is not a target (R-TGT-04)', () => {
    play({ ...setup, actions: [{ type: 'use', seat: 0, card: '@talkan', ability: 0, paying: ['@h1'], refused: 'R-PLAY-04' },
      { type: 'use', seat: 0, card: '@talkan', ability: 1, targets: ['@foe'], refused: 'R-TGT-04' }] });
  });
  it('1PF3 Talkan R-PLAY-07: "target character you have here" includes himself: he may pay with himself, for no effect', () => {
    play({ ...setup, actions: [{ type: 'use', seat: 0, card: '@talkan', ability: 1, targets: ['@talkan'] }, ...passes()],
      expect: { cards: { '@talkan': { zone: 'used' }, '@aide': { zone: 'table' } }, stack: 0 } });
  });
});
