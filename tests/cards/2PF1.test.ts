// Dagger Lead: once a turn, invert it to undamage another unit of yours in a site battle here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (loc: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: 0,
    cards: [[{ card: '2PF1', name: 'lead' }, { card: L.trooper, name: 'hurt', damaged: true }], [L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window4' },
});
const use = { type: 'use', seat: 0, card: '@lead', ability: 2, targets: ['@hurt'] };

describe('2PF1 Dagger Lead', () => {
  it('2PF1 Dagger Lead: inverting it undamages the trooper; no energy is paid', () => {
    play({ ...sc(L.north), actions: [use, ...passes()],
      expect: { cards: { '@hurt': { damaged: false }, '@lead': { inverted: true, power: 7 } }, piles: { 0: { active: 6 } } } });
  });
  it('2PF1 Dagger Lead: once inverted its inverted side has no such ability (R-ABIL-01)', () => {
    play({ ...sc(L.north), actions: [use, ...passes(), { ...use, refused: 'R-ABIL-01' }] });
  });
  it('2PF1 Dagger Lead: itself is not a target (R-TGT-04)', () => {
    play({ ...sc(L.north), actions: [{ ...use, targets: ['@lead'], refused: 'R-TGT-04' }] });
  });
});
