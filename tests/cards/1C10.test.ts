// Close Support Pilot: Piloting 1; whenever a ship moves away from its location while it rides a fighter,
// you may send that fighter to the same place (by an ability, not a movement action: R-ABIL-08).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (mount: string) => game({
  phase: 'move',
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: mount, name: 'mount', beneath: ['Close Support Pilot'] }, { card: 'Plain Fighter', name: 'lead' }], []] },
  { card: 'Farland/Orbit', name: 'far', controller: P1 }],
});

describe('1C10 Close Support Pilot', () => {
  it('1C10 Close Support Pilot: the lead fighter moves away; the pilot\'s fighter may follow it there', () => {
    sc('Plain Fighter').move('lead', 'far').resolve().resolve().yes()
      .expectCard('lead', { at: 'far' }).expectCard('mount', { at: 'far' }).expectCard('Close Support Pilot', { under: 'mount' })
      .expectLog('not a movement action, R-ABIL-08');
  });
  it('1C10 Close Support Pilot: you may stay', () => {
    sc('Plain Fighter').move('lead', 'far').resolve().resolve().no().expectCard('mount', { at: 'orbit' });
  });
  it('1C10 Close Support Pilot: aboard a capital ship it does not follow', () => {
    sc('Plain Capital').move('lead', 'far').resolve().expectStack(0).expectCard('mount', { at: 'orbit' });
  });
  it('1C10 Close Support Pilot: Piloting 1: its 2/2 fighter is 3/3', () => {
    sc('Plain Fighter').expectCard('mount', { power: 3, tactics: 3 });
  });
});
