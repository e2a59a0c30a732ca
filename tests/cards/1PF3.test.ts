// Talkan: once a turn, put two hand cards on your used pile: immune to attrition until end of
// turn; once a turn, put a target character of yours here on its owner's used pile: power +2.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (step: 'window1' | 'window2' = 'window1', destiny: [number, number] = [0, 0]) => game({
  phase: 'battle',
  players: [{ hand: [{ card: 'Destiny 1', name: 'h1' }, { card: 'Destiny 2', name: 'h2' }] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Talkan', { card: 'Plain Trooper', name: 'aide' }], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step, destiny },
});
const immune = (...paying: string[]) => ({ ability: 0, paying });
const power = (target: string) => ({ ability: 1, targets: [target] });

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
  it('1PF3 Talkan: with one hand card the cost can\'t be paid (R-PLAY-04); an opposing character is not a target (R-TGT-04)', () => {
    setup().refuses('R-PLAY-04').use('Talkan', immune('h1')).refuses('R-TGT-04').use('Talkan', power('foe'));
  });
  it('1PF3 Talkan R-PLAY-07: "target character you have here" includes himself: he may pay with himself, for no effect', () => {
    setup().use('Talkan', power('Talkan')).resolve()
      .expectCard('Talkan', { zone: 'used' }).expectCard('aide', { zone: 'table' }).expectStack(0);
  });
});
