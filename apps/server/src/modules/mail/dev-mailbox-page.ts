import type { DevMailItem } from '@pitchside/contract/dev';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#0b1220;color:#e2e8f0}
  main{max-width:960px;margin:0 auto;padding:24px}
  h1{font-size:22px;margin:0 0 4px} p.hint{color:#94a3b8;margin:0 0 20px}
  table{width:100%;border-collapse:collapse;background:#111a2e;border-radius:12px;overflow:hidden}
  th,td{text-align:start;padding:10px 12px;border-bottom:1px solid #1e2a44;vertical-align:top}
  th{color:#94a3b8;font-weight:600;font-size:13px;text-transform:uppercase;letter-spacing:.04em}
  a{color:#4ade80} pre{white-space:pre-wrap;background:#111a2e;padding:16px;border-radius:12px}
`;

/** A plain server-rendered page: no script, so the strict CSP holds here too. */
export function renderMailboxPage(productName: string, messages: DevMailItem[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(new Date(m.createdAt).toLocaleString('en-GB'))}</td>
        <td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Development mailbox | ${escapeHtml(productName)}</title><style>${STYLE}</style></head><body><main>
<h1>Development mailbox</h1><p class="hint">Every e-mail the portal sends while no SMTP_URL is set lands here. Newest first; refresh to update.</p>
${messages.length ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}
</main></body></html>`;
}

export function renderMessagePage(message: DevMailItem): string {
  // The HTML body is shown as the recipient's mail client would, inside a sandboxed frame.
  const frame = message.html
    ? `<iframe title="Message" sandbox="" style="width:100%;height:70vh;border:0;border-radius:12px;background:#fff" srcdoc="${escapeHtml(message.html)}"></iframe>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(message.subject)}</title><style>${STYLE}</style></head><body><main>
<p><a href="/dev/mailbox">← All messages</a></p><h1>${escapeHtml(message.subject)}</h1>
<p class="hint">To ${escapeHtml(message.to)} · from ${escapeHtml(message.from)} · ${escapeHtml(message.createdAt)}</p>
${frame}<h2>Text version</h2><pre>${escapeHtml(message.text)}</pre></main></body></html>`;
}
