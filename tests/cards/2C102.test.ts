// Ore Alembic: once a turn, lose a stockpile asset from your hand: your casualties in a target battle
// here or at a related location are cut by 2.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** P1 loses 2 to 6 at `loc` (casualties 4); Ore Alembic is at the North site. */
const lost = (loc: string, hand: string[] = ['Traginium Hoard']) => game({
  phase: 'battle', turnPlayer: P2, players: [{ hand }, {}],
  row: [{ card: 'Testland/North', controller: P1, cards: [['Ore Alembic'], []] },
    { card: loc, name: 'here', controller: P1, cards: [['Plain Trooper'], ['Unit 6/1/5']] }],
  battle: { location: 'here', attacker: P2, step: 'window3' },
}).toStep('window4').pass(P2);

describe('2C102 Ore Alembic', () => {
  it('2C102 Ore Alembic: a stockpile asset lost from hand: casualties 4 at a related site become 2 (R-BSTEP-20)', () => {
    lost('Testland/Middle').use('Ore Alembic', { targets: ['here'], paying: ['Traginium Hoard'] }).expectCard('Traginium Hoard', { zone: 'lost' }).resolve()
      .expectBattle({ casualties: 2 });
  });
  it('2C102 Ore Alembic: not a battle at an unrelated location (R-TGT-04)', () => {
    lost('Farland/Outpost').refuses('R-TGT-04').use('Ore Alembic', { targets: ['here'] });
  });
  it('2C102 Ore Alembic: with no stockpile asset in hand it can\'t be paid (R-PLAY-04)', () => {
    lost('Testland/Middle', ['Plain Trooper']).refuses('R-PLAY-04').use('Ore Alembic', { targets: ['here'] });
  });
});
