// The events triggered abilities wait for (R-TRIG-01), each matched against the event the engine
// reports (types.ts EventContext) from the side of the ability's card.
import { controls, isUnit } from '../../derive/locations';
import { defOf } from '../../state';
import { trigger } from '../define';

const own = (source: string, e: { card?: string }): boolean => e.card === source;

/** This card enters play. */
export const entersPlay = trigger('entersPlay', { listens: 'entersPlay', fires: (_s, source, _seat, _here, e): boolean => own(source, e) });
export const unitEntersPlayHere = trigger('unitEntersPlayHere', {
  listens: 'entersPlay', fires: (s, _source, _seat, here, e): boolean => e.card !== undefined && isUnit(s, e.card) && e.location === here,
});
export const vehicleEntersPlayHere = trigger('vehicleEntersPlayHere', {
  listens: 'entersPlay', fires: (s, _source, _seat, here, e): boolean => e.card !== undefined && defOf(s, e.card).type === 'VEHICLE' && e.location === here,
});
export const lostFromLocation = trigger('lostFromLocation', { listens: 'lostFromLocation', fires: (_s, source, _seat, _here, e): boolean => own(source, e) });
export const destroyed = trigger('destroyed', { listens: 'destroyed', fires: (_s, source, _seat, _here, e): boolean => own(source, e) });
/** This card is damaged. */
export const damaged = trigger('damaged', { listens: 'damaged', fires: (_s, source, _seat, _here, e): boolean => own(source, e) });
export const inverted = trigger('inverted', { listens: 'inverted', fires: (_s, source, _seat, _here, e): boolean => own(source, e) });
/** A drain of yours at this location resolves. */
export const drainHere = trigger('drainHere', { listens: 'drain', fires: (_s, _source, seat, here, e): boolean => e.location === here && e.seat === seat });
export const battleBeginsHere = trigger('battleBeginsHere', { listens: 'battleBegins', fires: (_s, _source, _seat, here, e): boolean => e.location === here });
export const battleWonHere = trigger('battleWonHere', { listens: 'battleWon', fires: (_s, _source, seat, here, e): boolean => e.location === here && e.seat === seat });
export const battleEndsWonHere = trigger('battleEndsWonHere', { listens: 'battleEnds', fires: (_s, _source, seat, here, e): boolean => e.location === here && e.seat === seat });
export const attritionStepEndsHere = trigger('attritionStepEndsHere', { listens: 'attritionStepEnds', fires: (_s, _source, _seat, here, e): boolean => e.location === here });
export const revealBattleDestinyHere = trigger('revealBattleDestinyHere', {
  listens: 'revealBattleDestiny', fires: (_s, _source, seat, here, e): boolean => e.location === here && e.seat === seat,
});
export const revealBattleDestiny = trigger('revealBattleDestiny', { listens: 'revealBattleDestiny', fires: (_s, _source, seat, _here, e): boolean => e.seat === seat });
export const controlPhaseStart = trigger('controlPhaseStart', { listens: 'controlPhaseStart', fires: (_s, _source, seat, _here, e): boolean => e.seat === seat });
export const opponentBattlePhaseEnd = trigger('opponentBattlePhaseEnd', { listens: 'battlePhaseEnd', fires: (_s, _source, seat, _here, e): boolean => e.seat !== seat });
/** The opponent comes to control the source's location: a state trigger, checked when a player
 * would gain initiative (triggers.ts checkStateTriggers). */
export const opponentControlsHere = trigger('opponentControlsHere', {
  listens: 'controls', fires: (): boolean => false,
  state: (s, _source, seat, here): boolean => here !== undefined && controls(s, seat === 0 ? 1 : 0, here),
});
/** Any player plays an interrupt (it is on the stack). */
export const interruptPlayed = trigger('interruptPlayed', {
  listens: 'played', fires: (s, _source, _seat, _here, e): boolean => e.card !== undefined && defOf(s, e.card).type === 'INTERRUPT',
});
/** You draw a card (once per card drawn). */
export const youDraw = trigger('youDraw', { listens: 'draw', fires: (_s, _source, seat, _here, e): boolean => e.seat === seat });
/** Any player draws a card (once per card); with forEventPlayer, "that player". */
export const playerDraws = trigger('playerDraws', { listens: 'draw', fires: (): boolean => true });
/** Any unit is damaged; with forEventPlayer, "that player" is its controller. */
export const unitDamaged = trigger('unitDamaged', { listens: 'damaged', fires: (s, _source, _seat, _here, e): boolean => e.card !== undefined && isUnit(s, e.card) });
