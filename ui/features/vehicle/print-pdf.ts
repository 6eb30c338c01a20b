/**
 * Fetches a PDF and saves it under `fileName` (spec 1 §7 'PDF download by slug', saved as
 * {slug}.pdf). Rejects with the server's message (spec 1 §8 'PDF failure': shown in an alert).
 */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { headers: { accept: 'application/pdf' }, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `The PDF could not be prepared (HTTP ${response.status}).`);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
