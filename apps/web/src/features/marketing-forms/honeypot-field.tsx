/**
 * The honeypot of the bot checks: a field people never see or reach (off screen, out of the tab
 * order, hidden from screen readers) that form-filling scripts tend to fill.
 */
export function HoneypotField({ value, onChange, id }: { value: string; onChange: (value: string) => void; id: string }) {
  return (
    <div className="cs-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
