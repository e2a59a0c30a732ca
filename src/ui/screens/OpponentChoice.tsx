// Who plays against you and at which level: the same choice on both games' start screens (each
// names its own sides and offers its own levels). Loads no engine and no bot.
import type { Seat } from '../../game';
import { LEVEL_NAMES } from '../../ai/levels';
import type { Level } from '../../ai/levels';

interface Props<L extends Level> {
  /** Names the radio groups, unique on the page. */
  name: string;
  sides: readonly [string, string];
  levels: readonly L[];
  computer: Seat | null;
  level: L;
  onComputer(computer: Seat | null): void;
  onLevel(level: L): void;
}

export function OpponentChoice<L extends Level>({ name, sides, levels, computer, level, onComputer, onLevel }: Props<L>) {
  return (
    <>
      <fieldset className="opponent">
        <legend>Who plays against you</legend>
        {([null, 1, 0] as (Seat | null)[]).map((c) => (
          <label key={String(c)}>
            <input type="radio" name={name} checked={computer === c} onChange={() => onComputer(c)} />
            {' '}{c === null ? 'Another player at this screen' : `The computer, as ${sides[c]}`}
          </label>
        ))}
      </fieldset>
      {computer !== null && (
        <fieldset className="level">
          <legend>The computer's level</legend>
          {levels.map((l) => (
            <label key={l}>
              <input type="radio" name={`${name}-level`} checked={level === l} onChange={() => onLevel(l)} />
              {' '}{LEVEL_NAMES[l].name} <span className="muted">({LEVEL_NAMES[l].about})</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
