// Shikami Follower (erratum CARD-11, EX-RUL-13): dismiss another of your units here: the
// opponent's battle destiny in the battle here is -3.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const follower = 'Shikami Follower';
// The opponent has 4 tactics, so may reveal; their reserve's top card has destiny 4.
const battle = (mine: Entry[]) => game({
  phase: 'battle',
  players: [{}, { reserve: ['Destiny 4', 'Destiny 4', 'Destiny 4'] }],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[follower, ...mine], ['Plain Officer']] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('1U99 Shikami Follower', () => {
  it('1U99 Shikami Follower: dismissing the other unit before the destiny step makes the opponent\'s battle destiny 4 - 3 = 1', () => {
    // After the dismissal the follower's 3 tactics do not allow a reveal; the opponent reveals.
    battle([{ card: 'Plain Trooper', name: 'other' }]).use(follower, { paying: ['other'] }).resolve().toStep('destiny').reveal(true, P2)
      .expectBattle({ destiny: [0, 1], step: 'window2' }).expectCard('other', { zone: 'lost' }).expectCard(follower, { zone: 'table' });
  });
  it('1U99 Shikami Follower: it can\'t dismiss itself: with no other unit here the cost can\'t be paid (R-PLAY-04)', () => {
    battle([]).refuses('R-PLAY-04').use(follower, { paying: [follower] }).expectCard(follower, { zone: 'table' });
  });
  it('1U99 Shikami Follower: only in a battle here (R-GEN-02)', () => {
    game({
      phase: 'deploy',
      row: [{ card: 'Testland/North', controller: P1, cards: [[follower, { card: 'Plain Trooper', name: 'other' }], []] }],
    }).refuses('R-GEN-02').use(follower, { paying: ['other'] }).expectCard('other', { zone: 'table' });
  });
  it('1U99 Shikami Follower: no bullet, so it may be used again with another unit: 4 - 3 - 3 counts 0', () => {
    battle([{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }])
      .use(follower, { paying: ['a'] }).resolve().use(follower, { paying: ['b'] }).resolve()
      .toStep('destiny').reveal(true, P2).toStep('window3')
      .expectBattle({ step: 'window3', attritionAgainst: [0, 0] });
  });
});
