// X-COM Incursion's engine: pure functions over plain data (docs/xcom/rules.md). A game is fully
// determined by its seed and the list of actions.
export * from './types';
export { check, legalActions, actor } from './legal';
export { createXcomGame } from './flow';
export {
  rank, interceptionScore, meldTotal, PANIC_LOSS, meldRoom, meldUsed, staging, drawCounts, def as cardDef, searchAllowance, trashAllowance,
  abilities as cardAbilities, trashForRank as trashForRankOf, hasInterceptor, allIds as sideCardIds, sideName, seatOf,
} from './derive';
export { abilityText, typeName, EARTH_TYPES, ALIEN_TYPES } from './cards';
export type { Ability, CardDef, CardType } from './cards';
export { apply, replay, stateHash } from './apply';
export { XACTION, actionAnchor, readXAction } from './actions';
export { seatView } from './view';
export type { XView, SideView } from './view';
export { eventText, PHASE_NAME } from './events';
export { XCOM_GAME } from './game';
export type { XcomStart, XcomTypes } from './game';
export { XCOM_LEVELS } from './levels';
export type { XcomLevel } from './levels';
