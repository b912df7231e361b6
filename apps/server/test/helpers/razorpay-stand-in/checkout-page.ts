// The fake Checkout: a checkout.js defining `Razorpay` as the real one does, enough for a journey
// (`new Razorpay(options).open()`, `rzp.on('payment.failed', …)`, `options.handler`,
// `options.modal.ondismiss`), and the page it opens in an iframe, served from the stand-in's origin as
// Razorpay serves its own from api.razorpay.com. Its buttons pay the order in the stand-in (captured or
// failed) and post the answer Checkout would give back to the page.

/** Served at /v1/checkout.js. */
export const checkoutScript = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, listener) {
    (this.listeners[name] = this.listeners[name] || []).push(listener);
    return this;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-stand-in', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)';
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.style.cssText = 'width:min(360px,92vw);height:min(440px,85vh);border:0;border-radius:8px;background:#fff';
    frame.src = origin + '/_stand-in/checkout?' + new URLSearchParams({
      key: options.key || '',
      order_id: options.order_id || '',
      name: options.name || '',
      description: options.description || '',
      parent: location.origin,
    });
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    function close() {
      window.removeEventListener('message', onMessage);
      overlay.remove();
    }
    function onMessage(event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'paid') {
        close();
        if (options.handler) options.handler(data.answer);
      } else if (data.type === 'failed') {
        (self.listeners['payment.failed'] || []).forEach(function (listener) { listener(data.answer); });
      } else if (data.type === 'dismissed') {
        close();
        if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
      }
    }
    window.addEventListener('message', onMessage);
    this.close = close;
  };
  window.Razorpay = Razorpay;
})();
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A value written into the page's script, unable to end the script element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page in Checkout's iframe: the order and its buttons, or why it cannot be paid. */
export function checkoutPage(view: {
  problem?: string;
  orderId: string;
  amount: number;
  name: string;
  description: string;
  parent: string;
}): string {
  const rupees = (view.amount / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
  const body = view.problem
    ? `<p role="alert">${escapeHtml(view.problem)}</p><button type="button" data-outcome="dismissed">Close</button>`
    : `<h1>${escapeHtml(view.name || 'Razorpay stand-in')}</h1>
<p>${escapeHtml(view.description)}</p>
<p>Order ${escapeHtml(view.orderId)}: <strong>${rupees}</strong></p>
<p role="status"></p>
<button type="button" data-outcome="captured">Pay ${rupees}</button>
<button type="button" data-outcome="failed">Fail payment</button>
<button type="button" data-outcome="dismissed">Cancel</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout (stand-in)</title>
<style>body{font:15px system-ui,sans-serif;margin:16px}button{display:block;width:100%;margin:8px 0;padding:10px;font:inherit}</style>
</head><body>${body}
<script>
const orderId = ${scriptValue(view.orderId)};
const parentOrigin = ${scriptValue(view.parent)};
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', async () => {
    const outcome = button.dataset.outcome;
    if (outcome === 'dismissed') return parent.postMessage({ type: 'dismissed' }, parentOrigin);
    const response = await fetch('/_stand-in/orders/' + encodeURIComponent(orderId) + '/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    const answer = await response.json();
    if (outcome === 'failed') document.querySelector('[role=status]').textContent = 'Payment failed. Try again or cancel.';
    parent.postMessage({ type: outcome === 'failed' ? 'failed' : 'paid', answer }, parentOrigin);
  });
}
</script></body></html>`;
}
