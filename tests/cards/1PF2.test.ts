// Kujiko Torako: once per turn, losing 2 shields her from attrition for the turn. On arrival she
// play, you may play a unit costing 2 or less here for free.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const deploy = game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1PF2', name: 'kujiko' }, { card: T.trooper, name: 'cheap' }, { card: T.warrior, name: 'dear' }] }, {}],
  row: [{ card: T.gongenSite, name: 'site', controller: 0 }, { card: T.gongenSector, controller: 0 }],
});
const enter = [{ type: 'play', seat: 0, card: '@kujiko', at: '@site' }, ...passes(), ...passes()];

const battle = game({
  phase: 'battle',
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1PF2', name: 'kujiko' }], [T.trooper]] }],
  battle: { location: '@site', attacker: 0, step: 'window2', destiny: [0, 5] },
});
const immune = [{ type: 'use', seat: 0, card: '@kujiko', ability: 0 },
  { type: 'choose', seat: 0, choice: { lose: 'reserve' } }, { type: 'choose', seat: 0, choice: { lose: 'reserve' } }, ...passes()];

describe('1PF2 Kujiko Torako', () => {
  it('1PF2 Kujiko Torako: on entering play she lets a unit costing 2 or less be played here for free (only that one is offered)', () => {
    play({ ...deploy, actions: [...enter, { type: 'choose', seat: 0, choice: { pick: '@cheap' } }, ...passes()],
      expect: { cards: { '@cheap': { zone: 'table', at: '@site' }, '@dear': { zone: 'hand' } }, piles: { 0: { active: 2 } } } });
  });
  it('1PF2 Kujiko Torako: a unit costing 3 is not offered (R-EFF-07)', () => {
    play({ ...deploy, actions: [...enter, { type: 'choose', seat: 0, choice: { pick: '@dear' }, refused: 'R-EFF-07' }], expect: { decision: 'pick' } });
  });
  it('1PF2 Kujiko Torako: after losing 2 she is immune: the attrition of 5 may be ignored and she stays undamaged', () => {
    play({ ...battle, actions: [...immune, ...passes(), { type: 'choose', seat: 0, choice: { ignoreAttrition: true } }],
      expect: { cards: { '@kujiko': { damaged: false } }, piles: { 0: { lost: 2 } } } });
  });
  it('1PF2 Kujiko Torako: without it the attrition can\'t be ignored (R-BSTEP-13); and it is once each turn (R-ABIL-03)', () => {
    const two = game({ ...battle, players: undefined,
      row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1PF2', name: 'kujiko' }, T.trooper], [T.trooper]] }] });
    play({ ...two, actions: [...passes(), { type: 'choose', seat: 0, choice: { ignoreAttrition: true }, refused: 'R-BSTEP-13' }], expect: { decision: 'attrition' } });
    play({ ...battle, actions: [...immune, { type: 'use', seat: 0, card: '@kujiko', ability: 0, refused: 'R-ABIL-03' }] });
  });
  it('1U17 Entrenched Infantry R-PLAY-03 / 1PF2 Kujiko Torako: her free play waives the energy cost, not the additional loss of 2', () => {
    const lose = { type: 'choose', seat: 0, choice: { lose: 'reserve' } };
    const guarded = game({ phase: 'deploy',
      players: [{ hand: [{ card: '1PF2', name: 'kujiko' }, { card: T.trooper, name: 'cheap' }] }, {}],
      row: [{ card: T.gongenSite, name: 'site', controller: 0, cards: [[], ['1U17']] }, { card: T.gongenSector, controller: 0 }] });
    play({ ...guarded, actions: [{ type: 'play', seat: 0, card: '@kujiko', at: '@site' }, lose, lose, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { pick: '@cheap' } }, lose, lose, ...passes()],
    expect: { cards: { '@cheap': { zone: 'table', at: '@site' } }, piles: { 0: { lost: 4 } } } });
  });
});
