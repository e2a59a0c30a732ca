// NoBot Battle Sword: once a turn, pay 6: damage a target opposing unit in a site battle here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (battle = true) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [[{ card: 'Test Bot', name: 'host', beneath: ['NoBot Battle Sword'] }], [{ card: 'Plain Wall', name: 'wall' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});
const strike = { targets: ['wall'] };

describe('1R90 NoBot Battle Sword', () => {
  it('1R90 NoBot Battle Sword: pay 6 and the defense-9 wall is damaged, no destiny needed; once each turn (R-ABIL-03)', () => {
    setup().use('NoBot Battle Sword', strike).resolve().expectCard('wall', { damaged: true }).expectPiles(P1, { active: 0 })
      .refuses('R-ABIL-03').use('NoBot Battle Sword', strike);
  });
  it('1R90 NoBot Battle Sword: with no battle here the wall is not a legal target (R-TGT-04)', () => {
    setup(false).refuses('R-TGT-04').use('NoBot Battle Sword', strike);
  });
});
