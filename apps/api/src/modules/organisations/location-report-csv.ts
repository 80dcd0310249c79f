// The report across locations as a CSV file (ADR 127), written by the one CSV writer.
import { LOCATION_REPORT_CSV_COLUMNS, type LocationReportQuery, type LocationReportRow } from '@chairside/domain/organisations';
import { spreadsheetCsv, type CsvFile } from '../../platform/spreadsheet-csv';

/** Cents as dollars with two decimals (1999 → 19.99). */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The file's name: locations-report-{from|start}-{to|today}.csv. */
export function locationReportFileName(period: LocationReportQuery, today: string): string {
  return `locations-report-${period.from ?? 'start'}-${period.to ?? today}.csv`;
}

/** One row per practice of the group, the organization first, every cell neutralized and quoted. */
export function locationReportCsv(rows: LocationReportRow[], period: LocationReportQuery, now: Date): CsvFile {
  const cells = rows.map((row) => [
    row.practiceName,
    row.isOrganisation ? 'Yes' : 'No',
    row.isOrganisation ? '' : row.sharesBilling ? 'Yes' : 'No',
    row.postings,
    row.livePostings,
    row.applicants,
    row.hires,
    dollars(row.spend),
  ]);
  return { csv: spreadsheetCsv(LOCATION_REPORT_CSV_COLUMNS, cells), fileName: locationReportFileName(period, now.toISOString().slice(0, 10)) };
}
