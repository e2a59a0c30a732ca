// Kano Masako: she can't be damaged (not by effects, attrition or casualties); once a turn, a hand card
// on your used pile: activate 1.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1R82 Kano Masako', () => {
  it('1R82 Kano Masako: a damaging interrupt does nothing to her', () => {
    game({ phase: 'battle', players: [{}, { hand: ['Test Zap'] }],
      row: [{ card: 'Gongland/Shrine', controller: P1, cards: [['Kano Masako'], ['Plain Trooper']] }] })
      .pass(P1).play('Test Zap', { targets: ['Kano Masako'] }).resolve().expectCard('Kano Masako', { damaged: false }).expectLog("Kano Masako can't be damaged.");
  });
  it('1R82 Kano Masako: attrition can\'t be satisfied by damaging her: the trooper beside her, the only choice, takes it (R-BSTEP-12)', () => {
    game({ phase: 'battle', players: [{}, { hand: ['Attrition +4'] }],
      row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [['Kano Masako', 'Plain Trooper'], ['Plain Tank']] }],
      battle: { location: 'here', attacker: P1, step: 'window2' } })
      .pass(P1).play('Attrition +4').resolve().toStep('window3')
      .expectCard('Plain Trooper', { damaged: true }).expectCard('Kano Masako', { damaged: false });
  });
  it('1R82 Kano Masako: a hand card on the used pile activates 1; once a turn (R-ABIL-03)', () => {
    game({ players: [{ hand: [{ card: 'Destiny 2', name: 'h1' }, { card: 'Destiny 2', name: 'h2' }] }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1, cards: [['Kano Masako'], []] }] })
      .use('Kano Masako', { ability: 'activate', paying: ['h1'] }).resolve().expectPiles(P1, { active: 7, used: 1, hand: 1 })
      .refuses('R-ABIL-03').use('Kano Masako', { ability: 'activate', paying: ['h2'] }).expectPiles(P2, { active: 6 });
  });
});
