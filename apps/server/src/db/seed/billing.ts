import { institute } from '@skillpath/contract';

/**
 * The demo institute's billing settings: a partnership firm registered in Telangana (its GSTIN's
 * PAN is made up, with a valid check character), prices including 18% GST, UPI and a bank account.
 */
export const demoBillingSettings = {
  legalName: 'Skillpath Training Institute',
  address: institute.address,
  gstin: '36ABKFS4821Q1ZH',
  stateCode: '36',
  gstRatePercent: 18,
  pricesIncludeGst: true,
  invoicePrefix: 'SP',
  upiVpa: 'skillpath@upi',
  bankDetails:
    'Skillpath Training Institute\nHDFC Bank, HITEC City branch, Hyderabad\nCurrent account 50200012345678\nIFSC HDFC0001234',
};
