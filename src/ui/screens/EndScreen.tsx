// The end of the game: who won and why in words (with the rule it ended by), each player's energy
// and cards in play turn by turn, a review of the game step by step, and a way to start again.
import { useEffect, useMemo, useRef, useState } from 'react';
import { RuleLink } from '../../learn/components/RuleLink';
import { endReason, energyByTurn, reviewSteps } from '../../match';
import { Dialog } from '../dialogs/Dialog';
import { EnergyChart } from '../review/EnergyChart';
import { GameReview } from '../review/GameReview';
import { useTable } from '../store';
import { seatName } from '../text';

export function EndScreen() {
  const game = useTable((s) => s.game)!;
  const start = useTable((s) => s.start);
  const actions = useTable((s) => s.actions);
  const history = useTable((s) => s.history);
  const logLength = useTable((s) => s.log.length);
  const quit = useTable((s) => s.quit);
  // A game opened already over (a saved game's View) opens on its review; one that ends at the
  // table, on why it ended.
  const [reviewing, setReviewing] = useState(() => game.winner !== null);
  // Focus on starting again, not on the rule link first in the dialog (its explanation would open).
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus(), [reviewing, game.winner]);
  const over = game.winner !== null;
  // The game replayed from its start, once it is over: for the chart and the review.
  const steps = useMemo(() => (over && start ? reviewSteps(start, actions, history, logLength) : []), [over, start, actions, history, logLength]);
  const points = useMemo(() => energyByTurn(steps), [steps]);
  const winner = game.winner;
  if (winner === null) return null;
  if (reviewing) return <GameReview steps={steps} onClose={() => setReviewing(false)} />;
  const reason = endReason(game)!;
  return (
    <Dialog title={winner === 'draw' ? 'The game is a draw' : `${seatName(winner)} wins`} className="end-screen"
      description={<p className="result">{reason.text}{reason.rule && <> <span className="rule">(<RuleLink id={reason.rule} />)</span></>}</p>}>
      <EnergyChart points={points} />
      <div className="end-buttons">
        <button type="button" onClick={() => setReviewing(true)}>Review the game</button>
        <button ref={again} type="button" className="primary" onClick={quit}>Start again</button>
      </div>
    </Dialog>
  );
}
