/** What other modules may use of workshops: a paid seat taken and given back. */
export { registerHeldSeat, removeRegistration } from './queries';
