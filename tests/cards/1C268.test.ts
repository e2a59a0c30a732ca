// Tahka Life Ship: characters aboard don't count against capacity; put a unit from aboard on its
// owner's used pile: power +1 until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (aboard: { card: string; name: string }[]) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: T.tank, name: 'tank' }] }, {}],
  row: [{ card: T.quaySector, controller: 0, cards: [[{ card: '1C268', name: 'ship', beneath: aboard }], []] }],
});

describe('1C268 Tahka Life Ship', () => {
  it('1C268 Tahka Life Ship: a unit aboard to the used pile: power 4 -> 5; twice -> 6 (no bullet)', () => {
    play({ ...setup([{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]),
      actions: [{ type: 'use', seat: 0, card: '@ship', ability: 1, paying: ['@a'] }, ...passes(), { type: 'use', seat: 0, card: '@ship', ability: 1, paying: ['@b'] }, ...passes()],
      expect: { cards: { '@ship': { power: 6 }, '@a': { zone: 'used' } } } });
  });
  it('1C268 Tahka Life Ship: with nothing aboard it can\'t be used (R-PLAY-04); characters ride free, so four vehicles still fit beside them', () => {
    play({ ...setup([]), actions: [{ type: 'use', seat: 0, card: '@ship', ability: 1, paying: ['@ship'], refused: 'R-PLAY-04' }] });
    play({ ...setup([{ card: T.trooper, name: 'a' }, { card: T.tank, name: 'b' }, { card: T.tank, name: 'c' }, { card: T.tank, name: 'd' }]),
      actions: [{ type: 'play', seat: 0, card: '@tank', at: '@ship' }, ...passes()], expect: { cards: { '@tank': { under: '@ship' } } } });
  });
});
