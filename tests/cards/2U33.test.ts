// Defensive Fire: until the end of the turn every Ikazuchi unit, on either side, has +4 defense.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy',
  players: [{ hand: ['Defensive Fire'] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'shrine', controller: P1,
    cards: [[{ card: 'Ikazuchi Leader', name: 'mine' }, 'Plain Trooper'], [{ card: 'Ikazuchi Leader', name: 'theirs' }]] }],
});

describe('2U33 Defensive Fire', () => {
  it('2U33 Defensive Fire: each Ikazuchi unit has +4 defense; other units do not; it is lost after play', () => {
    setup().play('Defensive Fire').resolve()
      .expectCard('mine', { defense: 6 }).expectCard('theirs', { defense: 6 }).expectCard('Plain Trooper', { defense: 2 })
      .expectCard('Defensive Fire', { zone: 'lost' });
  });
  it('2U33 Defensive Fire: the bonus ends with the turn', () => {
    setup().play('Defensive Fire').resolve().toPhase('activate', P2).expectCard('mine', { defense: 2 });
  });
});
