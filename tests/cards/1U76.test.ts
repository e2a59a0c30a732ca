// Ikazuchi Leader: on arrival, turn over your reserve's top card; a Gongen unit there may
// be played here for 3 less.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const entered = (top: string, active = 6) => game({
  phase: 'deploy',
  players: [{ hand: ['Ikazuchi Leader'], reserve: [{ card: top, name: 'top' }, ...energy(4)], active: energy(active) }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'site', controller: P1 }],
}).play('Ikazuchi Leader', { at: 'site' }).resolve().resolve();

describe('1U76 Ikazuchi Leader', () => {
  it('1U76 Ikazuchi Leader: the revealed Gongen unit (cost 4) is played here for 1; energy 6 - 3 - 1 = 2', () => {
    entered('Plain Gongen Monk').pick('top').resolve()
      .expectCard('top', { zone: 'table', at: 'site' }).expectCard('Ikazuchi Leader', { at: 'site' })
      .expectPiles(P1, { active: 2 }).expectLog('reveals Plain Gongen Monk');
  });
  it('1U76 Ikazuchi Leader: playing it is optional: declined, the card stays on top of the reserve', () => {
    entered('Plain Gongen Monk').no().expectCard('top', { zone: 'reserve' }).expectPiles(P1, { active: 3 });
  });
  it('1U76 Ikazuchi Leader: a revealed card that is not a Gongen unit can\'t be played and stays on top', () => {
    entered('Plain Trooper').expectDecision(null).expectCard('top', { zone: 'reserve' }).expectLog('reveals Plain Trooper');
  });
  it('1U76 Ikazuchi Leader: with too little energy left for the reduced cost, the unit can\'t be played', () => {
    entered('Plain Gongen Monk', 3).expectDecision(null).expectCard('top', { zone: 'reserve' });
  });
});
