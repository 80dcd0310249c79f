import { formatPay, type SalarySurveyGroup } from '@chairside/domain/salary-survey';

const ROW = 30;
const LABEL = 40;
const VALUE = 86;
const WIDTH = 460;

/**
 * One position's pay by state as a server-rendered SVG: a bar to the median, a line across the
 * middle half (25th to 75th percentile). No chart library: plain shapes with their numbers.
 */
export function SalaryChart({ group, titleId }: { group: SalarySurveyGroup; titleId: string }) {
  const top = Math.max(...group.states.map((state) => state.p75), 1);
  const plot = WIDTH - LABEL - VALUE;
  const x = (cents: number) => LABEL + (cents / top) * plot;
  const height = group.states.length * ROW + 8;
  return (
    <svg className="cs-salary-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId}>
      {group.states.map((state, index) => {
        const y = index * ROW + 4;
        return (
          <g key={state.state}>
            <text x={0} y={y + 17}>
              {state.state}
            </text>
            <rect className="cs-salary-bar" x={LABEL} y={y + 4} width={Math.max(2, x(state.median) - LABEL)} height={ROW - 12} rx={3} />
            <line className="cs-salary-range" x1={x(state.p25)} x2={x(state.p75)} y1={y + ROW / 2 - 2} y2={y + ROW / 2 - 2} />
            <text x={WIDTH - VALUE + 8} y={y + 17}>
              {formatPay(state.median, group.unit)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
