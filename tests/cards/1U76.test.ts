// Ikazuchi Leader: on arrival, turn over your reserve's top card; a Gongen unit there may
// be played here for 3 less.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (top: string) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1U76', name: 'leader' }], reserve: [{ card: top, name: 'top' }, ...energy(4)] }, {}],
  row: [{ card: T.gongenSite, name: 'site', controller: 0 }],
});
const enter = [{ type: 'play', seat: 0, card: '@leader', at: '@site' }, ...passes(), ...passes()];

describe('1U76 Ikazuchi Leader', () => {
  it('1U76 Ikazuchi Leader: the revealed Gongen unit (cost 4) is played here for 1; energy 6 - 3 - 1 = 2', () => {
    play({ ...setup(T.gongenUnit), actions: [...enter, { type: 'choose', seat: 0, choice: { pick: '@top' } }, ...passes()],
      expect: { cards: { '@top': { zone: 'table', at: '@site' }, '@leader': { at: '@site' } }, piles: { 0: { active: 2 } }, log: ['reveals Plain Gongen Monk'] } });
  });
  it('1U76 Ikazuchi Leader: playing it is optional: declined, the card stays on top of the reserve', () => {
    play({ ...setup(T.gongenUnit), actions: [...enter, { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { cards: { '@top': { zone: 'reserve' } }, piles: { 0: { active: 3 } } } });
  });
  it('1U76 Ikazuchi Leader: a revealed card that is not a Gongen unit can\'t be played and stays on top', () => {
    play({ ...setup(T.trooper), actions: enter, expect: { decision: null, cards: { '@top': { zone: 'reserve' } }, log: ['reveals Plain Trooper'] } });
  });
  it('1U76 Ikazuchi Leader: with too little energy left for the reduced cost, the unit can\'t be played', () => {
    play({ ...setup(T.gongenUnit), players: [{ hand: [{ card: '1U76', name: 'leader' }], reserve: [{ card: T.gongenUnit, name: 'top' }, ...energy(4)], active: energy(3) }, { reserve: energy(6), active: energy(6) }],
      actions: enter, expect: { decision: null, cards: { '@top': { zone: 'reserve' } } } });
  });
});
