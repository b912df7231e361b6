/**
 * The GST rates an institute may charge: the slabs GST law notifies (0 for exempt supplies; 12 and 28
 * remain for what is still taxed at them). A choice among them, not any number, so that a typo cannot
 * put a rate no law has on every invoice; a new slab is one entry here.
 */
export const GST_RATES_PERCENT = [0, 5, 12, 18, 28, 40] as const;

/** Commercial training and coaching services (SAC 999293) are taxed at 18%. */
export const DEFAULT_GST_RATE_PERCENT = 18;

export const DEFAULT_INVOICE_PREFIX = 'SP';

export const billingMessages = {
  legalNameRequired: 'Enter the legal name of the GST registration.',
  addressRequired: 'Enter the address printed on invoices.',
  gstinFormat:
    'A GSTIN has 15 characters: state code, PAN, registration number, Z and a check character (e.g. 29AAGCB7383J1Z4).',
  gstinState: 'This GSTIN does not start with the code of an Indian state or union territory.',
  gstinCheck: "This GSTIN's last character does not match the others: a character is mistyped.",
  stateInvalid: 'Choose the state or union territory from the list.',
  gstinStateMismatch: (state: string) =>
    `The GSTIN is registered in ${state}: the institute's state must be the same.`,
  rateInvalid: `Choose a GST rate: ${GST_RATES_PERCENT.join('%, ')}%.`,
  prefixInvalid: 'An invoice prefix is 1 to 3 capital letters or digits, and not CN (the credit notes).',
  vpaInvalid: 'Enter a UPI ID such as skillpath@upi, or leave it empty.',
  saved: 'Billing settings saved.',
} as const;
