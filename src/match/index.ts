// Seat control at the shared screen (docs/match.md): who acts, the table's automatic passes,
// hand-overs, undo and the recap, apart from any view. Plain TypeScript over the engine's index.
export { autoPassFor, isResponseWindow } from './autoPass';
export type { AutoPassSettings } from './autoPass';
export { readLog, recapOf, sinceLastAction } from './log';
export type { LogCategory, LogFilter, LogLine, LogPhase, LogPlace, LogTurn } from './log';
export { logOpening } from './warsLog';
export { askOwnScreen, openMatch, reopenMatch, resumeMatch, startMatch, submit, takeOver, undo } from './match';
export type { ActionRecord, LogEntry, Match, MatchSettings, StartParams } from './match';
export { WARS_GAME } from './warsGame';
export type { WarsTypes } from './warsGame';
export { otherSeat, seatName } from './names';
export { namesHiddenCard, nearSeat, needsOwnScreen, screenAfter, screenSeat } from './screen';
export type { Screen, ScreenRules } from './screen';
export { createGameSession, createSession, DEFAULT_SETTINGS, HUMAN } from './session';
export { scriptedSeat } from './scripted';
export type { Script, ScriptLine } from './scripted';
export type { DecisionRequest, ProgramAnswer, SeatController, Session, SessionState } from './session';
export { computerSeat, suggestMove, viewBotSeat } from './computer';
export type { ComputerOptions, Opponent, Thinker, ViewBot } from './computer';
export { lastActor, undoPlan } from './undo';
export type { UndoPlan } from './undo';
export { allExplained, endReason, energyByTurn, firstTimeNotes, replaySteps, reviewNotes, reviewSteps, turnStarts, watchAnswer } from './review';
export type { AnswerWatch, NoteMark, ReviewNote, ReviewStep, SideAtTurnEnd, TurnPoint } from './review';
