// Shikami Follower (erratum CARD-11, EX-RUL-13): dismiss another of your units here: the
// opponent's battle destiny in the battle here is -3.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const battle = (mine: (string | { card: string; name: string })[]) => game({
  phase: 'battle',
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1U99', name: 'follower' }, ...mine], [T.trooper]] }],
  battle: { location: '@site', attacker: 0, step: 'window2', destiny: [5, 4] },
});

describe('1U99 Shikami Follower', () => {
  it('1U99 Shikami Follower: dismissing the other unit makes the opponent\'s battle destiny 4 - 3 = 1', () => {
    play({ ...battle([{ card: T.trooper, name: 'other' }]),
      actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@other'] }, ...passes()],
      expect: { battle: { destiny: [5, 1] }, cards: { '@other': { zone: 'lost' }, '@follower': { zone: 'table' } } } });
  });
  it('1U99 Shikami Follower: it can\'t dismiss itself: with no other unit here the cost can\'t be paid (R-PLAY-04)', () => {
    play({ ...battle([]), actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@follower'], refused: 'R-PLAY-04' }],
      expect: { battle: { destiny: [5, 4] } } });
  });
  it('1U99 Shikami Follower: only in a battle here (R-GEN-02)', () => {
    play(game({
      phase: 'deploy',
      row: [{ card: T.north, controller: 0, cards: [[{ card: '1U99', name: 'follower' }, { card: T.trooper, name: 'other' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@other'], refused: 'R-GEN-02' }],
      expect: { cards: { '@other': { zone: 'table' } } },
    }));
  });
  it('1U99 Shikami Follower: no bullet, so it may be used again with another unit: 4 - 3 - 3 is 0', () => {
    play({ ...battle([{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]),
      actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@a'] }, ...passes(),
        { type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@b'] }, ...passes()],
      expect: { battle: { destiny: [5, 0] } } });
  });
});
