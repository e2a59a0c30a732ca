// Ranarti-Anant: Piloting 3; once per turn, dismissing another unit of yours at her location makes her
// immune to attrition this turn; once per turn, 2 energy sends her ship into a sector battle elsewhere.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const intoBattleAt = (sector: string) => ({ ability: 2, targets: [sector] });

describe('1PF4 Ranarti-Anant', () => {
  it('1PF4 Ranarti-Anant: dismissing your other unit here makes it immune: attrition 3 can be ignored', () => {
    game({
      phase: 'battle',
      row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Ranarti-Anant', { card: 'Plain Trooper', name: 'fodder' }], ['Plain Trooper']] }],
      battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 2] },
    }).use('Ranarti-Anant', { ability: 1, paying: ['fodder'] }).resolve().toStep('attrition').ignoreAttrition()
      .expectCard('fodder', { zone: 'lost' }).expectCard('Ranarti-Anant', { damaged: false }).expectBattle({ step: 'window3' });
  });
  it('1PF4 Ranarti-Anant: with no other unit of yours here the cost cannot be paid (R-PLAY-04)', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Ranarti-Anant'], [{ card: 'Plain Trooper', name: 'theirs' }]] }] })
      .refuses('R-PLAY-04').use('Ranarti-Anant', { ability: 1, paying: ['theirs'] });
  });
  it('1PF4 Ranarti-Anant: aboard a fighter (5/5/3); pay 2: the fighter moves into the battle at the other sector; once a turn', () => {
    game({
      phase: 'battle', turnPlayer: P2,
      row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Ranarti-Anant'] }], []] },
        { card: 'Farland/Orbit', name: 'far', controller: P1, cards: [['Plain Fighter'], ['Plain Fighter']] }],
      battle: { location: 'far', attacker: P2, step: 'window1' },
      initiative: P1,
    }).use('Ranarti-Anant', intoBattleAt('far')).resolve().pass(P2)
      .refuses('R-ABIL-03').use('Ranarti-Anant', intoBattleAt('far'))
      .expectCard('ship', { at: 'far', power: 5 }).expectCard('Ranarti-Anant', { under: 'ship' }).expectPiles(P1, { active: 4 });
  });
  it('1PF4 Ranarti-Anant: a sector with no battle is not a target (R-TGT-04)', () => {
    game({
      row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', beneath: ['Ranarti-Anant'] }], []] },
        { card: 'Farland/Orbit', name: 'far', controller: P1 }],
    }).refuses('R-TGT-04').use('Ranarti-Anant', intoBattleAt('far'));
  });
});
