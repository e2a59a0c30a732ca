// F.L.I.C.: attrition +1 where its character is at a site; once a turn, pay 1: damage the
// opponent's unit in a site battle here if its defense < D + your warriors here.
import { describe, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = (theirs: CardEntry[], loc: string = L.north) => game({
  phase: 'battle', players: [{ reserve: energy(4, 2) }, {}],
  row: [{ card: loc, name: 'here', controller: 0,
    cards: [[{ card: L.warrior, name: 'host', beneath: [{ card: '1U19', name: 'flic' }] }, L.warrior], theirs] },
  { card: L.south, name: 'south', controller: 0, cards: [[L.trooper], [{ card: L.trooper, name: 'away' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window2' },
});
const use = (target: string) => ({ type: 'use', seat: 0, card: '@flic', ability: 1, targets: [target] });

describe('1U19 F.L.I.C.', () => {
  it('1U19 F.L.I.C.: D 2 + 2 warriors = 4 beats defense 2: the trooper is damaged; 1 energy paid', () => {
    play({ ...sc([{ card: L.trooper, name: 'foe' }]), actions: [use('@foe'), ...passes()],
      expect: { cards: { '@foe': { damaged: true } }, piles: { 0: { active: 5 } } } });
  });
  it('1U19 F.L.I.C.: 4 does not beat defense 9: no damage', () => {
    play({ ...sc([{ card: L.wall, name: 'foe' }]), actions: [use('@foe'), ...passes()],
      expect: { cards: { '@foe': { damaged: false } } } });
  });
  it('1U19 F.L.I.C.: once per turn (R-ABIL-03); a unit not in the battle is not a target (R-TGT-04)', () => {
    play({ ...sc([{ card: L.trooper, name: 'foe' }, L.trooper]),
      actions: [{ ...use('@away'), refused: 'R-TGT-04' }, use('@foe'), ...passes(), { ...use('@foe'), refused: 'R-ABIL-03' }] });
  });
  it('1U19 F.L.I.C.: attrition +1 in a battle at its site', () => {
    play({ ...sc([L.trooper]), actions: passes(), expect: { battle: { attritionAgainst: [0, 1] } } });
  });
});
