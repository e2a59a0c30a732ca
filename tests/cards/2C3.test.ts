// CISyn Coordinators: once a turn, pay 1: look at the top card of either player's reserve.
import { describe, expect, it } from 'vitest';
import { eventText } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  players: [{ reserve: [{ card: 'Destiny 4', name: 'mine' }, 'Destiny 1', 'Destiny 1'] }, { reserve: [{ card: 'Destiny 6', name: 'theirs' }, 'Destiny 1', 'Destiny 1'] }],
  row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [['CISyn Coordinators'], []] }],
});

describe('2C3 CISyn Coordinators', () => {
  it("2C3 CISyn Coordinators: pay 1: P1 sees the top of P2's reserve; P2 reads only that P1 looked; the card stays on top", () => {
    const g = sc().use('CISyn Coordinators').resolve().option('theirs').expectOnTop(P2, 'reserve', 'theirs').expectPiles(P1, { active: 5 })
      .expectLog("P1 looks at the top card of P2's reserve.").expectNotInLog('Destiny 6');
    const look = g.events.find((e) => e.kind === 'lookReserveTop')!;
    expect(eventText(look, P1)).toContain('Destiny 6');
    expect(eventText(look, P2)).not.toContain('Destiny 6');
  });
  it('2C3 CISyn Coordinators: or the top of your own reserve; once a turn (R-ABIL-03)', () => {
    sc().use('CISyn Coordinators').resolve().option('mine').expectOnTop(P1, 'reserve', 'mine').refuses('R-ABIL-03').use('CISyn Coordinators');
  });
});
