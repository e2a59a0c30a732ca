// For the Glory of Seyal: may go beneath an opponent's site; your opponent can't drain at a site adjacent
// to it (R-GEN-03); dismissed once they control its site.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({ phase: 'control', turnPlayer: P2,
  row: [{ card: 'Testland/North', name: 'north', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Testland/Middle', name: 'middle', controller: P2, beneath: [['For the Glory of Seyal'], []], cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }] });

describe('1R183 For the Glory of Seyal', () => {
  it('1R183 For the Glory of Seyal: the opponent can\'t drain the adjacent site (R-GEN-03) but can drain elsewhere', () => {
    sc().refuses('R-GEN-03').drain('north', P2).drain('far', P2).resolve().lose('reserve').lose('reserve').expectPiles(P1, { lost: 2 });
  });
  it('1R183 For the Glory of Seyal: played beneath the opponent\'s site', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'For the Glory of Seyal', name: 'glory' }] }, {}],
      row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] }] })
      .play('glory', { at: 'site' }).resolve().expectCard('glory', { under: 'site', controller: P1 });
  });
});
