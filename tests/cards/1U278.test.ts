// Diplomacy Bot: when you lose a battle at its location, your casualties are at most 5.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const lost = (loc: string) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Diplomacy Bot'], []] },
    { card: loc, name: 'here', controller: P1, cards: [['Plain Trooper'], ['Unit 9/1/1', 'Unit 9/1/1']] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
}).toStep('window4');

describe('1U278 Diplomacy Bot', () => {
  it('1U278 Diplomacy Bot: losing here 4 to 18, casualties are 5, not 14 (R-BSTEP-19)', () => {
    game({
      phase: 'battle',
      row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Diplomacy Bot', 'Plain Trooper'], ['Unit 9/1/1', 'Unit 9/1/1']] }],
      battle: { location: 'here', attacker: P1, step: 'window3' },
    }).toStep('window4').expectBattle({ winner: P2, power: [4, 18], casualties: 5 });
  });
  it('1U278 Diplomacy Bot: a battle lost elsewhere keeps its casualties (16)', () => {
    lost('Farland/Outpost').expectBattle({ winner: P2, casualties: 16 });
  });
});
