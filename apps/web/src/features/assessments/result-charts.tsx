/** A labelled horizontal bar chart (CSS only): each bar's value is also written out for screen readers and print. */
export function BarChart({
  title,
  bars,
  max = 100,
  unit = '%',
}: {
  title: string;
  bars: { label: string; value: number; note?: string }[];
  max?: number;
  unit?: string;
}) {
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__title">{title}</figcaption>
      <ul className="bar-chart__bars">
        {bars.map((bar) => (
          <li key={bar.label} className="bar-chart__row">
            <span className="bar-chart__label">{bar.label}</span>
            <span className="bar-chart__track" aria-hidden="true">
              <span className="bar-chart__fill" style={{ width: `${Math.max(0, Math.min(100, (bar.value / max) * 100))}%` }} />
            </span>
            <span className="bar-chart__value">
              {bar.value}
              {unit}
              {bar.note ? <span className="bar-chart__note"> {bar.note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Where a person sits between two poles (1-5), drawn as a dot on a line. */
export function Spectrum({ first, second, value }: { first: string; second: string; value: number }) {
  const words = ['strongly the first', 'somewhat the first', 'no preference', 'somewhat the second', 'strongly the second'][value - 1];
  return (
    <div className="spectrum">
      <span className="spectrum__pole">{first}</span>
      <span className="spectrum__line" role="img" aria-label={`${words}`}>
        <span className="spectrum__dot" style={{ left: `${((value - 1) / 4) * 100}%` }} />
      </span>
      <span className="spectrum__pole spectrum__pole--end">{second}</span>
    </div>
  );
}
