// Collaborative Strike: your armed unit in a site battle gets +4 power and +4 defense until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const sc = (loc: string, mine: object[]) => game({
  phase: 'battle',
  players: [{ hand: [{ card: '1C11', name: 'strike' }] }, {}],
  row: [depot('Earther'), { card: loc, name: 'here', controller: 0, cards: [mine as never, loc === L.orbit ? [L.fighter] : [L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window3' },
});

describe('1C11 Collaborative Strike', () => {
  it('1C11 Collaborative Strike: the armed trooper becomes 6/2/6 until end of turn', () => {
    play({
      ...sc(L.north, [{ card: L.trooper, name: 'armed', beneath: [L.rifle] }, { card: L.trooper, name: 'bare' }]),
      actions: [{ type: 'play', seat: 0, card: '@strike', targets: ['@armed'] }, ...passes()],
      expect: { cards: { '@armed': { power: 6, defense: 6 }, '@bare': { power: 2 }, '@strike': { zone: 'used' } } },
    });
  });
  it('1C11 Collaborative Strike: a unit without a weapon is not a legal target (R-TGT-04)', () => {
    play({
      ...sc(L.north, [{ card: L.trooper, name: 'armed', beneath: [L.rifle] }, { card: L.trooper, name: 'bare' }]),
      actions: [{ type: 'play', seat: 0, card: '@strike', targets: ['@bare'], refused: 'R-TGT-04' }],
      expect: { cards: { '@strike': { zone: 'hand' } } },
    });
  });
  it("1C11 Collaborative Strike: in a sector battle there is no target: an armed ship's pilot is not in a site battle (R-TGT-04)", () => {
    play({
      ...sc(L.orbit, [{ card: L.fighter, beneath: [{ card: L.trooper, name: 'armed', beneath: [L.rifle] }] }]),
      actions: [{ type: 'play', seat: 0, card: '@strike', targets: ['@armed'], refused: 'R-TGT-04' }],
    });
  });
});
