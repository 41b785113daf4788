/**
 * The intensity multi-select of 01 §3.4 (create practice, profiles, manage): one chip per
 * intensity, the chosen ones kept in the catalogue's order.
 */
import type { ReactNode } from 'react';
import { INTENSITIES } from '../../../../domain';

export function IntensityChips({
  chosen,
  onChange,
  disabled = false,
  className,
  legend = 'Intensity',
}: {
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  className: string;
  legend?: ReactNode;
}) {
  return (
    <fieldset className={className} disabled={disabled}>
      <legend>{legend}</legend>
      {INTENSITIES.map((i) => (
        <label key={i} className="chip">
          <input
            type="checkbox"
            checked={chosen.includes(i)}
            onChange={(e) => {
              onChange(
                e.target.checked
                  ? INTENSITIES.filter((x) => x === i || chosen.includes(x))
                  : chosen.filter((x) => x !== i),
              );
            }}
          />
          {i}
        </label>
      ))}
    </fieldset>
  );
}
