/**
 * A UPI ID (VPA): a name of letters, digits, '.', '-' or '_', then '@' and the payment app's handle
 * (skillpath@upi, name.surname@okhdfcbank).
 */
export const VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const isVpa = (value: string): boolean => VPA_PATTERN.test(value);

/** Paise as the rupees a UPI link carries: 4550 → '45.50'. */
const upiAmount = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/**
 * The UPI payment link of NPCI's linking specification (upi://pay), shown as a QR code: any UPI app
 * opens it with the payee, the exact amount and the note filled in. The payee's name and the note are
 * percent-encoded (a space is %20, never '+'); a VPA needs no encoding.
 */
export function upiPaymentUri(payment: {
  vpa: string;
  payee_name: string;
  amount_paise: number;
  note: string;
}): string {
  if (!isVpa(payment.vpa)) throw new RangeError(`Not a UPI ID: ${payment.vpa}.`);
  if (!Number.isSafeInteger(payment.amount_paise) || payment.amount_paise < 1)
    throw new RangeError(`A UPI payment is at least 1 paisa, not ${payment.amount_paise}.`);
  return (
    `upi://pay?pa=${payment.vpa}&pn=${encodeURIComponent(payment.payee_name)}` +
    `&am=${upiAmount(payment.amount_paise)}&cu=INR&tn=${encodeURIComponent(payment.note)}`
  );
}
