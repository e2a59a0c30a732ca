// Crippled: every card you play needs one Shi support icon more than it says; each of your
// opponent's units is defense -1.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (icons: string) => game({
  phase: 'deploy',
  players: [{ assets: ['Crippled'], hand: ['Anant Attendant', 'Plain Trooper', 'Farland/Outpost'] }, {}],
  row: [{ card: icons, name: 'icons', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Unit 2/2/3', name: 'mine' }], [{ card: 'Unit 2/2/3', name: 'foe' }]] }],
});

describe('2R94 Crippled', () => {
  it("2R94 Crippled: your opponent's unit is defense -1, yours is not (R-MOD-02)", () => {
    sc('Depots/Shi Depot').expectCard('foe', { defense: 2 }).expectCard('mine', { defense: 3 });
  });
  it('2R94 Crippled: Anant Attendant (2 Shi) needs 3 Shi icons: with 3 it plays (R-PLAY-03)', () => {
    sc('Depots/Shi Depot').play('Anant Attendant', { at: 'north' }).resolve().expectCard('Anant Attendant', { at: 'north' });
  });
  it('2R94 Crippled: with 2 Shi icons it is refused; a card with no support cost needs 1 Shi icon (R-PLAY-03)', () => {
    game({ phase: 'deploy', players: [{ assets: ['Crippled'], hand: ['Anant Attendant'] }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[], []] }, { card: 'Shiland/Keep', controller: P1, cards: [[], []] },
        { card: 'Shiland/Orbit', controller: P1, cards: [[], []] }, { card: 'Testland/North', name: 'north', controller: P1, cards: [[], []] }] })
      .refuses('R-PLAY-03', /needs 3 Shi/).play('Anant Attendant', { at: 'north' });
    sc('Gongland/Shrine').refuses('R-PLAY-03', /needs 1 Shi/).play('Plain Trooper', { at: 'north' });
    sc('Shiland/Keep').play('Plain Trooper', { at: 'north' }).resolve().expectCard('Plain Trooper', { at: 'north' });
  });
  it("2R94 Crippled: your opponent's plays need no more icons than usual (R-PLAY-03)", () => {
    game({ phase: 'deploy', turnPlayer: P2, players: [{ assets: ['Crippled'] }, { hand: ['Plain Trooper'] }],
      row: [{ card: 'Testland/North', name: 'north', controller: P2, cards: [[], []] }] })
      .play('Plain Trooper', { at: 'north' }).resolve().expectCard('Plain Trooper', { at: 'north' });
  });
  it('2R94 Crippled: a location, which has no support cost, still needs no icon (R-LOC-02)', () => {
    sc('Gongland/Shrine').play('Farland/Outpost', { position: 2 }).resolve().expectCard('Farland/Outpost', { zone: 'table' });
  });
});
