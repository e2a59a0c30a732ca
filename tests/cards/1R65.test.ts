// Deigan: Size 3; when you no longer have two other Gongen units at its location, it is dismissed;
// while at a site with no support icon on your side, your opponent causes -2 attrition there.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1R65 Deigan', () => {
  it('1R65 Deigan: with one Gongen monk beside it, it is dismissed as soon as a player would gain initiative', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Deigan', 'Plain Gongen Monk', 'Plain Trooper'], []] }] })
      .pass().pass().pass().expectCard('Deigan', { zone: 'lost' }).expectLog('Deigan is dismissed');
  });
  it('1R65 Deigan: beside two monks it stays; at that iconless site the opponent\'s attrition +4 comes to 2', () => {
    game({ phase: 'battle', players: [{}, { hand: ['Attrition +4'] }],
      row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Deigan', 'Plain Gongen Monk', 'Plain Gongen Monk'], ['Plain Tank']] }],
      battle: { location: 'here', attacker: P1, step: 'window2' } })
      .pass(P1).play('Attrition +4').resolve().toStep('attrition').expectLog('P1 must satisfy 2').expectCard('Deigan', { zone: 'table' })
      .expectDecision('attrition', P1).expectPiles(P2, { hand: 0 });
  });
});
