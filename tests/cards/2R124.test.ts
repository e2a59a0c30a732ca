// Flamecutter: inverter; after you win a battle here with at most one card in your used pile, you may
// invert it. Inverted: immune to attrition.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const won = (used: number) => game({
  phase: 'battle', players: [{ used: energy(used) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Flamecutter'], ['Plain Wall']] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
}).toStep('window4');

const attrition = (inverted: boolean) => game({ phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [[{ card: 'Flamecutter', inverted }], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 5] } }).pass().pass();

describe('2R124 Flamecutter', () => {
  it('2R124 Flamecutter: won with one card in the used pile: you may invert it (4/4/4)', () => {
    won(0).resolve().yes().expectCard('Flamecutter', { inverted: true, power: 4 });
  });
  it('2R124 Flamecutter: two cards in the used pile: nothing', () => {
    won(2).expectBattle({ winner: P1 }).expectCard('Flamecutter', { inverted: false });
  });
  it('2R124 Flamecutter: inverted, it is immune to attrition: P1 may ignore P2\'s attrition 5 and it stays undamaged (R-BSTEP-13)', () => {
    attrition(true).expectDecision('attrition', P1).ignoreAttrition()
      .expectBattle({ step: 'window3' }).expectCard('Flamecutter', { damaged: false });
  });
  it('2R124 Flamecutter: upright, the same attrition damages it', () => {
    attrition(false).expectCard('Flamecutter', { damaged: true });
  });
});
