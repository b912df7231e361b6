/** What the payments module needs of the institute's billing settings (the billing module owns them). */
export interface BillingProfile {
  legalName: string;
  address: string;
  gstin: string;
  stateCode: string;
  gstRatePercent: number;
  pricesIncludeGst: boolean;
  invoicePrefix: string;
  upiVpa: string;
  bankDetails: string;
}

export type ReadBilling = () => Promise<BillingProfile>;
