/**
 * The browser's way to save a CSV file (decision 055): a blob and a link with `download`. The files
 * themselves are built in machines/exports.*.ts, the same for the server's signed link (decision 084);
 * where a blob download cannot work (in-app browsers) src/lib/exports/ asks the server instead.
 */

/** Saves `text` as a file named `fileName` (the browser's download). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
