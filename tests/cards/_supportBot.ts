// The tests shared by the support bots (Construction, Hunter and Porter Bot, CARD-29..32,
// EX-RUL-07): once per turn, show a card of their faction from hand and put it on your used pile
// to give your side of a target location one support icon of that faction until end of turn.
import { describe, it } from 'vitest';
import type { Faction } from '../../src/engine/cards/types';
import { game, P1, P2 } from '../kit/driver';

export function supportBotTests(number: string, title: string, faction: Faction): void {
  const name = `${number} ${title}`;
  const recruit = `${faction} Recruit`;
  const setup = (hand = [{ card: recruit, name: 'fee' }, { card: recruit, name: 'fee2' }]) => game({
    phase: 'control',
    players: [{ hand }, {}],
    row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [[title], []] },
      { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }],
  });
  const give = (at: string, paying: string[]) => ({ targets: [at], paying });

  describe(name, () => {
    it(`${name}: the revealed card goes on top of the used pile and your side of the opponent's location gains 1 ${faction} icon`, () => {
      setup().use(title, give('far', ['fee'])).resolve()
        .expectCard('fee', { zone: 'used' }).expectCard(title, { zone: 'table' }).expectPiles(P1, { hand: 1 })
        .expectLog(`${recruit} from hand`).expectOnTop(P1, 'used', 'fee')
        .expectSupportIcons('far', P1, { [faction]: 1 }).expectSupportIcons('far', P2, {});
    });
    it(`${name}: once each turn (R-ABIL-03)`, () => {
      setup().use(title, give('north', ['fee'])).resolve().refuses('R-ABIL-03').use(title, give('far', ['fee2']));
    });
    it(`${name}: a card of another faction can't pay (R-PLAY-04), nor an empty hand`, () => {
      setup([{ card: 'Independent Recruit', name: 'other' }]).refuses('R-PLAY-04').use(title, give('north', ['other']));
      setup([]).refuses('R-PLAY-04').use(title, give('north', []));
    });
    it(`${name}: the target must be a location (R-TGT-04)`, () => {
      setup().refuses('R-TGT-04').use(title, give(title, ['fee']));
    });
    it(`${name}: the icon ends with the turn; the bot may be used again next turn`, () => {
      const nextTurn = () => setup().use(title, give('north', ['fee'])).resolve().toPhase('activate', P2);
      nextTurn().expectSupportIcons('north', P1, {});
      nextTurn().pass().use(title, give('north', ['fee2'])).resolve().expectSupportIcons('north', P1, { [faction]: 1 });
    });
  });
}
