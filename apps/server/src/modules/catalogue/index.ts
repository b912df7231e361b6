/** What other modules may use of the catalogue: a priced record as a sale sees it. */
export { findSaleItem } from './sale-items';
