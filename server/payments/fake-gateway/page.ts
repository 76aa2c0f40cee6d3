import type { FakeCheckout } from "./ledger";

/**
 * The fake gateway's checkout page: what a payer sees on a real gateway's hosted page, in the checkout's
 * language. It is the gateway's page, not the platform's, so its few words live here rather than in
 * app/locales (the platform never renders them). A plain form: it works without JavaScript.
 */
const TEXT = {
  ar: {
    title: "بوابة دفع تجريبية",
    banner: "بوابة اختبار — لا تُقبل هنا بطاقات حقيقية ولا يُقتطع أي مبلغ.",
    amount: "المبلغ",
    reference: "المرجع",
    card: "رقم البطاقة",
    succeeds: "بطاقة تنجح:",
    declined: "بطاقة تُرفض:",
    pay: "ادفع",
    cancel: "إلغاء والعودة",
    invalidCard: "استخدم أحد رقمي البطاقتين التجريبيتين.",
    closed: "أُغلقت عملية الدفع هذه.",
    paidWith: "دُفعت ببطاقة تنتهي بـ",
    notFound: "عملية الدفع غير موجودة.",
    status: { pending: "بانتظار الدفع", succeeded: "مدفوعة", failed: "مرفوضة", cancelled: "ملغاة", refunded: "مستردة", partially_refunded: "مستردة جزئيًا" },
  },
  en: {
    title: "Test payment gateway",
    banner: "TEST gateway — no real card is accepted here and no money is taken.",
    amount: "Amount",
    reference: "Reference",
    card: "Card number",
    succeeds: "Card that succeeds:",
    declined: "Card that is declined:",
    pay: "Pay",
    cancel: "Cancel and go back",
    invalidCard: "Use one of the two test card numbers.",
    closed: "This checkout is closed.",
    paidWith: "Paid with the card ending",
    notFound: "No such checkout.",
    status: { pending: "Awaiting payment", succeeded: "Paid", failed: "Declined", cancelled: "Cancelled", refunded: "Refunded", partially_refunded: "Partly refunded" },
  },
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** "1,234.50 QAR" from 123450 dirhams, without passing through a float. */
export function formatDirhams(dirhams: number): string {
  const riyals = Math.floor(dirhams / 100).toLocaleString("en-US");
  return `${riyals}.${String(dirhams % 100).padStart(2, "0")} QAR`;
}

const STYLE = `body{font-family:system-ui,"Noto Sans Arabic",sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.test{background:#fff3cd;border:2px dashed #b45309;padding:.75rem;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}.num{direction:ltr;unicode-bidi:isolate;white-space:nowrap}
label{display:block;margin-top:1rem;font-weight:600}input{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box;direction:ltr}
.actions{display:flex;gap:1rem;margin-top:1rem}button{font-size:1rem;padding:.6rem 1.2rem}.error{color:#b91c1c;font-weight:600}`;

function layout(locale: "ar" | "en", body: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t.title}</title><style>${STYLE}</style></head>
<body>
<p class="test" role="note">${t.banner}</p>
<h1>${t.title}</h1>
${body}
</body>
</html>`;
}

export function checkoutPage(checkout: FakeCheckout, opts: { error?: "invalid-card" } = {}): string {
  const t = TEXT[checkout.locale];
  const summary = `<dl>
<dt>${t.amount}</dt><dd><span class="num">${formatDirhams(checkout.amountDirhams)}</span></dd>
<dt>${t.reference}</dt><dd><span class="num">${escapeHtml(checkout.reference)}</span></dd>
</dl>
<p>${escapeHtml(checkout.description)}</p>`;
  if (checkout.status !== "pending") {
    const card = checkout.cardLast4 ? `<p>${t.paidWith} <span class="num">${checkout.cardLast4}</span></p>` : "";
    return layout(checkout.locale, `${summary}<p><strong>${t.status[checkout.status]}</strong> — ${t.closed}</p>${card}`);
  }
  const error = opts.error ? `<p class="error" id="card-error" role="alert">${t.invalidCard}</p>` : "";
  return layout(
    checkout.locale,
    `${summary}
<form method="post" action="/checkout/${encodeURIComponent(checkout.id)}">
${error}
<label for="card">${t.card}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" maxlength="23" placeholder="4242 4242 4242 4242" aria-describedby="card-hint${opts.error ? " card-error" : ""}">
<ul id="card-hint">
<li>${t.succeeds} <span class="num">4242 4242 4242 4242</span></li>
<li>${t.declined} <span class="num">4000 0000 0000 0002</span></li>
</ul>
<div class="actions">
<button type="submit" name="action" value="pay">${t.pay} <span class="num">${formatDirhams(checkout.amountDirhams)}</span></button>
<button type="submit" name="action" value="cancel">${t.cancel}</button>
</div>
</form>`,
  );
}

export function notFoundPage(): string {
  return layout("en", `<p>${TEXT.en.notFound}</p><p lang="ar" dir="rtl">${TEXT.ar.notFound}</p>`);
}
