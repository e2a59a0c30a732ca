// Seat control at the shared screen (docs/match.md): who acts, the table's automatic passes,
// hand-overs, undo and the recap, apart from any view. Plain TypeScript over the engine's index.
export { autoPassFor, isResponseWindow } from './autoPass';
export type { AutoPassSettings } from './autoPass';
export { resumeMatch, startMatch, submit, takeOver, undo } from './match';
export type { ActionRecord, LogEntry, Match, MatchSettings, StartParams } from './match';
export { otherSeat, seatName } from './names';
export { screenAfter, screenSeat, showsHiddenInfo } from './screen';
export type { Screen } from './screen';
export { createSession, HUMAN } from './session';
export { scriptedSeat } from './scripted';
export type { Script, ScriptLine } from './scripted';
export type { DecisionRequest, SeatController, Session, SessionState } from './session';
export { lastActor, undoPlan } from './undo';
export type { UndoPlan } from './undo';
