import type { DatasetDefinition } from './types.js';

const TEMPLATE_ROWS = 5_000;

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * The import template of a dataset: a sheet named after it with one header row of the field keys
 * (frozen; text format on identifier and phone columns so Excel keeps leading zeros; date format on
 * date columns; a dropdown on fields with allowed values), and an `instructions` sheet.
 */
export async function buildTemplate(dataset: DatasetDefinition): Promise<Buffer> {
  // Loaded on the first template asked for: exceljs is 20 MB of heap every process would otherwise carry.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Institutional portal';
  const sheet = workbook.addWorksheet(dataset.type, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = dataset.fields.map((field) => ({
    header: field.key,
    key: field.key,
    width: Math.max(14, field.key.length + 4, field.example.length + 2),
    style: field.cellType === 'text' ? { numFmt: '@' } : field.cellType === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.eachCell((cell, column) => {
    cell.numFmt = 'General';
    if (dataset.fields[column - 1]?.required) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  });
  for (const [index, field] of dataset.fields.entries()) {
    if (!field.allowedValues) continue;
    const letter = columnLetter(index);
    for (let row = 2; row <= TEMPLATE_ROWS + 1; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${field.allowedValues.join(',')}"`],
        showErrorMessage: true,
        errorTitle: field.label,
        error: `Use one of: ${field.allowedValues.join(', ')}`,
      };
    }
  }

  const instructions = workbook.addWorksheet('instructions');
  instructions.columns = [
    { header: 'key', key: 'key', width: 24 },
    { header: 'label', key: 'label', width: 28 },
    { header: 'required', key: 'required', width: 10 },
    { header: 'format', key: 'format', width: 60 },
    { header: 'allowed values', key: 'allowed', width: 24 },
    { header: 'example', key: 'example', width: 28 },
  ];
  instructions.getRow(1).font = { bold: true };
  for (const field of dataset.fields) {
    instructions.addRow({
      key: field.key,
      label: field.label,
      required: field.required ? 'yes' : 'no',
      format: field.format,
      allowed: field.allowedValues?.join(', ') ?? '',
      example: field.example,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
