import './Segmented.css';

/** A row of choices of which one is on: radio buttons drawn as joined buttons. */
export function Segmented<T extends string>({
  label,
  name,
  choices,
  value,
  onChange,
}: {
  label: string;
  name: string;
  choices: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {choices.map(([choice, text]) => (
        <label key={choice} className={value === choice ? 'active' : ''}>
          <input
            type="radio"
            name={name}
            checked={value === choice}
            onChange={() => {
              onChange(choice);
            }}
          />
          {text}
        </label>
      ))}
    </div>
  );
}
