/** Hands text made in the browser (a CSV export) to the browser as a file download. */
export async function saveTextFile(name: string, text: string, type: string): Promise<void> {
  // A byte-order mark so spreadsheet programs read the UTF-8 names right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click was handled, so the download has started.
    await new Promise((resolve) => setTimeout(resolve, 0));
    URL.revokeObjectURL(url);
  }
}
