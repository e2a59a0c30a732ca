// Plundering Bandit: at the end of each battle you won here you may pay 1 to invert it (0/1/4 to 4/1/4).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (theirs: string) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [['Plundering Bandit', 'Plain Capital'], [{ card: theirs, name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
});
/** Win 4 to 2; the loser's fighter is the casualty; the battle ends and the bandit's ability waits. */
const won = () => sc('Plain Fighter').toStep('loss').damage('foe').endBattle().resolve();

describe('1C144 Plundering Bandit', () => {
  it('1C144 Plundering Bandit: win 4 to 2, the battle ends, pay 1: inverted, power 4', () => {
    won().yes()
      .expectNoBattle().expectCard('Plundering Bandit', { inverted: true, power: 4 }).expectCard('foe', { zone: 'lost' })
      .expectPiles(P1, { active: 5 });
  });
  it('1C144 Plundering Bandit: you may decline to pay', () => {
    won().no()
      .expectCard('Plundering Bandit', { inverted: false, power: 0 }).expectPiles(P1, { active: 6 });
  });
  it('1C144 Plundering Bandit: a tie (4 to 4) is not a win: nothing is offered', () => {
    sc('Plain Capital').endBattle()
      .expectNoBattle().expectCard('Plundering Bandit', { inverted: false }).expectDecision(null).expectStack(0);
  });
});
