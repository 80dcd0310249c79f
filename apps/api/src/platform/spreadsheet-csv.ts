// The one way the API writes CSV (applicant exports, earnings, payout files): csv-stringify with
// every cell quoted and every cell a spreadsheet could run as a formula neutralised (ADR 112).
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { neutralizeCell } from '@chairside/domain/no-ghosting';

/** A CSV file an API route answers: its name and its text. */
export type CsvFile = { fileName: string; csv: string };

/**
 * The CSV text of `rows` under a header of `columns`, Windows line ends, with a byte-order mark
 * unless `bom` is false (spreadsheets then read the names' accents).
 */
export function spreadsheetCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[], options: { bom?: boolean } = {}): string {
  return stringify(
    rows.map((row) => row.map((cell) => neutralizeCell(String(cell)))),
    { header: true, columns: [...columns], quoted: true, bom: options.bom ?? true, record_delimiter: 'windows' },
  );
}

/** Answers a CSV file as a download no cache keeps. */
export function sendCsvFile(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.csv);
}
