// Shikami Follower (erratum CARD-11, EX-RUL-13): dismiss another of your units here: the
// opponent's battle destiny in the battle here is -3.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

// The opponent has 4 tactics, so may reveal; their reserve's top card has destiny 4.
const battle = (mine: (string | { card: string; name: string })[]) => game({
  phase: 'battle',
  players: [{}, { reserve: [T.d4, T.d4, T.d4] }],
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1U99', name: 'follower' }, ...mine], [T.officer]] }],
  battle: { location: '@site', attacker: 0, step: 'window1' },
});
// After the dismissal the follower's 3 tactics do not allow a reveal; the opponent reveals.
const reveal = [...passes(), { type: 'choose', seat: 1, choice: { reveal: true } }];

describe('1U99 Shikami Follower', () => {
  it('1U99 Shikami Follower: dismissing the other unit before the destiny step makes the opponent\'s battle destiny 4 - 3 = 1', () => {
    play({ ...battle([{ card: T.trooper, name: 'other' }]),
      actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@other'] }, ...passes(), ...reveal],
      expect: { battle: { destiny: [0, 1], step: 'window2' }, cards: { '@other': { zone: 'lost' }, '@follower': { zone: 'table' } } } });
  });
  it('1U99 Shikami Follower: it can\'t dismiss itself: with no other unit here the cost can\'t be paid (R-PLAY-04)', () => {
    play({ ...battle([]), actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@follower'], refused: 'R-PLAY-04' }],
      expect: { cards: { '@follower': { zone: 'table' } } } });
  });
  it('1U99 Shikami Follower: only in a battle here (R-GEN-02), which the refusal says', () => {
    const r = play(game({
      phase: 'deploy',
      row: [{ card: T.north, controller: 0, cards: [[{ card: '1U99', name: 'follower' }, { card: T.trooper, name: 'other' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@other'], refused: 'R-GEN-02' }],
      expect: { cards: { '@other': { zone: 'table' } } },
    }));
    expect(r.refusals[0].refusal.reason).toBe("Shikami Follower's ability can be used only if it is in a battle.");
  });
  it('1U99 Shikami Follower: no bullet, so it may be used again with another unit: 4 - 3 - 3 counts 0', () => {
    play({ ...battle([{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]),
      actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@a'] }, ...passes(),
        { type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@b'] }, ...passes(), ...reveal, ...passes()],
      expect: { battle: { step: 'window3', attritionAgainst: [0, 0] } } });
  });
});
