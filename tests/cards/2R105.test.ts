// Reaper Craft: inverter; once a turn, lose a stockpile asset from hand to invert it. Inverted: once
// a turn, revert it to move it to another sector.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (inverted: boolean, hand = ['Traginium Hoard']) => game({
  players: [{ hand }, {}],
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Reaper Craft', inverted }], []] },
    { card: 'Farland/Orbit', name: 'far', controller: P1 }],
});

describe('2R105 Reaper Craft', () => {
  it('2R105 Reaper Craft: a stockpile asset lost from hand: inverted (4/5/5)', () => {
    sc(false).use('Reaper Craft', { ability: 'invert', paying: ['Traginium Hoard'] }).resolve()
      .expectCard('Reaper Craft', { inverted: true, power: 4, tactics: 5 }).expectCard('Traginium Hoard', { zone: 'lost' });
  });
  it('2R105 Reaper Craft: no stockpile asset in hand: no inverting (R-PLAY-04)', () => {
    sc(false, ['Plain Trooper']).refuses('R-PLAY-04').use('Reaper Craft', { ability: 'invert', paying: ['Plain Trooper'] });
  });
  it('2R105 Reaper Craft: inverted, revert it to move it to another sector (R-ABIL-08)', () => {
    sc(true).use('Reaper Craft', { ability: 'move', targets: ['far'] }).resolve()
      .expectCard('Reaper Craft', { inverted: false, at: 'far' });
  });
});
