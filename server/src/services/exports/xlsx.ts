/**
 * Streaming xlsx writer for export tasks: rows are committed to a zip stream as they come (exceljs
 * WorkbookWriter), so memory stays flat and the caller can yield the event loop between batches.
 */
import { PassThrough } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type ExcelJS from 'exceljs';

let excel: Promise<typeof ExcelJS> | null = null;
/** exceljs, loaded on first use: importing it takes about a second of every server start otherwise. */
export const loadExcel = (): Promise<typeof ExcelJS> => (excel ??= import('exceljs').then((m) => m.default));

export type Cell = string | number | null;

/** What spreadsheet programs read as the start of a formula (OWASP, CSV injection): = + - @, a tab, a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text (`-3`, `+1.50`) starts no formula anyone could abuse: it stays readable. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell as it may be written to a file users open in Excel, WPS or LibreOffice: text that would start a formula
 * (`=HYPERLINK(…)`, `@SUM(…)`, `+cmd|…`) gets a leading `'`, so it shows as the text it is; numbers stay numbers.
 * Every xlsx the server writes goes through it (the export tasks' writer below, the sign-up template's headers).
 */
export function safeCell(value: Cell): Cell {
  return typeof value === 'string' && FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Rows written between two yields of the event loop (a slice takes a few milliseconds). */
const ROWS_PER_SLICE = 50;

export interface SheetWriter {
  /** Adds rows and lets other requests run before the next batch. */
  addRows(rows: Cell[][]): Promise<void>;
  finish(): Promise<Buffer>;
}

export async function createSheetWriter(sheetName: string, headers: string[], widths: number[] = []): Promise<SheetWriter> {
  const ExcelJS = await loadExcel();
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = '赛事运营平台';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headers.map((header, i) => ({ header: String(safeCell(header)), width: widths[i] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async addRows(rows) {
      for (let i = 0; i < rows.length; i += 1) {
        sheet.addRow(rows[i].map(safeCell)).commit();
        if ((i + 1) % ROWS_PER_SLICE === 0) await yieldToEventLoop();
      }
      await yieldToEventLoop();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/** Reads an xlsx buffer back (tests, imports): the first sheet as rows of cell texts. */
export async function readSheet(buffer: Buffer): Promise<string[][]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(Array.from({ length: width }, (_, i) => values[i + 1]).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}
