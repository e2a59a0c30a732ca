// Dedication: +1 defense for every character or fighter of yours that is damaged.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  players: [{ assets: ['Dedication'] }, {}],
  row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'hurt', damaged: true }, { card: 'Plain Trooper', name: 'fine' },
    { card: 'Plain Tank', name: 'tank', damaged: true }], [{ card: 'Plain Trooper', name: 'foe', damaged: true }]] },
  { card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'wing', damaged: true }, { card: 'Plain Capital', name: 'cap', damaged: true }], []] }],
});

describe('1C64 Dedication', () => {
  it('1C64 Dedication: your damaged trooper is defense 3 and your damaged fighter 4; undamaged ones are unchanged', () => {
    sc().expectCard('hurt', { defense: 3 }).expectCard('fine', { defense: 2 }).expectCard('wing', { defense: 4 });
  });
  it("1C64 Dedication: not a damaged vehicle, a damaged capital, or the opponent's damaged trooper", () => {
    sc().expectCard('tank', { defense: 3 }).expectCard('cap', { defense: 6 }).expectCard('foe', { defense: 2 });
  });
});
