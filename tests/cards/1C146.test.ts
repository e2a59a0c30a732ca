// Racing Sloop: inverter. A battle-destiny card of yours of 6 or more lets you pay 3 to invert it;
// inverted, when it is inverted you may destroy another target fighter here. (Its side needs 4 tactics to
// reveal battle destiny at all, R-BSTEP-04: the sloop's 1 and two fighters' 2.)
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const revealed = (d: number) => game({
  phase: 'battle', players: [{ reserve: energy(3, d) }, {}],
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [['Racing Sloop', { card: 'Plain Fighter', name: 'wing' }, { card: 'Plain Fighter', name: 'wing2' }], [{ card: 'Plain Fighter', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('1C146 Racing Sloop', () => {
  it('1C146 Racing Sloop: a destiny-6 reveal, pay 3: inverted (4/1/2), and it may destroy the opposing fighter', () => {
    revealed(6).resolve().yes().expectCard('Racing Sloop', { inverted: true, power: 4 }).expectPiles(P1, { active: 3 })
      .chooseTargets('foe').resolve().yes().expectCard('foe', { zone: 'lost' }).expectCard('wing', { zone: 'table' });
  });
  it('1C146 Racing Sloop: a destiny-5 reveal does not trigger it', () => {
    revealed(5).expectStack(0).expectDecision(null).expectCard('Racing Sloop', { inverted: false });
  });
});
