// The log's filters, the same for both games' logs: by side, by kind of line, and (where a game
// folds its passes) every pass. Apart from the log: the log renders again at every change of the
// game, they do not.
import { memo } from 'react';
import type { Seat } from '../../game';
import type { LogCategory } from '../../match';

export type LogKinds = readonly (readonly [LogCategory | 'all', string])[];

interface Props {
  className: string;
  /** What a side is called in this game ("Player", "Side"), and each side's name. */
  seatLabel: string;
  sides: readonly [string, string];
  kinds: LogKinds;
  seat: 'all' | Seat;
  kind: LogCategory | 'all';
  setSeat(seat: 'all' | Seat): void;
  setKind(kind: LogCategory | 'all'): void;
  /** Offered only with its setter. */
  everyPass?: boolean;
  setEveryPass?(every: boolean): void;
}

export const LogFilters = memo(function LogFilters({ className, seatLabel, sides, kinds, seat, kind, setSeat, setKind, everyPass, setEveryPass }: Props) {
  return (
    <div className={className}>
      <label>{seatLabel}{' '}
        <select value={seat} onChange={(e) => setSeat(e.target.value === 'all' ? 'all' : Number(e.target.value) as Seat)}>
          <option value="all">Both</option>
          <option value="0">{sides[0]}</option>
          <option value="1">{sides[1]}</option>
        </select>
      </label>
      <label>Show{' '}
        <select value={kind} onChange={(e) => setKind(e.target.value as LogCategory | 'all')}>
          {kinds.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </label>
      {setEveryPass && <label><input type="checkbox" checked={everyPass ?? false} onChange={(e) => setEveryPass(e.target.checked)} /> Every pass</label>}
    </div>
  );
});
