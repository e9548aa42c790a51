/**
 * Import and export machinery shared by every list (customers, sales, partners, products, renewals, and later
 * leads, commissions and reports): pure functions and Node streams, no React and no database.
 *
 * Import: bytes → decodeText / createAutoDecoder → parseCsv(Stream) or parseXlsx(Stream) → suggestMapping →
 * validateRows / createRowValidator → rejectedRowsCsv. Export: ExportColumn[] → toCsv / csvExportStream,
 * toXlsx / xlsxExportStream.
 */
export * from "./table";
export * from "./encoding";
export * from "./csv-read";
export * from "./xlsx-read";
export * from "./messages";
export * from "./columns";
export * from "./parse-cell";
export * from "./validate";
export * from "./neutralise";
export * from "./export-format";
export { CSV_BOM, CSV_NEWLINE, CSV_SEPARATOR, csvExportStream, csvLines, toCsv, type CsvExportStreamOptions } from "./csv-write";
export * from "./rejected";
export * from "./xlsx-write";
