// Gishi Combat Tech: only during a battle where it is, damaging itself returns a target Bot or
// vehicle of yours there to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (battle = true) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/North', name: 'here', controller: P1,
      cards: [['Gishi Combat Tech', { card: 'Plain Tank', name: 'tank' }, 'Earther Bot', { card: 'Plain Trooper', name: 'trooper' }], [{ card: 'Plain Tank', name: 'their tank' }]] },
    { card: 'Testland/South', name: 'away', controller: P1, cards: [[{ card: 'Plain Tank', name: 'far tank' }], []] },
  ],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window1' } } : {}),
});

describe('2U34 Gishi Combat Tech', () => {
  it('2U34 Gishi Combat Tech: damaging itself returns your vehicle here to your hand', () => {
    setup().use('Gishi Combat Tech', { targets: ['tank'] }).resolve()
      .expectCard('tank', { zone: 'hand' }).expectCard('Gishi Combat Tech', { damaged: true });
  });
  it('2U34 Gishi Combat Tech: a Bot of yours here may be the target too', () => {
    setup().use('Gishi Combat Tech', { targets: ['Earther Bot'] }).resolve().expectCard('Earther Bot', { zone: 'hand' });
  });
  it('2U34 Gishi Combat Tech: not a unit that is neither, not the opponent\'s vehicle, not one elsewhere (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('Gishi Combat Tech', { targets: ['trooper'] })
      .refuses('R-TGT-04').use('Gishi Combat Tech', { targets: ['their tank'] })
      .refuses('R-TGT-04').use('Gishi Combat Tech', { targets: ['far tank'] });
  });
  it('2U34 Gishi Combat Tech: only during a battle here (R-GEN-02); once damaged it can\'t pay again (R-PLAY-04)', () => {
    setup(false).refuses('R-GEN-02').use('Gishi Combat Tech', { targets: ['tank'] });
    setup().use('Gishi Combat Tech', { targets: ['tank'] }).resolve().refuses('R-PLAY-04').use('Gishi Combat Tech', { targets: ['Earther Bot'] });
  });
});
