const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f4f6fb;color:#0f172a}
.wrap{max-width:920px;margin:0 auto;padding:32px 16px;display:grid;gap:24px;grid-template-columns:1fr}
@media(min-width:760px){.wrap{grid-template-columns:1fr 1fr;padding-top:64px}}
.badge{display:inline-block;background:#fef3c7;color:#92400e;font-size:12px;font-weight:700;padding:2px 8px;border-radius:999px;letter-spacing:.04em}
h1{font-size:15px;color:#475569;margin:12px 0 4px;font-weight:600}.amount{font-size:36px;font-weight:800;margin:0}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.08)}
label{display:block;font-size:13px;font-weight:600;color:#334155;margin:14px 0 6px}
input{width:100%;font:inherit;padding:11px 12px;border:1px solid #cbd5e1;border-radius:10px;background:#fff}
input:focus{outline:3px solid #a5b4fc;border-color:#6366f1}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:20px;font:inherit;font-weight:700;padding:13px;border:0;border-radius:10px;background:#4f46e5;color:#fff;cursor:pointer}
button.secondary{background:#e2e8f0;color:#0f172a}.hint{font-size:13px;color:#64748b}.error{color:#b91c1c;font-weight:600}
code{background:#eef2ff;padding:1px 6px;border-radius:6px}a{color:#4f46e5}
`;

function shell(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export interface SandboxView {
  id: string;
  description: string;
  amount: string;
  email: string;
  cancelUrl: string;
  productName: string;
}

/** The sandbox provider's hosted checkout: looks and behaves like a real card page, with no script. */
export function renderCheckoutPage(view: SandboxView, error?: string) {
  return shell(
    `Pay ${view.amount} | Sandbox checkout`,
    `<main class="wrap"><section><span class="badge">SANDBOX · TEST MODE</span><h1>${escapeHtml(view.productName)}</h1>
<p class="amount">${escapeHtml(view.amount)}</p><p class="hint">${escapeHtml(view.description)}</p>
<p class="hint">Test cards: <code>4242 4242 4242 4242</code> pays, <code>4000 0000 0000 0002</code> is declined,
<code>4000 0000 0000 3220</code> asks for an extra confirmation. Any future expiry date and any CVC.</p>
<p class="hint"><a href="${escapeHtml(view.cancelUrl)}">← Cancel and return to the shop</a></p></section>
<section class="card"><form method="post" action="/sandbox/checkout/${escapeHtml(view.id)}/pay">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(view.email)}" readonly>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="MM / YY" autocomplete="cc-exp" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required>
<button type="submit">Pay ${escapeHtml(view.amount)}</button></form></section></main>`,
  );
}

export function renderAuthenticationPage(view: SandboxView) {
  return shell(
    'Confirm your payment | Sandbox checkout',
    `<main class="wrap"><section><span class="badge">SANDBOX · 3-D SECURE</span><h1>Confirm your payment</h1>
<p class="amount">${escapeHtml(view.amount)}</p><p class="hint">Your bank asks you to confirm this payment to ${escapeHtml(view.productName)}.</p></section>
<section class="card"><form method="post" action="/sandbox/checkout/${escapeHtml(view.id)}/authenticate">
<button type="submit" name="result" value="approve">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button></form></section></main>`,
  );
}

export function renderClosedPage(message: string, returnUrl: string) {
  return shell(
    'Checkout closed | Sandbox checkout',
    `<main class="wrap"><section class="card"><span class="badge">SANDBOX</span><h1>${escapeHtml(message)}</h1>
<p><a href="${escapeHtml(returnUrl)}">Return to the shop</a></p></section></main>`,
  );
}
