import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSheetWriter, loadExcel, safeCell } from './xlsx.js';

describe('safeCell (formula injection in exported spreadsheets)', () => {
  it('prefixes text that starts like a formula with an apostrophe', () => {
    for (const text of ['=HYPERLINK("http://x","点我")', '+cmd|\' /C calc\'!A0', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)', '\tX', '\r=1']) {
      assert.equal(safeCell(text), `'${text}`, JSON.stringify(text));
    }
  });

  it('leaves ordinary text, plain numbers written as text, numbers and empty cells as they are', () => {
    for (const value of ['张三', 'a=b', ' =1', '', '-3', '+1.50', '12.34', 0, -5, 3.5, null]) {
      assert.equal(safeCell(value), value, JSON.stringify(value));
    }
  });

  it('is what the export writer stores: formulas arrive as text, numbers as numbers', async () => {
    const writer = await createSheetWriter('测试', ['=表头', '数值']);
    await writer.addRows([
      ['=1+1', 42],
      ['@cmd', -7.5],
    ]);
    const workbook = new (await loadExcel()).Workbook();
    await workbook.xlsx.load((await writer.finish()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.equal(sheet.getCell('A1').value, "'=表头");
    assert.equal(sheet.getCell('A2').value, "'=1+1");
    assert.equal(sheet.getCell('B2').value, 42);
    assert.equal(sheet.getCell('A3').value, "'@cmd");
    assert.equal(sheet.getCell('B3').value, -7.5);
    for (const ref of ['A1', 'A2', 'A3']) assert.equal(sheet.getCell(ref).formula, undefined, ref);
  });
});
