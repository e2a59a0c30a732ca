// Target of Opportunity: any place holding an Anant character of yours gives your side one more
// Shi support icon.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy',
  players: [{ assets: ['Target of Opportunity'] }, {}],
  row: [
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Anant Attendant', name: 'anant' }], ['Plain Trooper']] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], []] },
    { card: 'Testland/South', name: 'south', controller: P2, cards: [[], [{ card: 'Anant Attendant', name: 'theirs' }]] },
  ],
});

describe('2U109 Target of Opportunity', () => {
  it('2U109 Target of Opportunity: the site with your Anant gains a Shi icon on your side, not on your opponent\'s (R-LOC-05)', () => {
    sc().expectSupportIcons('north', P1, { Shi: 1 }).expectSupportIcons('north', P2, {});
  });
  it('2U109 Target of Opportunity: no icon where you have no Anant, nor where only your opponent has one', () => {
    sc().expectSupportIcons('middle', P1, {}).expectSupportIcons('south', P1, {}).expectSupportIcons('south', P2, {});
  });
  it('2U109 Target of Opportunity: the icon follows the Anant when it moves away (R-MOD-02)', () => {
    sc().toPhase('move').move('anant', 'middle').resolve().expectSupportIcons('north', P1, {}).expectSupportIcons('middle', P1, { Shi: 1 });
  });
});
