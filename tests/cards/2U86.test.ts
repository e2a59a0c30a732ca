// Zhang Hotrod: Size 2, Transport 2; when played you may put up to two hand cards on your used
// pile and draw as many from your reserve.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const sc = () => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '2U86', name: 'zh' }, { card: L.trooper, name: 'a' }, { card: L.tank, name: 'b' }, { card: L.wall, name: 'c' }] }, {}],
  row: [depot('Maverick'), { card: L.north, name: 'site', controller: 0 }],
});
const start = [{ type: 'play', seat: 0, card: '@zh', at: '@site' }, ...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }];

describe('2U86 Zhang Hotrod', () => {
  it('2U86 Zhang Hotrod: two hand cards to the used pile, two drawn: hand stays 3, reserve 4', () => {
    play({ ...sc(), actions: [...start, { type: 'choose', seat: 0, choice: { pick: '@a' } }, { type: 'choose', seat: 0, choice: { pick: '@b' } }],
      expect: { piles: { 0: { hand: 3, reserve: 4, used: 6 } }, cards: { '@a': { zone: 'used' }, '@b': { zone: 'used' }, '@zh': { at: '@site' } } } });
  });
  it('2U86 Zhang Hotrod: one card put, one drawn', () => {
    play({ ...sc(), actions: [...start, { type: 'choose', seat: 0, choice: { pick: '@a' } }, { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { piles: { 0: { hand: 3, reserve: 5 } } } });
  });
  it('2U86 Zhang Hotrod: declined: nothing moves', () => {
    play({ ...sc(), actions: [...start.slice(0, -1), { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { piles: { 0: { hand: 3, reserve: 6 } } } });
  });
});
