// Talkan: once a turn, put two hand cards on your used pile: immune to attrition until end of
// turn; once a turn, put another character of yours here on its owner's used pile: power +2.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (step: 'window1' | 'window2' = 'window1', destiny: [number, number] = [0, 0]) => game({
  phase: 'battle',
  players: [{ hand: [{ card: 'Destiny 1', name: 'h1' }, { card: 'Destiny 2', name: 'h2' }] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Talkan', { card: 'Plain Trooper', name: 'aide' }], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step, destiny },
});
const immune = (...paying: string[]) => ({ ability: 0, paying });
const power = (...paying: string[]) => ({ ability: 1, paying });

describe('1PF3 Talkan', () => {
  it('1PF3 Talkan: two hand cards to the used pile: immune: the aide must be damaged first (forced), the remaining 3 may be ignored', () => {
    setup('window2', [0, 5]).use('Talkan', immune('h1', 'h2')).resolve().toStep('attrition').ignoreAttrition()
      .expectCard('Talkan', { damaged: false }).expectCard('aide', { damaged: true }).expectCard('h1', { zone: 'used' })
      .expectPiles(P1, { hand: 0 });
  });
  it('1PF3 Talkan: the aide to the used pile: power 3 -> 5; each ability once a turn (R-ABIL-03)', () => {
    setup().use('Talkan', power('aide')).resolve().use('Talkan', immune('h1', 'h2')).resolve()
      .refuses('R-ABIL-03').use('Talkan', immune('h1', 'h2'))
      .expectCard('Talkan', { power: 5 }).expectCard('aide', { zone: 'used' });
  });
  it('1PF3 Talkan: with one hand card, or no other character here, the costs can\'t be paid (R-PLAY-04)', () => {
    setup().refuses('R-PLAY-04').use('Talkan', immune('h1')).refuses('R-PLAY-04').use('Talkan', power('Talkan'));
  });
});
