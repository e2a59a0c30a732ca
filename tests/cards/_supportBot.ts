// The tests shared by the support bots (Construction, Hunter and Porter Bot, CARD-29..32,
// EX-RUL-07): once per turn, show a card of their faction from hand and put it on your used pile
// to give your side of a target location one support icon of that faction until end of turn.
import { describe, expect, it } from 'vitest';
import type { Faction } from '../../src/engine/cards/types';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { iconsAt, needs } from './_icons';

export function supportBotTests(number: string, title: string, faction: Faction): void {
  const name = `${number} ${title}`;
  const setup = (hand: { card: string; name: string }[] = [{ card: 'T40', name: 'fee' }, { card: 'T40', name: 'fee2' }]) => game({
    phase: 'control',
    cards: { T40: needs('T40', faction, 1), T41: needs('T41', 'Independent', 0) },
    players: [{ hand }, {}],
    row: [{ card: T.north, name: 'north', controller: 0, cards: [[{ card: number, name: 'bot' }], []] },
      { card: T.farSite, name: 'far', controller: 1, cards: [[], [T.trooper]] }],
  });
  const use = (target: string, paying: string[], refused?: string) =>
    ({ type: 'use', seat: 0, card: '@bot', ability: 0, targets: [target], paying, ...(refused ? { refused } : {}) });

  describe(name, () => {
    it(`${name}: the revealed card goes on top of the used pile and your side of the opponent's location gains 1 ${faction} icon`, () => {
      const r = play({ ...setup(), actions: [use('@far', ['@fee']), ...passes()],
        expect: { cards: { '@fee': { zone: 'used' }, '@bot': { zone: 'table' } }, piles: { 0: { hand: 1 } }, log: [`${faction} Recruit from hand`] } });
      expect(r.state.players[0].used[0]).toBe(r.loaded.ref('@fee', 'fee'));
      iconsAt(r, 'far', 0, { [faction]: 1 });
      iconsAt(r, 'far', 1, {});
    });
    it(`${name}: once each turn (R-ABIL-03)`, () => {
      play({ ...setup(), actions: [use('@north', ['@fee']), ...passes(), use('@far', ['@fee2'], 'R-ABIL-03')] });
    });
    it(`${name}: a card of another faction can't pay (R-PLAY-04), nor an empty hand`, () => {
      play({ ...setup([{ card: 'T41', name: 'other' }]), actions: [use('@north', ['@other'], 'R-PLAY-04')] });
      play({ ...setup([]), actions: [use('@north', [], 'R-PLAY-04')] });
    });
    it(`${name}: the target must be a location (R-TGT-04)`, () => {
      play({ ...setup(), actions: [use('@bot', ['@fee'], 'R-TGT-04')] });
    });
    it(`${name}: the icon ends with the turn; the bot may be used again next turn`, () => {
      const turn = [use('@north', ['@fee']), ...passes(), ...passes(), ...passes(), ...passes(), ...passes(), ...passes()];
      const r = play({ ...setup(), actions: turn, expect: { turnPlayer: 1, phase: 'activate' } });
      iconsAt(r, 'north', 0, {});
      const again = play({ ...setup(), actions: [...turn, { type: 'pass', seat: 1 }, use('@north', ['@fee2']), ...passes()] });
      iconsAt(again, 'north', 0, { [faction]: 1 });
    });
  });
}
