const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page for failures that happen before a dealer site is known or when the UI
 * cannot render (unknown host, server error): no theme, no scripts, one inline style.
 */
export function plainErrorPage(status: number, title: string, message: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1f2933}
main{max-width:32rem;padding:2.5rem;text-align:center}
.status{font-size:4rem;font-weight:800;color:#9aa5b1;margin:0}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
p{line-height:1.6;color:#52606d}
</style>
</head>
<body>
<main>
<p class="status">${status}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>`;
}
