/** What Razorpay Checkout hands back when a payment succeeds. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What it reports on a failed attempt (Checkout stays open for another try). */
export interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  handler: (answer: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  on(event: 'payment.failed', listener: (answer: RazorpayFailure) => void): void;
  open(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

const loads = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Adds Checkout's script (the URL the server gave, allowed by its CSP only when Razorpay is
 * configured) once per page, when a learner first pays online; a failed load may be tried again.
 */
function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  const ready = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (ready) return Promise.resolve(ready);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (loaded) resolve(loaded);
        else reject(new Error('Razorpay Checkout did not load.'));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error('Razorpay Checkout could not be loaded. Check your connection and try again.'));
      };
      document.head.append(script);
    });
    load.catch(() => loads.delete(src));
    loads.set(src, load);
  }
  return load;
}

/** Opens Checkout; `onFailed` hears each failed attempt while Checkout stays open for another. */
export async function openRazorpay(
  src: string,
  options: RazorpayOptions,
  onFailed: (answer: RazorpayFailure) => void,
): Promise<void> {
  const Razorpay = await loadRazorpay(src);
  const checkout = new Razorpay(options);
  checkout.on('payment.failed', onFailed);
  checkout.open();
}
