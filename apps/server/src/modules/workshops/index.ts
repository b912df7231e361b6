/** What other modules may use of workshops: a workshop as a sale sees it, and a paid seat taken and given back. */
export { findWorkshopForSale, isRegistered, registerHeldSeat, removeRegistration } from './queries';
