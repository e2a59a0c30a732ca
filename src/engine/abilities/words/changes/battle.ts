// Changes to battles at a place: attrition and total power, battle destiny reveals, vehicles
// adding no power, and casualties capped.
import { change } from '../../define';
import { flag, node, num, obj, oneOf, opt, SIDE, WHO } from '../../schema';

/** "You cause attrition +N" in battles at a place. */
export const attrition = change('attrition', { attrition: node('amount'), at: oneOf('here', 'relatedSite'), who: opt(oneOf(...WHO)) });
export const totalPower = change('totalPower', { totalPower: node('amount'), at: oneOf('here', 'relatedSite'), who: opt(oneOf(...WHO)), ifPlayer: opt(node('condition')) }, {
  battleNumber: 'power',
});
/** Each card revealed for battle destiny at this location gets this modifier. */
export const battleDestinyCards = change('battleDestinyCards', { battleDestinyCards: num });
/** Each card revealed for destiny while a weapon here uses an ability gets this modifier. */
export const weaponDestiny = change('weaponDestiny', { weaponDestiny: num });
export const vehiclesAddNoPower = change('vehiclesAddNoPower', { vehiclesAddNoPower: flag });
/** A replacement for the battle-destiny reveal at this location: pay N to turn over M cards from
 * the top of the reserve and pick which one counts (R-REPL-02). */
export const battleDestinyFromTop = change('battleDestinyFromTop', { battleDestinyFromTop: obj({ pay: num, reveal: num }) });
/** That side reveals no battle destiny in battles at the source's location, or at the lasting
 * effect's target location. */
export const noBattleDestiny = change('noBattleDestiny', { noBattleDestiny: oneOf(...SIDE) });
/** In battles at the source's location, that side's casualties (default 'you') are reduced to this
 * number as soon as they are set in the power step, before any loss-step reduction (Diplomacy Bot
 * ruling, R-BSTEP-19). */
export const casualtiesAtMost = change('casualtiesAtMost', { casualtiesAtMost: num, who: opt(oneOf(...WHO)) });
