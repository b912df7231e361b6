/** What other modules may use of billing: the saved settings (seller details, GST rate, how to pay). */
export { readBillingSettings } from './service';
