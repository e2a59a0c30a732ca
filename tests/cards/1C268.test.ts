// Tahka Life Ship: characters aboard don't count against capacity; put a unit from aboard on its
// owner's used pile: power +1 until end of turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const setup = (aboard: Entry[]) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: 'Costly Tank', name: 'tank' }] }, {}],
  row: [{ card: 'Quayland/Orbit', controller: P1, cards: [[{ card: 'Tahka Life Ship', name: 'ship', beneath: aboard }], []] }],
});
const sending = (unit: string) => ({ ability: 1, paying: [unit] });

describe('1C268 Tahka Life Ship', () => {
  it('1C268 Tahka Life Ship: a unit aboard to the used pile: power 4 -> 5; twice -> 6 (no bullet)', () => {
    setup([{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }])
      .use('ship', sending('a')).resolve().use('ship', sending('b')).resolve()
      .expectCard('ship', { power: 6 }).expectCard('a', { zone: 'used' });
  });
  it('1C268 Tahka Life Ship: with nothing aboard it can\'t be used (R-PLAY-04); characters ride free, so four vehicles still fit beside them', () => {
    setup([]).refuses('R-PLAY-04').use('ship', sending('ship'));
    setup(['Plain Trooper', 'Costly Tank', 'Costly Tank', 'Costly Tank'])
      .play('tank', { at: 'ship' }).resolve().expectCard('tank', { under: 'ship' });
  });
});
