// Construction Bot (CARD-29, EX-RUL-07): once per turn, showing an Earther card from hand and putting it
// on your used pile gives your side of a chosen location an Earther support icon this turn.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { iconsAt, needs } from './_icons';

const setup = (hand: { card: string; name: string }[] = [{ card: 'T40', name: 'fee' }, { card: 'T40', name: 'fee2' }]) => game({
  phase: 'control',
  cards: { T40: needs('T40', 'Earther', 1), T41: needs('T41', 'Independent', 0) },
  players: [{ hand }, {}],
  row: [{ card: T.north, name: 'north', controller: 0, cards: [[{ card: '2C142', name: 'bot' }], []] },
    { card: T.farSite, name: 'far', controller: 1, cards: [[], [T.trooper]] }],
});
const use = (target: string, paying: string[], refused?: string) =>
  ({ type: 'use', seat: 0, card: '@bot', ability: 0, targets: [target], paying, ...(refused ? { refused } : {}) });

describe('2C142 Construction Bot', () => {
  it('2C142 Construction Bot: the revealed card goes on top of the used pile and your side of the opponent\'s location gains 1 Earther icon', () => {
    const r = play({ ...setup(), actions: [use('@far', ['@fee']), ...passes()],
      expect: { cards: { '@fee': { zone: 'used' }, '@bot': { zone: 'table' } }, piles: { 0: { hand: 1 } }, log: ['Earther Recruit from hand'] } });
    expect(r.state.players[0].used[0]).toBe(r.loaded.ref('@fee', 'fee'));
    iconsAt(r, 'far', 0, { Earther: 1 });
    iconsAt(r, 'far', 1, {});
  });
  it('2C142 Construction Bot: once each turn (R-ABIL-03)', () => {
    play({ ...setup(), actions: [use('@north', ['@fee']), ...passes(), use('@far', ['@fee2'], 'R-ABIL-03')] });
  });
  it('2C142 Construction Bot: a card of another faction can\'t pay (R-PLAY-04), nor an empty hand', () => {
    play({ ...setup([{ card: 'T41', name: 'other' }]), actions: [use('@north', ['@other'], 'R-PLAY-04')] });
    play({ ...setup([]), actions: [use('@north', [], 'R-PLAY-04')] });
  });
  it('2C142 Construction Bot: the target must be a location (R-TGT-04)', () => {
    play({ ...setup(), actions: [use('@bot', ['@fee'], 'R-TGT-04')] });
  });
  it('2C142 Construction Bot: the icon ends with the turn; the bot may be used again next turn', () => {
    const turn = [use('@north', ['@fee']), ...passes(), ...passes(), ...passes(), ...passes(), ...passes(), ...passes()];
    const r = play({ ...setup(), actions: turn, expect: { turnPlayer: 1, phase: 'activate' } });
    iconsAt(r, 'north', 0, {});
    const again = play({ ...setup(), actions: [...turn, { type: 'pass', seat: 1 }, use('@north', ['@fee2']), ...passes()] });
    iconsAt(again, 'north', 0, { Earther: 1 });
  });
});
