// A finished X-COM Incursion game looked back on, through the review both games share
// (ReviewDialog.tsx): the board as the table draws it (panic track, contests, both sides' cards in
// play with their melds and staging cards) after each action, replayed from the game's start, with
// the coach's notes (reviewNotes.ts) ringing what they are about.
import { useMemo } from 'react';
import { XCOM_GAME, PHASE_NAME } from '../../xcom';
import type { XState } from '../../xcom';
import { replaySteps } from '../../match';
import { ReviewDialog } from '../review/ReviewDialog';
import { Contests, PanicTrack, SidePanel, markKey } from './XcomBoard';
import type { XNoteMark } from './XcomBoard';
import type { XcomMatch } from './store';
import { xcomReviewNotes } from './reviewNotes';
import { SIDE } from './words';

const NOTHING = new Map();
const none = () => {};

const where = (s: XState) => `turn ${s.turn}, ${PHASE_NAME[s.phase].toLowerCase()}${s.phase === 'over' ? '' : `, ${SIDE[s.acting]} to act`}`;

function Board({ s, about }: { s: XState; about: readonly XNoteMark[] }) {
  const noted = new Set(about.map(markKey));
  return (
    <div className="xc-review-board">
      <div className="xc-status">
        <PanicTrack panic={s.panic} noted={noted} />
        <Contests s={s} noted={noted} />
      </div>
      <div className="xc-sides">
        <SidePanel s={s} seat={0} computer={false} offers={NOTHING} onOffer={none} noted={noted} />
        <SidePanel s={s} seat={1} computer={false} offers={NOTHING} onOffer={none} noted={noted} />
      </div>
    </div>
  );
}

export function XcomReview({ m, onClose }: { m: XcomMatch; onClose(): void }) {
  const steps = useMemo(() => replaySteps(XCOM_GAME, m.start, m.actions, m.history, m.log.length), [m.start, m.actions, m.history, m.log.length]);
  const notes = useMemo(() => xcomReviewNotes(steps, m.log), [steps, m.log]);
  return (
    <ReviewDialog def={XCOM_GAME} steps={steps} log={m.log} opening={XCOM_GAME.log.opening(m.start)} notes={notes} where={where}
      className="xc-review" onClose={onClose} board={(s, about) => <Board s={s} about={about} />} />
  );
}
